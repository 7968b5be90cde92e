// GET /api/login cannot be used to lock others out: a client starting sign-in after sign-in is refused (429, a short
// page, Retry-After), the sign-ins it holds push out only its own, and when the server holds its most, new ones wait
// while those under way still complete. Clients are told apart by X-Forwarded-For, as behind our own proxy.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { PendingSignIns } from '../../api/auth/pending-sign-ins.ts';
import { OidcSignIn } from '../../api/auth/oidc.ts';
import { sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';
import { startOidcProvider, TEST_CLIENT, throughProvider, type TestProvider } from '../fixtures/oidc-provider.ts';

const SITE = 'http://localhost';
let idp: TestProvider;
let t: TempDb;
beforeAll(async () => {
  idp = await startOidcProvider(`${SITE}/api/callback`);
});
afterAll(() => idp.close());
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

const sessions = async () => Number((await sqlCount(t.db, 'SELECT count(*) FROM sessions')));
const cookieValue = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1);

function siteWith(limit: number, bounds?: { perClient: number; max: number }) {
  const oidc = new OidcSignIn({ issuer: idp.issuer, clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret, redirectUri: `${SITE}/api/callback` }, bounds);
  return createApp({ db: t.db, publicOrigin: SITE, oidc, signInLimit: { limit, windowMs: 60_000, trustProxy: true } });
}

type App = ReturnType<typeof siteWith>;

/** GET /api/login from one client address. */
const startFrom = (app: App, client: string) => app.request(`${SITE}/api/login?returnTo=/dashboard`, { headers: { 'X-Forwarded-For': client } });

/** Through the provider (which signs in at once) back to our callback, then the callback with this attempt's cookie. */
async function finish(app: App, start: Response): Promise<Response> {
  const loginId = cookieValue(start, 'oidc_login');
  expect(loginId).toBeTruthy();
  const url = await throughProvider(start.headers.get('location')!, `${SITE}/api/callback`);
  return app.request(url, { headers: { Cookie: `oidc_login=${loginId}` } });
}

describe('a flood of GET /api/login', () => {
  it('from one client gets 429 with Retry-After and a short page, and another client’s sign-in still completes', async () => {
    const app = siteWith(5);
    const hers = await startFrom(app, '203.0.113.9');
    expect(hers.status).toBe(302);

    const flood = await Promise.all(Array.from({ length: 60 }, () => startFrom(app, '198.51.100.1')));
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 302)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    const refused = flood.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toContain('Sign-in was started too many times from this connection. Please wait');

    // Her sign-in, started before the flood, completes; and she can still start another.
    const done = await finish(app, hers);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/dashboard');
    expect((await sessions())).toBe(1);
    expect((await startFrom(app, '203.0.113.9')).status).toBe(302);
  });

  it('pushes out only the flooding client’s own oldest sign-ins, never another client’s', async () => {
    const app = siteWith(1000, { perClient: 3, max: 1000 });
    const hers = await startFrom(app, '203.0.113.9');
    const flood: Response[] = [];
    for (let i = 0; i < 40; i++) flood.push(await startFrom(app, '198.51.100.1'));
    expect(flood.every((r) => r.status === 302)).toBe(true);

    expect((await finish(app, hers)).status).toBe(302);
    // The flooder's first attempt was pushed out by its own later ones; its latest still works.
    const first = await finish(app, flood[0]!);
    expect(first.status).toBe(400);
    expect(await first.text()).toContain('This sign-in has expired or was already used.');
    expect((await finish(app, flood.at(-1)!)).status).toBe(302);
    expect((await sessions())).toBe(2);
  });

  it('when the server holds its most sign-ins, new ones wait (503, Retry-After) and those under way complete', async () => {
    const app = siteWith(1000, { perClient: 2, max: 4 });
    const hers = await startFrom(app, '203.0.113.9');
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await startFrom(app, client)).status).toBe(302);
    const busy = await startFrom(app, '198.51.100.4');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('60');
    expect(await busy.text()).toContain('Sign-in is busy right now');
    expect((await finish(app, hers)).status).toBe(302);
    // Hers done, there is room again.
    expect((await startFrom(app, '198.51.100.4')).status).toBe(302);
  });
});

describe('a flood of GET /api/login from one IPv6 /64', () => {
  const inOneSlash64 = (i: number) => `2001:db8:1:2::${i.toString(16)}`;

  it('is one client to the rate limit, whichever of its addresses it uses', async () => {
    const app = siteWith(5);
    const statuses: number[] = [];
    for (let i = 1; i <= 60; i++) statuses.push((await startFrom(app, inOneSlash64(i))).status);
    expect(statuses.filter((s) => s === 302)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    // Another /64, and an IPv4 client, are others.
    expect((await startFrom(app, '2001:db8:1:3::1')).status).toBe(302);
    expect((await startFrom(app, '203.0.113.9')).status).toBe(302);
  });

  it('holds no more than one client’s sign-ins, and cannot fill the server so that another client is refused', async () => {
    const app = siteWith(10_000, { perClient: 3, max: 20 });
    // Over three times the whole room (20), each start from another address of the one /64.
    const flood: Response[] = [];
    for (let i = 1; i <= 0x40; i++) flood.push(await startFrom(app, inOneSlash64(i)));
    // Each one replaced the /64's own oldest: all started, only the last three are still held.
    expect(flood.every((r) => r.status === 302)).toBe(true);
    expect((await finish(app, flood[0]!)).status).toBe(400);
    expect((await finish(app, flood.at(-4)!)).status).toBe(400);

    const hers = await startFrom(app, '203.0.113.9');
    expect(hers.status).toBe(302);
    expect((await finish(app, hers)).status).toBe(302);
    expect((await finish(app, flood.at(-1)!)).status).toBe(302);
  });
});

describe('PendingSignIns (in the database)', () => {
  const v = (value: string) => ({ v: value });
  const got = async (held: PendingSignIns<{ v: string }>, id: string, now: number) => (await held.take(t.db, id, now))?.v;

  it('holds each sign-in once until it expires, and frees expired ones for new clients', async () => {
    const held = new PendingSignIns<{ v: string }>(2, 2);
    expect(await held.add(t.db, 'a', 'one', v('A'), 1000, 0)).toBe(true);
    expect(await held.add(t.db, 'b', 'two', v('B'), 1500, 500)).toBe(true);
    expect(await held.add(t.db, 'c', 'three', v('C'), 2000, 900)).toBe(false);
    expect(await got(held, 'b', 600)).toBe('B');
    expect(await got(held, 'b', 600)).toBeUndefined();
    // "a" expired at 1000: its room goes to a newcomer, and it can no longer be used.
    expect(await held.add(t.db, 'c', 'three', v('C'), 2100, 1100)).toBe(true);
    expect(await held.add(t.db, 'd', 'four', v('D'), 2100, 1100)).toBe(true);
    expect(await got(held, 'a', 1100)).toBeUndefined();
    expect(await held.size(t.db, 1100)).toBe(2);
    // No address is written down: the clients are keyed digests.
    expect(await sqlCount(t.db, "SELECT count(*) FROM pending_sign_ins WHERE client IN ('three', 'four')")).toBe(0);
  });

  it('lets a client over its own bound replace its own oldest', async () => {
    const own = new PendingSignIns<{ v: string }>(2, 100);
    for (const id of ['x1', 'x2', 'x3']) expect(await own.add(t.db, id, 'me', v(id), 10_000, 0)).toBe(true);
    expect([await got(own, 'x1', 1), await got(own, 'x2', 1), await got(own, 'x3', 1)]).toEqual([undefined, 'x2', 'x3']);
  });

  it('bounds one IPv6 /64 like one client, and one /48 to a share of the room that leaves the rest to others', async () => {
    // Room for 2,000: one /48 may hold 20 of them (1%), one client 5.
    const held = new PendingSignIns<{ v: string }>(5, 2000);
    for (let i = 1; i <= 0x40; i++) expect(await held.add(t.db, `a${i}`, `2001:db8:1:2::${i.toString(16)}`, v('flood'), 60_000, 0)).toBe(true);
    expect(await held.size(t.db, 0)).toBe(5);

    // Many /64s of one /48 hold at most its share: a new /64 there waits, one already holding replaces its own.
    let started = 0;
    for (let net = 0x100; net < 0x108; net++) {
      for (let i = 1; i <= 5; i++) if (await held.add(t.db, `b${net}-${i}`, `2001:db8:1:${net.toString(16)}::${i}`, v('flood'), 60_000, 0)) started++;
    }
    expect(await held.size(t.db, 0)).toBe(20);
    expect(started).toBe(15);
    expect(await held.add(t.db, 'late', '2001:db8:1:ffff::1', v('flood'), 60_000, 0)).toBe(false);
    expect(await held.add(t.db, 'again', '2001:db8:1:2::1', v('flood'), 60_000, 0)).toBe(true);
    expect(await held.size(t.db, 0)).toBe(20);

    // Clients elsewhere are not touched: another /48, an IPv4 client, an IPv4-mapped address (the same IPv4 client).
    expect(await held.add(t.db, 'other48', '2001:db8:2:2::1', v('hers'), 60_000, 0)).toBe(true);
    expect(await held.add(t.db, 'v4', '203.0.113.9', v('hers'), 60_000, 0)).toBe(true);
    expect(await held.add(t.db, 'v4again', '::ffff:203.0.113.9', v('hers'), 60_000, 0)).toBe(true);
    expect([await got(held, 'other48', 1), await got(held, 'v4', 1), await got(held, 'v4again', 1)]).toEqual(['hers', 'hers', 'hers']);

    // Once the /48's sign-ins are used or expire, it has room again.
    expect(await held.add(t.db, 'later', '2001:db8:1:ffff::1', v('hers'), 120_000, 60_000)).toBe(true);
    expect(await held.size(t.db, 60_000)).toBe(1);
  });

  it('keeps an IPv4 client’s bound as it was, however many share its address', async () => {
    const held = new PendingSignIns<{ v: string }>(20, 10_000);
    for (let i = 0; i < 20; i++) expect(await held.add(t.db, `n${i}`, '198.51.100.1', v('nat'), 60_000, 0)).toBe(true);
    for (let i = 0; i < 20; i++) expect(await held.add(t.db, `m${i}`, '198.51.100.2', v('nat'), 60_000, 0)).toBe(true);
    expect(await held.size(t.db, 0)).toBe(40);
    expect(await got(held, 'n0', 1)).toBe('nat');
  });
});
