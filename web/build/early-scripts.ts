// Build step: the early script of the first HTML (web/early/early.ts: Quick exit before the app has loaded, and the
// start of the app once a page rendered at build time has been painted), bundled on its own as one small classic
// script at /quick-exit.js (no module loading, no shared chunks: it must run before, and without, the app); and the
// worker it starts (web/early/intl-worker.ts), at /intl-worker.js, the same way.
// Emitted into the main build, so the service worker precaches them like every other file.
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { INTL_WORKER_PATH } from '../../shared/page-html.ts';

export const EARLY_SCRIPT_PATH = '/quick-exit.js';

/** Each script by its address, from its source. */
const SCRIPTS = [
  { path: EARLY_SCRIPT_PATH, entry: fileURLToPath(new URL('../early/early.ts', import.meta.url)), name: 'quickExitEarly' },
  { path: INTL_WORKER_PATH, entry: fileURLToPath(new URL('../early/intl-worker.ts', import.meta.url)), name: 'intlWorker' },
];

async function bundleScript({ path, entry, name }: (typeof SCRIPTS)[number], minify: boolean): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify,
      lib: { entry, formats: ['iife'], name, fileName: () => path.slice(1) },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${path}: the script did not build`);
  return chunk.code;
}

export function earlyScripts(): Plugin {
  return {
    name: 'early-scripts',
    configureServer(server) {
      for (const script of SCRIPTS) {
        let code: Promise<string> | undefined;
        server.middlewares.use(script.path, (_req, res) => {
          code ??= bundleScript(script, false);
          void code.then((js) => {
            res.setHeader('Content-Type', 'text/javascript');
            res.end(js);
          });
        });
      }
    },
    // In the head, async: it runs as soon as it arrives, without holding up the first paint or the app.
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: EARLY_SCRIPT_PATH, async: true }, injectTo: 'head' }];
    },
    async generateBundle() {
      for (const script of SCRIPTS) this.emitFile({ type: 'asset', fileName: script.path.slice(1), source: await bundleScript(script, true) });
    },
  };
}
