// Build step: each language's catalogue (shared/messages/) as virtual modules of FormatJS's AST, parsed with
// FormatJS's own parser, so the app formats them without shipping the parser (vite.config.ts aliases it to its
// no-parser build). Each language is split: `virtual:messages/{locale}` holds the shell's messages (every page needs
// them at once), `virtual:messages/{locale}/{page}` one page's (shared/messages/pages.ts), loaded with that page.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isLocale, LOCALES } from '../../shared/locale.ts';
import { en } from '../../shared/messages/en.ts';
import { es } from '../../shared/messages/es.ts';
import { MESSAGE_PAGES, pageOfMessage, type MessagePage } from '../../shared/messages/pages.ts';

const PREFIX = 'virtual:messages/';
/** The loaders of every page's catalogue in each language, made from shared/messages/pages.ts. */
const LOADERS = 'virtual:message-loaders';
const CATALOGUES = { en, es } as const;

/** A catalogue's messages as AST (what `formatjs compile --ast` writes), as JSON text. */
export function compileCatalogue(messages: Readonly<Record<string, string>>): string {
  const compiled: Record<string, unknown> = {};
  // Positions are only for error messages: leaving them out makes the chunk about half the size.
  for (const [id, message] of Object.entries(messages)) compiled[id] = parse(message, { ignoreTag: false, captureLocation: false });
  return JSON.stringify(compiled);
}

/** The messages of one part of a catalogue: the shell's (no page), or one page's. */
export function cataloguePart(messages: Readonly<Record<string, string>>, page: MessagePage | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => pageOfMessage(id) === page));
}

export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    resolveId: (id) => (id.startsWith(PREFIX) || id === LOADERS ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${LOADERS}`) {
        const entries = MESSAGE_PAGES.map((page) => {
          const perLocale = LOCALES.map((locale) => `${locale}: () => import(${JSON.stringify(`${PREFIX}${locale}/${page}`)})`).join(', ');
          return `  ${JSON.stringify(page)}: { ${perLocale} },`;
        });
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale, page] = id.slice(PREFIX.length + 1).split('/');
      if (!isLocale(locale)) return this.error(`compiled-messages: no catalogue for ${locale}`);
      if (page !== undefined && !MESSAGE_PAGES.includes(page as MessagePage)) return this.error(`compiled-messages: no page ${page}`);
      const part = cataloguePart(CATALOGUES[locale], page as MessagePage | undefined);
      // JSON.parse of a string literal: parsed faster than the same object as JavaScript (V8's advice for large data).
      return `export default JSON.parse(${JSON.stringify(compileCatalogue(part))});`;
    },
  };
}
