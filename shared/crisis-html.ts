// The crisis block as plain HTML, for pages that must show it without any script: the app's shell (index.html, and
// its Spanish copy for /es pages drawn in the browser) and the few pages the server writes itself. Numbers come from
// hotlines.ts, words from the message catalogues.
import { EMERGENCY_NUMBER, hotline, smsHref, telHref, textOptionFor } from './hotlines.ts';
import { QUICK_EXIT_URL } from './limits.ts';
import type { Locale } from './locale.ts';
import { escapeHtml } from './page-html.ts';
import { serverMessage } from './server-intl.ts';

export function staticCrisisHtml(locale: Locale = 'en'): string {
  const t = (id: Parameters<typeof serverMessage>[1], values?: Record<string, string>) => escapeHtml(serverMessage(locale, id, values));
  const dv = hotline('domestic-violence');
  const text = hotline('crisis-text');
  const dvPhone = dv.phone ?? '';
  const textLine = textOptionFor(text, locale) ?? { to: '', body: '' };
  const textWords = textLine.body ? t('hotline.textWord', { word: textLine.body, number: textLine.to }) : t('hotline.textNumber', { number: textLine.to });
  return `<div class="static-crisis" role="region" aria-label="${t('crisis.region')}">
  <a class="static-exit" href="${QUICK_EXIT_URL}" rel="noreferrer">${t('quickExit.label')}</a>
  <p><strong>${t('crisis.inDanger')} <a href="${telHref(EMERGENCY_NUMBER)}">${t('hotline.call', { number: EMERGENCY_NUMBER })}</a>.</strong>
  ${dv.name}: <a href="${telHref(dvPhone)}">${dvPhone}</a>.
  ${text.name}: <a href="${smsHref(textLine.to, textLine.body)}">${textWords}</a>.</p>
</div>`;
}
