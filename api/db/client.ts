// Opens the database: the SQLite file with the settings we rely on, or PostgreSQL at DATABASE_URL (issue 38), and
// applies the committed migrations (or, for copying a SQLite file, opens it read-only as it is). The only importer of
// better-sqlite3 and pg.
import { chmodSync, closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { z } from 'zod';
import { projectPath } from '../project-root.ts';
import * as pgSchema from './schema-pg.ts';
import * as schema from './schema.ts';
import { DIALECT } from './tables.ts';

/**
 * The database, as the repositories see it: typed as drizzle's SQLite database, whose query builders PostgreSQL's
 * share (select, insert … onConflictDoUpdate … returning, update, delete; awaited, never .run()/.all()). What differs
 * is asked of `onPostgres` and done apart: raw SQL, the search index, counts of changed rows, backups.
 */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The same database as PostgreSQL's drizzle sees it, for the code that is PostgreSQL's own. */
export type PgDb = NodePgDatabase<typeof pgSchema> & { $client: pg.Pool };

/** True when this process runs on PostgreSQL (DATABASE_URL set): one database kind per process. */
export const onPostgres = DIALECT === 'postgresql';

/** On PostgreSQL, the database a transaction's handle belongs to (transaction.ts records it). */
const roots = new WeakMap<object, Db>();
export function recordTransactionHandle(tx: Db, of: Db): void {
  roots.set(tx, rootOf(of));
}

/**
 * The database itself, for a transaction's handle too: what per-database state (caches, write counts) is kept by. On
 * SQLite a transaction's handle is the database's own.
 */
export function rootOf(db: Db): Db {
  return roots.get(db) ?? db;
}

export function asPg(db: Db): PgDb {
  return db as unknown as PgDb;
}

/** A key of this application's for PostgreSQL advisory locks: migrating and seeding at start, one instance at a time. */
export const STARTUP_LOCK = 0x77_68_73_01;

/** The scheduled work that runs in one instance at a time (keys of PostgreSQL advisory locks). */
export const SCHEDULED_WORK = {
  mail: 0x77_68_73_10,
  news: 0x77_68_73_11,
  retention: 0x77_68_73_12,
  newsletterPurge: 0x77_68_73_13,
} as const;

/**
 * PostgreSQL at `url`, migrated (one instance at a time: several may start together). The pool's connections say
 * which application they are, and a statement that runs for more than a minute is stopped.
 */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Db> {
  if (!onPostgres) throw new Error('DATABASE_URL must be set before the database layer is loaded to open PostgreSQL.');
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, application_name: 'women-help-site', statement_timeout: 60_000 });
  // An idle connection the server closed (a restart, a fail-over) is dropped from the pool, not thrown out of it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema: pgSchema });
  try {
    await holdingLock(pool, STARTUP_LOCK, 'wait', () => migratePg(db, { migrationsFolder: projectPath('api', 'db', 'migrations-pg') }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return db as unknown as Db;
}

/**
 * Runs `work` holding the PostgreSQL advisory lock `key` (a session lock on a connection of the pool held for the
 * while, so it goes with the process if that dies): waited for, or only tried (then undefined when another has it).
 */
async function holdingLock<T>(pool: pg.Pool, key: number, mode: 'wait' | 'try', work: () => Promise<T>): Promise<T | undefined> {
  const client = await pool.connect();
  try {
    const held = (await client.query<{ held: boolean }>(mode === 'wait' ? 'SELECT pg_advisory_lock($1), true AS held' : 'SELECT pg_try_advisory_lock($1) AS held', [key])).rows[0]?.held;
    if (!held) return undefined;
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/**
 * Runs `work` while no other instance runs its own under the same key, waiting for its turn; on SQLite, one process
 * owns the file, and `work` just runs.
 */
export async function exclusively<T>(db: Db, key: number, work: () => Promise<T>): Promise<T> {
  if (!onPostgres) return await work();
  return (await holdingLock(asPg(db).$client, key, 'wait', work)) as T;
}

/** The configured database, for the commands: PostgreSQL at DATABASE_URL when it is set, else the SQLite file. */
export async function openConfigured(config: { DATABASE_URL?: string | undefined; DATABASE_PATH: string }): Promise<Db> {
  return config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, { max: 2 }) : openDb(config.DATABASE_PATH);
}

/**
 * Runs a round of scheduled work unless another instance is running it now: on PostgreSQL a session advisory lock is
 * tried (never waited for) on a connection held for the round, so it goes with the instance if that dies mid-round
 * and the next round anywhere takes over. Resolves to undefined when the round was left to the other instance. On
 * SQLite one process owns the file: the work runs.
 */
export async function unlessRunningElsewhere<T>(db: Db, key: number, work: () => Promise<T>): Promise<T | undefined> {
  if (!onPostgres) return await work();
  return await holdingLock(asPg(db).$client, key, 'try', work);
}

/** Closes the file, or ends the pool's connections. */
export async function closeDb(db: Db): Promise<void> {
  if (onPostgres) await asPg(db).$client.end();
  else db.$client.close();
}

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
  if (onPostgres) throw new Error('This process runs on PostgreSQL (DATABASE_URL is set): its tables are not the SQLite file’s.');
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
  // PostgreSQL's deleted rows go when VACUUM reuses their space (autovacuum): nothing an application can force here.
  if (onPostgres || db.$client.name === ':memory:') return;
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
}
