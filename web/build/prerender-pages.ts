// Build step (issue 20): writes each public page's HTML, rendered by the same components as the browser, into
// dist/web/pages/, so a first visit shows the headline, text and layout before any script runs. The renderer is the
// server-side bundle of web/prerender.tsx (`vite build --ssr`, run first by `npm run build:web`). The service
// worker's precache picks the pages up, since they are written before it is generated.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { metaFor, PRERENDERED_PATHS, prerenderedFile } from '../../shared/routes.ts';
import { pageHtml } from '../../shared/page-html.ts';

export const PRERENDER_BUNDLE = resolve('dist/prerender/prerender.js');

export function prerenderPages(): Plugin {
  let ssr = false;
  return {
    name: 'prerender-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle(_options, bundle) {
      if (ssr) return;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('prerender-pages: index.html is not in the bundle');
      if (!existsSync(PRERENDER_BUNDLE)) return this.error(`prerender-pages: ${PRERENDER_BUNDLE} is missing; build it first (vite build --ssr prerender.tsx)`);
      const { renderPage } = (await import(pathToFileURL(PRERENDER_BUNDLE).href)) as { renderPage: (path: string) => Promise<string> };
      const template = String(index.source);
      for (const path of PRERENDERED_PATHS) {
        this.emitFile({ type: 'asset', fileName: prerenderedFile(path), source: pageHtml(template, metaFor(path), await renderPage(path)) });
      }
    },
  };
}
