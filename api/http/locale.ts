// The language of a request: an explicit `lang` (a query parameter: the app's links and the emails' links carry it),
// else the first of Accept-Language's languages the site has (the app sends its page's language there, and the
// outbox the language a write was made in), else English. Answers and the server's pages are said in it.
import type { Context } from 'hono';
import { DEFAULT_LOCALE, isLocale, preferredLocale, type Locale } from '../../shared/locale.ts';
import type { MessageId } from '../../shared/messages/en.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import { issueMessage, type IssueLike } from '../../shared/form-issues.ts';

/** Accept-Language's tags, most wanted first ("es-MX,es;q=0.9,en;q=0.8"); a tag with q=0 is not wanted at all. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*' && e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((e) => e.tag);
}

/** Read from the address itself: `lang` is a parameter of every route, described once in the OpenAPI document's info. */
export function requestLocale(c: Context): Locale {
  const lang = new URL(c.req.url).searchParams.get('lang');
  if (isLocale(lang)) return lang;
  return preferredLocale(acceptedLanguages(c.req.header('accept-language'))) ?? DEFAULT_LOCALE;
}

/** A message in the request's language. */
export function say(c: Context, id: MessageId, values?: Record<string, string | number>): string {
  return serverMessage(requestLocale(c), id, values);
}

/** A validation issue's message in a language (its `form.*` id, or its own text). */
export function issueText(locale: Locale, issue: IssueLike): string {
  const message = issueMessage(issue);
  return message ? serverMessage(locale, message.id, message.values) : issue.message;
}

/** "45 seconds" or "3 minutes", in a language. */
export function waitText(locale: Locale, seconds: number): string {
  return seconds < 120 ? serverMessage(locale, 'api.wait.seconds', { count: seconds }) : serverMessage(locale, 'api.wait.minutes', { count: Math.ceil(seconds / 60) });
}
