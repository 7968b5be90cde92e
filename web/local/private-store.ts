// The device-only store for the safety plan and the check-in (never synced, never sent), and "erase everything on this device".
import Dexie from 'dexie';
import { useLiveQuery } from './live-query.ts';
import { checkInSchema, parseStoredCheckIn, type CheckIn } from '../../shared/check-in.ts';
import { parseStoredPlan, safetyPlanSchema, type SafetyPlan } from '../../shared/schemas/safety-plan.ts';
import { db as deviceDb } from './db.ts';
import { KNOWN_DATABASES, PRIVATE_KEYS, privateDb, type PrivateDb } from './private-db.ts';
import { stopEverythingThatWrites, SW_ERASE_MESSAGE } from './erasing.ts';

export { KNOWN_DATABASES, PRIVATE_DB_NAME, PRIVATE_KEYS, PrivateDb, privateDb, type PrivateItem } from './private-db.ts';

// ---- Safety plan ----

/** The saved plan, or undefined when there is none or what is stored is not a valid plan. */
export async function loadPlan(store: PrivateDb = privateDb): Promise<SafetyPlan | undefined> {
  return parseStoredPlan((await store.items.get(PRIVATE_KEYS.plan))?.value);
}

/** Validates (throws a ZodError past the limits), stamps updatedAt, replaces the stored plan and returns what was stored. */
export async function savePlan(plan: SafetyPlan, store: PrivateDb = privateDb, now: number = Date.now()): Promise<SafetyPlan> {
  const stored = safetyPlanSchema.parse({ ...plan, updatedAt: now });
  await store.items.put({ key: PRIVATE_KEYS.plan, value: stored });
  return stored;
}

export async function deletePlan(store: PrivateDb = privateDb): Promise<void> {
  await store.items.delete(PRIVATE_KEYS.plan);
}

/** The saved plan, kept live: undefined while reading, null when there is none (or it was unreadable). */
export function usePlan(store: PrivateDb = privateDb): SafetyPlan | null | undefined {
  return useLiveQuery(async () => (await loadPlan(store)) ?? null, [store]);
}

// ---- Check-in ----

export async function loadCheckIn(store: PrivateDb = privateDb): Promise<CheckIn | undefined> {
  return parseStoredCheckIn((await store.items.get(PRIVATE_KEYS.checkIn))?.value);
}

/** Stores the one check-in, replacing any earlier one (spec 4: starting again replaces the duration). */
export async function saveCheckIn(checkIn: CheckIn, store: PrivateDb = privateDb): Promise<void> {
  await store.items.put({ key: PRIVATE_KEYS.checkIn, value: checkInSchema.parse(checkIn) });
}

export async function clearCheckIn(store: PrivateDb = privateDb): Promise<void> {
  await store.items.delete(PRIVATE_KEYS.checkIn);
}

/** The current check-in, kept live (survives reloads): undefined while reading, null when there is none. */
export function useCheckIn(store: PrivateDb = privateDb): CheckIn | null | undefined {
  return useLiveQuery(async () => (await loadCheckIn(store)) ?? null, [store]);
}

// ---- Erase everything ----

type StorageLike = Pick<Storage, 'length' | 'clear'>;
type CachesLike = Pick<CacheStorage, 'keys' | 'delete'>;
type WorkerLike = Pick<ServiceWorker, 'postMessage'>;
type RegistrationLike = Pick<ServiceWorkerRegistration, 'scope' | 'unregister'> & {
  active?: WorkerLike | null;
  waiting?: WorkerLike | null;
  installing?: WorkerLike | null;
};
type ServiceWorkersLike = { getRegistrations(): Promise<readonly RegistrationLike[]> };

/** How long a service worker has to say it stopped writing before it is unregistered anyway. */
const SW_STOP_WAIT_MS = 1000;

/** Tells each of the registration's workers to stop writing, and waits (a little) for each to say it has. */
function tellToStop(reg: RegistrationLike, waitMs = SW_STOP_WAIT_MS): Promise<void> {
  const workers = [reg.active, reg.waiting, reg.installing].filter((w): w is WorkerLike => Boolean(w));
  return Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          try {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              clearTimeout(timer);
              channel.port1.close();
              resolve();
            };
            worker.postMessage({ type: SW_ERASE_MESSAGE }, [channel.port2]);
          } catch {
            clearTimeout(timer);
            resolve();
          }
        }),
    ),
  ).then(() => undefined);
}
/** `databases()` is missing in older browsers (Firefox before 126). */
type IndexedDbLike = Pick<IDBFactory, 'deleteDatabase'> & { databases?: IDBFactory['databases'] };

/** Everything is found on the page by default; tests (and Node, which has none of these) pass their own or null. */
export interface EraseOptions {
  indexedDB?: IndexedDbLike | null;
  caches?: CachesLike | null;
  localStorage?: StorageLike | null;
  sessionStorage?: StorageLike | null;
  serviceWorker?: ServiceWorkersLike | null;
  /** Open Dexie handles to close for good first, so a late query cannot re-create an emptied database. */
  close?: readonly Dexie[];
  /** How long to wait for another tab to let go of a database before reporting it as pending. */
  blockedWaitMs?: number;
}

export type StorageStep = 'cleared' | 'absent' | 'failed';

export interface EraseReport {
  /** IndexedDB databases deleted. */
  databases: string[];
  /** Cache Storage caches deleted. */
  caches: string[];
  /** Scopes of the service workers unregistered. */
  serviceWorkers: string[];
  localStorage: StorageStep;
  sessionStorage: StorageStep;
  /** What failed or could not finish, in plain words; empty when everything went. */
  problems: string[];
  complete: boolean;
}

/**
 * Removes everything this site keeps on the device. First everything on the page that could write again stops for
 * good (the device worker, the sync and outbox timers and listeners, the service worker's registration: see
 * erasing.ts), and the service workers are told to stop writing and unregistered, so nothing re-fills what goes next:
 * Cache Storage, every IndexedDB database of this origin, local and session storage. Each step is guarded so one
 * failure does not stop the rest. The page may stay open (offline, it says the sign-out waits); loading a page of the
 * site again re-creates its databases and service worker, so the caller leaves when it can.
 */
export async function eraseEverythingOnThisDevice(options: EraseOptions = {}): Promise<EraseReport> {
  const problems: string[] = [];
  const fail = (step: string, err: unknown) => problems.push(`${step}: ${err instanceof Error ? err.message : String(err)}`);
  stopEverythingThatWrites();

  for (const handle of options.close ?? [deviceDb, privateDb]) {
    try {
      handle.close({ disableAutoOpen: true });
    } catch (err) {
      fail(`closing ${handle.name}`, err);
    }
  }

  const serviceWorkers: string[] = [];
  const sw = pick(options.serviceWorker, () => navigator.serviceWorker);
  if (sw) {
    try {
      for (const reg of await sw.getRegistrations()) {
        try {
          await tellToStop(reg);
          if (await reg.unregister()) serviceWorkers.push(reg.scope);
          else problems.push(`service worker ${reg.scope}: not unregistered`);
        } catch (err) {
          fail(`service worker ${reg.scope}`, err);
        }
      }
    } catch (err) {
      fail('service workers', err);
    }
  }

  const caches: string[] = [];
  const cacheStorage = pick(options.caches, () => globalThis.caches);
  if (cacheStorage) {
    try {
      for (const name of await cacheStorage.keys()) {
        try {
          if (await cacheStorage.delete(name)) caches.push(name);
        } catch (err) {
          fail(`cache ${name}`, err);
        }
      }
    } catch (err) {
      fail('caches', err);
    }
  }

  const databases: string[] = [];
  const idb = pick<IndexedDbLike>(options.indexedDB, () => globalThis.indexedDB);
  if (idb) {
    for (const name of await databaseNames(idb, fail)) {
      const outcome = await deleteDatabase(idb, name, options.blockedWaitMs ?? 3000);
      if (outcome === 'deleted') databases.push(name);
      else if (outcome === 'pending') problems.push(`database ${name}: still open elsewhere (another tab?); it goes when that closes`);
      else fail(`database ${name}`, outcome);
    }
  } else {
    problems.push('IndexedDB is not available here');
  }

  const localStorage = clearStorage('localStorage', pick(options.localStorage, () => globalThis.localStorage), fail);
  const sessionStorage = clearStorage('sessionStorage', pick(options.sessionStorage, () => globalThis.sessionStorage), fail);

  return { databases, caches, serviceWorkers, localStorage, sessionStorage, problems, complete: problems.length === 0 };
}

/** How often a page that erased the device looks again for anything stored since. */
export const KEEP_ERASED_EVERY_MS = 5000;

/**
 * While the page that erased the device stays open (offline, it waits to sign her out), whatever a writer out of its
 * reach puts back is removed again: a service worker of an older version, which does not know the message to stop,
 * or an install that was under way. When the connection returns, when she comes back to the page, and every few
 * seconds. Returns the function that stops looking.
 */
export function keepDeviceErased(options: EraseOptions = {}, everyMs = KEEP_ERASED_EVERY_MS): () => void {
  let sweeping = false;
  const sweep = () => {
    if (sweeping) return;
    sweeping = true;
    void eraseEverythingOnThisDevice({ ...options, close: [], blockedWaitMs: 500 }).finally(() => {
      sweeping = false;
    });
  };
  const onVisible = () => document.visibilityState === 'visible' && sweep();
  window.addEventListener('online', sweep);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(sweep, everyMs);
  return () => {
    window.removeEventListener('online', sweep);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}

/** The injected value (null meaning "none"), or the page's own; reading the page's may throw (storage blocked) or be absent (Node). */
function pick<T>(given: T | null | undefined, fromPage: () => T | undefined): T | undefined {
  if (given !== undefined) return given ?? undefined;
  try {
    return fromPage() ?? undefined;
  } catch {
    return undefined;
  }
}

async function databaseNames(idb: IndexedDbLike, fail: (step: string, err: unknown) => void): Promise<string[]> {
  if (typeof idb.databases === 'function') {
    try {
      const listed = (await idb.databases()).flatMap((d) => (d.name ? [d.name] : []));
      return [...new Set(listed)];
    } catch (err) {
      fail('listing databases', err);
    }
  }
  return [...KNOWN_DATABASES];
}

function deleteDatabase(idb: IndexedDbLike, name: string, blockedWaitMs: number): Promise<'deleted' | 'pending' | Error> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (outcome: 'deleted' | 'pending' | Error) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    let request: IDBOpenDBRequest;
    try {
      request = idb.deleteDatabase(name);
    } catch (err) {
      done(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    request.onsuccess = () => done('deleted');
    request.onerror = () => done(request.error ?? new Error('could not delete'));
    // Blocked means another connection did not close on request; the deletion still happens once it does.
    request.onblocked = () => {
      timer ??= setTimeout(() => done('pending'), blockedWaitMs);
    };
  });
}

function clearStorage(label: string, storage: StorageLike | undefined, fail: (step: string, err: unknown) => void): StorageStep {
  if (!storage) return 'absent';
  try {
    storage.clear();
    if (storage.length !== 0) throw new Error(`${storage.length} items left`);
    return 'cleared';
  } catch (err) {
    fail(label, err);
    return 'failed';
  }
}
