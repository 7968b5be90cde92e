// The crisis block as plain HTML, for pages that must show it without any script: the app's index.html and the
// few pages the server writes itself. Numbers come from hotlines.ts.
import { EMERGENCY_NUMBER, hotline, smsHref, telHref, textInstruction } from './hotlines.ts';
import { QUICK_EXIT_URL } from './limits.ts';

export function staticCrisisHtml(): string {
  const dv = hotline('domestic-violence');
  const text = hotline('crisis-text');
  const dvPhone = dv.phone ?? '';
  const textLine = text.text ?? { to: '', body: '' };
  return `<div class="static-crisis" role="region" aria-label="Crisis help">
  <a class="static-exit" href="${QUICK_EXIT_URL}" rel="noreferrer">Quick exit</a>
  <p><strong>In danger? Call <a href="${telHref(EMERGENCY_NUMBER)}">${EMERGENCY_NUMBER}</a>.</strong>
  ${dv.name}: <a href="${telHref(dvPhone)}">${dvPhone}</a>.
  ${text.name}: <a href="${smsHref(textLine.to, textLine.body)}">${textInstruction(textLine)}</a>.</p>
</div>`;
}
