// Two instances on one PostgreSQL database (issue 38), as two connection pools in one process: what one does, the
// other sees, and work that must happen once happens once. Meaningful on PostgreSQL only: SQLite's file has one server.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { OidcSignIn } from '../../api/auth/oidc.ts';
import { createSession, generateSessionToken, validateSessionToken } from '../../api/auth/sessions.ts';
import { closeDb, onPostgres, openPostgres, type Db } from '../../api/db/client.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { users } from '../../api/db/tables.ts';
import { RateCounter } from '../../api/http/rate-counter.ts';
import { DirectoryLists } from '../../api/routes/resources.ts';
import { MailDelivery } from '../../api/services/mailer.ts';
import { makeResource } from '../fixtures/factories.ts';
import { sqlCount, sqlRows, tempDb, type TempDb } from '../fixtures/db.ts';
import { headerOf, startSmtp } from '../fixtures/smtp-server.ts';
import { startOidcProvider, TEST_CLIENT, throughProvider, type TestProvider } from '../fixtures/oidc-provider.ts';

let t: TempDb;
let other: Db;
beforeEach(async () => {
  t = await tempDb();
  if (onPostgres) other = await openPostgres(t.path, { max: 4 });
});
afterEach(async () => {
  if (onPostgres) await closeDb(other);
  await t.close();
});

const ORIGIN = 'http://localhost';
const contact = (db: Db, subject: string, key?: string, app = createApp({ db }), from?: string) =>
  app.request(`${ORIGIN}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...(key ? { 'Idempotency-Key': key } : {}), ...(from ? { 'X-Forwarded-For': from } : {}) },
    body: JSON.stringify({ name: 'A. Person', email: 'a.person@example.org', subject, category: 'resources', message: 'Is there help with rent?' }),
  });

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  it('applies a form replayed to both at once exactly once, and answers both alike', async () => {
    const [a, b] = await Promise.all([contact(t.db, 'Rent help', 'replay-key-0123456789'), contact(other, 'Rent help', 'replay-key-0123456789')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await a.json()).toEqual(await b.json());
    expect(await sqlCount(t.db, 'SELECT count(*) FROM contact_messages')).toBe(1);
  });

  it('delivers each queued mail once when both deliver at the same moment', async () => {
    const smtp = await startSmtp();
    const config = { smtpUrl: smtp.url, from: 'Site <no-reply@example.org>', staffEmail: 'team@example.org' };
    const one = new MailDelivery(t.db, config, () => {});
    const two = new MailDelivery(other, config, () => {});
    try {
      for (let i = 0; i < 12; i++) expect((await contact(i % 2 ? t.db : other, `Question ${i}`)).status).toBe(201);
      let sent = 0;
      // Rounds at once on both, until nothing waits: what one round leaves to the other instance, the next finds.
      while ((await sqlCount(t.db, "SELECT count(*) FROM outbound_mail WHERE status = 'pending'")) > 0) {
        const [x, y] = await Promise.all([one.deliver(), two.deliver()]);
        sent += x + y;
      }
      expect(sent).toBe(12);
      expect(smtp.received).toHaveLength(12);
      expect(new Set(smtp.received.map((m) => headerOf(m, 'Subject'))).size).toBe(12);
    } finally {
      one.close();
      two.close();
      await smtp.close();
    }
  });

  it('accepts on one a session made on the other', async () => {
    await t.db.insert(users).values({ id: 'u-ana', issuer: 'https://id.example.org', subject: 'u-ana' });
    const token = generateSessionToken();
    await createSession(t.db, token, 'u-ana');
    expect((await validateSessionToken(other, token))?.user.id).toBe('u-ana');
  });

  it('serves a change made through one from the other within a second', async () => {
    const listsB = new DirectoryLists(other);
    await applySeed(t.db, [makeResource({ id: 'first-listing' })]);
    const before = await listsB.all();
    await applySeed(t.db, [makeResource({ id: 'first-listing' }), makeResource({ id: 'second-listing' })]);
    const changedAt = Date.now();
    let after = await listsB.all();
    while (after.etag === before.etag && Date.now() - changedAt < 3000) {
      await new Promise((r) => setTimeout(r, 50));
      after = await listsB.all();
    }
    expect(after.etag).not.toBe(before.etag);
    expect(Date.now() - changedAt).toBeLessThan(1200);
    expect(JSON.parse(after.json.toString()).map((r: { id: string }) => r.id).sort()).toEqual(['first-listing', 'second-listing']);
  });

  it('counts one client’s writes on both toward one limit, and keeps no address in the database', async () => {
    const limited = (db: Db) => createApp({ db, writeLimit: { limit: 3, windowMs: 60_000, trustProxy: true } });
    const [a, b] = [limited(t.db), limited(other)];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(t.db, `Question ${i}`, undefined, i % 2 ? a : b, '198.51.100.7')).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    // Another client is counted apart, on either instance.
    expect((await contact(t.db, 'Mine', undefined, b, '203.0.113.9')).status).toBe(201);
    const keys = (await sqlRows<{ key: string }>(t.db, 'SELECT key FROM rate_limits')).map((r) => r.key);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys.join(' ')).not.toMatch(/198\.51|203\.0/);
  });

  it('counts password attempts made on either instance together', async () => {
    const [a, b] = [new RateCounter(t.db, 'idp-name-client', 3, 900), new RateCounter(other, 'idp-name-client', 3, 900)];
    await a.consume('ana|198.51.100.7');
    await b.consume('ana|198.51.100.7');
    await a.consume('ana|198.51.100.7');
    await expect(b.consume('ana|198.51.100.7')).rejects.toMatchObject({ remainingPoints: 0 });
    // Her success on one instance gives the count back on both.
    await a.delete('ana|198.51.100.7');
    await expect(b.consume('ana|198.51.100.7')).resolves.toMatchObject({ consumedPoints: 1 });
  });

  describe('signing in', () => {
    let idp: TestProvider;
    beforeAll(async () => {
      idp = await startOidcProvider(`${ORIGIN}/api/callback`);
    });
    afterAll(() => idp.close());

    it('finishes on one a sign-in started on the other', async () => {
      const site = (db: Db) => createApp({ db, publicOrigin: ORIGIN, oidc: new OidcSignIn({ issuer: idp.issuer, clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret, redirectUri: `${ORIGIN}/api/callback` }) });
      const start = await site(t.db).request(`${ORIGIN}/api/login?returnTo=/dashboard`);
      expect(start.status).toBe(302);
      const loginId = start.headers.getSetCookie().find((c) => c.startsWith('oidc_login='))!.split(';')[0]!.slice('oidc_login='.length);
      const callback = await throughProvider(start.headers.get('location')!, `${ORIGIN}/api/callback`);
      const done = await site(other).request(callback, { headers: { Cookie: `oidc_login=${loginId}` } });
      expect(done.status).toBe(302);
      expect(done.headers.get('location')).toBe('/dashboard');
      expect(await sqlCount(t.db, 'SELECT count(*) FROM sessions')).toBe(1);
      // Used once: the same answer again, on either, is refused.
      expect((await site(t.db).request(callback, { headers: { Cookie: `oidc_login=${loginId}` } })).status).toBe(400);
    });
  });
});
