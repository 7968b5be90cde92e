// The guides of the page's language (virtual:legal-guides/{locale}, web/build/legal-guides.ts): a Spanish page loads
// the Spanish ones (an English guide where no translation exists yet, marked lang "en"), an English page the English
// only. Each language's guides are a chunk of their own, loaded once.
import { use } from 'react';
import type { BuiltGuides } from '../../../shared/legal/guides.ts';
import type { Locale } from '../../../shared/locale.ts';
import { useLocale } from '../../i18n/use-t.ts';

const LOADERS: Readonly<Record<Locale, () => Promise<{ default: BuiltGuides }>>> = {
  en: () => import('virtual:legal-guides/en'),
  es: () => import('virtual:legal-guides/es'),
};

const loaded = new Map<Locale, BuiltGuides>();
const loading = new Map<Locale, Promise<BuiltGuides>>();

/** Starts (once) loading a language's guides: a route loads them beside its code, so the page draws at once. */
export function loadLegalGuides(locale: Locale): Promise<BuiltGuides> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = LOADERS[locale]().then((m) => {
      loaded.set(locale, m.default);
      return m.default;
    });
    // Offline before the worker kept them: may be tried again.
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/** The guides of the page's language; suspends the page (inside its Suspense boundary) until they are there. */
export function useLegalGuides(): BuiltGuides {
  const locale = useLocale();
  return loaded.get(locale) ?? use(loadLegalGuides(locale));
}
