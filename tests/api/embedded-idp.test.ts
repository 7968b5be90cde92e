// The embedded sign-in provider, over real HTTP: the site and its own OpenID Connect provider in one server on
// loopback, as `npm start` runs them. Sign-up and sign-in with a real password; wrong passwords, unknown names,
// weak passwords, taken names, cross-site posts and too many attempts are each refused and make no session.
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createEmbeddedIdp, type EmbeddedIdp } from '../../api/auth/embedded-idp.ts';
import { OidcSignIn } from '../../api/auth/oidc.ts';
import { createLog } from '../../api/log.ts';
import { createNodeServer } from '../../api/http/not-modified-fast-path.ts';
import { DirectoryLists } from '../../api/routes/resources.ts';
import { CookieClient, formAction } from '../fixtures/browser-jar.ts';
import { sqlRow, sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
let server: Server;
let origin: string;
let idp: EmbeddedIdp | undefined;
/** The server's request log (JSON lines), on as with LOG_FORMAT=json. */
let logged: string[];

beforeEach(async () => {
  t = await tempDb();
  let oidc: OidcSignIn | undefined;
  const lists = new DirectoryLists(t.db);
  logged = [];
  const log = createLog('json', (l) => logged.push(l));
  const app = createApp({ db: t.db, lists, oidc: () => oidc, logRequests: true, log });
  server = createNodeServer(app.fetch, lists, { before: { handle: (req, res) => idp?.handle(req, res) ?? false }, log });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // As behind our own proxy: a test can say which client address a request comes from (X-Forwarded-For).
  idp = await createEmbeddedIdp({ db: t.db, origin, trustProxy: true, limits: { attemptsPerNameAndClient: 3, attemptsPerName: 100, attemptsPerClient: 50, signUpsPerClient: 5 } });
  oidc = new OidcSignIn({ issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, redirectUri: idp.redirectUri, userIssuer: idp.userIssuer });
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  idp = undefined;
  await t.close();
});

const sessions = async () => Number((await sqlCount(t.db, 'SELECT count(*) FROM sessions')));

/** Opens /api/login and lands on the provider's sign-in page. */
async function openSignIn(browser = new CookieClient(origin)) {
  const { res, url } = await browser.get('/api/login?returnTo=/dashboard');
  expect(res.status).toBe(200);
  expect(url).toContain('/idp/interaction/');
  return { browser, html: await res.text(), url };
}

async function signUp(username: string, password: string, givenName = '') {
  const { browser, url } = await openSignIn();
  const page = await browser.get(`${url}/signup`);
  const action = formAction(await page.res.text());
  const done = await browser.submit(action, { username, givenName, password, confirm: password });
  return { browser, ...done };
}

async function signIn(username: string, password: string) {
  const { browser, html } = await openSignIn();
  const done = await browser.submit(formAction(html), { username, password });
  return { browser, ...done };
}

describe('the embedded sign-in provider', () => {
  it('is a real OpenID Connect provider under /idp', async () => {
    const res = await fetch(`${origin}/idp/.well-known/openid-configuration`);
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta.issuer).toBe(`${origin}/idp`);
    expect(meta.authorization_endpoint).toBe(`${origin}/idp/auth`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('gives its pages a request id and a request line, without the sign-in’s id or query', async () => {
    const meta = await fetch(`${origin}/idp/.well-known/openid-configuration`);
    const metaId = meta.headers.get('x-request-id');
    expect(metaId).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    const { browser, url } = await openSignIn();
    const page = await browser.request(url);
    expect(page.status).toBe(200);
    const pageId = page.headers.get('x-request-id');
    expect(pageId).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    expect(pageId).not.toBe(metaId);
    const uid = new URL(url).pathname.split('/')[3] ?? '';
    expect(uid.length).toBeGreaterThan(8);

    await expect.poll(() => logged.some((l) => l.includes(pageId ?? 'none'))).toBe(true);
    const entries = logged.map((l) => JSON.parse(l) as { requestId: string; path: string; status: number; method: string });
    expect(entries.find((e) => e.requestId === metaId)).toMatchObject({ method: 'GET', path: '/idp/.well-known/openid-configuration', status: 200 });
    expect(entries.find((e) => e.requestId === pageId)).toMatchObject({ method: 'GET', path: '/idp/interaction/…', status: 200 });
    // The provider's own pages (its authorization endpoint) are logged too, and the app's: every answer, one line.
    expect(entries.some((e) => e.path === '/idp/auth' && e.status === 303)).toBe(true);
    expect(entries.some((e) => e.path === '/api/login')).toBe(true);
    expect(logged.join('\n')).not.toContain(uid);
    expect(logged.join('\n')).not.toMatch(/returnTo|code_challenge|state=/);
  });

  it('creates an account with a hashed password and signs her in, back to the dashboard', async () => {
    const { browser, res, url } = await signUp('Quiet.Garden', 'four unrelated words here', 'Rosa');
    expect(new URL(url).pathname).toBe('/dashboard');
    expect(res.status).toBe(404); // no web build in this test: the landing page itself is not served
    const me = await browser.request('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ firstName: 'Rosa', email: null });
    const account = (await sqlRow(t.db, 'SELECT username, password_hash FROM idp_accounts')) as { username: string; password_hash: string };
    expect(account.username).toBe('quiet.garden');
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    expect(account.password_hash).not.toContain('four unrelated');

    // Signing in again later, with the name typed differently, finds the same account and the same user.
    const again = await signIn('quiet.garden', 'four unrelated words here');
    expect((await again.browser.request('/api/auth/user')).status).toBe(200);
    expect((await sqlCount(t.db, 'SELECT count(*) FROM users'))).toBe(1);
  });

  it('refuses a wrong password and an unknown name with the same message, and makes no session', async () => {
    await signUp('quiet.garden', 'four unrelated words here');
    const before = (await sessions());
    const wrong = await signIn('quiet.garden', 'not the password at all');
    expect(wrong.res.status).toBe(401);
    const wrongText = await wrong.res.text();
    expect(wrongText).toContain('That account name and password do not match.');
    const unknown = await signIn('nobody.here', 'four unrelated words here');
    expect(unknown.res.status).toBe(401);
    expect(await unknown.res.text()).toContain('That account name and password do not match.');
    expect((await sessions())).toBe(before);
    expect((await wrong.browser.request('/api/auth/user')).status).toBe(401);
  });

  it('pauses a name from one client after repeated failures, even for the right password; others can still sign in', async () => {
    await signUp('quiet.garden', 'four unrelated words here');
    for (let i = 0; i < 3; i++) expect((await signIn('quiet.garden', `wrong guess number ${i}`)).res.status).toBe(401);
    const paused = await signIn('quiet.garden', 'four unrelated words here');
    expect(paused.res.status).toBe(429);
    expect(await paused.res.text()).toMatch(/Too many attempts\. .*wait \d+ minutes?/);
    expect((await paused.browser.request('/api/auth/user')).status).toBe(401);
    // Someone failing on purpose from one address does not keep her out from hers.
    const { browser, html } = await openSignIn();
    const elsewhere = await browser.submit(formAction(html), { username: 'quiet.garden', password: 'four unrelated words here' }, { origin, 'x-forwarded-for': '198.51.100.9' });
    expect(new URL(elsewhere.url).pathname).toBe('/dashboard');
    expect((await browser.request('/api/auth/user')).status).toBe(200);
  });

  it('still lets her right password in when others have spent her name’s attempts, and still refuses their guesses', async () => {
    await signUp('quiet.garden', 'four unrelated words here');
    const { browser: attacker, html } = await openSignIn();
    const action = formAction(html);
    const from = (client: string, password: string) => attacker.submit(action, { username: 'quiet.garden', password }, { origin, 'x-forwarded-for': client });
    // 34 addresses, 3 wrong passwords each (their own limit): past the 100 her name allows from anywhere.
    const statuses: number[] = [];
    for (let a = 1; a <= 34; a++) {
      const tries = await Promise.all([0, 1, 2].map((i) => from(`198.51.100.${a}`, `wrong guess ${a}-${i}`)));
      statuses.push(...tries.map((t) => t.res.status));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);

    // A guess from a new address is still refused, and each address gets only a few checks at her guarded name: past
    // them, even the right password from there waits.
    const guess = await from('192.0.2.50', 'another wrong guess');
    expect(guess.res.status).toBe(429);
    expect(await guess.res.text()).toMatch(/Too many attempts\. .*wait \d+ minutes?/);
    for (let i = 0; i < 2; i++) expect((await from('192.0.2.50', `yet another guess ${i}`)).res.status).toBe(429);
    expect((await from('192.0.2.50', 'four unrelated words here')).res.status).toBe(429);
    expect((await sessions())).toBe(1); // hers, from signing up

    // One IPv6 network (a /48: 65,536 clients of a /64 each) gets 10 checks at a guarded name, whichever of its /64s
    // they come from: past them, even the right password from there waits; from another network it does not.
    for (let n = 1; n <= 10; n++) expect((await from(`2001:db8:5:${n.toString(16)}::1`, `guess from a /64 ${n}`)).res.status).toBe(429);
    expect((await from('2001:db8:5:ff::1', 'four unrelated words here')).res.status).toBe(429);
    expect((await sessions())).toBe(1);

    // Her right password, from her own address, signs her in.
    const { browser, html: hers } = await openSignIn();
    const done = await browser.submit(formAction(hers), { username: 'quiet.garden', password: 'four unrelated words here' }, { origin, 'x-forwarded-for': '203.0.113.7' });
    expect(new URL(done.url).pathname).toBe('/dashboard');
    expect((await browser.request('/api/auth/user')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64: fresh addresses in it get no fresh attempts', async () => {
    await signUp('quiet.garden', 'four unrelated words here');
    const { browser, html } = await openSignIn();
    const action = formAction(html);
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await browser.submit(action, { username: 'quiet.garden', password: `wrong guess ${i}` }, { origin, 'x-forwarded-for': `2001:db8:1:2::${i.toString(16)}` });
      statuses.push(res.res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Another /64 of the same network is another client.
    const other = await browser.submit(action, { username: 'quiet.garden', password: 'four unrelated words here' }, { origin, 'x-forwarded-for': '2001:db8:1:3::1' });
    expect(new URL(other.url).pathname).toBe('/dashboard');
  });

  it('refuses weak passwords, mismatched confirmations and taken names, keeping what she typed', async () => {
    const short = await signUp('new.person', 'short');
    expect(short.res.status).toBe(400);
    const shortHtml = await short.res.text();
    expect(shortHtml).toContain('at least 12 characters');
    expect(shortHtml).toContain('value="new.person"');

    const { browser, url } = await openSignIn();
    const page = await browser.get(`${url}/signup`);
    const mismatch = await browser.submit(formAction(await page.res.text()), { username: 'new.person', password: 'four unrelated words here', confirm: 'four unrelated words there' });
    expect(mismatch.res.status).toBe(400);
    expect(await mismatch.res.text()).toContain('The two passwords are not the same.');

    await signUp('taken.name', 'four unrelated words here');
    const taken = await signUp('Taken.Name', 'another long passphrase');
    expect(taken.res.status).toBe(409);
    expect(await taken.res.text()).toContain('This account name is taken.');
    expect((await sqlCount(t.db, 'SELECT count(*) FROM idp_accounts'))).toBe(1);
  });

  it('refuses a sign-in form posted from another site, and accepts the browser’s own same-origin signal', async () => {
    await signUp('quiet.garden', 'four unrelated words here');
    const { browser, html } = await openSignIn();
    const fields = { username: 'quiet.garden', password: 'four unrelated words here' };
    expect((await browser.submit(formAction(html), fields, { origin: 'https://evil.example' })).res.status).toBe(403);
    expect((await browser.submit(formAction(html), fields, { origin: 'null' })).res.status).toBe(403);
    expect((await browser.request('/api/auth/user')).status).toBe(401);
    // A browser that sends no Origin still says where the post came from.
    const ok = await browser.submit(formAction(html), fields, { 'sec-fetch-site': 'same-origin' });
    expect(new URL(ok.url).pathname).toBe('/dashboard');
    expect((await browser.request('/api/auth/user')).status).toBe(200);
  });

  it('asks browsers for a same-origin referrer policy on its forms, so their posts carry the Origin', async () => {
    const { browser, url } = await openSignIn();
    const page = await browser.request(url);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(await page.text()).toContain('<meta name="referrer" content="same-origin">');
  });

  it('counts attempts sent all at once: a burst of guesses cannot get past the limit', async () => {
    await signUp('quiet.garden', 'four unrelated words here');
    const { browser, html } = await openSignIn();
    const action = formAction(html);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => browser.submit(action, { username: 'quiet.garden', password: `parallel guess ${i}` })));
    const statuses = burst.map((b) => b.res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    expect((await browser.submit(action, { username: 'quiet.garden', password: 'four unrelated words here' })).res.status).toBe(429);
  });

  it('lets her cancel (a form, so another site cannot cancel for her), back to the site with no session', async () => {
    const { browser, url, html } = await openSignIn();
    expect((await browser.get(`${url}/abort`)).res.status).toBe(405);
    const cancelled = await browser.submit(formAction(html, '/abort'), {});
    expect(cancelled.res.status).toBe(400);
    expect(await cancelled.res.text()).toContain('Sign-in could not be completed.');
    expect((await sessions())).toBe(0);
  });

  it('accepts each authorization code once at its token endpoint', async () => {
    await signUp('quiet.garden', 'four unrelated words here');
    // A client of its own here (the site's secret and redirect), with a verifier this test knows.
    const verifier = 'a-test-pkce-verifier-that-is-long-enough-0123456789';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const browser = new CookieClient(origin);
    const auth = new URL(`${origin}/idp/auth`);
    for (const [k, v] of Object.entries({ client_id: idp!.clientId, redirect_uri: idp!.redirectUri, response_type: 'code', scope: 'openid', state: 'test-state', nonce: 'test-nonce', code_challenge: challenge, code_challenge_method: 'S256' })) {
      auth.searchParams.set(k, v);
    }
    const page = await browser.get(auth.href);
    let res = await browser.request(formAction(await page.res.text()), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ username: 'quiet.garden', password: 'four unrelated words here' }).toString(),
    });
    let at = '';
    while (res.headers.get('location') && !res.headers.get('location')!.includes('/api/callback')) {
      at = new URL(res.headers.get('location')!, origin).href;
      res = await browser.request(at);
    }
    const code = new URL(res.headers.get('location')!).searchParams.get('code');
    expect(code).toBeTruthy();
    const redeem = () =>
      fetch(`${origin}/idp/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: code!, redirect_uri: idp!.redirectUri, client_id: idp!.clientId, client_secret: idp!.clientSecret, code_verifier: verifier }).toString(),
      });
    const first = await redeem();
    expect(first.status).toBe(200);
    expect(await first.json()).toHaveProperty('id_token');
    const second = await redeem();
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
