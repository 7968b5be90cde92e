// Which process serves a database: the server writes its process id beside the file while it runs, so a restore can
// refuse to replace a database under a running server.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const lockFile = (dbPath: string) => `${dbPath}.server-pid`;

export function markServing(dbPath: string): () => void {
  if (dbPath === ':memory:') return () => {};
  writeFileSync(lockFile(dbPath), String(process.pid), { mode: 0o600 });
  return () => rmSync(lockFile(dbPath), { force: true });
}

/** The id of a live process serving this database, if any (a mark left by a crash names a process that is gone). */
export function servingProcess(dbPath: string): number | undefined {
  if (!existsSync(lockFile(dbPath))) return undefined;
  const pid = Number(readFileSync(lockFile(dbPath), 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
