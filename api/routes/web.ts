// Serves the built PWA: hashed assets cached for a year, everything else revalidated, each public page as it was
// rendered at build time, and the app shell for the other page paths (her dashboard, the admin area, articles).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { withMeta } from '../../shared/page-html.ts';
import { cleanPath, metaFor, NOT_FOUND_META, PRERENDERED_PATHS, prerenderedFile } from '../../shared/routes.ts';

export interface WebBuild {
  /** Folder of the built PWA. */
  dir: string;
  /** The built index.html. */
  indexHtml: string;
  /** The pages rendered at build time, by path (web/build/prerender-pages.ts). */
  pages?: ReadonlyMap<string, string>;
}

/** Reads the build: index.html and every prerendered page it has. */
export function readWebBuild(dir: string): WebBuild | undefined {
  const indexPath = join(dir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const pages = new Map<string, string>();
  for (const path of PRERENDERED_PATHS) {
    const file = join(dir, prerenderedFile(path));
    if (existsSync(file)) pages.set(path, readFileSync(file, 'utf8'));
  }
  return { dir, indexHtml: readFileSync(indexPath, 'utf8'), pages };
}

/** The shell with the route's own title and description, so they are right before any script runs. */
export function shellFor(indexHtml: string, pathname: string): { html: string; found: boolean } {
  const meta = metaFor(pathname);
  return { html: withMeta(indexHtml, meta), found: meta !== NOT_FOUND_META };
}

export function webRouter(build: WebBuild) {
  const app = new Hono();
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
    const page = build.pages?.get(cleanPath(c.req.path));
    if (page) return c.html(page);
    const { html, found } = shellFor(build.indexHtml, c.req.path);
    return c.html(html, found ? 200 : 404);
  });
  return app;
}
