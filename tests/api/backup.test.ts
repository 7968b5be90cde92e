// Scheduled backups keep BACKUP_KEEP copies, each checked, owner-only; a copy that fails its check (a damaged
// database, or a copy that came out truncated) is never kept and never costs a good copy its place. A copy must be
// this site's database to count, with nothing in its schema that its migrations do not make (issue 34, finding 11).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newDatabaseAtLevel, openDb, type Db } from '../../api/db/client.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { knownMigrations } from '../../api/ops/app-schema.ts';
import { backupDatabase, checkCopy, copyName, lastCopyAt, listCopies, scheduledBackup } from '../../api/ops/backup.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';
import { makeResource } from '../fixtures/factories.ts';

let t: TempDb;
let dir: string;
beforeEach(async () => {
  t = await tempDb();
  await applySeed(t.db, Array.from({ length: 300 }, (_, i) => makeResource({ id: `listing-${i}`, title: `Listing ${i}`, description: 'x'.repeat(1500) })));
  dir = mkdtempSync(join(tmpdir(), 'whs-backups-'));
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const hour = (h: number) => new Date(Date.UTC(2026, 10, 25, h));
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

it('keeps the newest BACKUP_KEEP copies, each checked and owner-only', async () => {
  for (let h = 1; h <= 5; h++) {
    const report = await scheduledBackup(t.db, dir, 3, hour(h));
    expect(report.integrity).toBe('ok');
    expect(report.tables.resources).toBe(300);
  }
  const copies = listCopies(dir);
  expect(copies.map((f) => f.slice(dir.length + 1))).toEqual([copyName(hour(5)), copyName(hour(4)), copyName(hour(3))]);
  for (const copy of copies) {
    expect(checkCopy(copy)).toMatchObject({ ok: true, integrity: 'ok' });
    expect(statSync(copy).mode & 0o777).toBe(0o600);
  }
  expect(lastCopyAt(dir)).toEqual(hour(5));
});

it('never keeps a copy that fails its check, and keeps the good ones', async () => {
  await scheduledBackup(t.db, dir, 2, hour(1));
  await scheduledBackup(t.db, dir, 2, hour(2));
  const good = listCopies(dir);

  // Damage the database: pages in the middle of the file overwritten (after writing everything into the file).
  t.db.$client.pragma('wal_checkpoint(TRUNCATE)');
  const size = statSync(t.path).size;
  const fd = openSync(t.path, 'r+');
  for (let at = 8192; at < size - 4096; at += 16384) writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, at);
  closeSync(fd);
  const damaged = new Database(t.path);
  try {
    await expect(scheduledBackup({ $client: damaged } as unknown as Db, dir, 2, hour(3))).rejects.toThrow(/failed its check/);
  } finally {
    damaged.close();
  }
  expect(listCopies(dir)).toEqual(good);
  expect(listCopies(dir).every((f) => checkCopy(f).ok)).toBe(true);
  expect(lastCopyAt(dir)).toEqual(hour(2));
});

it('never lets a copy that came out unreadable replace a good one, even under the same name', async () => {
  await scheduledBackup(t.db, dir, 2, hour(1));
  await scheduledBackup(t.db, dir, 2, hour(2));
  const good = listCopies(dir);
  const before = good.map(digest);

  // The disk loses most of what was written (the copy is cut short after SQLite finished it).
  const backup = t.db.$client.backup.bind(t.db.$client);
  const spy = vi.spyOn(t.db.$client, 'backup').mockImplementation(async (file, options) => {
    const done = await backup(file, options);
    truncateSync(file, 8192);
    return done;
  });
  try {
    await expect(scheduledBackup(t.db, dir, 2, hour(3))).rejects.toThrow(/failed its check/);
    // Same time as the newest good copy: the bad one would take its very name.
    await expect(scheduledBackup(t.db, dir, 2, hour(2))).rejects.toThrow(/failed its check/);
  } finally {
    spy.mockRestore();
  }
  expect(listCopies(dir)).toEqual(good);
  expect(good.map(digest)).toEqual(before);
  expect(good.every((f) => checkCopy(f).ok)).toBe(true);
  expect(lastCopyAt(dir)).toEqual(hour(2));
});

it('counts only a database of this site as a copy', () => {
  const other = join(dir, 'other.db');
  const db = new Database(other);
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES (1)');
  db.close();
  expect(checkCopy(other)).toMatchObject({ ok: false, integrity: 'ok', problem: 'not this site’s database: it has no migrations table' });
  expect(checkCopy(join(dir, 'nowhere.db'))).toMatchObject({ ok: false, problem: expect.stringMatching(/^cannot be read/) });
});

it('writes copies owner-only from the start, whatever the umask', async () => {
  // What the file's mode is while SQLite writes the copy into it, before any later chmod could help.
  const modes: (number | 'none')[] = [];
  const modeOf = (file: string) => (existsSync(file) ? statSync(file).mode & 0o777 : 'none');
  const backup = t.db.$client.backup.bind(t.db.$client);
  const spy = vi.spyOn(t.db.$client, 'backup').mockImplementation(async (file, options) => {
    modes.push(modeOf(file));
    const done = await backup(file, options);
    modes.push(modeOf(file));
    return done;
  });
  const umask = process.umask(0o000);
  try {
    const report = await backupDatabase(t.db, join(dir, 'manual.db'));
    expect(report.integrity).toBe('ok');
  } finally {
    process.umask(umask);
    spy.mockRestore();
  }
  expect(modes).toEqual([0o600, 0o600]);
  expect(statSync(join(dir, 'manual.db')).mode & 0o777).toBe(0o600);
});

const ROOT = new URL('../../', import.meta.url).pathname;

/** The operator's restore (npm run db:restore runs this file) into the database at `target`. */
function restore(target: string, copy: string): { code: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'api/cli/db-restore.ts', copy], { cwd: ROOT, env: { ...process.env, DATABASE_PATH: target }, stdio: 'pipe' });
    return { code: 0, stdout: stdout.toString(), stderr: '' };
  } catch (err) {
    const e = err as { status: number; stdout: Buffer; stderr: Buffer };
    return { code: e.status, stdout: e.stdout.toString(), stderr: e.stderr.toString() };
  }
}

/** A genuine copy (as db:backup makes it) changed with `sql`, as someone with the file in hand could. */
async function tamperedCopy(name: string, sql: string): Promise<string> {
  const file = join(dir, name);
  await backupDatabase(t.db, file, { allAtOnce: true });
  const db = new Database(file);
  db.exec(sql);
  db.close();
  return file;
}

const MAKE_ADMIN = `CREATE TRIGGER make_admin AFTER INSERT ON users BEGIN
  INSERT INTO admin_users (id, user_id, label, role) VALUES ('taken-' || NEW.id, NEW.id, 'anyone', 'admin');
END`;

/** A live database for db:restore to replace: one contact message, written through to the file. */
function liveDatabase(): string {
  const live = join(dir, 'live.db');
  const db = openDb(live);
  db.$client.exec("INSERT INTO contact_messages (id, name, email, subject, category, priority, message, created_at) VALUES ('m1', 'N', 'n@example.org', 'before the restore', 'general', 'normal', 'm', 0)");
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
  return live;
}

describe('a copy’s schema, compared with what the migrations make', () => {
  it('db:restore refuses a copy holding a trigger no migration makes, and leaves the live database untouched', async () => {
    const copy = await tamperedCopy('make-admin.db', MAKE_ADMIN);
    expect(checkCopy(copy)).toMatchObject({ ok: false, integrity: 'ok', problem: 'it holds a trigger no migration makes: make_admin' });

    const live = liveDatabase();
    const before = { bytes: digest(live), mtime: statSync(live).mtimeMs, files: readdirSync(dir).sort() };
    const out = restore(live, copy);
    expect(out.code).toBe(1);
    expect(out.stderr).toBe(`${copy} is not a usable copy (it holds a trigger no migration makes: make_admin); nothing was changed.\n`);
    expect({ bytes: digest(live), mtime: statSync(live).mtimeMs, files: readdirSync(dir).sort() }).toEqual(before);
  });

  it('refuses a view, an index or a table no migration makes', async () => {
    const cases: [string, string][] = [
      ['CREATE VIEW everyone_admin AS SELECT id, \'admin\' AS role FROM users', 'it holds a view no migration makes: everyone_admin'],
      ['CREATE INDEX users_by_email ON users (email)', 'it holds an index no migration makes: users_by_email'],
      ['CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)', 'it holds a table no migration makes: notes'],
      [`${MAKE_ADMIN}; CREATE VIEW admins AS SELECT * FROM admin_users`, 'it holds objects no migration makes: trigger make_admin, view admins'],
    ];
    for (const [i, [sql, problem]] of cases.entries()) {
      expect(checkCopy(await tamperedCopy(`extra-${i}.db`, sql)), sql).toMatchObject({ ok: false, integrity: 'ok', problem, tables: {} });
    }
  });

  it('refuses a table changed from what the migrations make, and a copy missing something they make', async () => {
    // admin_users rebuilt the way drizzle rebuilds a table, with a role that now defaults to admin and may be empty.
    const loosened = await tamperedCopy(
      'loosened.db',
      `CREATE TABLE admin_users_loose (id text PRIMARY KEY NOT NULL, email text, user_id text, label text DEFAULT '' NOT NULL,
         role text DEFAULT 'admin', permissions text DEFAULT '[]' NOT NULL, is_active integer DEFAULT true NOT NULL,
         created_at integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL);
       INSERT INTO admin_users_loose SELECT * FROM admin_users;
       DROP TABLE admin_users;
       ALTER TABLE admin_users_loose RENAME TO admin_users;
       CREATE UNIQUE INDEX \`admin_users_email_unique\` ON \`admin_users\` (\`email\`);
       CREATE UNIQUE INDEX \`admin_users_user_id_unique\` ON \`admin_users\` (\`user_id\`);`,
    );
    expect(checkCopy(loosened)).toMatchObject({ ok: false, problem: 'changed from what the migrations make: table admin_users' });
    const widened = await tamperedCopy('widened.db', 'ALTER TABLE users ADD COLUMN is_admin integer DEFAULT 1');
    expect(checkCopy(widened)).toMatchObject({ ok: false, problem: 'changed from what the migrations make: table users' });
    const unguarded = await tamperedCopy('unguarded.db', 'DROP INDEX admin_users_user_id_unique');
    expect(checkCopy(unguarded)).toMatchObject({ ok: false, problem: 'missing what the migrations make: index admin_users_user_id_unique' });
  });

  it('accepts a genuine copy made as db:backup makes it (and restores it), and one holding the statistics ANALYZE keeps', async () => {
    const copy = join(dir, 'genuine.db');
    await backupDatabase(t.db, copy, { allAtOnce: true });
    const analyzed = await tamperedCopy('analyzed.db', 'ANALYZE');
    expect(checkCopy(analyzed)).toMatchObject({ ok: true });
    const live = liveDatabase();
    const out = restore(live, copy);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^Restored .*integrity ok\. Rows: .*resources 300/);
    const db = new Database(live, { readonly: true });
    expect(db.prepare('SELECT count(*) FROM contact_messages').pluck().get()).toBe(0);
    db.close();
  });

  it('compares an older copy at its own migration level: it restores and is brought up to date, unless it holds more', async () => {
    const older = knownMigrations().size - 1;
    const copy = join(dir, 'older.db');
    newDatabaseAtLevel(copy, older).close();
    expect(checkCopy(copy)).toMatchObject({ ok: true });
    const extra = join(dir, 'older-extra.db');
    copyFileSync(copy, extra);
    const tampered = new Database(extra);
    tampered.exec(MAKE_ADMIN);
    tampered.close();
    expect(checkCopy(extra)).toMatchObject({ ok: false, problem: 'it holds a trigger no migration makes: make_admin' });

    const live = liveDatabase();
    const out = restore(live, copy);
    expect(out.code, out.stderr).toBe(0);
    const restored = new Database(live, { readonly: true });
    expect(restored.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get()).toBe(older + 1);
    restored.close();
    expect(checkCopy(live)).toMatchObject({ ok: true });
  });
});
