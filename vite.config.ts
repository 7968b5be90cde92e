import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { staticShellHtml } from './web/build/static-shell.ts';
import { earlyScripts } from './web/build/early-scripts.ts';
import { usPlaces } from './web/build/us-places.ts';
import { legalGuides } from './web/build/legal-guides.ts';
import { teamArticles } from './web/build/team-articles.ts';
import { prerenderPages } from './web/build/prerender-pages.ts';
import { compiledMessages } from './web/build/compiled-messages.ts';
import { localeManifests, WEB_MANIFESTS } from './web/build/web-manifest.ts';

const apiPort = Number(process.env.API_DEV_PORT ?? 3001);
const reactRouterProd = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
// The catalogues arrive compiled (web/build/compiled-messages.ts): FormatJS's documented no-parser build leaves the
// ICU parser out of the app.
const icuWithoutParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: fileURLToPath(new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url)),
};
// zod without its eval probe, which the CSP reports as a violation (web/zod-in-the-page.ts).
const zodInThePage = { find: /^zod$/, replacement: fileURLToPath(new URL('./web/zod-in-the-page.ts', import.meta.url)) };

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  resolve: {
    // react-router's default export condition is its development build (warnings and checks); ship the production one.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProd('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProd('dom-export.mjs') },
            icuWithoutParser,
            zodInThePage,
          ]
        : [icuWithoutParser, zodInThePage],
  },
  publicDir: '../public',
  // `vite build --ssr prerender.tsx` bundles the page renderer for Node into dist/prerender (web/build/prerender-pages.ts).
  build: isSsrBuild
    ? { outDir: '../dist/prerender', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: process.env.BUILD_SOURCEMAP === '1',
        manifest: true,
        // Fewer, larger chunks before a page is live (issue 36): on a slow phone each request costs a round trip.
        // What the entry needs (React, the router, the language layer) is one chunk, not one per library shared
        // with a page; so is Ark UI's base (zag's machine runtime, DOM helpers, Ark's own utilities), which every
        // Ark part uses. Each component's own machine stays with the part that uses it.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app-core', tags: ['$initial'], priority: 6 },
                {
                  name: 'ark-base',
                  test: /node_modules[\\/](@zag-js[\\/](core|utils|dom-query|react|types|anatomy|store|presence)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/](utils|providers|_virtual|components[\\/](factory|presence))[\\b\\/.])/,
                  priority: 5,
                },
                // Small modules every page loads (the sync, the device worker, the account check, the counts; the
                // online state), a few hundred bytes each: two requests and two modules to compile, not six. A group
                // takes in what its modules import, so what the outbox and the device database need stays apart:
                // pages that send a form load those before they are live, and would otherwise bring these along. The
                // pages that read the directory ask for these before live, as they did for the six (the built
                // page's preloads name them).
                {
                  name: 'online',
                  test: /[\\/]web[\\/](components[\\/]use-online|local[\\/]sync-status)\.ts$/,
                  priority: 3,
                },
                {
                  name: 'background',
                  test: /[\\/]web[\\/]local[\\/](device-worker|sync|account-check|usage-counts)\.ts$/,
                  priority: 1,
                },
                // What the shell loads on every page once it is live, after its first tap: the emergency help dialog, the
                // check-in and language prompts, with the Ark and zag parts only they use. One request, not five: asking
                // for a module costs the main thread about 0.7 ms here, whatever its size (decision 022), and these came
                // in one task. The toasts stay apart: pages that send a form need their store before live. So do the wide
                // screen's menus: a phone never loads them (web/shell/desktop-nav.tsx).
                {
                  name: 'shell-parts',
                  priority: 1,
                  test: /([\\/]web[\\/](shell[\\/](emergency-widget|check-in-gate)|i18n[\\/]language-offer)\.tsx$)|node_modules[\\/](@zag-js[\\/](dialog|aria-hidden|focus-trap|remove-scroll|dismissable|interact-outside)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](dialog|portal)[\\/])/,
                },
                // Kept apart from the groups below, which take in what their modules import: the validation library is
                // loaded before live by pages that send a form, without the rest of those groups.
                { name: 'zod-in-the-page', priority: 5, test: /([\\/]web[\\/]zod-in-the-page\.ts$)|node_modules[\\/]zod[\\/]/ },
                // The device database and Dexie with what reads it live: three requests, not five.
                {
                  name: 'device',
                  priority: 4,
                  test: /([\\/]web[\\/]local[\\/](db|private-db|live-query)\.ts$)|node_modules[\\/](dexie|dexie-react-hooks)[\\/]/,
                },
                // The outbox as a form needs it: what it writes to, sends with, and says of a refusal (four requests, not one
                // each). Its replays (outbox-runner, -loop) come later, apart: they would bring the validation library.
                {
                  name: 'outbox',
                  priority: 2,
                  test: /[\\/](web[\\/]local[\\/]outbox(-send|-handlers)?|shared[\\/]outbox[\\/]notices)\.ts$/,
                },
                // A listing card and what it needs (its words, hours, distance, the save button, the rules of her list):
                // one request, not a dozen, for each page that lists help. Only these modules: what they import stays
                // where it was, so no page gets more before it is live than it did.
                {
                  name: 'listing-card',
                  priority: 1,
                  includeDependenciesRecursively: false,
                  test: /[\\/](web[\\/](components[\\/](resource-card|save-button|report-problem-button|use-minute|listing-words|suggest-listing|open-now-filter)|local[\\/](my-list|list-owner|use-held-states|sync-scope|places))|shared[\\/](dashboard[\\/]rules|open-hours|content-languages|primary-phone|geo[\\/](counties|distance|places)))\.tsx?$/,
                },
                // The app's small modules that most pages use (each a few hundred bytes): one request, not ten.
                {
                  name: 'page-common',
                  priority: 3,
                  test: /[\\/](web[\\/](shell[\\/]use-page-meta|i18n[\\/]rich-text|pages[\\/]topics[\\/]topic-layout|components[\\/](search-param|search-memory))|shared[\\/](routes|crisis-order|categories|us-states|web-address))\.tsx?$/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/idp': `http://127.0.0.1:${apiPort}` },
  },
  // The sync worker (web/local/sync-worker.ts) is a module worker, like the page's own code.
  worker: { format: 'es' },
  plugins: [
    react(),
    tailwindcss(),
    staticShellHtml(),
    earlyScripts(),
    usPlaces(),
    legalGuides(),
    teamArticles(),
    compiledMessages(),
    prerenderPages(),
    localeManifests(),
    !isSsrBuild &&
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // English; the Spanish one (web/build/web-manifest.ts) is emitted beside it and linked by the Spanish pages.
      manifest: WEB_MANIFESTS.en,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,ico,pdf,webmanifest,txt}'],
        // The ZIP code table (230 KB compressed) is fetched when a location screen first needs it, then kept by the
        // worker (web/sw.ts): installing the app stays light on a poor connection.
        // The seeded articles' built pages are for a first visit (the server sends them while an article is as built);
        // the worker answers article paths with the shell, and the app draws the device's copy, an editor's change too.
        // The pages as sent to a first visit (first-visit/) carry their first paint's rules and early script; the worker
        // keeps the copies that link them (pages/), which it has in its cache anyway.
        globIgnores: ['**/*us-places-*.json', 'pages/news/**', 'pages/es/news/**', 'first-visit/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    // Brotli and gzip copies of the scripts, styles and data, made once here and sent as they are by the server
    // (api/routes/web.ts): smaller than compressing on every request, and no work for the server.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|webmanifest|txt)$/,
        exclude: /^sw\.js$/,
        threshold: 1024,
        algorithms: ['gzip', ['brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }]],
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
  ],
}));
