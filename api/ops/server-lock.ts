// Files kept beside the database, and which process serves it: the server writes its process id beside the file while
// it runs, so a restore can refuse to replace a database under a running server.
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The database file's own path, links followed: the server and a command may spell DATABASE_PATH differently (a
 * relative path, a symbolic link to the file), and must still find the same marks beside it.
 */
export function realDatabasePath(dbPath: string): string {
  return existsSync(dbPath) ? realpathSync(dbPath) : resolve(dbPath);
}

export const besideDatabase = (dbPath: string, suffix: string) => `${realDatabasePath(dbPath)}${suffix}`;

const lockFile = (dbPath: string) => besideDatabase(dbPath, '.server-pid');

/** Whether a process with this id is alive (EPERM: it exists, under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process ids of the mark beside the database: one per line (several servers may share one database). */
function markedPids(file: string): number[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/\s+/)
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid > 0);
}

/**
 * Notes this process as serving the database. Called once it listens: a start that fails (its port taken) never
 * touches the mark. The ids of other live servers are kept; those of processes that are gone are dropped.
 */
export function markServing(dbPath: string): () => void {
  if (dbPath === ':memory:') return () => {};
  const file = lockFile(dbPath);
  const write = (pids: number[]) => (pids.length ? writeFileSync(file, `${pids.join('\n')}\n`, { mode: 0o600 }) : rmSync(file, { force: true }));
  write([...new Set([...markedPids(file).filter((pid) => pid !== process.pid && alive(pid)), process.pid])]);
  return () => write(markedPids(file).filter((pid) => pid !== process.pid && alive(pid)));
}

/** The id of a live process serving this database, if any (a mark left by a crash names a process that is gone). */
export function servingProcess(dbPath: string): number | undefined {
  return markedPids(lockFile(dbPath)).find(alive);
}
