// The service worker: precaches the shell, the prerendered pages and every route chunk, answers each page path with its page, and keeps a fallback copy of public directory reads.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL } from 'workbox-precaching';
import { getOrCreatePrecacheController } from 'workbox-precaching/utils/getOrCreatePrecacheController.js';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { OUTBOX_SYNC_TAG, replayOutbox } from './local/outbox.ts';
import { db } from './local/db.ts';
import { SW_ERASE_MESSAGE } from './local/erasing.ts';
import { cleanPath, PRERENDERED_PATHS, prerenderedFile } from '../shared/routes.ts';
import { localeOfPath } from '../shared/locale.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Files fetched at once while installing: a few lines in parallel, as a browser loads a page's files. */
const INSTALL_CONCURRENCY = 6;

// Workbox's own install fetches the ~240 files one after another: a round trip each, so about 100 s at a slow phone's
// 400 ms before the site works offline (and 7 to 15 s in a test on a 2-core runner). The same requests, cache keys and
// checks (its precache strategy, fetching as it would: "reload" for files without a hash in their name), a few at a
// time; any failure fails the install, as before.
const MANIFEST = self.__WB_MANIFEST;
const precache = getOrCreatePrecacheController();
precache.addToCacheList(MANIFEST);
const revisioned = new Set(MANIFEST.flatMap((e) => (typeof e !== 'string' && e.revision ? [new URL(e.url, self.location.href).href] : [])));
// "Erase from this device": the page tells this worker before unregistering it, and the worker stops writing at once.
// It still answers the page that stays open until she leaves, so what it would store must not be stored: a worker
// the browser starts again for that page has forgotten the message, but finds its precache gone, which only an erase
// (or the browser clearing the site) does.
let erased = false;
/** Known present (installed by this worker, or there when it started): no need to look again before each write. */
let precacheKept = false;
void caches.has(precache.strategy.cacheName).then((kept) => {
  if (kept) precacheKept = true;
});
async function siteErased(): Promise<boolean> {
  return erased || (!precacheKept && !(await caches.has(precache.strategy.cacheName)));
}
self.addEventListener('install', (event) => {
  const queue = [...precache.getURLsToCacheKeys()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      // Erased while installing: the install fails here rather than store the whole site again.
      if (erased) throw new Error('This device was erased');
      const [url, cacheKey] = next;
      const request = new Request(url, { cache: revisioned.has(url) ? 'reload' : 'default', credentials: 'same-origin' });
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  event.waitUntil(
    Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, worker)).then(() => {
      precacheKept = true;
    }),
  );
});
self.addEventListener('activate', (event) => void precache.activate(event));

// A plugin with this hook replaces Workbox's own rule (keep only 200 answers), so it keeps that rule too.
const notAfterErase = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 && !(await siteErased()) ? response : null),
};
// Page paths are answered below (each public page its own HTML), not by the precache's "/" → index.html rule.
addRoute({ directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first install takes control at once so the visit that installed it already works offline; updates still wait for the prompt.
clientsClaim();

// Every page path opens offline: a public page as it was rendered at build time, the others (her dashboard, the
// admin area, articles) from the precached shell of their language. /api and /idp paths (sign-in) always go to the server.
const shells = { en: createHandlerBoundToURL('/index.html'), es: createHandlerBoundToURL('/shell-es.html') };
const pages = new Map(PRERENDERED_PATHS.map((path) => [path, createHandlerBoundToURL(`/${prerenderedFile(path)}`)]));
registerRoute(
  new NavigationRoute(
    (options) => (pages.get(cleanPath(options.url.pathname)) ?? shells[localeOfPath(options.url.pathname)])(options),
    { denylist: [/^\/api\//, /^\/idp(\/|$)/] },
  ),
);

// Public directory lists only: nothing personal (user, admin, auth) is ever kept by the worker. The change feed is
// left to the network: an old cached answer would make the device believe it had just heard from the server.
// Searches are never kept either: cached answers would leave what she searched for ("abortion", "dv") on the device;
// nor are nearby answers, which would keep where she was.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    /^\/api\/resources(\/[a-z-]+)?$/.test(url.pathname) &&
    url.pathname !== '/api/resources/changes' &&
    url.pathname !== '/api/resources/search' &&
    url.pathname !== '/api/resources/nearby',
  new NetworkFirst({
    cacheName: 'public-api',
    networkTimeoutSeconds: 6,
    plugins: [notAfterErase, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// The impact figures are public aggregates: the last answer of each period is kept so the page still shows them offline.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname === '/api/analytics',
  new NetworkFirst({ cacheName: 'analytics', networkTimeoutSeconds: 6, plugins: [notAfterErase, new ExpirationPlugin({ maxEntries: 3 })] }),
);

// The ZIP code table is left out of the precache (it is large) and kept here the first time a screen loads it, so a
// typed ZIP code resolves offline afterwards. Its name carries a content hash: a cached copy never goes stale.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/[^/]*us-places-[\w-]+\.json$/.test(url.pathname),
  new CacheFirst({ cacheName: 'places', plugins: [notAfterErase, new ExpirationPlugin({ maxEntries: 2 })] }),
);

// Background Sync: the browser wakes the worker once it is online, page open or not. What the server refused is
// passed to open pages (they say why); what went leaves a notice on the device, which a page she looks at (now, or the
// next time one is open) says once; anything kept makes the sync fail, so the browser tries again later.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      // Nothing waits any more after an erase, and a replay would open the device database again.
      if (await siteErased()) return;
      const windows = await self.clients.matchAll({ type: 'window' });
      // With no page open, nobody could be told why an item was refused: keep it for the next page to replay.
      const report = await replayOutbox({ keepRefused: windows.length === 0 });
      if (report.rejected.length) {
        const refusals = report.rejected.map(({ item, message }) => ({ label: item.label, message }));
        for (const client of windows) client.postMessage({ type: 'outbox-refused', refusals });
      }
      if (report.kept) throw new Error('Some items are still waiting');
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = event.data && typeof event.data === 'object' ? (event.data as { type?: unknown }).type : undefined;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === SW_ERASE_MESSAGE) {
    erased = true;
    // A replay under way cannot write once its database is closed for good; the page waits for this answer.
    db.close({ disableAutoOpen: true });
    // What an install under way has stored so far goes too (the page deletes every cache as well, maybe first).
    event.waitUntil(caches.delete(precache.strategy.cacheName).then(() => event.ports[0]?.postMessage('erased')));
  }
});
