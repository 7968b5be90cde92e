// Scheduled backups keep BACKUP_KEEP copies, each checked, owner-only; a copy that fails its check (a damaged
// database) is never kept and never costs a good copy its place.
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../api/db/client.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { checkCopy, copyName, lastCopyAt, listCopies, scheduledBackup } from '../../api/ops/backup.ts';
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
