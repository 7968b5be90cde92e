// Loads a language's compiled catalogues, once each: the shell's (before the page hydrates) and a page's own (with
// that page's code). Each is a chunk of its own (web/build/compiled-messages.ts), so an English page downloads no
// Spanish and a Spanish page no English, and the first load carries only the shell's words.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale.ts';
import type { MessageId } from '../../shared/messages/en.ts';
import type { MessagePage } from '../../shared/messages/pages.ts';
import PAGE_LOADERS from 'virtual:message-loaders';

/**
 * A compiled catalogue, typed as FormatJS's provider takes it. A part holds a subset of the ids (the shell's, or one
 * page's); the provider of a page merges the two (web/i18n/page-messages.tsx), and tests check every id has a part.
 */
export type CompiledCatalogue = Readonly<Record<MessageId, MessageFormatElement[]>>;
type Loader = () => Promise<{ default: CompiledCatalogue }>;

const SHELL: Readonly<Record<Locale, Loader>> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
};
// Made from shared/messages/pages.ts at build time: a page's catalogue is added there, not here.
const PAGES: Readonly<Record<MessagePage, Readonly<Record<Locale, Loader>>>> = PAGE_LOADERS;

const loaded = new Map<string, CompiledCatalogue>();
const loading = new Map<string, Promise<CompiledCatalogue>>();

function load(key: string, loader: Loader): Promise<CompiledCatalogue> {
  let promise = loading.get(key);
  if (!promise) {
    promise = loader().then((m) => {
      loaded.set(key, m.default);
      return m.default;
    });
    // A failed load (offline before the worker kept it) may be tried again later.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The shell's catalogue if it has arrived: pages render with it synchronously (hydration must not wait inside React). */
export function loadedCatalogue(locale: Locale): CompiledCatalogue | undefined {
  return loaded.get(locale);
}

export function loadCatalogue(locale: Locale): Promise<CompiledCatalogue> {
  return load(locale, SHELL[locale]);
}

/** A page's own messages, once loaded (its lazy route loads them with its code: web/routes.tsx). */
export function loadedPageCatalogue(page: MessagePage, locale: Locale): CompiledCatalogue | undefined {
  return loaded.get(`${locale}/${page}`);
}

export function loadPageCatalogue(page: MessagePage, locale: Locale): Promise<CompiledCatalogue> {
  return load(`${locale}/${page}`, PAGES[page][locale]);
}

let documentLocale: Locale = DEFAULT_LOCALE;
/** The language of the document being drawn: set by web/main.tsx (once) and web/prerender.tsx (per page). */
export function setDocumentLocale(locale: Locale): void {
  documentLocale = locale;
}
export function getDocumentLocale(): Locale {
  return documentLocale;
}
