// Build step: each language's catalogue (shared/messages/) as `virtual:messages/{locale}`, its ICU messages already
// parsed into FormatJS's AST with FormatJS's own parser. The app then formats them without shipping the parser
// (vite.config.ts aliases it to its no-parser build), and each language is a chunk of its own, loaded for its pages.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isLocale } from '../../shared/locale.ts';
import { en } from '../../shared/messages/en.ts';
import { es } from '../../shared/messages/es.ts';

const PREFIX = 'virtual:messages/';
const CATALOGUES = { en, es } as const;

/** A catalogue's messages as AST (what `formatjs compile --ast` writes), as JSON text. */
export function compileCatalogue(messages: Readonly<Record<string, string>>): string {
  const compiled: Record<string, unknown> = {};
  // Positions are only for error messages: leaving them out makes the chunk about half the size.
  for (const [id, message] of Object.entries(messages)) compiled[id] = parse(message, { ignoreTag: false, captureLocation: false });
  return JSON.stringify(compiled);
}

export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      if (!isLocale(locale)) return this.error(`compiled-messages: no catalogue for ${locale}`);
      // JSON.parse of a string literal: parsed faster than the same object as JavaScript (V8's advice for large data).
      return `export default JSON.parse(${JSON.stringify(compileCatalogue(CATALOGUES[locale]))});`;
    },
  };
}
