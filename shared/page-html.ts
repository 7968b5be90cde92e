// The app's HTML page for a path: the built index.html with the route's own title and description, and, for a page
// rendered at build time, its content in #root (marked so the browser hydrates it rather than drawing it again).
import type { RouteMeta } from './routes.ts';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The same page with this route's title and description, so they are right before any script runs. */
export function withMeta(html: string, meta: RouteMeta): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`);
}

/** The attribute that tells web/main.tsx to hydrate what is in #root. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<script|<\/body>)/;

/** index.html with `appHtml` in #root (in place of the plain crisis block, which the rendered page carries itself). */
export function pageHtml(template: string, meta: RouteMeta, appHtml: string): string {
  if (!ROOT.test(template)) throw new Error('index.html has no <div id="root"> before its scripts');
  return withMeta(template, meta).replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${appHtml}</div>\n    `);
}
