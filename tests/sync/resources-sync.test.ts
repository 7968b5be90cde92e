import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { DIRECTORY_NEW_STATES_HEADER, DIRECTORY_STATES_HEADER } from '../../shared/schemas/resource.ts';
import { DeviceDb } from '../../web/local/db.ts';
import { syncResources } from '../../web/local/sync-pull.ts';
import { keepStateAndSync, syncNow } from '../../web/local/sync.ts';
import { keepLanguage, keepState } from '../../web/local/sync-scope.ts';
import { makeResource } from '../fixtures/factories.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

let server: TempDb;
let device: DeviceDb;
let requests: string[];
/** How many listings each answer carried. */
let sent: number[];
let online: boolean;

beforeEach(async () => {
  server = await tempDb();
  device = new DeviceDb(`test-${Math.random()}`);
  requests = [];
  sent = [];
  online = true;
});
afterEach(async () => {
  device.close();
  await device.delete();
  await server.close();
});

function deps() {
  const app = createApp({ db: server.db });
  return {
    db: device,
    baseUrl: 'http://localhost',
    now: () => 1_000,
    fetch: async (url: string, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      // The address, then the states asked for in the header (never in the address).
      const states = new Headers(init?.headers).get(DIRECTORY_STATES_HEADER);
      const added = new Headers(init?.headers).get(DIRECTORY_NEW_STATES_HEADER);
      expect(url).not.toMatch(/states=/i);
      requests.push(`${new URL(url).search}|${states ?? 'none'}${added ? `|new ${added}` : ''}`);
      const res = await app.request(url, init);
      if (res.ok) sent.push(((await res.clone().json()) as { changes: unknown[] }).changes.length);
      return res;
    },
  };
}

describe('directory sync', () => {
  it('fills the device on first sync and records when', async () => {
    await applySeed(server.db, [makeResource({ title: 'Shelter A' }), makeResource({ title: 'Clinic B', category: 'womens-health' })]);
    expect(await syncResources(deps())).toBe('updated');
    expect((await device.resources.toArray()).map((r) => r.title).sort()).toEqual(['Clinic B', 'Shelter A']);
    expect(await device.syncMeta.get('resources')).toMatchObject({ syncedAt: 1_000 });
  });

  it('keeps the Spanish descriptions only once a Spanish page was shown here, and keeps them after', async () => {
    await applySeed(server.db, [makeResource({ id: 'line', title: 'Hotline', description: 'Call any time.', descriptionEs: 'Llame a cualquier hora.' })]);
    expect(await syncResources(deps())).toBe('updated');
    expect(await device.resources.get('line')).not.toHaveProperty('descriptionEs');
    expect(requests.at(-1)).not.toContain('langs');

    // A Spanish page: the next sync starts over with the Spanish words.
    expect(await keepLanguage('es', device)).toBe(true);
    expect(await keepLanguage('es', device)).toBe(false);
    expect(await syncResources(deps())).toBe('updated');
    expect(requests.at(-1)).toContain('since=0');
    expect(requests.at(-1)).toContain('langs=es');
    expect((await device.resources.get('line'))?.descriptionEs).toBe('Llame a cualquier hora.');

    // Back on English pages: nothing is fetched again, and the Spanish stays for the next Spanish page.
    expect(await keepLanguage('en', device)).toBe(false);
    expect(await syncResources(deps())).toBe('unchanged');
    expect(requests.at(-1)).not.toContain('since=0');
    expect((await device.resources.get('line'))?.descriptionEs).toBe('Llame a cualquier hora.');
  });

  it('checks a large first sync in slices, and a bad listing in a late slice leaves the device as it was', async () => {
    const many = Array.from({ length: 250 }, (_, i) => makeResource({ title: `Listing ${String(i).padStart(3, '0')}` }));
    await applySeed(server.db, many);
    expect(await syncResources(deps())).toBe('updated');
    expect(await device.resources.count()).toBe(250);
    const cursor = (await device.syncMeta.get('resources'))?.cursor;

    // A feed whose 240th listing is malformed: nothing of it is written, and the cursor stays.
    const fresh = new DeviceDb(`test-${Math.random()}`);
    const good = await (await createApp({ db: server.db }).request('http://localhost/api/resources/changes')).json() as { changes: Record<string, unknown>[] };
    good.changes[239] = { ...good.changes[239], category: 'not-a-category' };
    const bad = { ...deps(), db: fresh, fetch: async () => new Response(JSON.stringify(good), { headers: { 'Content-Type': 'application/json' } }) };
    expect(await syncResources(bad)).toBe('error');
    expect(await fresh.resources.count()).toBe(0);
    expect(await fresh.syncMeta.get('resources')).toBeUndefined();
    expect(cursor).toBeDefined();
    fresh.close();
    await fresh.delete();
  });

  it('then moves only changes, and removes what the server deleted', async () => {
    const a = makeResource({ title: 'A' });
    const b = makeResource({ title: 'B' });
    await applySeed(server.db, [a, b]);
    await syncResources(deps());
    const cursor = (await device.syncMeta.get('resources'))?.cursor;

    expect(await syncResources(deps())).toBe('unchanged');
    await applySeed(server.db, [{ ...a, title: 'A renamed' }]);
    expect(await syncResources(deps())).toBe('updated');
    expect(requests.at(-1)).toBe(`?since=${cursor}|`);
    expect((await device.resources.toArray()).map((r) => r.title)).toEqual(['A renamed']);
  });

  it('keeps what is on the device when offline', async () => {
    await applySeed(server.db, [makeResource({ title: 'Kept' })]);
    await syncResources(deps());
    online = false;
    expect(await syncResources(deps())).toBe('offline');
    expect((await device.resources.toArray()).map((r) => r.title)).toEqual(['Kept']);
  });

  it('starts over when its cursor is refused, and replaces a replica the server no longer matches', async () => {
    await applySeed(server.db, [makeResource({ title: 'Real' })]);
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

  it('keeps every national and statewide program, and the local listings of the states she used', async () => {
    const national = makeResource({ title: 'National line' });
    const ohio = makeResource({ title: 'Ohio coalition', serviceArea: 'OH' });
    const columbus = makeResource({ title: 'Columbus clinic', serviceArea: 'local', city: 'Columbus', state: 'OH', latitude: 39.96, longitude: -83.0 });
    const texas = makeResource({ title: 'Texas coalition', serviceArea: 'TX' });
    await applySeed(server.db, [national, ohio, columbus, texas]);
    const titles = async () => (await device.resources.toArray()).map((r) => r.title).sort();

    // First visit: no local listings.
    await syncResources(deps());
    expect(await titles()).toEqual(['National line', 'Ohio coalition', 'Texas coalition']);

    // She locates in Ohio: the server is asked for the state (never a position), and the device keeps it. Only
    // Ohio's local listings come: what the device holds is not downloaded again.
    const first = (await device.syncMeta.get('resources'))?.cursor;
    expect(await keepState('OH', device)).toBe(true);
    expect(await keepState('oh', device)).toBe(false);
    await syncResources(deps());
    expect(requests.at(-1)).toBe(`?since=${first}|OH|new OH`);
    expect(sent.at(-1)).toBe(1);
    expect(await titles()).toEqual(['Columbus clinic', 'National line', 'Ohio coalition', 'Texas coalition']);
    expect(await device.syncMeta.get('resources')).toMatchObject({ scope: 'OH' });

    // Then only changes; a listing that moves to a state the device does not keep leaves it.
    const cursor = (await device.syncMeta.get('resources'))?.cursor;
    await applySeed(server.db, [national, ohio, { ...columbus, title: 'Columbus clinic (moved)', city: 'Austin', state: 'TX' }, texas, makeResource({ title: 'Dallas clinic', serviceArea: 'local', state: 'TX' })]);
    expect(await syncResources(deps())).toBe('updated');
    expect(requests.at(-1)).toBe(`?since=${cursor}|OH`);
    expect(await titles()).toEqual(['National line', 'Ohio coalition', 'Texas coalition']);
    expect(await device.syncMeta.get('resources')).toMatchObject({ scope: 'OH' });
  });

  it('a state added brings its listings whole with what changed meanwhile; new languages start over', async () => {
    const national = makeResource({ title: 'National line' });
    const columbus = makeResource({ title: 'Columbus clinic', serviceArea: 'local', city: 'Columbus', state: 'OH' });
    const dallas = makeResource({ title: 'Dallas clinic', serviceArea: 'local', city: 'Dallas', state: 'TX' });
    await applySeed(server.db, [national, columbus, dallas]);
    const titles = async () => (await device.resources.toArray()).map((r) => r.title).sort();
    await keepState('OH', device);
    await syncResources(deps());
    expect(await titles()).toEqual(['Columbus clinic', 'National line']);

    // Meanwhile a national line changes and a Texas listing is added; then she gives a place in Texas.
    const held = (await device.syncMeta.get('resources'))?.cursor;
    await applySeed(server.db, [{ ...national, title: 'National line (new hours)' }, columbus, dallas, makeResource({ title: 'Austin clinic', serviceArea: 'local', city: 'Austin', state: 'TX' })]);
    await keepState('TX', device);
    expect(await syncResources(deps())).toBe('updated');
    expect(requests.at(-1)).toBe(`?since=${held}|OH,TX|new TX`);
    // The changed national line and Texas's two listings: not the Ohio clinic again.
    expect(sent.at(-1)).toBe(3);
    expect(await titles()).toEqual(['Austin clinic', 'Columbus clinic', 'Dallas clinic', 'National line (new hours)']);
    expect(await device.syncMeta.get('resources')).toMatchObject({ scope: 'OH,TX' });

    // A Spanish page shown here: the listings' words in another language, so everything again, in one answer (the
    // device is never left without her states' listings between two).
    await keepLanguage('es', device);
    await syncResources(deps());
    expect(requests.at(-1)).toBe('?since=0&langs=es|OH,TX');
    expect(sent.at(-1)).toBe(4);
    expect(await titles()).toEqual(['Austin clinic', 'Columbus clinic', 'Dallas clinic', 'National line (new hours)']);
  });

  it('a server that does not send a new state whole (an older one) is asked to start over with it', async () => {
    await applySeed(server.db, [makeResource({ title: 'National line' }), makeResource({ title: 'Columbus clinic', serviceArea: 'local', city: 'Columbus', state: 'OH' })]);
    await syncResources(deps());
    const plain = deps();
    // The older server: it does not know the header.
    const older = {
      ...plain,
      fetch: (url: string, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.delete(DIRECTORY_NEW_STATES_HEADER);
        return plain.fetch(url, { ...init, headers });
      },
    };
    await keepState('OH', device);
    expect(await syncResources(older)).toBe('updated');
    expect(requests.at(-1)).toBe('?since=0|OH');
    expect((await device.resources.toArray()).map((r) => r.title).sort()).toEqual(['Columbus clinic', 'National line']);
    expect(await device.syncMeta.get('resources')).toMatchObject({ scope: 'OH' });
  });

  it('a place given before the first sync: what every device holds comes first, then her state, in two answers', async () => {
    await applySeed(server.db, [makeResource({ title: 'National line' }), makeResource({ title: 'Columbus clinic', serviceArea: 'local', city: 'Columbus', state: 'OH' })]);
    await keepState('OH', device);
    expect(await syncResources(deps())).toBe('updated');
    const cursor = (await device.syncMeta.get('resources'))?.cursor;
    expect(requests).toEqual(['?since=0|', `?since=${cursor}|OH|new OH`]);
    expect(sent).toEqual([1, 1]);
    expect((await device.resources.toArray()).map((r) => r.title).sort()).toEqual(['Columbus clinic', 'National line']);
    // Offline, nothing is half done: the device keeps what it had.
    online = false;
    await keepState('TX', device);
    expect(await syncResources(deps())).toBe('offline');
    expect(await device.syncMeta.get('resources')).toMatchObject({ scope: 'OH' });
  });

  it('a state added is sent whole only when the device says what it holds: never on a first sync, never beyond its states', async () => {
    await applySeed(server.db, [makeResource({ title: 'National line' }), makeResource({ title: 'Columbus clinic', serviceArea: 'local', city: 'Columbus', state: 'OH' }), makeResource({ title: 'Dallas clinic', serviceArea: 'local', city: 'Dallas', state: 'TX' })]);
    const app = createApp({ db: server.db });
    const ask = async (since: string, states: string, added: string) =>
      app.request(`http://localhost/api/resources/changes?since=${since}`, { headers: { [DIRECTORY_STATES_HEADER]: states, [DIRECTORY_NEW_STATES_HEADER]: added } });
    const titles = async (res: Response) => ((await res.json()) as { changes: { title: string }[] }).changes.map((r) => r.title).sort();
    const head = ((await (await ask('0', '', '')).json()) as { cursor: string }).cursor;
    expect(await titles(await ask(head, 'OH', 'OH'))).toEqual(['Columbus clinic']);
    // Texas is not among the states she keeps: not sent.
    expect(await titles(await ask(head, 'OH', 'OH,TX'))).toEqual(['Columbus clinic']);
    expect(await titles(await ask('0', 'OH', 'OH'))).toEqual(['Columbus clinic', 'National line']);
    expect((await ask(head, 'OH', 'OH,ZZ')).status).toBe(400);
  });

  it('a state kept while a sync is under way is fetched as soon as that sync ends, not at the next timer', async () => {
    await applySeed(server.db, [makeResource({ title: 'National line' }), makeResource({ title: 'Parkersburg legal aid', serviceArea: 'local', city: 'Parkersburg', state: 'WV' })]);
    const plain = deps();
    let asked!: () => void;
    const askedOnce = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      ...plain,
      fetch: async (url: string, init?: RequestInit) => {
        asked();
        await held;
        return plain.fetch(url, init);
      },
    };
    // A sync has asked for the states as they were (none) and waits for its answer when she widens her search.
    const first = syncNow(slow);
    await askedOnce;
    const widening = keepStateAndSync('WV', slow);
    release();
    await Promise.all([first, widening]);
    const cursor = (await device.syncMeta.get('resources'))?.cursor;
    expect(requests).toEqual(['?since=0|', `?since=${cursor}|WV|new WV`]);
    expect((await device.resources.toArray()).map((r) => r.title).sort()).toEqual(['National line', 'Parkersburg legal aid']);
  });

  it('refuses states that are not US state codes', async () => {
    const app = createApp({ db: server.db });
    const res = await app.request('http://localhost/api/resources/changes?since=0&states=OH,ZZ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/two-letter US state codes/);
    const inHeader = await app.request('http://localhost/api/resources/changes?since=0', { headers: { [DIRECTORY_STATES_HEADER]: 'OH,ZZ' } });
    expect(inHeader.status).toBe(400);
  });

  it('takes the states from the header as from ?states= (other clients of the API)', async () => {
    await applySeed(server.db, [makeResource({ title: 'National line' }), makeResource({ title: 'Columbus clinic', serviceArea: 'local', city: 'Columbus', state: 'OH' })]);
    const app = createApp({ db: server.db });
    const titles = async (res: Response) => ((await res.json()) as { changes: { title: string }[] }).changes.map((r) => r.title).sort();
    expect(await titles(await app.request('http://localhost/api/resources/changes?since=0', { headers: { [DIRECTORY_STATES_HEADER]: 'OH' } }))).toEqual(['Columbus clinic', 'National line']);
    expect(await titles(await app.request('http://localhost/api/resources/changes?since=0', { headers: { [DIRECTORY_STATES_HEADER]: '' } }))).toEqual(['National line']);
    expect(await titles(await app.request('http://localhost/api/resources/changes?since=0&states=OH'))).toEqual(['Columbus clinic', 'National line']);
  });
});
