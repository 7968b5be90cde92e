// The database files hold personal data: created owner-only (the -wal and -shm files too), and an older file that
// others could read is made owner-only when the server opens it.
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDb } from '../../api/db/client.ts';
import { contactMessages } from '../../api/db/schema.ts';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'whs-files-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const modes = (path: string) => [path, `${path}-wal`, `${path}-shm`].filter((f) => existsSync(f)).map((f) => statSync(f).mode & 0o777);

it('creates the database and its log files owner-only, whatever the umask', () => {
  const old = process.umask(0o022);
  try {
    const path = join(dir, 'app.db');
    const db = openDb(path);
    db.insert(contactMessages).values({ id: 'm1', name: 'N', email: 'n@example.org', subject: 's', category: 'general', priority: 'normal', message: 'm' }).run();
    // The write-ahead log and its index exist while the database is open.
    expect(modes(path)).toHaveLength(3);
    expect(modes(path)).toEqual([0o600, 0o600, 0o600]);
    db.$client.close();
  } finally {
    process.umask(old);
  }
});

it('makes a database file that others could read owner-only', () => {
  const path = join(dir, 'old.db');
  openDb(path).$client.close();
  for (const f of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(f)) chmodSync(f, 0o644);
  writeFileSync(`${path}-note`, 'not ours');
  const db = openDb(path);
  expect(modes(path).every((m) => m === 0o600)).toBe(true);
  db.$client.close();
});
