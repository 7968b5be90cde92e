// Her account through the API: sign out everywhere (every session of the account ends, others' stay), delete my account
// (everything kept about her goes in one transaction; the audit row names no one; her sign-in no longer works or finds
// an empty account), and sign-out ending the embedded provider's own session too.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { OidcSignIn } from '../../api/auth/oidc.ts';
import { createSession, generateSessionToken } from '../../api/auth/sessions.ts';
import { onPostgres } from '../../api/db/client.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { adminUsers, users } from '../../api/db/tables.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import { ACCOUNT_DELETE_CONFIRM_MESSAGE, ACCOUNT_DELETED_MESSAGE, SIGNED_OUT_EVERYWHERE_MESSAGE } from '../../shared/schemas/account.ts';
import { inFileBytes, sqlColumn, sqlRows, sqlValue, tempDb, type TempDb } from '../fixtures/db.ts';
import { startEmbeddedSite, type EmbeddedSite } from '../fixtures/embedded-site.ts';
import { makeResource } from '../fixtures/factories.ts';
import { startOidcProvider, TEST_CLIENT, throughProvider, type TestProvider } from '../fixtures/oidc-provider.ts';

const ORIGIN = 'http://localhost';
let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
  await applySeed(t.db, [makeResource({ id: 'shelter-one', title: 'Shelter One' })]);
});
afterEach(() => t.close());

const count = async (sql: string, ...params: unknown[]) => Number((await sqlValue(t.db, sql, ...params)));

/** Which of `traces` can still be read there. */
const fileBytesHold = (dbPath: string, traces: string[]) => traces.filter((trace) => inFileBytes(dbPath, trace) > 0);

/** Every table of the database, as text: its name and its rows (not SQLite's FTS5 index, whose shadow tables are binary). */
async function everyTable(except: string[] = []): Promise<{ table: string; rows: string }[]> {
  const names = (await sqlColumn(
    t.db,
    onPostgres
      ? "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%'",
  )) as string[];
  const tables = [];
  for (const table of names.filter((name) => !except.includes(name))) tables.push({ table, rows: JSON.stringify(await sqlRows(t.db, `SELECT * FROM "${table}"`)) });
  return tables;
}

function call(app: ReturnType<typeof createApp>, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.request(`${ORIGIN}${path}`, {
    method,
    headers: { Origin: ORIGIN, ...(token ? { Cookie: `session=${token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
}

/** Two people; Ana signed in on two devices. */
async function twoPeople() {
  for (const [id, email, first] of [['u-ana', 'ana@example.org', 'Ana'], ['u-bea', 'bea@example.org', 'Bea']] as const) {
    await t.db.insert(users).values({ id, email, firstName: first, lastName: 'Diaz', issuer: 'https://id.example.org', subject: id });
  }
  const tokens = { anaPhone: generateSessionToken(), anaLaptop: generateSessionToken(), bea: generateSessionToken() };
  await createSession(t.db, tokens.anaPhone, 'u-ana');
  await createSession(t.db, tokens.anaLaptop, 'u-ana');
  await createSession(t.db, tokens.bea, 'u-bea');
  return tokens;
}

function expectSignedOutAnswer(res: Response) {
  expect(res.headers.get('clear-site-data')).toBe('"cache", "cookies"');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.getSetCookie().some((c) => /^session=;.*Max-Age=0/i.test(c))).toBe(true);
}

describe('POST /api/logout/everywhere', () => {
  it('ends every session of her account and none of anyone else’s', async () => {
    const app = createApp({ db: t.db });
    const tokens = await twoPeople();
    const res = await call(app, 'POST', '/api/logout/everywhere', tokens.anaPhone);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SIGNED_OUT_EVERYWHERE_MESSAGE });
    expectSignedOutAnswer(res);
    // Her other device is signed out too, and told why (it removes its copy of her list); Bea is not.
    const laptop = await call(app, 'GET', '/api/user/saved-resources', tokens.anaLaptop);
    expect(laptop.status).toBe(401);
    expect(await laptop.json()).toMatchObject({ reason: 'signed-out-everywhere' });
    expect(await (await call(app, 'GET', '/api/auth/user', tokens.anaLaptop)).json()).toMatchObject({ reason: 'signed-out-everywhere' });
    expect((await call(app, 'GET', '/api/auth/user', tokens.bea)).status).toBe(200);
    expect((await count("SELECT count(*) FROM sessions WHERE user_id = 'u-ana'"))).toBe(0);
  });

  it('answers 401 signed out and 403 from another site (ending nothing)', async () => {
    const app = createApp({ db: t.db });
    const tokens = await twoPeople();
    const out = await call(app, 'POST', '/api/logout/everywhere');
    expect(out.status).toBe(401);
    expect(out.headers.get('cache-control')).toBe('no-store');
    expect((await call(app, 'POST', '/api/logout/everywhere', tokens.anaPhone, undefined, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(app, 'POST', '/api/logout/everywhere', tokens.anaPhone, undefined, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await count('SELECT count(*) FROM sessions'))).toBe(3);
  });
});

describe('POST /api/user/account/delete', () => {
  /** Ana's saved resource, reminder (sent with an Idempotency-Key, as the outbox does), preferences, and an admin role. */
  async function anaWithData(app: ReturnType<typeof createApp>, token: string) {
    expect((await call(app, 'POST', '/api/user/saved-resources', token, { resourceId: 'shelter-one' })).status).toBe(201);
    expect((await call(app, 'POST', '/api/user/reminders', token, { title: 'Court date', description: 'Bring the papers', type: 'appointment', dueDate: '2026-12-01T09:00:00Z' }, { 'Idempotency-Key': 'reminder-key-0123456789' })).status).toBe(201);
    expect((await call(app, 'PUT', '/api/user/preferences', token, { needs: ['rights-advocacy'], location: { label: 'Columbus, OH', state: 'OH' }, household: 'with-children', languages: ['Spanish'] })).status).toBe(200);
    await t.db.insert(adminUsers).values({ id: 'a-ana', userId: 'u-ana', label: 'ana.staff', role: 'editor' });
  }

  it('refuses without the confirmation, signed out, and from another site, deleting nothing', async () => {
    const app = createApp({ db: t.db });
    const tokens = await twoPeople();
    for (const body of [undefined, {}, { confirm: 'yes' }, { confirm: 'DELETE ' }, 'not json']) {
      const res = await call(app, 'POST', '/api/user/account/delete', tokens.anaPhone, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(serverMessage('en', ACCOUNT_DELETE_CONFIRM_MESSAGE));
    }
    expect((await call(app, 'POST', '/api/user/account/delete', undefined, { confirm: 'delete' })).status).toBe(401);
    expect((await call(app, 'POST', '/api/user/account/delete', tokens.anaPhone, { confirm: 'delete' }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(app, 'DELETE', '/api/user/account', tokens.anaPhone, { confirm: 'delete' })).status).toBe(404);
    expect((await count("SELECT count(*) FROM users WHERE id = 'u-ana'"))).toBe(1);
  });

  it('removes her items, reminders, preferences, sessions, stored answers, admin role and user row at once; the audit row names no one', async () => {
    const app = createApp({ db: t.db });
    const tokens = await twoPeople();
    await anaWithData(app, tokens.anaPhone);
    // Bea's things stay.
    expect((await call(app, 'POST', '/api/user/saved-resources', tokens.bea, { resourceId: 'shelter-one' })).status).toBe(201);

    const res = await call(app, 'POST', '/api/user/account/delete', tokens.anaPhone, { confirm: 'delete' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ACCOUNT_DELETED_MESSAGE });
    expectSignedOutAnswer(res);

    for (const table of ['user_saved_resources', 'user_reminders', 'user_preferences', 'sessions']) {
      expect((await count(`SELECT count(*) FROM ${table} WHERE user_id = 'u-ana'`)), table).toBe(0);
    }
    expect((await count("SELECT count(*) FROM users WHERE id = 'u-ana'"))).toBe(0);
    expect((await count("SELECT count(*) FROM admin_users WHERE user_id = 'u-ana'"))).toBe(0);
    expect((await count("SELECT count(*) FROM idempotency_keys WHERE scope LIKE '%u-ana%' OR response LIKE '%Court date%'"))).toBe(0);
    // Nothing of hers is left anywhere in the database's tables.
    const everything = await everyTable(['audit_log']);
    expect(everything.length).toBeGreaterThan(20);
    for (const { table, rows } of everything) {
      for (const trace of ['u-ana', 'ana@example.org', 'Court date', 'Columbus']) expect(rows, `${table} holds ${trace}`).not.toContain(trace);
    }
    // Nor in the file's bytes (the database and its write-ahead log), which every later backup copies. SQLite's file
    // only: PostgreSQL's deleted rows go when VACUUM reuses their space, nothing the application can force.
    if (!onPostgres) expect(fileBytesHold(t.path, ['Court date', 'Bring the papers', 'ana@example.org', 'Columbus, OH'])).toEqual([]);
    expect((await count("SELECT count(*) FROM user_saved_resources WHERE user_id = 'u-bea'"))).toBe(1);
    expect((await call(app, 'GET', '/api/auth/user', tokens.bea)).status).toBe(200);
    // Her other device is signed out, and told the account is gone (the remembered session is a bare hash and reason).
    const laptop = await call(app, 'GET', '/api/auth/user', tokens.anaLaptop);
    expect(laptop.status).toBe(401);
    expect(await laptop.json()).toEqual({ message: 'You are not signed in.', reason: 'account-deleted' });
    expect((await sqlRows(t.db, 'SELECT * FROM ended_sessions'))).toEqual(
      expect.arrayContaining([expect.objectContaining({ reason: 'account-deleted' })]),
    );
    expect(JSON.stringify((await sqlRows(t.db, 'SELECT * FROM ended_sessions')))).not.toContain('u-ana');

    const audit = (await sqlRows(t.db, 'SELECT actor_id, actor_label, action, entity_id, before, after FROM audit_log ORDER BY at')) as Record<string, string | null>[];
    const deleted = audit.find((a) => a.action === 'account.delete');
    expect(deleted).toEqual({ actor_id: 'account-holder', actor_label: 'The account holder', action: 'account.delete', entity_id: '-', before: null, after: null });
    for (const trace of ['u-ana', 'ana@example.org', 'Ana', 'Diaz']) expect(JSON.stringify(deleted)).not.toContain(trace);
    // Her staff role went with it, attributed as every staff change is (her staff label and role, nothing of her account).
    const role = audit.find((a) => a.action === 'admin-user.remove');
    expect(role).toMatchObject({ actor_id: 'a-ana', actor_label: 'ana.staff', entity_id: 'a-ana' });
    for (const trace of ['u-ana', 'ana@example.org', 'Court date']) expect(JSON.stringify(role)).not.toContain(trace);
  });
});

describe('with an outside provider', () => {
  const SITE = 'http://localhost';
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startOidcProvider(`${SITE}/api/callback`);
  });
  afterAll(() => provider.close());

  async function signIn(app: ReturnType<typeof createApp>): Promise<string> {
    const start = await app.request(`${SITE}/api/login`);
    const loginId = start.headers.getSetCookie().find((c) => c.startsWith('oidc_login='))!.split(';')[0]!.slice('oidc_login='.length);
    const url = await throughProvider(start.headers.get('location')!, `${SITE}/api/callback`);
    const done = await app.request(url, { headers: { Cookie: `oidc_login=${loginId}` } });
    return done.headers.getSetCookie().find((c) => c.startsWith('session='))!.split(';')[0]!.slice('session='.length);
  }

  it('signing in again after deleting gives a new, empty account', async () => {
    const oidc = new OidcSignIn({ issuer: provider.issuer, clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret, redirectUri: `${SITE}/api/callback` });
    const app = createApp({ db: t.db, publicOrigin: SITE, oidc });
    provider.signInAs('ana');
    const first = await signIn(app);
    const before = ((await (await call(app, 'GET', '/api/auth/user', first)).json()) as { id: string }).id;
    await call(app, 'POST', '/api/user/saved-resources', first, { resourceId: 'shelter-one' });
    expect((await call(app, 'POST', '/api/user/account/delete', first, { confirm: 'delete' })).status).toBe(200);

    const again = await signIn(app);
    const me = (await (await call(app, 'GET', '/api/auth/user', again)).json()) as { id: string };
    expect(me.id).not.toBe(before);
    expect(await (await call(app, 'GET', '/api/user/saved-resources', again)).json()).toEqual([]);
  });
});

describe('with the embedded sign-in provider', () => {
  let site: EmbeddedSite;
  beforeEach(async () => {
    site = await startEmbeddedSite(t.db);
  });
  afterEach(() => site.close());

  const PASSWORD = 'four unrelated words here';
  const providerSessions = async () => (await count("SELECT count(*) FROM idp_store WHERE model = 'Session'"));
  const post = (browser: ReturnType<EmbeddedSite['browser']>, path: string, body?: unknown) =>
    browser.request(path, { method: 'POST', headers: { origin: site.origin, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });

  it('sign-out ends the provider’s own session in this browser too (its cookie is Path=/, so it reaches /api/logout)', async () => {
    const { browser } = await site.signUp('quiet.garden', PASSWORD);
    const other = (await site.signIn('quiet.garden', PASSWORD)).browser;
    const idpCookie = browser.setCookies.find((c) => c.startsWith('_session='));
    expect(idpCookie).toMatch(/;\s*path=\/(;|$)/i);
    const sessionId = browser.jar.get('_session')!;
    expect((await count("SELECT count(*) FROM idp_store WHERE model = 'Session' AND id = ?", sessionId))).toBe(1);
    expect(await providerSessions()).toBe(2);

    const out = await post(browser, '/api/logout');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => /^_session=;.*Path=\//i.test(c))).toBe(true);
    expect((await count("SELECT count(*) FROM idp_store WHERE model = 'Session' AND id = ?", sessionId))).toBe(0);
    expect((await browser.request('/api/auth/user')).status).toBe(401);
    // Only this browser: her other device is still signed in, to the site and to the provider.
    expect((await other.request('/api/auth/user')).status).toBe(200);
    expect(await providerSessions()).toBe(1);
  });

  it('sign-out everywhere ends the provider’s sessions and grants of the account as well', async () => {
    const { browser } = await site.signUp('quiet.garden', PASSWORD);
    const other = (await site.signIn('quiet.garden', PASSWORD)).browser;
    const someoneElse = (await site.signUp('other.person', PASSWORD)).browser;
    expect(await providerSessions()).toBe(3);
    const res = await post(browser, '/api/logout/everywhere');
    expect(res.status).toBe(200);
    expect((await other.request('/api/auth/user')).status).toBe(401);
    expect((await someoneElse.request('/api/auth/user')).status).toBe(200);
    const account = (await sqlValue(t.db, "SELECT id FROM idp_accounts WHERE username = 'quiet.garden'")) as string;
    const accountId = onPostgres ? "payload->>'accountId'" : "json_extract(payload, '$.accountId')";
    expect((await count(`SELECT count(*) FROM idp_store WHERE ${accountId} = ?`, account))).toBe(0);
    expect(await providerSessions()).toBe(1);
    // The account itself stays: she can sign in again.
    expect(new URL((await site.signIn('quiet.garden', PASSWORD)).url).pathname).toBe('/dashboard');
  });

  it('deleting the account removes her sign-in account and the provider’s records of it: signing in again fails', async () => {
    const { browser } = await site.signUp('quiet.garden', PASSWORD);
    await site.signUp('other.person', PASSWORD);
    expect((await post(browser, '/api/user/saved-resources', { resourceId: 'shelter-one' })).status).toBe(201);
    const account = (await sqlValue(t.db, "SELECT id FROM idp_accounts WHERE username = 'quiet.garden'")) as string;

    const res = await post(browser, '/api/user/account/delete', { confirm: 'delete' });
    expect(res.status).toBe(200);
    expect((await count("SELECT count(*) FROM idp_accounts WHERE username = 'quiet.garden'"))).toBe(0);
    expect((await count('SELECT count(*) FROM idp_store WHERE CAST(payload AS TEXT) LIKE ?', `%${account}%`))).toBe(0);
    expect((await count('SELECT count(*) FROM users WHERE subject = ?', account))).toBe(0);
    expect((await count('SELECT count(*) FROM user_saved_resources'))).toBe(0);
    expect((await count('SELECT count(*) FROM idp_accounts'))).toBe(1);
    // Her account name is in no table, and one password hash is left in them: the other account's.
    const tables = await everyTable();
    for (const { table, rows } of tables) expect(rows, table).not.toContain('quiet.garden');
    expect(tables.reduce((n, { rows }) => n + rows.split('$argon2').length - 1, 0)).toBe(1);
    // Nor are her account name and password hash left readable in the file or its write-ahead log (SQLite's file only:
    // PostgreSQL's deleted rows go when VACUUM reuses their space, nothing the application can force).
    if (!onPostgres) {
      expect(fileBytesHold(t.path, ['quiet.garden'])).toEqual([]);
      expect(inFileBytes(t.path, '$argon2')).toBe(1);
    }

    const again = await site.signIn('quiet.garden', PASSWORD);
    expect(again.res.status).toBe(401);
    expect(await again.res.text()).toContain('That account name and password do not match.');
    expect((await again.browser.request('/api/auth/user')).status).toBe(401);
    // The name is free again: someone may create it, and gets a new, empty account.
    const fresh = await site.signUp('quiet.garden', 'another long passphrase');
    expect(await (await fresh.browser.request('/api/user/saved-resources')).json()).toEqual([]);
  });
});
