// Two instances on one PostgreSQL database (issue 38), as two connection pools in one process: what one does, the
// other sees, and work that must happen once happens once. Meaningful on PostgreSQL only: SQLite's file has one server.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, generateSessionToken, validateSessionToken } from '../../api/auth/sessions.ts';
import { closeDb, onPostgres, openPostgres, type Db } from '../../api/db/client.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { users } from '../../api/db/tables.ts';
import { DirectoryLists } from '../../api/routes/resources.ts';
import { MailDelivery } from '../../api/services/mailer.ts';
import { makeResource } from '../fixtures/factories.ts';
import { sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';

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
const contact = (db: Db, subject: string, key?: string) =>
  createApp({ db }).request(`${ORIGIN}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...(key ? { 'Idempotency-Key': key } : {}) },
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
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? '');
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const config = { smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, from: 'Site <no-reply@example.org>', staffEmail: 'team@example.org' };
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
      expect(received).toHaveLength(12);
      expect(new Set(received).size).toBe(12);
    } finally {
      one.close();
      two.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
});
