// Build step (issue 20): writes each public page's HTML, rendered by the same components as the browser, into
// dist/web/pages/, so a first visit shows the headline, text and layout before any script runs. The renderer is the
// server-side bundle of web/prerender.tsx (`vite build --ssr`, run first by `npm run build:web`). The service
// worker's precache picks the pages up, since they are written before it is generated. Each page preloads its own
// language's catalogue (the app hydrates once it is there) and links its language's web app manifest, and the shell of
// pages drawn in the browser has a Spanish copy for /es paths (shell-es.html).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type { Plugin } from 'vite';
import { LOCALES, localePath, pathWithoutLocale, type Locale } from '../../shared/locale.ts';
import { articleIn } from '../../shared/news/article-words.ts';
import { messagePagesOf } from '../../shared/messages/pages.ts';
import { firstVisitFile, NEWS_ARTICLE_META, PRERENDERED_PATHS, prerenderedFile } from '../../shared/routes.ts';
import { pageHeadFor } from '../../shared/page-meta.ts';
import { APP_START_ATTRIBUTE, pageHtml, withCrisisBlock, withMeta } from '../../shared/page-html.ts';
import { staticCrisisHtml } from '../../shared/crisis-html.ts';
import { buildTeamArticles } from './team-articles.ts';
import { withManifest } from './web-manifest.ts';
import { pageModuleOf } from './page-modules.ts';
import { EARLY_SCRIPT_PATH } from './early-scripts.ts';

export const PRERENDER_BUNDLE = resolve('dist/prerender/prerender.js');
/** The shell of a language's pages that are drawn in the browser (her dashboard, articles), by locale. */
export const localeShellFile = (locale: Locale) => (locale === 'en' ? 'index.html' : `shell-${locale}.html`);

type Bundle = Readonly<Record<string, { type: string; fileName: string; facadeModuleId?: string | null }>>;

/** The chunk of a catalogue (web/build/compiled-messages.ts): "en", or a page's, "en/emergency". */
function catalogueChunk(bundle: Bundle, part: string): string {
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && 'facadeModuleId' in c && c.facadeModuleId === `\0virtual:messages/${part}`);
  if (!chunk) throw new Error(`prerender-pages: no catalogue chunk for ${part}`);
  return chunk.fileName;
}

/** The chunk of a language's legal guides (web/build/legal-guides.ts), if the build has one. */
function legalGuidesChunk(bundle: Bundle, locale: Locale): string | undefined {
  return Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === `\0virtual:legal-guides/${locale}`)?.fileName;
}

/** The chunk of a language's built team articles (web/build/team-articles.ts): "es", or the list's, "es/list". */
function teamArticlesChunk(bundle: Bundle, part: string): string | undefined {
  return Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === `\0virtual:team-articles/${part}`)?.fileName;
}

/** The shell catalogue of each language. */
function catalogueChunks(bundle: Bundle): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, catalogueChunk(bundle, locale)])) as Record<Locale, string>;
}

/**
 * The stylesheet before the scripts and their preloads: it is what the first paint waits for, so on a slow connection
 * it should be the first file asked for (Vite writes the entry script and its preloads first).
 */
export function stylesheetsFirst(html: string): string {
  const sheets = html.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n?/gm) ?? [];
  if (sheets.length === 0) return html;
  let out = html;
  for (const sheet of sheets) out = out.replace(sheet, '');
  const firstScript = out.search(/^[ \t]*<script type="module"/m);
  if (firstScript === -1) return html;
  return `${out.slice(0, firstScript)}${sheets.map((sheet) => (sheet.endsWith('\n') ? sheet : `${sheet}\n`)).join('')}${out.slice(firstScript)}`;
}

const APP_SCRIPT_TAG = /^[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)[ \t]*\n?/gm;

/**
 * The entry script, moved into an inert <template> that the early script puts in the head once the page has been
 * painted (web/early/start-app.ts): a page rendered at build time needs no script to be read, and the app's work
 * (evaluating its modules, hydrating) should not compete with the first paint. A page without a module script is left
 * as it is.
 *
 * Its module preloads (the entry first, then every chunk the page needs to become live) go with it into the template
 * in the service worker's copy, which comes from the device's cache: nothing to wait for there. The copy sent over the
 * network (`preloadsAtOnce`) names them in its head, where the browser asks for them as soon as it reads them: they
 * are fetched (and may be compiled), but nothing of them runs before the template is put in the head; so on a slow
 * connection the line carries them while the page is read and painted rather than sitting idle until the paint.
 * Measured on the slow-phone walk in decision 022.
 */
export function scriptsAfterFirstPaint(html: string, { preloadsAtOnce = false } = {}): string {
  const tags = html.match(APP_SCRIPT_TAG) ?? [];
  if (!tags.some((tag) => tag.includes('<script'))) return html;
  const out = html.replace(APP_SCRIPT_TAG, '');
  // The entry is the largest file before live and the browser opens six connections to a site at most: asked for
  // first, it does not wait for a free connection behind the page's small chunks (on the slow-phone walk it did, for
  // 600 ms).
  const entry = tags.find((tag) => tag.includes('<script'))?.match(/src="([^"]+)"/)?.[1];
  const first = entry ? [`<link rel="modulepreload" crossorigin fetchpriority="high" href="${entry}">`] : [];
  const all = [...first, ...tags.map((tag) => tag.trim())];
  const now = preloadsAtOnce ? all.filter((tag) => !tag.includes('<script')) : [];
  const inert = all.filter((tag) => !now.includes(tag)).map((tag) => `      ${tag}\n`).join('');
  const preloads = now.map((tag) => `    ${tag}\n`).join('');
  return out.replace('</head>', () => `${preloads}  <template ${APP_START_ATTRIBUTE}>\n${inert}    </template>\n  </head>`);
}

const EARLY_SCRIPT_TAG = new RegExp(`^[ \\t]*<script src="${EARLY_SCRIPT_PATH}" async></script>[ \\t]*\\n?`, 'm');
const STYLESHEET_LINK = /^[ \t]*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>[ \t]*\n?/m;

/**
 * Rules no built page shows but the early script or the app may need before the stylesheet arrives: the quick exit's
 * blank page, a tap kept while the app loads, the language offer's room at the bottom.
 */
const RULES_BEFORE_THE_STYLESHEET = [/\.quick-exit\b/, /data-tap-kept/, /language-offer-shown/];

/**
 * The rules the built pages use when first drawn (beasties, over every page at once), one text for all of them: the
 * server allows it by its hash in the page's style policy (api/http/security.ts), and one hash serves every page.
 */
export async function criticalCss(pages: readonly string[], href: string, stylesheet: string): Promise<string> {
  // Text that would end the page's <style> early (or open a comment in it) stops the build rather than a rule being cut.
  if (/<\/style|<!--/i.test(stylesheet)) throw new Error('prerender-pages: the stylesheet cannot be written inside <style>');
  const bodies = pages.map((html) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').join('\n');
  const all = `<!doctype html><html lang="en"><head><link rel="stylesheet" href="${href}"></head><body>${bodies}</body></html>`;
  class FromBundle extends Beasties {
    override readFile(): string {
      return stylesheet;
    }
  }
  const beasties = new FromBundle({ path: '/', publicPath: '/', external: true, pruneSource: false, inlineThreshold: 0, fonts: false, keyframes: 'all', compress: true, allowRules: RULES_BEFORE_THE_STYLESHEET, logLevel: 'silent' });
  const out = await beasties.process(all);
  const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(out)?.[1];
  if (!css) throw new Error('prerender-pages: beasties found no rule the pages use');
  if (/<\/|<!--/.test(css)) throw new Error('prerender-pages: the critical CSS cannot be written inside <style>');
  return css;
}

/**
 * What the first paint and the first taps need, in the page's own HTML: its rules (`css`) and the early script
 * (`early`: Quick exit, kept taps, and the start of the app once the page is painted), both in the head, so Quick exit
 * and a kept tap work from the first paint. The whole stylesheet is asked for at the end of the body, where it holds
 * up the parser (until it arrives) but not the paint. On the slow-phone walk the first paint waited for the stylesheet
 * (a round trip and 8 KB) and the app's scripts for the early script (another round trip): 0.6 s and 0.4 s. The
 * stylesheet comes, on the slow-phone walk, well before the page is live (it shares the line with the scripts the
 * head names), so before any part of the page that needs more (a menu, a dialog, a list the app draws).
 */
export function withFirstPaintInline(html: string, css: string, early: string): string {
  const link = STYLESHEET_LINK.exec(html);
  if (!link) return html;
  if (/<\/script|<!--/i.test(early)) throw new Error('prerender-pages: the early script cannot be written inside <script>');
  return html
    .replace(EARLY_SCRIPT_TAG, '')
    .replace(link[0], () => `    <style>${css}</style>\n    <script>${early}</script>\n`)
    .replace('</body>', () => `  ${link[0].trim()}\n  </body>`);
}

/** The stylesheet the built pages link (Vite's one stylesheet): its address and its text from the bundle. */
function stylesheetOf(html: string, bundle: Bundle): { href: string; text: string } {
  const href = STYLESHEET_LINK.exec(html)?.[1];
  const asset = href ? (bundle[href.replace(/^\//, '')] as { type: string; source?: string | Uint8Array } | undefined) : undefined;
  if (!href || asset?.type !== 'asset' || asset.source === undefined) throw new Error('prerender-pages: the stylesheet the pages link is not in the bundle');
  return { href, text: typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8') };
}

const withPreload = (html: string, file: string) => html.replace('</head>', `  <link rel="modulepreload" crossorigin href="/${file}" />\n  </head>`);

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId?: string | null; imports: string[] };

/**
 * The chunk of a page's module (web/build/page-modules.ts) and every chunk it imports, without those the entry
 * already names: preloaded by the built page, they come in the same wave as the entry script (issue 36), where the
 * entry alone would find them only once it had arrived and run.
 */
function pageChunks(bundle: Bundle, path: string, root: string): string[] {
  const module = resolve(root, pageModuleOf(pathWithoutLocale(path)));
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const start = chunks.find((c) => c.facadeModuleId === module);
  if (!start) throw new Error(`prerender-pages: no chunk for ${module}`);
  const entry = chunks.find((c) => c.facadeModuleId === resolve(root, 'index.html'));
  const fromEntry = new Set<string>();
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const walk = (c: Chunk | undefined, into: Set<string>) => {
    if (!c || into.has(c.fileName)) return;
    into.add(c.fileName);
    for (const i of c.imports) walk(byName.get(i), into);
  };
  walk(entry, fromEntry);
  const page = new Set<string>();
  walk(start, page);
  return [...page].filter((f) => !fromEntry.has(f));
}

export function prerenderPages(): Plugin {
  let ssr = false;
  let root = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      if (ssr) return;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('prerender-pages: index.html is not in the bundle');
      if (!existsSync(PRERENDER_BUNDLE)) return this.error(`prerender-pages: ${PRERENDER_BUNDLE} is missing; build it first (vite build --ssr prerender.tsx)`);
      const { renderPage } = (await import(pathToFileURL(PRERENDER_BUNDLE).href)) as { renderPage: (path: string) => Promise<string> };
      const template = stylesheetsFirst(String(index.source));
      const catalogues = catalogueChunks(bundle);
      const built: { path: string; html: string }[] = [];
      for (const path of PRERENDERED_PATHS) {
        const head = pageHeadFor(path);
        let html = withPreload(withManifest(pageHtml(template, head, await renderPage(path)), head.locale), catalogues[head.locale]);
        for (const chunk of pageChunks(bundle, path, root)) html = withPreload(html, chunk);
        // A page with words of its own preloads them too, so hydrating it waits on no further round trip.
        for (const page of messagePagesOf(pathWithoutLocale(path))) html = withPreload(html, catalogueChunk(bundle, `${head.locale}/${page}`));
        // The hub lists its language's guides: they are preloaded too, hydration waits on no further round trip.
        const guides = pathWithoutLocale(path) === '/legal-education' ? legalGuidesChunk(bundle, head.locale) : undefined;
        if (guides) html = withPreload(html, guides);
        // The news page lists the team's articles as built until the device has its own: preloaded the same way.
        const articles = pathWithoutLocale(path) === '/news' ? teamArticlesChunk(bundle, `${head.locale}/list`) : undefined;
        if (articles) html = withPreload(html, articles);
        built.push({ path, html });
      }
      // The team's seeded articles, each in each language (the Spanish page with its Spanish version): the first HTML
      // holds the article, titled with it. The server sends one only while the article is as built (api/routes/web.ts);
      // an editor's article, or a seeded one she changed, is drawn in the browser from the shell as before.
      for (const article of buildTeamArticles('es')) {
        for (const locale of LOCALES) {
          const path = localePath(`/news/${article.id}`, locale);
          const words = articleIn(article, locale);
          const head = { ...pageHeadFor(path), title: NEWS_ARTICLE_META.title.replace('News article', words.title), description: words.description ?? NEWS_ARTICLE_META.description };
          let html = withPreload(withManifest(pageHtml(template, head, await renderPage(path)), locale), catalogues[locale]);
          for (const chunk of pageChunks(bundle, path, root)) html = withPreload(html, chunk);
          for (const page of messagePagesOf(pathWithoutLocale(path))) html = withPreload(html, catalogueChunk(bundle, `${locale}/${page}`));
          const chunk = teamArticlesChunk(bundle, locale);
          if (chunk) html = withPreload(html, chunk);
          built.push({ path, html });
        }
      }
      const stylesheet = stylesheetOf(template, bundle);
      const css = await criticalCss(built.map((p) => p.html), stylesheet.href, stylesheet.text);
      const early = bundle[EARLY_SCRIPT_PATH.slice(1)] as { type: string; source?: string | Uint8Array } | undefined;
      if (early?.type !== 'asset' || typeof early.source !== 'string') return this.error(`prerender-pages: ${EARLY_SCRIPT_PATH} is not in the bundle`);
      for (const { path, html } of built) {
        // The service worker's copy links the stylesheet and the early script (they are in its cache too); the server
        // sends the other to a first visit (shared/routes.ts, firstVisitFile).
        this.emitFile({ type: 'asset', fileName: prerenderedFile(path), source: scriptsAfterFirstPaint(html) });
        this.emitFile({ type: 'asset', fileName: firstVisitFile(path), source: scriptsAfterFirstPaint(withFirstPaintInline(html, css, early.source.trim()), { preloadsAtOnce: true }) });
      }
      // The shells (pages drawn in the browser) keep their scripts where Vite put them: until the app runs they show
      // only the plain crisis block. English is index.html itself; the others carry their language, words and catalogue.
      index.source = withPreload(template, catalogues.en);
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const shell = withCrisisBlock(template, staticCrisisHtml('en'), staticCrisisHtml(locale));
        const head = { ...pageHeadFor(locale === 'es' ? '/es' : '/'), alternates: [] };
        this.emitFile({ type: 'asset', fileName: localeShellFile(locale), source: withPreload(withManifest(withMeta(shell, head), locale), catalogues[locale]) });
      }
    },
  };
}
