// Serves the built PWA: hashed assets cached for a year, everything else revalidated, each public page as it was
// rendered at build time (a seeded team article's too, while it is as built), and the app shell for the other page
// paths (her dashboard, the admin area, articles written or changed by the editors).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { staticCrisisHtml } from '../../shared/crisis-html.ts';
import { absoluteAlternates, withCrisisBlock, withMeta } from '../../shared/page-html.ts';
import { pageHeadFor } from '../../shared/page-meta.ts';
import { LOCALES, localePath, pathWithoutLocale } from '../../shared/locale.ts';
import { cleanPath, firstVisitFile, NEWS_ARTICLE_PATH, PRERENDERED_PATHS, prerenderedFile } from '../../shared/routes.ts';

export interface WebBuild {
  /** Folder of the built PWA. */
  dir: string;
  /** The built index.html. */
  indexHtml: string;
  /** The pages rendered at build time, by path (web/build/prerender-pages.ts). */
  pages?: ReadonlyMap<string, string>;
  /** The Spanish shell (shell-es.html), for /es pages drawn in the browser. */
  shellEs?: string;
  /** The public origin (PUBLIC_ORIGIN): the pages' hreflang links are made absolute on it. */
  publicOrigin?: string;
  /** The pages of the team's seeded articles as built (/news/{id} and /es/news/{id}), by path. */
  articlePages?: ReadonlyMap<string, string>;
}

export interface WebOptions {
  /**
   * Whether a seeded article is still as the build rendered it (not changed, unpublished or deleted by an editor):
   * only then is its built page sent; otherwise the shell, and the app draws the current text.
   */
  articleAsBuilt?: (id: string) => Promise<boolean>;
}

/** Reads the build: index.html and every prerendered page it has. */
export function readWebBuild(dir: string, publicOrigin?: string): WebBuild | undefined {
  const indexPath = join(dir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const pages = new Map<string, string>();
  // Each page as sent over the network (its first paint's rules and early script in its own HTML), or as precached.
  const builtFile = (path: string) => [firstVisitFile(path), prerenderedFile(path)].map((f) => join(dir, f)).find((f) => existsSync(f));
  for (const path of PRERENDERED_PATHS) {
    const file = builtFile(path);
    if (file) pages.set(path, readFileSync(file, 'utf8'));
  }
  const shellEsPath = join(dir, 'shell-es.html');
  const shellEs = existsSync(shellEsPath) ? readFileSync(shellEsPath, 'utf8') : undefined;
  const articlePages = new Map<string, string>();
  for (const locale of LOCALES) {
    const folder = [firstVisitFile, prerenderedFile].map((f) => join(dir, dirname(f(localePath('/news/article', locale))))).find((f) => existsSync(f));
    if (!folder) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.html'))) {
      articlePages.set(localePath(`/news/${file.slice(0, -'.html'.length)}`, locale), readFileSync(join(folder, file), 'utf8'));
    }
  }
  return { dir, indexHtml: readFileSync(indexPath, 'utf8'), pages, shellEs, articlePages, ...(publicOrigin ? { publicOrigin } : {}) };
}

/**
 * The hashes of what the built pages carry in their own HTML (web/build/prerender-pages.ts: the rules of their first
 * paint and the early script, the same for every page), for the pages' content policy: those and nothing else inline.
 */
export function inlineHashes(build: Pick<WebBuild, 'pages' | 'articlePages'>): { styles: string[]; scripts: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  for (const html of [...(build.pages?.values() ?? []), ...(build.articlePages?.values() ?? [])]) {
    for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) styles.add(hash(css ?? ''));
    for (const [, js] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) scripts.add(hash(js ?? ''));
  }
  return { styles: [...styles], scripts: [...scripts] };
}

/** A seeded article's built page for this path, while the article is as built. */
async function builtArticlePage(articlePages: ReadonlyMap<string, string>, options: WebOptions, path: string): Promise<string | undefined> {
  const bare = pathWithoutLocale(path);
  if (!NEWS_ARTICLE_PATH.test(bare)) return undefined;
  const page = articlePages.get(path);
  return page && (await options.articleAsBuilt?.(bare.slice('/news/'.length))) ? page : undefined;
}

/**
 * The shell with the page's own language, title, description and language links, so they are right before any
 * script runs; a Spanish page's plain crisis block is in Spanish.
 */
export function shellFor(build: Pick<WebBuild, 'indexHtml' | 'shellEs'>, pathname: string): { html: string; found: boolean } {
  const head = pageHeadFor(pathname);
  const shell = head.locale === 'en' ? build.indexHtml : (build.shellEs ?? withCrisisBlock(build.indexHtml, staticCrisisHtml('en'), staticCrisisHtml(head.locale)));
  return { html: withMeta(shell, head), found: head.found };
}

export function webRouter(build: WebBuild, options: WebOptions = {}) {
  const app = new Hono();
  // Done once per page, not per request.
  const pages = new Map([...(build.pages ?? [])].map(([path, html]) => [path, absoluteAlternates(html, build.publicOrigin)]));
  const articlePages = new Map([...(build.articlePages ?? [])].map(([path, html]) => [path, absoluteAlternates(html, build.publicOrigin)]));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
  });
  // Dot paths (build metadata such as .vite/) are not part of the site.
  app.use('*', async (c, next) => (c.req.path.includes('/.') ? c.notFound() : next()));
  // The build's brotli and gzip copies of its scripts and styles (vite.config.ts) are sent as they are.
  app.use('*', serveStatic({ root: build.dir, precompressed: true, rewriteRequestPath: (p) => (p === '/' ? '/__no_index__' : p) }));
  const compressed = new CompressedPages();
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    const path = cleanPath(c.req.path);
    const page = pages.get(path) ?? (await builtArticlePage(articlePages, options, path));
    if (page) return compressed.send(c, page);
    const { html, found } = shellFor(build, c.req.path);
    return c.html(absoluteAlternates(html, build.publicOrigin), found ? 200 : 404);
  });
  return app;
}

/**
 * A built page's compressed bytes, made on its first request and kept: the pages do not change while the server runs,
 * and a service worker's install asks for all sixty of them at once.
 */
class CompressedPages {
  private readonly byPage = new Map<string, { br: Buffer; gzip: Buffer }>();

  send(c: Context, html: string): Response {
    const accepted = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (!encoding) return c.html(html);
    let entry = this.byPage.get(html);
    if (!entry) {
      const bytes = Buffer.from(html);
      entry = { br: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }), gzip: gzipSync(bytes, { level: 9 }) };
      this.byPage.set(html, entry);
    }
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(entry[encoding]));
  }
}
