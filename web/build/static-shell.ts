// Build step: writes the crisis numbers and a quick-exit link into index.html from shared/hotlines.ts, so they show before (and without) any script.
import type { Plugin } from 'vite';
import { EMERGENCY_NUMBER, hotline, smsHref, telHref, textInstruction } from '../../shared/hotlines.ts';
import { QUICK_EXIT_URL } from '../../shared/limits.ts';

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

export function staticShellHtml(): Plugin {
  return {
    name: 'static-shell-html',
    transformIndexHtml(html) {
      return html.replace('<!--static-crisis-->', staticCrisisHtml());
    },
  };
}
