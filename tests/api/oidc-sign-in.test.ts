// Sign-in through OpenID Connect against a real provider (oidc-provider) on loopback: code + PKCE + state + nonce.
// A good sign-in makes a session; a tampered state, a reused answer and a wrong nonce each fail and make none.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { OidcSignIn, safeReturnTo } from '../../api/auth/oidc.ts';
import { sqlRow, sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';
import { startOidcProvider, TEST_CLIENT, throughProvider, type TestProvider } from '../fixtures/oidc-provider.ts';

const SITE = 'http://localhost';
let idp: TestProvider;
let t: TempDb;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  idp = await startOidcProvider(`${SITE}/api/callback`);
});
afterAll(() => idp.close());
beforeEach(async () => {
  t = await tempDb();
  const oidc = new OidcSignIn({ issuer: idp.issuer, clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret, redirectUri: `${SITE}/api/callback` });
  app = createApp({ db: t.db, publicOrigin: SITE, oidc });
  idp.signInAs('ana');
});
afterEach(() => t.close());

const sessions = async () => Number((await sqlCount(t.db, 'SELECT count(*) FROM sessions')));
const cookieValue = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1);

/** GET /api/login, then through the provider (following its redirects with its own cookies) back to our callback URL. */
async function toCallback(returnTo = '/dashboard', tamperAuthorizeUrl?: (u: URL) => void) {
  const start = await app.request(`${SITE}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const loginId = cookieValue(start, 'oidc_login');
  expect(loginId).toBeTruthy();
  const authorize = new URL(start.headers.get('location') ?? '');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  // The provider always asks who is there (a shared phone may still be signed in there as someone else).
  expect(authorize.searchParams.get('prompt')).toBe('login');
  tamperAuthorizeUrl?.(authorize);
  const url = await throughProvider(authorize.href, `${SITE}/api/callback`);
  return { callback: new URL(url), loginId: loginId! };
}

const callback = (url: URL, loginId: string) => app.request(url.href, { headers: { Cookie: `oidc_login=${loginId}` } });

describe('OpenID Connect sign-in', () => {
  it('signs her in: a session, her details from the provider, and back to where she was going', async () => {
    const { callback: url, loginId } = await toCallback('/dashboard?tab=reminders');
    const res = await callback(url, loginId);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard?tab=reminders');
    const token = cookieValue(res, 'session');
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const me = await app.request(`${SITE}/api/auth/user`, { headers: { Cookie: `session=${token}` } });
    expect(await me.json()).toMatchObject({ email: 'ana@example.org', firstName: 'Ana', lastName: 'Tester' });
    const user = (await sqlRow(t.db, 'SELECT issuer, subject FROM users')) as { issuer: string; subject: string };
    expect(user).toEqual({ issuer: idp.issuer, subject: 'ana' });

    // The same person again: the same user, a new session.
    const again = await toCallback();
    await callback(again.callback, again.loginId);
    expect((await sqlCount(t.db, 'SELECT count(*) FROM users'))).toBe(1);
    expect((await sessions())).toBe(2);
  });

  it('refuses a tampered state, and makes no session', async () => {
    const { callback: url, loginId } = await toCallback();
    url.searchParams.set('state', 'tampered-state-value');
    const res = await callback(url, loginId);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Sign-in could not be completed.');
    expect((await sessions())).toBe(0);
  });

  it('refuses an answer used twice', async () => {
    const { callback: url, loginId } = await toCallback();
    expect((await callback(url, loginId)).status).toBe(302);
    const replay = await callback(url, loginId);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('This sign-in has expired or was already used.');
    // Even with a fresh attempt's cookie, the old code does not sign anyone in.
    const fresh = await app.request(`${SITE}/api/login`);
    const otherId = cookieValue(fresh, 'oidc_login')!;
    expect((await callback(url, otherId)).status).toBe(400);
    expect((await sessions())).toBe(1);
  });

  it('refuses an id token whose nonce is not the one this browser asked for', async () => {
    const { callback: url, loginId } = await toCallback('/dashboard', (u) => u.searchParams.set('nonce', 'a-nonce-this-browser-never-made'));
    const res = await callback(url, loginId);
    expect(res.status).toBe(400);
    expect((await sessions())).toBe(0);
  });

  it('refuses a callback without this browser’s sign-in cookie', async () => {
    const { callback: url } = await toCallback();
    expect((await app.request(url.href)).status).toBe(400);
    expect((await sessions())).toBe(0);
  });

  it('sends her back only to a path on this site', () => {
    expect(safeReturnTo('/resources?q=dv')).toBe('/resources?q=dv');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', `/${'a'.repeat(600)}`, undefined]) expect(safeReturnTo(bad)).toBe('/dashboard');
  });
});
