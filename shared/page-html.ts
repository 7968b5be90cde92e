// The app's HTML page for a path: the built index.html with the page's language, title, description and hreflang
// links, and, for a page rendered at build time, its content in #root (marked so the browser hydrates it rather
// than drawing it again).
import type { PageHead } from './page-meta.ts';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Put in index.html by the build where the page's hreflang links go. */
const ALTERNATES_MARK = /\s*<link rel="alternate" hreflang="[^"]*" href="[^"]*" \/>/g;

/** The same page with this page's language, title, description and language links, right before any script runs. */
export function withMeta(html: string, head: Omit<PageHead, 'found'>): string {
  const links = head.alternates.map((a) => `\n    <link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`).join('');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${head.locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(head.description)}$2`)
    .replace(ALTERNATES_MARK, '')
    .replace('</head>', `${links}\n  </head>`);
}

/**
 * The language links made absolute on the public origin, as search engines require of hreflang. The build cannot
 * know the origin, so the server does this when it knows it (PUBLIC_ORIGIN); unset, the links stay root-relative.
 */
export function absoluteAlternates(html: string, origin: string | undefined): string {
  if (!origin) return html;
  const base = origin.replace(/\/+$/, '');
  return html.replace(/(<link rel="alternate" hreflang="[^"]*" href=")(\/[^"]*)(")/g, (_, open: string, path: string, close: string) => `${open}${escapeHtml(base)}${path}${close}`);
}

/**
 * The attribute of the inert <template> in which a page rendered at build time carries the app's entry script (and,
 * in the service worker's copy, its module preloads): the early script (web/early/start-app.ts) puts it in the head
 * once the page has been painted.
 */
export const APP_START_ATTRIBUTE = 'data-app-start';
/**
 * The performance mark the early script (web/early/early.ts) sets once it runs: from then on Quick exit works and a tap
 * is kept. A built page carries it in its own HTML; the shells load it as /quick-exit.js.
 */
export const EARLY_SCRIPT_MARK = 'early-script';
/**
 * The worker the early script starts to build the browser's lists of languages off the page's own thread
 * (web/early/intl-worker.ts). Not under /assets/, so its answer carries the full policies, which a worker acts on.
 */
export const INTL_WORKER_PATH = '/intl-worker.js';
/**
 * On <html> from the start of that worker until it has built the lists (or failed to load or start). web/main.tsx
 * waits, idle, for it to go (1 s at most) before it hydrates a page rendered at build time, so the page's thread does
 * not build the same lists, or wait on the worker's, in one block its taps cannot cut into.
 */
export const INTL_LISTS_ATTRIBUTE = 'data-intl-lists';
/** The message the worker sends once the lists are built. */
export const INTL_WORKER_BUILT = 'built';

/**
 * The mark of a part of a page whose code loads after the page is live (web/shell/later.tsx): present until the part
 * is live. The early script keeps a tap on a control inside it (web/early/keep-taps.ts) and asks for the part with
 * `WANT_EVENT`, dispatched on the marked box.
 */
export const WAITS_ATTRIBUTE = 'data-waits';
/**
 * Beside `WAITS_ATTRIBUTE` on a part shown only on some screens (`media` in laterPart): its media query. On other
 * screens the part is hidden and waits for good (a phone never fetches the wide screen's menus), so "every part live"
 * leaves it out there.
 */
export const WAITS_FOR_SCREEN_ATTRIBUTE = 'data-waits-for';
export const WANT_EVENT = 'app-want-part';
/**
 * Dispatched by the app on a control of a part drawn afresh in place of its kept HTML (web/shell/kept-nodes.ts): a tap
 * kept on the same control in the HTML it replaces (no `detail`), or her words typed in that box (`detail`: the text),
 * for the early script (web/early/keep-taps.ts) to carry out once the part is live.
 */
export const KEEP_AGAIN_EVENT = 'app-keep-again';
/** The boxes whose words typed before their part is live the early script tells the app (web/early/keep-taps.ts). */
export const TOLD_TEXT_TYPES: ReadonlySet<string> = new Set(['', 'text', 'search', 'email', 'tel', 'url', 'number']);
/** On a control whose tap the early script keeps until its part is live (web/early/keep-taps.ts). */
export const TAP_KEPT_ATTRIBUTE = 'data-tap-kept';
/** A control drawn by the app in a waiting part's place that answers a tap itself (it asks for the part). */
export const LIVE_CONTROL_ATTRIBUTE = 'data-live-control';
/** Set on <html> once the page's content is live (web/shell/page-ready.tsx). */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/** The attribute that tells web/main.tsx to hydrate what is in #root. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * On <html> while a page rendered at build time is being brought to life: the address she is on, its query and anchor
 * included (web/main.tsx hydrates the page at its bare path, then puts them back). What the early script's handlers
 * read for the page's address meanwhile.
 */
export const ADDRESS_ATTRIBUTE = 'data-address';

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<script|<\/body>)/;

/** index.html with `appHtml` in #root (in place of the plain crisis block, which the rendered page carries itself). */
export function pageHtml(template: string, head: Omit<PageHead, 'found'>, appHtml: string): string {
  if (!ROOT.test(template)) throw new Error('index.html has no <div id="root"> before its scripts');
  return withMeta(template, head).replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${appHtml}</div>\n    `);
}

/** The plain crisis block of index.html swapped for another language's (the shell of a page drawn in the browser). */
export function withCrisisBlock(html: string, from: string, to: string): string {
  return html.replace(from, () => to);
}
