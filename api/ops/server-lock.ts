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

export function markServing(dbPath: string): () => void {
  if (dbPath === ':memory:') return () => {};
  const file = lockFile(dbPath);
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** The id of a live process serving this database, if any (a mark left by a crash names a process that is gone). */
export function servingProcess(dbPath: string): number | undefined {
  const file = lockFile(dbPath);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
