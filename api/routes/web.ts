// Serves the built PWA: hashed assets cached for a year, everything else revalidated, each public page as it was
// rendered at build time, and the app shell for the other page paths (her dashboard, the admin area, articles).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { staticCrisisHtml } from '../../shared/crisis-html.ts';
import { absoluteAlternates, withCrisisBlock, withMeta } from '../../shared/page-html.ts';
import { pageHeadFor } from '../../shared/page-meta.ts';
import { cleanPath, PRERENDERED_PATHS, prerenderedFile } from '../../shared/routes.ts';

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
}

/** Reads the build: index.html and every prerendered page it has. */
export function readWebBuild(dir: string, publicOrigin?: string): WebBuild | undefined {
  const indexPath = join(dir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const pages = new Map<string, string>();
  for (const path of PRERENDERED_PATHS) {
    const file = join(dir, prerenderedFile(path));
    if (existsSync(file)) pages.set(path, readFileSync(file, 'utf8'));
  }
  const shellEsPath = join(dir, 'shell-es.html');
  const shellEs = existsSync(shellEsPath) ? readFileSync(shellEsPath, 'utf8') : undefined;
  return { dir, indexHtml: readFileSync(indexPath, 'utf8'), pages, shellEs, ...(publicOrigin ? { publicOrigin } : {}) };
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

export function webRouter(build: WebBuild) {
  const app = new Hono();
  // Done once per page, not per request.
  const pages = new Map([...(build.pages ?? [])].map(([path, html]) => [path, absoluteAlternates(html, build.publicOrigin)]));
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
  app.use('*', serveStatic({ root: build.dir, rewriteRequestPath: (p) => (p === '/' ? '/__no_index__' : p) }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    const page = pages.get(cleanPath(c.req.path));
    if (page) return c.html(page);
    const { html, found } = shellFor(build, c.req.path);
    return c.html(absoluteAlternates(html, build.publicOrigin), found ? 200 : 404);
  });
  return app;
}
