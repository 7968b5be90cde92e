// `npm run db:backup` while eight writers post contact messages to a running server, then `npm run db:restore` over
// that server's database once it is stopped, and a fresh server on it: every message acknowledged before the backup
// began is there, once; writes were answered while the copy was being made; the replaced database is kept aside,
// whole. A restore is refused under a running server (however DATABASE_PATH is spelled) and for a file that is not a
// usable copy of this site's database, and then changes nothing. A backup changes nothing in what it copies.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newDatabaseAtLevel, openDb } from '../../api/db/client.ts';
import { knownMigrations } from '../../api/ops/app-schema.ts';
import { startSourceServer, type SourceServer } from '../fixtures/source-server.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);
let dir: string;
const servers: SourceServer[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'whs-restore-'));
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The operator's command itself: npm run db:backup / db:restore. */
function cli(script: 'db:backup' | 'db:restore', databasePath: string, args: string[], env: Record<string, string> = {}) {
  return run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_PATH: databasePath, ...env },
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

function read<T>(file: string, use: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

const subjects = (file: string) => read(file, (db) => db.prepare("SELECT subject FROM contact_messages WHERE subject LIKE 'writer %'").pluck().all() as string[]);
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const asideFiles = () => readdirSync(dir).filter((f) => f.includes('.before-restore-'));

it('restores every message acknowledged before the backup began, once, and keeps the replaced database aside', async () => {
  const live = join(dir, 'live.db');
  // A database large enough (about 100 MB of audit history) that copying it takes a while.
  const seed = openDb(live);
  seed.$client.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 24000)
    INSERT INTO audit_log (id, at, actor_id, actor_label, action, entity_id, after)
    SELECT 'history-' || i, 0, 'a', 'Editor', 'resource.update', 'r', json_quote(hex(randomblob(2000))) FROM n`);
  seed.$client.close();
  const server = await startSourceServer(dir, live, { WRITE_RATE_LIMIT: '100000' });
  servers.push(server);

  // Eight writers, each posting messages one after another, noting when each was sent and acknowledged.
  const acknowledged: { subject: string; sentAt: number; at: number }[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let n = 0; !stop; n++) {
      const subject = `writer ${w} message ${n}`;
      const sentAt = Date.now();
      const res = await fetch(`${server.baseURL}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseURL, 'idempotency-key': `w${w}-m${n}-${'x'.repeat(8)}` },
        body: JSON.stringify({ name: 'Test', email: 'test@example.org', subject, category: 'general', priority: 'normal', message: 'Hello' }),
      });
      if (res.status === 201) acknowledged.push({ subject, sentAt, at: Date.now() });
      else throw new Error(`writer ${w}: ${res.status} ${await res.text()}`);
    }
  };
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  await new Promise((r) => setTimeout(r, 1500));

  const copy = join(dir, 'copy.db');
  const backup = await cli('db:backup', live, [copy], { LOG_FORMAT: 'json' });
  expect(backup.code, backup.stderr).toBe(0);
  // When the copy itself began and ended, in the command's own 'backup' event.
  const event = JSON.parse(backup.stdout.trim()) as { event: string; msg: string; startedAt: string; copyMs: number; integrity: string };
  expect(event).toMatchObject({ event: 'backup', integrity: 'ok', msg: expect.stringMatching(/integrity ok/) });
  const began = Date.parse(event.startedAt);
  const copied = began + event.copyMs;
  // Plenty of time for the writers to write more after the copy, while the command checks it.
  await new Promise((r) => setTimeout(r, 300));
  stop = true;
  await Promise.all(writers);
  expect(statSync(copy).mode & 0o777).toBe(0o600);

  const before = acknowledged.filter((a) => a.at < began).map((a) => a.subject);
  expect(before.length).toBeGreaterThan(20);
  // The writers went on while the copy was made: requests sent after it began were answered before it ended.
  const during = acknowledged.filter((a) => a.sentAt > began && a.at < copied);
  expect(during.length, `copy took ${event.copyMs} ms`).toBeGreaterThan(0);
  const after = acknowledged.filter((a) => a.sentAt > copied).map((a) => a.subject);
  expect(after.length).toBeGreaterThan(0);

  // A restore under the running server is refused, also when DATABASE_PATH names it through a link, and changes nothing.
  const link = join(dir, 'link-to-live.db');
  symlinkSync(live, link);
  const rows = () => read(live, (db) => Number(db.prepare('SELECT count(*) FROM contact_messages').pluck().get()));
  const liveBefore = { ino: statSync(live).ino, rows: rows() };
  for (const path of [live, link]) {
    const refused = await cli('db:restore', path, [copy]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/A server \(process \d+\) is using .*Stop it first, then restore; nothing was changed\./);
  }
  expect({ ino: statSync(live).ino, rows: rows() }).toEqual(liveBefore);
  expect(asideFiles()).toEqual([]);

  // Stopped, the server's database holds everything acknowledged; the restore puts the copy in its place.
  await server.stop();
  const everything = subjects(live);
  expect(everything.length).toBe(acknowledged.length);
  const done = await cli('db:restore', link, [copy]);
  expect(done.code, done.stderr).toBe(0);
  expect(done.stdout).toMatch(/integrity ok/);

  // The replaced database, kept aside: readable, whole, with every message it held (those after the copy too).
  const aside = asideFiles().filter((f) => f.endsWith('Z'));
  expect(aside).toHaveLength(1);
  expect(done.stdout).toContain(`the previous database is kept as ${join(dir, aside[0]!)}`);
  const asideFile = join(dir, aside[0]!);
  // Both hold her data: owner-only, the restored file and the one kept aside (and their log files).
  for (const f of [live, asideFile, `${asideFile}-wal`, `${asideFile}-shm`]) if (existsSync(f)) expect(statSync(f).mode & 0o777, f).toBe(0o600);
  expect(read(asideFile, (db) => db.prepare('PRAGMA integrity_check').pluck().get())).toBe('ok');
  expect(subjects(asideFile).sort()).toEqual([...everything].sort());
  // The link still leads to the database: the file itself was replaced, not the link.
  expect(statSync(link).ino).toBe(statSync(live).ino);

  const fresh = await startSourceServer(dir, live);
  servers.push(fresh);
  expect((await fetch(`${fresh.baseURL}/api/health`)).status).toBe(200);
  await fresh.stop();

  expect(read(live, (db) => db.prepare('PRAGMA integrity_check').pluck().get())).toBe('ok');
  const counts = new Map<string, number>();
  for (const s of subjects(live)) counts.set(s, (counts.get(s) ?? 0) + 1);
  expect(before.filter((s) => !counts.has(s))).toEqual([]);
  expect([...counts.values()].every((n) => n === 1)).toBe(true);
  // What was written after the copy is what a restore loses.
  expect(after.filter((s) => counts.has(s))).toEqual([]);
}, 180_000);

it('backs up a database without migrating or changing it, and without rebuilding the server', async () => {
  const old = join(dir, 'old.db');
  // A database of the version before the newest migration: only the migrations before it applied (a copy is checked
  // against the schema of its own level, so a record merely deleted would not pass).
  const applied = knownMigrations().size;
  newDatabaseAtLevel(old, applied - 1).close();
  const bytes = digest(old);
  const buildInfo = join(ROOT, 'dist', 'server', 'build-info.json');
  const builtAt = existsSync(buildInfo) ? statSync(buildInfo).mtimeMs : null;

  const copy = join(dir, 'old-copy.db');
  const out = await cli('db:backup', old, [copy]);
  expect(out.code, out.stderr).toBe(0);
  expect(out.stdout).toMatch(/^Backup written to .*integrity ok/);
  const migrations = (file: string) => read(file, (d) => Number(d.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get()));
  expect(migrations(old)).toBe(applied - 1);
  expect(migrations(copy)).toBe(applied - 1);
  expect(digest(old)).toBe(bytes);
  // A running server's build (and the commit its health reports) is left alone.
  expect(existsSync(buildInfo) ? statSync(buildInfo).mtimeMs : null).toBe(builtAt);
}, 60_000);

it('refuses a file that is not a usable copy of this site’s database, and changes nothing', async () => {
  const target = join(dir, 'keep.db');
  const db = openDb(target);
  db.$client.exec("INSERT INTO contact_messages (id, name, email, subject, category, priority, message, created_at) VALUES ('m1', 'N', 'n@example.org', 'writer 0 message 0', 'general', 'normal', 'm', 0)");
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
  const was = { bytes: digest(target), mtime: statSync(target).mtimeMs, files: readdirSync(dir).sort() };

  const other = join(dir, 'other-app.db');
  const foreign = new Database(other);
  foreign.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('x')");
  foreign.close();
  was.files = readdirSync(dir).sort();

  const cases: [string, RegExp][] = [
    [join(ROOT, 'package.json'), /is not a usable copy \(cannot be read: file is not a database\); nothing was changed\./],
    [other, /is not a usable copy \(not this site’s database: it has no migrations table\); nothing was changed\./],
    [join(dir, 'nowhere.db'), /is not a usable copy \(cannot be read: .*\); nothing was changed\./],
  ];
  for (const [file, message] of cases) {
    const out = await cli('db:restore', target, [file]);
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(message);
  }
  expect({ bytes: digest(target), mtime: statSync(target).mtimeMs, files: readdirSync(dir).sort() }).toEqual(was);
  expect(subjects(target)).toEqual(['writer 0 message 0']);
}, 60_000);
