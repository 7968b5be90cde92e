// A page with catalogues of its own (shared/messages/pages.ts): its subtree formats with the shell's messages and
// the page's, already loaded with the page's code, so the page renders at once and the shell above it never re-renders.
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessagePage } from '../../shared/messages/pages.ts';
import { LOCALE_TAGS } from '../../shared/locale.ts';
import { loadedCatalogue, loadedPageCatalogue } from './catalogues.ts';
import { useLocale } from './use-t.ts';

export function PageMessages({ pages, children }: { pages: readonly MessagePage[]; children: ReactNode }) {
  const { onError } = useIntl();
  const locale = useLocale();
  // All are loaded by now: the shell's before the app rendered (I18nProvider), the page's with its code.
  const shell = loadedCatalogue(locale);
  const own = pages.map((page) => loadedPageCatalogue(page, locale));
  // A route's list of pages never changes, so the list of dependencies keeps its length.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const messages = useMemo(() => Object.assign({}, shell, ...own) as NonNullable<typeof shell>, [shell, ...own]);
  return (
    <IntlProvider locale={LOCALE_TAGS[locale]} defaultLocale={LOCALE_TAGS.en} messages={messages} onError={onError}>
      {children}
    </IntlProvider>
  );
}
