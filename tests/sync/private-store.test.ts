import 'fake-indexeddb/auto';
// The private store against a real IndexedDB (fake-indexeddb): plan and check-in round trips, tampered rows ignored, and erase.
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckIn } from '../../shared/check-in.ts';
import { emptySafetyPlan, type SafetyPlan } from '../../shared/schemas/safety-plan.ts';
import { DeviceDb } from '../../web/local/db.ts';
import {
  KNOWN_DATABASES,
  PRIVATE_DB_NAME,
  PRIVATE_KEYS,
  PrivateDb,
  clearCheckIn,
  deletePlan,
  eraseEverythingOnThisDevice,
  loadCheckIn,
  loadPlan,
  privateDb,
  saveCheckIn,
  savePlan,
} from '../../web/local/private-store.ts';

const opened: PrivateDb[] = [];
function freshStore(name = `test-private-${Math.random()}`): PrivateDb {
  const store = new PrivateDb(name);
  opened.push(store);
  return store;
}
afterEach(async () => {
  const stores = opened.splice(0);
  for (const store of stores) store.close();
  for (const store of stores) await store.delete();
});

function plan(): SafetyPlan {
  return {
    ...emptySafetyPlan(),
    warningSigns: ['Raised voice', ''],
    safePeople: [{ name: 'Rosa', howToReach: 'Work phone', notes: 'Knows the code word' }],
    toPack: [{ item: 'Passport', packed: false }],
    codeWords: [{ word: 'pineapple', meaning: 'Call 911' }],
    notes: 'Spare key under the blue pot',
  };
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).flatMap((d) => (d.name ? [d.name] : [])).sort();
}

/** Creates a database by name outside Dexie, as the vault or Workbox would, and closes it. */
function createRawDb(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, 1);
    req.onupgradeneeded = () => req.result.createObjectStore('blobs');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

class MemoryStorage {
  private map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  setItem(k: string, v: string): void {
    this.map.set(k, v);
  }
  clear(): void {
    this.map.clear();
  }
}

describe('safety plan on the device', () => {
  it('is saved with its time and read back through a fresh connection', async () => {
    const name = `test-private-${Math.random()}`;
    const first = freshStore(name);
    const saved = await savePlan(plan(), first, 1234);
    expect(saved).toEqual({ ...plan(), updatedAt: 1234 });
    first.close();

    const again = freshStore(name);
    expect(await loadPlan(again)).toEqual({ ...plan(), updatedAt: 1234 });
  });

  it('replaces on save and goes on delete', async () => {
    const store = freshStore();
    await savePlan(plan(), store, 1);
    await savePlan({ ...plan(), notes: 'changed' }, store, 2);
    expect(await loadPlan(store)).toMatchObject({ notes: 'changed', updatedAt: 2 });
    await deletePlan(store);
    expect(await loadPlan(store)).toBeUndefined();
    expect(await store.items.count()).toBe(0);
  });

  it('is undefined when nothing was saved', async () => {
    expect(await loadPlan(freshStore())).toBeUndefined();
  });

  it('refuses to store a plan past the limits, keeping the old one', async () => {
    const store = freshStore();
    await savePlan(plan(), store, 1);
    await expect(savePlan({ ...plan(), notes: 'x'.repeat(100_000) }, store, 2)).rejects.toThrow();
    expect(await loadPlan(store)).toMatchObject({ notes: plan().notes, updatedAt: 1 });
  });

  it.each<[string, unknown]>([
    ['a string', 'not a plan'],
    ['the wrong shape', { warningSigns: 'shouting', safePeople: null }],
    ['a plan with one bad field', { ...plan(), updatedAt: 1, toPack: [{ item: 'ID', packed: 'yes' }] }],
    ['a blob of bytes', new Uint8Array([1, 2, 3])],
  ])('ignores a tampered row: %s', async (_label, garbage) => {
    const store = freshStore();
    await store.items.put({ key: PRIVATE_KEYS.plan, value: garbage });
    await expect(loadPlan(store)).resolves.toBeUndefined();
  });

  it('works through the default store, named women-help-private', async () => {
    expect(privateDb.name).toBe(PRIVATE_DB_NAME);
    await savePlan(plan());
    expect(await loadPlan()).toMatchObject({ notes: plan().notes });
    await deletePlan();
    expect(await loadPlan()).toBeUndefined();
  });
});

describe('check-in on the device', () => {
  it('round-trips through a fresh connection, is replaced by a new one, and clears', async () => {
    const name = `test-private-${Math.random()}`;
    const first = freshStore(name);
    const c = startCheckIn(4, 1_000_000);
    await saveCheckIn(c, first);
    first.close();

    const again = freshStore(name);
    expect(await loadCheckIn(again)).toEqual(c);
    const replacement = startCheckIn(1, 2_000_000);
    await saveCheckIn(replacement, again);
    expect(await loadCheckIn(again)).toEqual(replacement);
    expect(await again.items.count()).toBe(1);

    await clearCheckIn(again);
    expect(await loadCheckIn(again)).toBeUndefined();
  });

  it('ignores a tampered check-in and refuses to store an inconsistent one', async () => {
    const store = freshStore();
    await store.items.put({ key: PRIVATE_KEYS.checkIn, value: { startedAt: 0, durationMs: 10, dueAt: 99 } });
    expect(await loadCheckIn(store)).toBeUndefined();
    await expect(saveCheckIn({ startedAt: 0, durationMs: 10, dueAt: 99 }, store)).rejects.toThrow();
  });

  it('keeps plan and check-in apart', async () => {
    const store = freshStore();
    await savePlan(plan(), store, 5);
    await saveCheckIn(startCheckIn(24, 10), store);
    await clearCheckIn(store);
    expect(await loadPlan(store)).toMatchObject({ updatedAt: 5 });
  });
});

// These run last in the file: erasing closes the default handles for good, as it does on the page.
describe('erase everything on this device', () => {
  it('carries on past failing steps and says what failed', async () => {
    await createRawDb('women-help-vault').then((d) => d.close());
    const session = new MemoryStorage();
    session.setItem('a', '1');
    const report = await eraseEverythingOnThisDevice({
      close: [],
      caches: {
        keys: () => Promise.reject(new Error('caches are broken')),
        delete: () => Promise.resolve(false),
      },
      serviceWorker: { getRegistrations: () => Promise.reject(new Error('no service workers for you')) },
      localStorage: {
        length: 1,
        clear: () => {
          throw new Error('SecurityError');
        },
      },
      sessionStorage: session,
    });
    expect(report.complete).toBe(false);
    expect(report.problems).toEqual([
      'service workers: no service workers for you',
      'caches: caches are broken',
      'localStorage: SecurityError',
    ]);
    expect(report.databases).toContain('women-help-vault');
    expect(report.localStorage).toBe('failed');
    expect(report.sessionStorage).toBe('cleared');
    expect(session.length).toBe(0);
    expect(await databaseNames()).toEqual([]);
  });

  it('falls back to the known names when the browser cannot list databases', async () => {
    await createRawDb('women-help-vault').then((d) => d.close());
    const asked: string[] = [];
    const report = await eraseEverythingOnThisDevice({
      close: [],
      indexedDB: {
        deleteDatabase: (name) => {
          asked.push(name);
          return indexedDB.deleteDatabase(name);
        },
      },
    });
    expect(asked).toEqual([...KNOWN_DATABASES]);
    expect(report.databases).toEqual([...KNOWN_DATABASES]);
    expect(await databaseNames()).toEqual([]);
  });

  it('reports a database another tab keeps open as pending, and it goes once that tab lets go', async () => {
    const stubborn = await createRawDb('women-help-vault');
    stubborn.onversionchange = null; // an old tab that ignores the request to close
    const report = await eraseEverythingOnThisDevice({ close: [], blockedWaitMs: 50 });
    expect(report.databases).not.toContain('women-help-vault');
    expect(report.problems).toEqual([expect.stringContaining('database women-help-vault: still open elsewhere')]);
    stubborn.close();
    await new Promise((r) => setTimeout(r, 20));
    expect(await databaseNames()).toEqual([]);
  });

  it('removes every database, cache, storage and service worker, and nothing comes back', async () => {
    const device = new DeviceDb();
    await device.syncMeta.put({ key: 'resources', cursor: '1', syncedAt: 1 });
    await savePlan(plan());
    await saveCheckIn(startCheckIn(1, 0));
    await createRawDb('women-help-vault').then((d) => d.close());
    await createRawDb('workbox-expiration').then((d) => d.close());
    expect(await databaseNames()).toEqual(['women-help', 'women-help-private', 'women-help-vault', 'workbox-expiration']);

    const local = new MemoryStorage();
    const session = new MemoryStorage();
    local.setItem('theme', 'dark');
    session.setItem('tab', 'check-in');
    const cacheNames = new Set(['workbox-precache-v2', 'directory-api']);
    const unregistered: string[] = [];

    const report = await eraseEverythingOnThisDevice({
      close: [device, privateDb],
      caches: {
        keys: async () => [...cacheNames],
        delete: async (name) => cacheNames.delete(name),
      },
      localStorage: local,
      sessionStorage: session,
      serviceWorker: {
        getRegistrations: async () => [
          {
            scope: 'http://localhost/',
            unregister: async () => {
              unregistered.push('http://localhost/');
              return true;
            },
          },
        ],
      },
    });

    expect(report).toEqual({
      databases: expect.arrayContaining(['women-help', 'women-help-private', 'women-help-vault', 'workbox-expiration']),
      caches: ['workbox-precache-v2', 'directory-api'],
      serviceWorkers: ['http://localhost/'],
      localStorage: 'cleared',
      sessionStorage: 'cleared',
      problems: [],
      complete: true,
    });
    expect(report.databases).toHaveLength(4);
    expect(await databaseNames()).toEqual([]);
    expect(cacheNames.size).toBe(0);
    expect(local.length + session.length).toBe(0);
    expect(unregistered).toEqual(['http://localhost/']);

    // A late read must not re-create an emptied database.
    await expect(loadPlan()).rejects.toThrow();
    expect(await databaseNames()).toEqual([]);
  });

  it('runs in Node with nothing but IndexedDB, closing the default handles', async () => {
    await savePlan(plan(), freshStore(PRIVATE_DB_NAME));
    const report = await eraseEverythingOnThisDevice();
    expect(report).toMatchObject({ caches: [], serviceWorkers: [], localStorage: 'absent', sessionStorage: 'absent', complete: true });
    expect(report.databases).toEqual([PRIVATE_DB_NAME]);
    expect(await databaseNames()).toEqual([]);
  });
});
