// LOG_FORMAT=json on the real server: one JSON line per event (start, seed, backup, feeds, mail, request, stop), with
// request lines on by default, each request's line with the id the answer carried as X-Request-Id, failures at warn
// or error, and nothing personal. On PostgreSQL there is no backup line: the scheduled backup copies SQLite's file, and
// the server refuses BACKUP_EVERY_HOURS with DATABASE_URL (PostgreSQL's own backups do that work).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onPostgres } from '../../api/db/client.ts';
import { databaseEnv, tempDb, type TempDb } from '../fixtures/db.ts';
import { startFeedServer } from '../fixtures/feed-server.ts';
import { startSourceServer } from '../fixtures/source-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'whs-jsonlog-'));
let t: TempDb;
beforeAll(async () => {
  t = await tempDb();
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});
/** The events it must log: a backup only where there is a scheduled backup (SQLite). */
const expected = onPostgres ? ['seed', 'start', 'feeds', 'mail', 'request', 'stop'] : ['seed', 'start', 'backup', 'feeds', 'mail', 'request', 'stop'];

type Entry = { event: string; msg: string; requestId?: string; level: string; time: string };

it('writes JSON lines an operator can collect, and nothing she typed', async () => {
  const feeds = await startFeedServer();
  const feedList = join(dir, 'feeds.json');
  // One feed that answers, one that is not there.
  writeFileSync(feedList, JSON.stringify({ feeds: [{ name: 'Rights Desk', url: feeds.url('rights.rss.xml') }, { name: 'Gone', url: feeds.url('gone.rss.xml') }] }));
  let id: string | null = null;
  const backups: Record<string, string> = onPostgres ? {} : { BACKUP_DIR: join(dir, 'backups'), BACKUP_EVERY_HOURS: '24' };
  const server = await startSourceServer(dir, join(dir, 'unused.db'), { ...databaseEnv(t), LOG_FORMAT: 'json', NEWS_FEEDS_FILE: feedList, ...backups });
  try {
    const res = await fetch(`${server.baseURL}/api/resources/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseURL },
      body: JSON.stringify({ q: 'protective order' }),
    });
    expect(res.status).toBe(200);
    id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    // No SMTP server and no staff address: the message's mail waits, and the log says so (without addresses).
    const sent = await fetch(`${server.baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseURL },
      body: JSON.stringify({ name: 'Her Name', email: 'her@example.org', subject: 'Private', category: 'general', priority: 'normal', message: 'Secret words', sendCopy: true }),
    });
    expect(sent.status).toBe(201);
    for (const event of expected.filter((e) => ['backup', 'feeds', 'mail'].includes(e))) await expect.poll(() => server.output(), { timeout: 15_000 }).toMatch(new RegExp(`"event":"${event}"`));
  } finally {
    await server.stop();
    await feeds.close();
  }

  // Our lines are JSON (a library's own warning may be plain text on stderr).
  const entries = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Entry);
  const events = new Set(entries.map((e) => e.event));
  for (const e of expected) expect(events, e).toContain(e);
  expect(entries.every((e) => e.level && e.time && e.msg)).toBe(true);
  // Request lines without LOG_REQUESTS: JSON logs have them unless LOG_REQUESTS=false.
  expect(entries.find((e) => e.event === 'request' && e.requestId === id)?.msg).toMatch(/^--> POST \/api\/resources\/search 200 \d+ms$/);
  if (onPostgres) expect(events).not.toContain('backup');
  else expect(entries.find((e) => e.event === 'backup')).toMatchObject({ level: 'info', msg: expect.stringMatching(/written and checked \(integrity ok/) });
  // One feed could not be read: a warning, naming the site, not the reader.
  expect(entries.find((e) => e.event === 'feeds')).toMatchObject({ level: 'warn', msg: expect.stringMatching(/^News: 1 of 2 feeds read, \d+ articles; unreachable: 127\.0\.0\.1:\d+ \(HTTP 404\)$/) });
  const mail = entries.filter((e) => e.event === 'mail');
  expect(mail.length).toBeGreaterThan(0);
  for (const m of mail) expect(m).toMatchObject({ level: 'warn', msg: expect.stringMatching(/^Mail \S+ \(contact-\w+\) kept in outbound_mail: no (SMTP_URL|STAFF_EMAIL) set\.$/) });
  expect(server.output()).not.toMatch(/protective|her@example|Her Name|Private|Secret/);
}, 60_000);
