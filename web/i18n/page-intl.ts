// Messages for code outside React (toasts raised by the connection or the outbox): the page's language from its
// address, formatted from the catalogue the page was drawn with.
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { LOCALE_TAGS, localeOfPath } from '../../shared/locale.ts';
import type { MessageId } from '../../shared/messages/en.ts';
import { loadCatalogue } from './catalogues.ts';
import type { MessageValues } from './use-t.ts';

const cache = createIntlCache();

/** The page's formatter (shell messages only), once its catalogue is there (at once, normally: the page was drawn with it). */
export async function pageIntl(): Promise<IntlShape> {
  const locale = localeOfPath(window.location.pathname);
  const messages = await loadCatalogue(locale);
  return createIntl({ locale: LOCALE_TAGS[locale], defaultLocale: LOCALE_TAGS.en, messages }, cache);
}

export async function pageMessage(id: MessageId, values?: MessageValues): Promise<string> {
  return (await pageIntl()).formatMessage({ id }, values);
}
