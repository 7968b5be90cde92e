// Reliability: 200 mixed submissions queued offline are replayed to a real server process that is killed (SIGKILL)
// part-way through, twice, and started again on the same database (SQLite's file, or the test's PostgreSQL database).
// Every submission must be stored exactly once.
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DeviceDb } from '../../web/local/db.ts';
import { enqueue, replayOutbox, sendItem } from '../../web/local/outbox.ts';
import { databaseEnv, sqlColumn, sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';
import { startSourceServer, type SourceServer } from '../fixtures/source-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'whs-restart-'));
const device = new DeviceDb(`restart-${Math.random()}`);
let t: TempDb;
let server: SourceServer | undefined;
beforeAll(async () => {
  t = await tempDb();
});
afterAll(async () => {
  await server?.stop();
  device.close();
  await device.delete();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});
/** Each start is on the test's database: DATABASE_PATH (SQLite) or DATABASE_URL (PostgreSQL). */
const start = () => startSourceServer(dir, join(dir, 'unused.db'), { ...databaseEnv(t), WRITE_RATE_LIMIT: '100000' });

const TOTAL = 200;

it('replays 200 queued submissions across a server crash and restart, each applied exactly once', { timeout: 120_000 }, async () => {
  // Queued while offline: nothing is sent yet.
  const contacts: string[] = [];
  const emails: string[] = [];
  for (let i = 0; i < TOTAL; i++) {
    if (i % 3 === 2) {
      const email = `reader${i}@example.org`;
      emails.push(email);
      await enqueue({ kind: 'newsletter', url: '/api/newsletter/subscribe', body: { email, interests: ['health', 'rights'] }, label: 'Newsletter' }, { db: device });
    } else {
      const subject = `Queued message ${i}`;
      contacts.push(subject);
      await enqueue(
        { kind: 'contact', url: '/api/contact', body: { name: 'A', email: 'a@example.org', subject, category: 'general', message: `Message number ${i}` }, label: subject },
        { db: device },
      );
    }
  }
  expect(await device.outbox.count()).toBe(TOTAL);

  // Two crashes: the server dies while request 70, then request 150 (counting every attempt), is in flight; it may or
  // may not have committed it. Each time it comes back on the same database and the replay goes on.
  const crashes = [70, 150];
  let calls = 0;
  let killed: Promise<void> | undefined;
  const deps = {
    db: device,
    fetch: (url: string, init?: RequestInit) => {
      const base = server!.baseURL;
      calls++;
      const pending = fetch(`${base}${url}`, { ...init, headers: { ...(init?.headers as Record<string, string>), Origin: base } });
      if (crashes.includes(calls)) killed = new Promise((r) => setTimeout(r, calls % 3)).then(() => server!.kill());
      return pending;
    },
  };

  for (const at of crashes) {
    server = await start();
    const before = await device.outbox.count();
    const report = await replayOutbox(deps);
    await killed;
    expect(calls).toBeGreaterThanOrEqual(at);
    expect(report.rejected).toEqual([]);
    expect(report.sent.length).toBeGreaterThan(0);
    expect(report.sent.length).toBeLessThan(before);
    expect(await device.outbox.count()).toBe(before - report.sent.length);
  }

  // Back up for good. A second sender (as the service worker's Background Sync would be) races the page on the first
  // waiting items, so the server also meets the same key twice at once.
  server = await start();
  const waiting = await device.outbox.orderBy('createdAt').limit(10).toArray();
  const [last, ...raced] = await Promise.all([replayOutbox(deps), ...waiting.map((item) => sendItem(item, deps))]);
  expect(last.rejected).toEqual([]);
  expect(raced.every((o) => o.kind === 'sent')).toBe(true);
  expect(await device.outbox.count()).toBe(0);
  await server.stop();
  server = undefined;

  const subjects = (await sqlColumn(t.db, 'SELECT subject FROM contact_messages')) as string[];
  const subscribers = (await sqlColumn(t.db, 'SELECT email FROM newsletter_subscriptions')) as string[];
  const keys = await sqlCount(t.db, 'SELECT count(*) FROM idempotency_keys');
  expect(subjects.length).toBe(contacts.length);
  expect(new Set(subjects)).toEqual(new Set(contacts));
  expect(subscribers.length).toBe(emails.length);
  expect(new Set(subscribers)).toEqual(new Set(emails));
  expect(keys).toBe(TOTAL);
});
