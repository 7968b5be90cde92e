// The language layer around the app: the page's language from its path (/es/… Spanish, the rest English), its
// catalogue, FormatJS's provider formatting for en-US or es-US, and <html lang> kept to the page shown.
import { use, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { LOCALE_TAGS, localeOfPath } from '../../shared/locale.ts';
import { loadCatalogue, loadedCatalogue } from './catalogues.ts';
import { LocaleContext } from './locale-context.ts';

/** A message missing from a catalogue is a bug the unit tests catch; in the page it shows its id, and says so once. */
function onError(error: { code?: string; message: string }): void {
  if (import.meta.env.DEV || error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // Loaded before hydration (main.tsx, prerender.tsx) and before the language switch moves: this only waits when a
  // plain link crosses languages.
  const messages = loadedCatalogue(locale) ?? use(loadCatalogue(locale));
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleContext value={locale}>
      <IntlProvider locale={LOCALE_TAGS[locale]} defaultLocale={LOCALE_TAGS.en} messages={messages} onError={onError}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
