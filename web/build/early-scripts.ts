// Build step: the early script of the first HTML (web/early/early.ts: Quick exit before the app has loaded, and the
// start of the app once a page rendered at build time has been painted), bundled on its own as one small classic
// script at /quick-exit.js (no module loading, no shared chunks: it must run before, and without, the app).
// Emitted into the main build, so the service worker precaches it like every other file.
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('../early/early.ts', import.meta.url));
export const EARLY_SCRIPT_PATH = '/quick-exit.js';

async function bundleEarlyScript(minify: boolean): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify,
      lib: { entry: ENTRY, formats: ['iife'], name: 'quickExitEarly', fileName: () => 'quick-exit.js' },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('quick-exit.js: the early script did not build');
  return chunk.code;
}

export function earlyScripts(): Plugin {
  return {
    name: 'early-scripts',
    configureServer(server) {
      let code: Promise<string> | undefined;
      server.middlewares.use(EARLY_SCRIPT_PATH, (_req, res) => {
        code ??= bundleEarlyScript(false);
        void code.then((js) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(js);
        });
      });
    },
    // In the head, async: it runs as soon as it arrives, without holding up the first paint or the app.
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: EARLY_SCRIPT_PATH, async: true }, injectTo: 'head' }];
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: EARLY_SCRIPT_PATH.slice(1), source: await bundleEarlyScript(true) });
    },
  };
}
