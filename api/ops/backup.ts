// Backups of the one SQLite file that holds everything an organization cannot re-create. Copies are made with
// SQLite's online backup (better-sqlite3's `backup`), so the server keeps answering and writing meanwhile, then
// checked (integrity_check, this site's migrations, a schema with nothing they do not make, row counts) before they
// count; copies are owner-only from the moment they exist (they hold personal data).
import { closeSync, existsSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { schemaMismatch, schemaState } from './app-schema.ts';
import { besideDatabase } from './server-lock.ts';

export interface CopyCheck {
  ok: boolean;
  /** "ok", or the first problems integrity_check found, or why the file could not be read. */
  integrity: string;
  /** Rows per table (once the copy passed its other checks). */
  tables: Record<string, number>;
  /** Why the copy cannot be used, when it cannot. */
  problem?: string;
}

/**
 * Opens a copy read-only and checks it is whole, is this site's database, and holds nothing its migrations do not
 * make (a restore runs the migrations on it, and a trigger slipped in would run with them and for ever after); never
 * throws.
 */
export function checkCopy(file: string): CopyCheck {
  let copy: Database.Database | undefined;
  try {
    copy = new Database(file, { readonly: true, fileMustExist: true });
    const problems = copy.prepare('PRAGMA integrity_check').pluck().all() as string[];
    const integrity = problems.join('; ') || 'no answer';
    if (integrity !== 'ok') return { ok: false, integrity, tables: {}, problem: `integrity_check: ${integrity}` };
    // The schema before any row is read: a table no migration makes (a virtual one, say) is never queried.
    const problem = schemaState(copy).problem ?? schemaMismatch(copy);
    if (problem) return { ok: false, integrity, tables: {}, problem };
    const names = copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
    const tables: Record<string, number> = {};
    for (const name of names) tables[name] = Number(copy.prepare(`SELECT count(*) FROM "${name.replace(/"/g, '""')}"`).pluck().get());
    return { ok: true, integrity, tables };
  } catch (error) {
    const integrity = `cannot be read: ${(error as Error).message}`;
    return { ok: false, integrity, tables: {}, problem: integrity };
  } finally {
    copy?.close();
  }
}

export interface BackupReport extends CopyCheck {
  file: string;
  bytes: number;
  /** When the copy began and how long copying took (the check comes after). */
  startedAt: Date;
  copyMs: number;
  ms: number;
  /** Whether GET /api/health will count it (the note beside the database could be written). */
  recorded: boolean;
}

export interface BackupOptions {
  /**
   * Copy every page in one step, under one read transaction. A command in another process needs this: SQLite
   * restarts a stepped backup whenever another connection writes, so under steady writes it might never finish.
   * The server's own connection may step (its writes go into the copy as it is made) and keeps answering between steps.
   */
  allAtOnce?: boolean;
}

const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live database to `file` (written beside it as `.partial`, renamed once checked, so a failed or
 * unreadable copy never takes the name of a good one). Throws when the copy fails its check.
 */
export async function backupDatabase(db: Db, file: string, options: BackupOptions = {}): Promise<BackupReport> {
  const startedAt = new Date();
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  // Created owner-only before a byte is copied (the umask may allow others to read new files).
  closeSync(openSync(partial, 'wx', 0o600));
  let copyMs: number;
  try {
    await (options.allAtOnce ? db.$client.backup(partial, { progress: () => ALL_PAGES }) : db.$client.backup(partial));
    copyMs = Date.now() - startedAt.getTime();
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const check = checkCopy(partial);
  if (!check.ok) {
    rmSync(partial, { force: true });
    throw new Error(`The copy failed its check (${check.problem ?? check.integrity}); nothing was kept.`);
  }
  renameSync(partial, file);
  const recorded = recordBackup(db.$client.name, startedAt);
  return { file, bytes: statSync(file).size, startedAt, copyMs, ms: Date.now() - startedAt.getTime(), recorded, ...check };
}

// The last good backup, manual or scheduled, noted beside the database for GET /api/health.
const lastBackupFile = (dbPath: string) => besideDatabase(dbPath, '.last-backup');
const lastBackupSchema = z.object({ at: z.iso.datetime() });

function recordBackup(dbPath: string, at: Date): boolean {
  if (dbPath === ':memory:') return false;
  try {
    writeFileSync(lastBackupFile(dbPath), `${JSON.stringify({ at: at.toISOString() })}\n`, { mode: 0o600 });
    return true;
  } catch {
    // Another user's folder, say: the copy itself is good; the command says it was not noted.
    return false;
  }
}

/** When the last good backup of this database was made: noted by any backup, or the newest copy in `dir`. */
export function lastBackupAt(dbPath: string, dir?: string): Date | undefined {
  let noted: Date | undefined;
  if (dbPath !== ':memory:') {
    try {
      const parsed = lastBackupSchema.safeParse(JSON.parse(readFileSync(lastBackupFile(dbPath), 'utf8')));
      if (parsed.success) noted = new Date(parsed.data.at);
    } catch {
      // None noted yet (or unreadable): the copies in `dir` still count.
    }
  }
  const copied = lastCopyAt(dir);
  return noted && copied ? (noted > copied ? noted : copied) : (noted ?? copied);
}

const COPY_NAME = /^backup-(\d{8}T\d{6}Z)\.db$/;

/** "backup-20261125T093000Z.db": sortable by name, and says when. */
export function copyName(at: Date): string {
  return `backup-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}.db`;
}

/** The scheduled copies in `dir`, newest first. */
export function listCopies(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => COPY_NAME.test(f))
    .sort()
    .reverse()
    .map((f) => join(dir, f));
}

/** When the newest checked copy in `dir` was made, if any. */
export function lastCopyAt(dir: string | undefined): Date | undefined {
  const newest = dir ? listCopies(dir)[0] : undefined;
  const m = newest ? COPY_NAME.exec(basename(newest)) : null;
  if (!m) return undefined;
  const s = m[1]!;
  return new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`);
}

/**
 * One scheduled round: a new checked copy in `dir`, then the oldest removed beyond `keep`. Old copies go only after
 * a new one checked out, so a failing disk or database never leaves fewer good copies than before.
 */
export async function scheduledBackup(db: Db, dir: string, keep: number, now = new Date()): Promise<BackupReport> {
  const report = await backupDatabase(db, join(dir, copyName(now)));
  for (const old of listCopies(dir).slice(keep)) rmSync(old, { force: true });
  return report;
}
