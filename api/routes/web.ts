// Serves the built PWA: hashed assets cached for a year, everything else revalidated, and the app shell for every page path.
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { metaFor, NOT_FOUND_META } from '../../shared/routes.ts';
import { escapeHtml } from '../http/html.ts';

export interface WebBuild {
  /** Folder of the built PWA. */
  dir: string;
  /** The built index.html. */
  indexHtml: string;
}

/** The shell with the route's own title and description, so they are right before any script runs. */
export function shellFor(indexHtml: string, pathname: string): { html: string; found: boolean } {
  const meta = metaFor(pathname);
  const html = indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`);
  return { html, found: meta !== NOT_FOUND_META };
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
    const { html, found } = shellFor(build.indexHtml, c.req.path);
    c.header('Cache-Control', 'no-cache');
    return c.html(html, found ? 200 : 404);
  });
  return app;
}
