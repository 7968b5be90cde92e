import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { DeviceDb } from '../../web/local/db.ts';
import { syncResources } from '../../web/local/sync.ts';
import { makeResource } from '../fixtures/factories.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

let server: TempDb;
let device: DeviceDb;
let requests: string[];
let online: boolean;

beforeEach(() => {
  server = tempDb();
  device = new DeviceDb(`test-${Math.random()}`);
  requests = [];
  online = true;
});
afterEach(async () => {
  device.close();
  await device.delete();
  server.close();
});

function deps() {
  const app = createApp({ db: server.db });
  return {
    db: device,
    baseUrl: 'http://localhost',
    now: () => 1_000,
    fetch: async (url: string) => {
      if (!online) throw new TypeError('Failed to fetch');
      requests.push(new URL(url).search);
      return app.request(url);
    },
  };
}

describe('directory sync', () => {
  it('fills the device on first sync and records when', async () => {
    applySeed(server.db, [makeResource({ title: 'Shelter A' }), makeResource({ title: 'Clinic B', category: 'womens-health' })]);
    expect(await syncResources(deps())).toBe('updated');
    expect((await device.resources.toArray()).map((r) => r.title).sort()).toEqual(['Clinic B', 'Shelter A']);
    expect(await device.syncMeta.get('resources')).toMatchObject({ syncedAt: 1_000 });
  });

  it('then moves only changes, and removes what the server deleted', async () => {
    const a = makeResource({ title: 'A' });
    const b = makeResource({ title: 'B' });
    applySeed(server.db, [a, b]);
    await syncResources(deps());
    const cursor = (await device.syncMeta.get('resources'))?.cursor;

    expect(await syncResources(deps())).toBe('unchanged');
    applySeed(server.db, [{ ...a, title: 'A renamed' }]);
    expect(await syncResources(deps())).toBe('updated');
    expect(requests.at(-1)).toBe(`?since=${cursor}`);
    expect((await device.resources.toArray()).map((r) => r.title)).toEqual(['A renamed']);
  });

  it('keeps what is on the device when offline', async () => {
    applySeed(server.db, [makeResource({ title: 'Kept' })]);
    await syncResources(deps());
    online = false;
    expect(await syncResources(deps())).toBe('offline');
    expect((await device.resources.toArray()).map((r) => r.title)).toEqual(['Kept']);
  });

  it('starts over when its cursor is refused, and replaces a replica the server no longer matches', async () => {
    applySeed(server.db, [makeResource({ title: 'Real' })]);
    await device.resources.put({ ...makeResource({ title: 'Stale' }), updatedAt: '2020-01-01T00:00:00.000Z' });
    await device.syncMeta.put({ key: 'resources', cursor: 'garbage', syncedAt: 0 });
    expect(await syncResources(deps())).toBe('updated');
    expect((await device.resources.toArray()).map((r) => r.title)).toEqual(['Real']);
  });

  it('ignores an answer that is not the expected shape', async () => {
    await device.resources.put({ ...makeResource({ title: 'Mine' }), updatedAt: '2020-01-01T00:00:00.000Z' });
    const outcome = await syncResources({
      db: device,
      fetch: async () => new Response(JSON.stringify({ changes: 'nope' }), { status: 200 }),
    });
    expect(outcome).toBe('error');
    expect((await device.resources.toArray()).map((r) => r.title)).toEqual(['Mine']);
  });
});
