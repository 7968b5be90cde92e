// Opens the SQLite file with the settings we rely on and applies the committed migrations (or, for copying it, opens it
// read-only as it is). The only importer of better-sqlite3.
import { chmodSync, closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { z } from 'zod';
import { projectPath } from '../project-root.ts';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * The database holds personal data: its file is created owner-only (SQLite gives its -wal and -shm files the same
 * permissions), and one found readable by others is made owner-only, with those files.
 */
function ownerOnly(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file) && (statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  }
}

export function openDb(path: string): Db {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    ownerOnly(path);
  }
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // What is deleted is overwritten, not only unlinked: her words must not stay readable in the file, or in a backup of it.
  sqlite.pragma('secure_delete = ON');
  // The directory and its search index are read far more than written: keep them in memory once read.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: projectPath('api', 'db', 'migrations') });
  return db;
}

// drizzle's journal of the committed migrations; its other fields (breakpoints, say) pass through untouched.
const journalSchema = z.looseObject({ entries: z.array(z.looseObject({ tag: z.string(), when: z.number() })) });

/**
 * A new database at `path` (':memory:' too) with only the first `count` committed migrations applied, through drizzle
 * as at start: a database as the version that had only those made it. What a copy at that level is checked against.
 */
export function newDatabaseAtLevel(path: string, count: number): Database.Database {
  const folder = projectPath('api', 'db', 'migrations');
  const journal = journalSchema.parse(JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')));
  const sqlite = new Database(path);
  // drizzle applies every migration its journal lists: below the newest, a folder whose journal lists only the first.
  const scratch = count < journal.entries.length ? mkdtempSync(join(tmpdir(), 'whs-migrations-')) : undefined;
  try {
    if (scratch) {
      const entries = journal.entries.slice(0, count);
      mkdirSync(join(scratch, 'meta'));
      writeFileSync(join(scratch, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
      for (const e of entries) copyFileSync(join(folder, `${e.tag}.sql`), join(scratch, `${e.tag}.sql`));
    }
    migrate(drizzle(sqlite), { migrationsFolder: scratch ?? folder });
    return sqlite;
  } catch (error) {
    sqlite.close();
    throw error;
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The file as it is, for reading only: no migrations, no settings that write. For copying a live database (its
 * server may be of another version, and a copy must not change what it copies).
 */
export function openDbReadOnly(path: string): Db {
  const sqlite = new Database(path, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema });
}

/**
 * After personal data is deleted: the write-ahead log still holds the pages as they were before the deletion until it
 * is copied into the file and emptied. Done now (best effort: a reader holding an old snapshot defers it to the next
 * call; the log is overwritten then).
 */
export function forgetDeletedPages(db: Db): void {
  if (db.$client.name === ':memory:') return;
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
}
