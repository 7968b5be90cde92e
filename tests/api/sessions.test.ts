// Sessions (Lucia's design): a 160-bit token only in the cookie, its SHA-256 in the database, idle and absolute
// expiry on a fake clock, GET /api/auth/user, and POST /api/logout refusing the old cookie afterwards.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, endUserSessions, generateSessionToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionEndReason, sessionIdOf, validateSessionToken } from '../../api/auth/sessions.ts';
import { users } from '../../api/db/tables.ts';
import { sqlColumn, sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
  await t.db.insert(users).values({ id: 'u1', email: 'ana@example.org', firstName: 'Ana', lastName: 'Diaz', issuer: 'https://id.example.org', subject: 'sub-1' });
});
afterEach(() => t.close());

const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 1) + ms);

describe('session tokens', () => {
  it('are 160 random bits, and only their SHA-256 is stored', async () => {
    const token = generateSessionToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(generateSessionToken()).not.toBe(token);
    await createSession(t.db, token, 'u1', at(0));
    const stored = (await sqlColumn(t.db, 'SELECT id FROM sessions')) as string[];
    expect(stored).toEqual([sessionIdOf(token)]);
    expect(stored[0]).not.toContain(token);
  });

  it('end after the idle time without use, and slide while used', async () => {
    const token = generateSessionToken();
    await createSession(t.db, token, 'u1', at(0));
    expect((await validateSessionToken(t.db, token, at(SESSION_IDLE_MS - 1000)))?.user.email).toBe('ana@example.org');
    // That use pushed the idle deadline back: still valid a full idle period after the start.
    expect(await validateSessionToken(t.db, token, at(SESSION_IDLE_MS + DAY))).toBeDefined();
    const idle = generateSessionToken();
    await createSession(t.db, idle, 'u1', at(0));
    expect(await validateSessionToken(t.db, idle, at(SESSION_IDLE_MS))).toBeUndefined();
    // An ended session is removed, not only refused.
    expect((await sqlCount(t.db, 'SELECT count(*) FROM sessions WHERE id = ?', sessionIdOf(idle)))).toBe(0);
  });

  it('end at the absolute limit however much they are used', async () => {
    const token = generateSessionToken();
    await createSession(t.db, token, 'u1', at(0));
    for (let d = 1; d * DAY < SESSION_ABSOLUTE_MS; d += 5) expect(await validateSessionToken(t.db, token, at(d * DAY))).toBeDefined();
    expect(await validateSessionToken(t.db, token, at(SESSION_ABSOLUTE_MS))).toBeUndefined();
  });

  it('refuse anything that is not a token', async () => {
    expect(await validateSessionToken(t.db, 'not a token')).toBeUndefined();
    expect(await validateSessionToken(t.db, sessionIdOf('x'))).toBeUndefined();
  });
});

describe('GET /api/auth/user and POST /api/logout', () => {
  const ORIGIN = 'http://localhost';
  it('answers 401 signed out, the user signed in, and refuses the old cookie after logout', async () => {
    const app = createApp({ db: t.db });
    expect((await app.request(`${ORIGIN}/api/auth/user`)).status).toBe(401);
    const token = generateSessionToken();
    await createSession(t.db, token, 'u1');
    const cookie = `session=${token}`;
    const me = await app.request(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    const body = (await me.json()) as Record<string, unknown>;
    expect(body).toEqual({ id: 'u1', email: 'ana@example.org', firstName: 'Ana', lastName: 'Diaz', profileImageUrl: null, sessionExpiresAt: expect.any(String) });
    // When the session ends unless used again: a week on (the device shows her copy offline only until then).
    expect(Date.parse(String(body.sessionExpiresAt)) - Date.now()).toBeGreaterThan(SESSION_IDLE_MS - 60_000);
    expect(me.headers.get('set-cookie')).toMatch(/^session=[a-z2-7]{32}; .*HttpOnly; SameSite=Lax/);

    // From another site: refused, and the session stays.
    const forged = await app.request(`${ORIGIN}/api/logout`, { method: 'POST', headers: { Cookie: cookie, Origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect((await app.request(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(200);

    const out = await app.request(`${ORIGIN}/api/logout`, { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN } });
    expect(out.status).toBe(200);
    expect(out.headers.get('clear-site-data')).toBe('"cache", "cookies"');
    expect((await sqlCount(t.db, 'SELECT count(*) FROM sessions'))).toBe(0);
    expect((await app.request(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('on https, a plain "session" cookie (which a sibling domain could plant) does not sign anyone in', async () => {
    const app = createApp({ db: t.db, publicOrigin: 'https://help.example.org' });
    const token = generateSessionToken();
    await createSession(t.db, token, 'u1');
    expect((await app.request('https://help.example.org/api/auth/user', { headers: { Cookie: `session=${token}` } })).status).toBe(401);
  });

  it('on https, names the cookie __Host-session and marks it Secure', async () => {
    const app = createApp({ db: t.db, publicOrigin: 'https://help.example.org' });
    const token = generateSessionToken();
    await createSession(t.db, token, 'u1');
    const me = await app.request('https://help.example.org/api/auth/user', { headers: { Cookie: `__Host-session=${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('set-cookie')).toMatch(/^__Host-session=[a-z2-7]{32}; Path=\/; .*HttpOnly; Secure; SameSite=Lax/);
  });
});

describe('GET /api/login without any sign-in provider (EMBEDDED_SIGN_IN=false and no OIDC_ISSUER)', () => {
  it('says plainly that sign-in is not set up, and that the rest of the site works', async () => {
    const res = await createApp({ db: t.db }).request('http://localhost/api/login');
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('Signing in is not set up on this site yet.');
    expect(html).toContain('Quick exit');
  });
});

describe('sessions ended on purpose', () => {
  it('are told apart from sessions that simply ran out, and only until they would have ended anyway', async () => {
    const ended = generateSessionToken();
    const idle = generateSessionToken();
    await createSession(t.db, ended, 'u1', at(0));
    await createSession(t.db, idle, 'u1', at(0));
    // The idle one ran out before "everywhere": it has no reason, and nothing of it is kept.
    expect(await validateSessionToken(t.db, idle, at(SESSION_IDLE_MS))).toBeUndefined();
    await endUserSessions(t.db, 'u1', 'signed-out-everywhere', at(DAY));
    expect(await validateSessionToken(t.db, ended, at(DAY))).toBeUndefined();
    expect(await sessionEndReason(t.db, ended, at(DAY))).toBe('signed-out-everywhere');
    expect(await sessionEndReason(t.db, idle, at(DAY))).toBeUndefined();
    // Kept no longer than the session could have lived.
    expect(await sessionEndReason(t.db, ended, at(SESSION_ABSOLUTE_MS))).toBeUndefined();
  });
});
