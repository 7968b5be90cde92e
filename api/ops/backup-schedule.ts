// The server's own backups: every BACKUP_EVERY_HOURS, a checked copy in BACKUP_DIR, keeping BACKUP_KEEP of them.
// A round that fails is logged as an error and changes nothing; the next round tries again.
import { mkdirSync } from 'node:fs';
import type { Db } from '../db/client.ts';
import { consoleLines, type LineLog } from '../log.ts';
import { scheduledBackup } from './backup.ts';

/**
 * The longest delay a Node timer holds (2^31 - 1 ms, about 24.8 days). A longer one fires after 1 ms: 720 hours
 * would back up without pause. Longer waits are made of several timers.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Calls `run` every `everyMs`, however long; returns the stop function. */
export function every(everyMs: number, run: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  let remaining = everyMs;
  const arm = () => {
    const wait = Math.min(remaining, MAX_TIMER_MS);
    timer = setTimeout(() => {
      remaining -= wait;
      if (remaining <= 0) {
        remaining = everyMs;
        run();
      }
      arm();
    }, wait);
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}

export function startBackups(db: Db, options: { dir: string; everyHours: number; keep: number; log?: LineLog }): () => Promise<void> {
  const log = options.log ?? consoleLines;
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= scheduledBackup(db, options.dir, options.keep)
      .then((r) => log(`Backup: ${r.file} written and checked (integrity ${r.integrity}, ${(r.bytes / 1024).toFixed(0)} KB, ${r.ms} ms).`))
      .catch((error: unknown) => log(`Backup failed, the earlier copies are kept: ${error instanceof Error ? error.message : String(error)}`, 'error'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const stop = every(options.everyHours * 3_600_000, () => void round());
  void round();
  return async () => {
    stop();
    await running;
  };
}
