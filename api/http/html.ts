// Small helpers for the few HTML answers the server writes itself, in the request's language (api/http/locale.ts).
import { staticCrisisHtml } from '../../shared/crisis-html.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../shared/locale.ts';
import type { MessageId } from '../../shared/messages/en.ts';
import { escapeHtml } from '../../shared/page-html.ts';
import { serverMessage } from '../../shared/server-intl.ts';

export { escapeHtml };

/**
 * A plain, self-contained page (no scripts, no external styles) with quick exit and the crisis numbers at the top, in
 * `locale` (English by default). `referrer: 'same-origin'` for pages with forms: a "no-referrer" page sends
 * `Origin: null` with its posts, and the server could not tell its own forms from anyone else's.
 */
export function plainPage(title: string, bodyHtml: string, opts: { referrer?: 'same-origin'; documentTitle?: string; locale?: Locale } = {}): string {
  const locale = opts.locale ?? DEFAULT_LOCALE;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="${opts.referrer ?? 'no-referrer'}"><title>${escapeHtml(opts.documentTitle ?? title)}</title>
<link rel="stylesheet" href="/plain.css"></head><body>
${staticCrisisHtml(locale)}
<main><h1>${escapeHtml(title)}</h1>${bodyHtml}</main></body></html>`;
}

/** A message of the server's pages as HTML text, in a language. */
export function htmlText(locale: Locale, id: MessageId, values?: Record<string, string | number>): string {
  return escapeHtml(serverMessage(locale, id, values));
}

/** A paragraph with a link to the site's home page in that language. */
export function homeLink(locale: Locale, id: 'api.page.home' | 'api.page.goHome' | 'api.page.backHome' = 'api.page.home'): string {
  return `<a href="${localePath('/', locale)}">${htmlText(locale, id)}</a>`;
}
