// A backup taken with `npm run db:backup` while eight writers post contact messages to a running server, restored
// with `npm run db:restore` into a fresh server: every message acknowledged before the backup began is there, once,
// and the copy passes integrity_check. A restore under a running server is refused.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSourceServer, type SourceServer } from '../fixtures/source-server.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);
let dir: string;
const servers: SourceServer[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'whs-restore-'));
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  rmSync(dir, { recursive: true, force: true });
});

function cli(name: 'db-backup' | 'db-restore', databasePath: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'cli', `${name}.ts`), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_PATH: databasePath },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

it('restores every message acknowledged before the backup began, once', async () => {
  const live = join(dir, 'live.db');
  const server = await startSourceServer(dir, live, { WRITE_RATE_LIMIT: '100000' });
  servers.push(server);

  // Eight writers, each posting messages one after another, noting when each was acknowledged.
  const acknowledged: { subject: string; at: number }[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let n = 0; !stop; n++) {
      const subject = `writer ${w} message ${n}`;
      const res = await fetch(`${server.baseURL}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseURL, 'idempotency-key': `w${w}-m${n}-${'x'.repeat(8)}` },
        body: JSON.stringify({ name: 'Test', email: 'test@example.org', subject, category: 'general', priority: 'normal', message: 'Hello' }),
      });
      if (res.status === 201) acknowledged.push({ subject, at: Date.now() });
      else throw new Error(`writer ${w}: ${res.status} ${await res.text()}`);
    }
  };
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  await new Promise((r) => setTimeout(r, 1500));

  const backupBegan = Date.now();
  const copy = join(dir, 'copy.db');
  const backup = await cli('db-backup', live, copy);
  expect(backup.code, backup.stderr).toBe(0);
  expect(backup.stdout).toMatch(/integrity ok/);
  stop = true;
  await Promise.all(writers);
  const before = acknowledged.filter((a) => a.at < backupBegan).map((a) => a.subject);
  expect(before.length).toBeGreaterThan(20);
  // The writers went on during the backup: the server kept answering.
  expect(acknowledged.some((a) => a.at > backupBegan)).toBe(true);

  // A restore under the running server is refused, and changes nothing.
  const refused = await cli('db-restore', live, copy);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/is using .*Stop it first/);

  // Into a fresh place, then a fresh server on it.
  const restored = join(dir, 'restored.db');
  const done = await cli('db-restore', restored, copy);
  expect(done.code, done.stderr).toBe(0);
  expect(done.stdout).toMatch(/integrity ok/);
  const fresh = await startSourceServer(dir, restored);
  servers.push(fresh);
  const health = await fetch(`${fresh.baseURL}/api/health`);
  expect(health.status).toBe(200);

  const db = new Database(restored, { readonly: true });
  try {
    expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
    const subjects = db.prepare('SELECT subject FROM contact_messages').pluck().all() as string[];
    const counts = new Map<string, number>();
    for (const s of subjects) counts.set(s, (counts.get(s) ?? 0) + 1);
    const missing = before.filter((s) => !counts.has(s));
    expect(missing).toEqual([]);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  } finally {
    db.close();
  }
}, 120_000);

it('refuses a file that is not a usable copy, and keeps the current database', async () => {
  const target = join(dir, 'keep.db');
  const notACopy = join(ROOT, 'package.json');
  const out = await cli('db-restore', target, notACopy);
  expect(out.code).toBe(1);
  expect(out.stderr).toMatch(/is not a usable copy/);
  expect(existsSync(target)).toBe(false);
}, 60_000);
