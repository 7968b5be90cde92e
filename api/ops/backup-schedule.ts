// The server's own backups: every BACKUP_EVERY_HOURS, a checked copy in BACKUP_DIR, keeping BACKUP_KEEP of them.
// A round that fails is logged and changes nothing; the next round tries again.
import { mkdirSync } from 'node:fs';
import type { Db } from '../db/client.ts';
import { scheduledBackup } from './backup.ts';

export function startBackups(db: Db, options: { dir: string; everyHours: number; keep: number; log?: (line: string) => void }): () => Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= scheduledBackup(db, options.dir, options.keep)
      .then((r) => log(`Backup: ${r.file} written and checked (integrity ${r.integrity}, ${(r.bytes / 1024).toFixed(0)} KB, ${r.ms} ms).`))
      .catch((error: unknown) => log(`Backup failed, the earlier copies are kept: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void round(), options.everyHours * 3_600_000);
  timer.unref();
  void round();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
