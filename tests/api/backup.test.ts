// Scheduled backups keep BACKUP_KEEP copies, each checked, owner-only; a copy that fails its check (a damaged
// database, or a copy that came out truncated) is never kept and never costs a good copy its place. A copy must be
// this site's database to count.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, truncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Db } from '../../api/db/client.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { backupDatabase, checkCopy, copyName, lastCopyAt, listCopies, scheduledBackup } from '../../api/ops/backup.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';
import { makeResource } from '../fixtures/factories.ts';

let t: TempDb;
let dir: string;
beforeEach(() => {
  t = tempDb();
  applySeed(t.db, Array.from({ length: 300 }, (_, i) => makeResource({ id: `listing-${i}`, title: `Listing ${i}`, description: 'x'.repeat(1500) })));
  dir = mkdtempSync(join(tmpdir(), 'whs-backups-'));
});
afterEach(() => {
  t.close();
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
