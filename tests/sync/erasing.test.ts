import 'fake-indexeddb/auto';
// "Erase from this device" with the page left open: everything that could write stops before anything is deleted,
// what would start later stays off, and the service workers are told to stop writing before they are unregistered.
import { describe, expect, it, vi } from 'vitest';
import { erasedOnThisPage, stopOnErase, SW_ERASE_MESSAGE } from '../../web/local/erasing.ts';
import { DeviceDb } from '../../web/local/db.ts';
import { eraseEverythingOnThisDevice } from '../../web/local/private-store.ts';
import { syncNow } from '../../web/local/sync.ts';
import { startOutbox } from '../../web/local/outbox-runner.ts';

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).flatMap((d) => (d.name ? [d.name] : [])).sort();
}

describe('erase from this device, the page left open', () => {
  it('stops every writer first, tells the service worker before unregistering it, and nothing starts afterwards', async () => {
    const steps: string[] = [];
    const device = new DeviceDb();
    await device.syncMeta.put({ key: 'resources', cursor: '1', syncedAt: 1 });
    // A sync timer, a connection listener: the kind of thing that filled the database again after an offline erase.
    const stoppedEarly = vi.fn(() => steps.push('sync stopped'));
    const forgotten = vi.fn();
    stopOnErase(stoppedEarly);
    stopOnErase(forgotten)();
    expect(erasedOnThisPage()).toBe(false);

    const told: unknown[] = [];
    const report = await eraseEverythingOnThisDevice({
      close: [device],
      caches: null,
      localStorage: null,
      sessionStorage: null,
      serviceWorker: {
        getRegistrations: async () => [
          {
            scope: 'http://localhost/',
            active: {
              postMessage: (message: unknown, transfer: Transferable[]) => {
                steps.push('service worker told');
                told.push(message);
                (transfer[0] as MessagePort).postMessage('erased');
              },
            } as unknown as ServiceWorker,
            unregister: async () => {
              steps.push('unregistered');
              return true;
            },
          },
        ],
      },
    });

    expect(report.complete).toBe(true);
    expect(steps).toEqual(['sync stopped', 'service worker told', 'unregistered']);
    expect(told).toEqual([{ type: SW_ERASE_MESSAGE }]);
    expect(forgotten).not.toHaveBeenCalled();
    expect(erasedOnThisPage()).toBe(true);
    expect(await databaseNames()).toEqual([]);

    // Whatever would start later stops at once, and neither a sync nor the outbox opens the device database again.
    const late = vi.fn();
    stopOnErase(late);
    expect(late).toHaveBeenCalledOnce();
    const fetches = vi.spyOn(globalThis, 'fetch');
    await expect(syncNow()).resolves.toBe('unchanged');
    startOutbox({ onRefused: () => undefined, onSent: () => undefined })();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetches).not.toHaveBeenCalled();
    expect(await databaseNames()).toEqual([]);
  });

  it('unregisters a service worker that never answers, after a short wait', async () => {
    let unregistered = false;
    const report = await eraseEverythingOnThisDevice({
      close: [],
      caches: null,
      localStorage: null,
      sessionStorage: null,
      serviceWorker: {
        getRegistrations: async () => [
          {
            scope: 'http://localhost/',
            active: { postMessage: () => undefined } as unknown as ServiceWorker,
            unregister: async () => (unregistered = true),
          },
        ],
      },
    });
    expect(unregistered).toBe(true);
    expect(report.serviceWorkers).toEqual(['http://localhost/']);
  });
});
