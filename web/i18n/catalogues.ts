// Loads a language's compiled catalogue, once: each language is a chunk of its own (web/build/compiled-messages.ts),
// so an English page downloads no Spanish and a Spanish page no English.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '../../shared/locale.ts';
import type { MessageId } from '../../shared/messages/en.ts';

export type CompiledCatalogue = Readonly<Record<MessageId, MessageFormatElement[]>>;

const LOADERS: Readonly<Record<Locale, () => Promise<{ default: CompiledCatalogue }>>> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
};

const loaded = new Map<Locale, CompiledCatalogue>();
const loading = new Map<Locale, Promise<CompiledCatalogue>>();

/** The catalogue if it has arrived: pages render with it synchronously (hydration must not wait inside React). */
export function loadedCatalogue(locale: Locale): CompiledCatalogue | undefined {
  return loaded.get(locale);
}

export function loadCatalogue(locale: Locale): Promise<CompiledCatalogue> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = LOADERS[locale]().then((m) => {
      loaded.set(locale, m.default);
      return m.default;
    });
    // A failed load (offline before the worker kept it) may be tried again later.
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}
