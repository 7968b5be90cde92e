// The embedded sign-in provider, over real HTTP: the site and its own OpenID Connect provider in one server on
// loopback, as `npm start` runs them. Sign-up and sign-in with a real password; wrong passwords, unknown names,
// weak passwords, taken names, cross-site posts and too many attempts are each refused and make no session.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createEmbeddedIdp, type EmbeddedIdp } from '../../api/auth/embedded-idp.ts';
import { OidcSignIn } from '../../api/auth/oidc.ts';
import { createNodeServer } from '../../api/http/not-modified-fast-path.ts';
import { DirectoryLists } from '../../api/routes/resources.ts';
import { CookieClient, formAction } from '../fixtures/browser-jar.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
let server: Server;
let origin: string;
let idp: EmbeddedIdp | undefined;

beforeEach(async () => {
  t = tempDb();
  let oidc: OidcSignIn | undefined;
  const lists = new DirectoryLists(t.db);
  const app = createApp({ db: t.db, lists, oidc: () => oidc });
  server = createNodeServer(app.fetch, lists, { handle: (req, res) => idp?.handle(req, res) ?? false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  idp = createEmbeddedIdp({ db: t.db, origin, limits: { failuresPerName: 3, failuresPerClient: 50, signUpsPerClient: 5 } });
  oidc = new OidcSignIn({ issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, redirectUri: idp.redirectUri });
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  idp = undefined;
  t.close();
});

const sessions = () => Number(t.db.$client.prepare('SELECT count(*) FROM sessions').pluck().get());

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

  it('creates an account with a hashed password and signs her in, back to the dashboard', async () => {
    const { browser, res, url } = await signUp('Quiet.Garden', 'four unrelated words here', 'Rosa');
    expect(new URL(url).pathname).toBe('/dashboard');
    expect(res.status).toBe(404); // no web build in this test: the landing page itself is not served
    const me = await browser.request('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ firstName: 'Rosa', email: null });
    const account = t.db.$client.prepare('SELECT username, password_hash FROM idp_accounts').get() as { username: string; password_hash: string };
    expect(account.username).toBe('quiet.garden');
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    expect(account.password_hash).not.toContain('four unrelated');

    // Signing in again later, with the name typed differently, finds the same account and the same user.
    const again = await signIn('quiet.garden', 'four unrelated words here');
    expect((await again.browser.request('/api/auth/user')).status).toBe(200);
    expect(t.db.$client.prepare('SELECT count(*) FROM users').pluck().get()).toBe(1);
  });

  it('refuses a wrong password and an unknown name with the same message, and makes no session', async () => {
    await signUp('quiet.garden', 'four unrelated words here');
    const before = sessions();
    const wrong = await signIn('quiet.garden', 'not the password at all');
    expect(wrong.res.status).toBe(401);
    const wrongText = await wrong.res.text();
    expect(wrongText).toContain('That account name and password do not match.');
    const unknown = await signIn('nobody.here', 'four unrelated words here');
    expect(unknown.res.status).toBe(401);
    expect(await unknown.res.text()).toContain('That account name and password do not match.');
    expect(sessions()).toBe(before);
    expect((await wrong.browser.request('/api/auth/user')).status).toBe(401);
  });

  it('pauses a name after repeated failures, even for the right password', async () => {
    await signUp('quiet.garden', 'four unrelated words here');
    for (let i = 0; i < 3; i++) expect((await signIn('quiet.garden', `wrong guess number ${i}`)).res.status).toBe(401);
    const paused = await signIn('quiet.garden', 'four unrelated words here');
    expect(paused.res.status).toBe(429);
    expect(await paused.res.text()).toMatch(/Too many attempts\. .*wait \d+ minutes?/);
    expect((await paused.browser.request('/api/auth/user')).status).toBe(401);
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
    expect(t.db.$client.prepare('SELECT count(*) FROM idp_accounts').pluck().get()).toBe(1);
  });

  it('refuses a sign-in form posted from another site', async () => {
    await signUp('quiet.garden', 'four unrelated words here');
    const { browser, html } = await openSignIn();
    const res = await browser.submit(formAction(html), { username: 'quiet.garden', password: 'four unrelated words here' }, 'https://evil.example');
    expect(res.res.status).toBe(403);
    expect((await browser.request('/api/auth/user')).status).toBe(401);
  });

  it('lets her cancel, back to the site with no session', async () => {
    const { browser, url } = await openSignIn();
    const cancelled = await browser.get(`${url}/abort`);
    expect(cancelled.res.status).toBe(400);
    expect(await cancelled.res.text()).toContain('Sign-in could not be completed.');
    expect(sessions()).toBe(0);
  });
});
