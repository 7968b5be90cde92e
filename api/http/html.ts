// Small helpers for the few HTML answers the server writes itself.
import { staticCrisisHtml } from '../../shared/crisis-html.ts';
import { escapeHtml } from '../../shared/page-html.ts';

export { escapeHtml };

/**
 * A plain, self-contained page (no scripts, no external styles) with quick exit and the crisis numbers at the top.
 * `referrer: 'same-origin'` for pages with forms: a "no-referrer" page sends `Origin: null` with its posts, and the
 * server could not tell its own forms from anyone else's.
 */
export function plainPage(title: string, bodyHtml: string, opts: { referrer?: 'same-origin'; documentTitle?: string } = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="${opts.referrer ?? 'no-referrer'}"><title>${escapeHtml(opts.documentTitle ?? title)}</title>
<link rel="stylesheet" href="/plain.css"></head><body>
${staticCrisisHtml()}
<main><h1>${escapeHtml(title)}</h1>${bodyHtml}</main></body></html>`;
}
