// The sync engine: keeps the device's directory up to date, on start, on `online` and every few minutes. The pull
// itself (fetch, check, write) runs in the device worker (web/local/device-worker.ts): a first sync checks and writes
// several hundred listings, which on a cheap phone's main thread would hold taps and scrolling for most of a second. Dexie tells the page's live
// lists about the worker's writes (across contexts, through a BroadcastChannel), so they change as before.
import type { SyncDeps, SyncOutcome } from './sync-pull.ts';
import { useSyncStatus } from './sync-status.ts';
import { askWorker } from './device-worker.ts';
import { erasedOnThisPage, stopOnErase } from './erasing.ts';
import { SYNC_INTERVAL_MS } from '../../shared/limits.ts';
import { DEFAULT_LOCALE, localeOfPath } from '../../shared/locale.ts';

export type { SyncDeps, SyncOutcome };

/** One pull in the device worker; rejects when the worker cannot run, so the caller can pull in the page instead. */
function pullInWorker(): Promise<SyncOutcome> {
  return askWorker({ type: 'pull' }, 'pulled').then((reply) => reply.outcome);
}

/** The pull in this context, its code (the listings' checks among it) loaded only when needed. */
const pullHere = (deps?: SyncDeps) => import('./sync-pull.ts').then((m) => m.syncResources(deps));

function pull(deps?: SyncDeps): Promise<SyncOutcome> {
  // Given dependencies (tests): pull in this context. Without a worker here, too. After an erase, not at all: a pull
  // would store the directory again.
  if (deps) return pullHere(deps);
  if (erasedOnThisPage()) return Promise.resolve('unchanged');
  return pullInWorker().catch(() => (erasedOnThisPage() ? 'unchanged' : pullHere()));
}

let running: Promise<SyncOutcome> | undefined;

/** Runs a sync unless one is already under way, and reports it to the status line. */
export function syncNow(deps?: SyncDeps): Promise<SyncOutcome> {
  if (running) return running;
  const status = useSyncStatus.getState();
  status.set('syncing');
  running = pull(deps)
    .then((outcome) => {
      status.set(outcome === 'offline' ? 'offline' : outcome === 'error' ? 'error' : 'idle');
      return outcome;
    })
    .finally(() => {
      running = undefined;
    });
  return running;
}

/**
 * Starts syncing for the life of the page: now, whenever the connection returns, and on a timer. Resolves with the
 * first sync's outcome. A Spanish page records its language before that first sync, so the first sync already asks
 * for the Spanish words (a sync begun earlier would fetch the directory without them, and a later one start over).
 */
export function startSync(): Promise<SyncOutcome> {
  if (erasedOnThisPage()) return Promise.resolve('unchanged');
  if (navigator.onLine === false) useSyncStatus.getState().set('offline');
  const first = keepPageLanguage().then(() => syncNow());
  const onOnline = () => void syncNow();
  const onOffline = () => useSyncStatus.getState().set('offline');
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const timer = window.setInterval(() => {
    if (navigator.onLine) void syncNow();
  }, SYNC_INTERVAL_MS);
  stopOnErase(() => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.clearInterval(timer);
  });
  return first;
}

/** A page in Spanish: the device keeps the listings' Spanish words from now on (the first sync after fetches them). */
async function keepPageLanguage(): Promise<void> {
  if (erasedOnThisPage()) return;
  const locale = localeOfPath(window.location.pathname);
  if (locale === DEFAULT_LOCALE) return;
  const { keepLanguage } = await import('./sync-scope.ts');
  await keepLanguage(locale).catch(() => false);
}

/** Keeps these states' local listings on this device from now on, fetching them at once when they are new here. */
export async function keepStateAndSync(state: string | readonly string[] | undefined, deps?: SyncDeps): Promise<void> {
  if (erasedOnThisPage()) return;
  const { keepState } = await import('./sync-scope.ts');
  if (!(await keepState(state, deps?.db))) return;
  // A sync already under way asked for the states as they were: let it finish, then ask for the new set (otherwise
  // the new states would wait for the next timer, minutes away).
  if (running) await running.catch(() => undefined);
  await syncNow(deps);
}
