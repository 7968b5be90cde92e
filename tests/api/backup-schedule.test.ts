// The backup schedule on a fake clock (the copies themselves are real): 720 hours (BACKUP_EVERY_HOURS' largest
// value, past what one Node timer holds) means one copy at start and the next 720 hours later, not one every
// millisecond; a round that is due does run; a round that fails says so as an error.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startBackups } from '../../api/ops/backup-schedule.ts';
import { checkCopy, listCopies } from '../../api/ops/backup.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

const HOUR = 3_600_000;
let t: TempDb;
let dir: string;
beforeEach(async () => {
  t = await tempDb();
  dir = mkdtempSync(join(tmpdir(), 'whs-schedule-'));
  // Timers and the clock are fake; the copy's own steps (setImmediate) and file writes are real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: new Date(Date.UTC(2026, 0, 1)) });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Resolves once the schedule has logged `n` rounds, waiting in real time (the copy is real work). */
function rounds(lines: string[], n: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const look = () => {
      if (lines.length >= n) resolve();
      else if (performance.now() - started > 10_000) reject(new Error(`only ${lines.length} rounds logged: ${lines.join(' | ')}`));
      else setImmediate(look);
    };
    look();
  });
}

/** Lets a round that might have started finish (200 ms of real time), so a check for "no new round" is fair. */
async function settle(): Promise<void> {
  const until = performance.now() + 200;
  while (performance.now() < until) await new Promise<void>((resolve) => setImmediate(resolve));
}

it('backs up at start and then only when 720 hours have passed', async () => {
  const lines: string[] = [];
  const stop = startBackups(t.db, { dir, everyHours: 720, keep: 5, log: (l) => lines.push(l) });
  try {
    await rounds(lines, 1);
    expect(lines[0]).toMatch(/written and checked \(integrity ok/);
    expect(listCopies(dir)).toHaveLength(1);

    // A minute, a day, and 720 hours less a minute after the first: no second round.
    let at = 0;
    for (const target of [60_000, 24 * HOUR, 720 * HOUR - 60_000]) {
      await vi.advanceTimersByTimeAsync(target - at);
      at = target;
      await settle();
      expect(lines, `${at / 60_000} minutes after the first`).toHaveLength(1);
    }

    // The last minute: the round is due, and runs.
    await vi.advanceTimersByTimeAsync(60_000);
    await rounds(lines, 2);
    expect(lines[1]).toMatch(/written and checked \(integrity ok/);
    const copies = listCopies(dir);
    expect(copies).toHaveLength(2);
    expect(copies.every((f) => checkCopy(f).ok)).toBe(true);
    // Named by when they were made: start, and 720 hours later.
    expect(copies.map((f) => f.slice(dir.length + 1))).toEqual(['backup-20260131T000000Z.db', 'backup-20260101T000000Z.db']);
  } finally {
    await stop();
  }
});

it('logs a failed round as an error and keeps nothing of it', async () => {
  // Something in the way of the round's copy (its working file's name is taken by a folder with a file in it).
  const blocker = join(dir, 'backup-20260101T000000Z.db.partial');
  mkdirSync(blocker);
  writeFileSync(join(blocker, 'keep'), 'x');
  const said: { line: string; level: string | undefined }[] = [];
  const stop = startBackups(t.db, { dir, everyHours: 24, keep: 5, log: (line, level) => said.push({ line, level }) });
  await stop();
  expect(said).toEqual([{ line: expect.stringMatching(/^Backup failed, the earlier copies are kept: /), level: 'error' }]);
  expect(listCopies(dir)).toEqual([]);
  expect(readdirSync(dir)).toEqual(['backup-20260101T000000Z.db.partial']);
});
