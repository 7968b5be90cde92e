// The language layer around the app: the page's language (from its address, read once by web/main.tsx and
// web/prerender.tsx: a document is in one language), its catalogue, FormatJS's provider formatting for en-US or
// es-US, and <html lang>.
import { use, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE_TAGS, type Locale } from '../../shared/locale.ts';
import { loadCatalogue, loadedCatalogue } from './catalogues.ts';
import { LocaleContext } from './locale-context.ts';

/** A missing message shows its id (tests/unit/messages.test.ts keeps the catalogues complete); other errors are logged. */
/**
 * Every catalogue has every id (tests/unit/messages.test.ts), so a missing message means a page drew before the
 * catalogue holding it was loaded (shared/messages/pages.ts): said on the console, where the e2e suite fails on it.
 */
function onError(error: { code?: string; message: string }): void {
  console.error(error.message);
}

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Loaded before hydration (main.tsx, prerender.tsx): this never waits in practice.
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
