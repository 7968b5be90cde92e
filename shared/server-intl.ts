// Messages for what the server and the build write themselves (the plain crisis block, page shells), formatted with
// FormatJS from the same catalogues as the app. Never imported by the app: it carries every language and the parser.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { LOCALE_TAGS, type Locale } from './locale.ts';
import { en, type MessageId } from './messages/en.ts';
import { es } from './messages/es.ts';

const CATALOGUES = { en, es } as const;
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>();

export function serverIntl(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: LOCALE_TAGS[locale], defaultLocale: LOCALE_TAGS.en, messages: CATALOGUES[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** One message as plain text, in a language. */
export function serverMessage(locale: Locale, id: MessageId, values?: Record<string, string | number>): string {
  return serverIntl(locale).formatMessage({ id }, values);
}
