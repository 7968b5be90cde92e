// GET /api/login cannot be used to lock others out: a client starting sign-in after sign-in is refused (429, a short
// page, Retry-After), the sign-ins it holds push out only its own, and when the server holds its most, new ones wait
// while those under way still complete. Clients are told apart by X-Forwarded-For, as behind our own proxy.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { PendingSignIns } from '../../api/auth/pending-sign-ins.ts';
import { OidcSignIn } from '../../api/auth/oidc.ts';
import { sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';
import { startOidcProvider, TEST_CLIENT, type TestProvider } from '../fixtures/oidc-provider.ts';

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
  const jar = new Map<string, string>();
  let url = start.headers.get('location')!;
  for (let hop = 0; hop < 10 && !url.startsWith(`${SITE}/api/callback`); hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    url = new URL(res.headers.get('location')!, url).href;
  }
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
    const flood: Response[] = [];
    for (let i = 1; i <= 0x500; i++) flood.push(await startFrom(app, inOneSlash64(i)));
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

describe('PendingSignIns', () => {
  it('holds each sign-in once until it expires, and frees expired ones for new clients', () => {
    const held = new PendingSignIns<string>(2, 2);
    expect(held.add('a', 'one', 'A', 1000, 0)).toBe(true);
    expect(held.add('b', 'two', 'B', 1500, 500)).toBe(true);
    expect(held.add('c', 'three', 'C', 2000, 900)).toBe(false);
    expect(held.take('b', 600)).toBe('B');
    expect(held.take('b', 600)).toBeUndefined();
    // "a" expired at 1000: its room goes to a newcomer, and it can no longer be used.
    expect(held.add('c', 'three', 'C', 2100, 1100)).toBe(true);
    expect(held.add('d', 'four', 'D', 2100, 1100)).toBe(true);
    expect(held.take('a', 1100)).toBeUndefined();
    expect(held.size).toBe(2);
    // A client over its own bound replaces its own oldest.
    const own = new PendingSignIns<string>(2, 100);
    own.add('x1', 'me', '1', 10_000, 0);
    own.add('x2', 'me', '2', 10_000, 0);
    own.add('x3', 'me', '3', 10_000, 0);
    expect([own.take('x1', 1), own.take('x2', 1), own.take('x3', 1)]).toEqual([undefined, '2', '3']);
  });

  it('bounds one IPv6 /64 like one client, and one /48 to a share of the room that leaves the rest to others', () => {
    const held = new PendingSignIns<string>(20, 10_000);
    for (let i = 1; i <= 0x500; i++) expect(held.add(`a${i}`, `2001:db8:1:2::${i.toString(16)}`, 'flood', 60_000, 0)).toBe(true);
    expect(held.size).toBe(20);

    // Many /64s of one /48 hold at most 1% of the room: a new /64 there waits, one already holding replaces its own.
    let started = 0;
    for (let net = 0x100; net < 0x200; net++) {
      for (let i = 1; i <= 20; i++) if (held.add(`b${net}-${i}`, `2001:db8:1:${net.toString(16)}::${i}`, 'flood', 60_000, 0)) started++;
    }
    expect(held.size).toBe(100);
    expect(started).toBe(80);
    expect(held.add('late', '2001:db8:1:ffff::1', 'flood', 60_000, 0)).toBe(false);
    expect(held.add('again', '2001:db8:1:2::1', 'flood', 60_000, 0)).toBe(true);
    expect(held.size).toBe(100);

    // Clients elsewhere are not touched: another /48, an IPv4 client, an IPv4-mapped address (the same IPv4 client).
    expect(held.add('other48', '2001:db8:2:2::1', 'hers', 60_000, 0)).toBe(true);
    expect(held.add('v4', '203.0.113.9', 'hers', 60_000, 0)).toBe(true);
    expect(held.add('v4again', '::ffff:203.0.113.9', 'hers', 60_000, 0)).toBe(true);
    expect([held.take('other48', 1), held.take('v4', 1), held.take('v4again', 1)]).toEqual(['hers', 'hers', 'hers']);

    // Once the /48's sign-ins are used or expire, it has room again.
    expect(held.add('later', '2001:db8:1:ffff::1', 'hers', 120_000, 60_000)).toBe(true);
    expect(held.size).toBe(1);
  });

  it('keeps an IPv4 client’s bound as it was, however many share its address', () => {
    const held = new PendingSignIns<string>(20, 10_000);
    for (let i = 0; i < 20; i++) expect(held.add(`n${i}`, '198.51.100.1', 'nat', 60_000, 0)).toBe(true);
    for (let i = 0; i < 20; i++) expect(held.add(`m${i}`, '198.51.100.2', 'nat', 60_000, 0)).toBe(true);
    expect(held.size).toBe(40);
    expect(held.take('n0', 1)).toBe('nat');
  });
});
