// Backups of the one SQLite file that holds everything an organization cannot re-create. Copies are made with
// SQLite's online backup (better-sqlite3's `backup`), so the server keeps answering and writing meanwhile, then
// checked (integrity_check and row counts) before they count; copies are owner-only (they hold personal data).
import { chmodSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from '../db/client.ts';

export interface CopyCheck {
  ok: boolean;
  /** "ok", or the first problems integrity_check found, or why the file could not be read. */
  integrity: string;
  /** Rows per table (when readable). */
  tables: Record<string, number>;
}

/** Opens a copy read-only and checks it; never throws. */
export function checkCopy(file: string): CopyCheck {
  let copy: Database.Database | undefined;
  try {
    copy = new Database(file, { readonly: true, fileMustExist: true });
    const problems = copy.prepare('PRAGMA integrity_check').pluck().all() as string[];
    const integrity = problems.join('; ') || 'no answer';
    const names = copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
    const tables: Record<string, number> = {};
    for (const name of names) tables[name] = Number(copy.prepare(`SELECT count(*) FROM "${name.replace(/"/g, '""')}"`).pluck().get());
    return { ok: integrity === 'ok' && names.length > 0, integrity, tables };
  } catch (error) {
    return { ok: false, integrity: `cannot be read: ${(error as Error).message}`, tables: {} };
  } finally {
    copy?.close();
  }
}

export interface BackupReport extends CopyCheck {
  file: string;
  bytes: number;
  ms: number;
}

/**
 * Copies the live database to `file` (written beside it as `.partial`, renamed once checked, so a failed or
 * unreadable copy never takes the name of a good one). Throws when the copy fails its check.
 */
export async function backupDatabase(db: Db, file: string): Promise<BackupReport> {
  const started = Date.now();
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  await db.$client.backup(partial);
  chmodSync(partial, 0o600);
  const check = checkCopy(partial);
  if (!check.ok) {
    rmSync(partial, { force: true });
    throw new Error(`The copy failed its check (${check.integrity}); nothing was kept.`);
  }
  renameSync(partial, file);
  return { file, bytes: statSync(file).size, ms: Date.now() - started, ...check };
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
