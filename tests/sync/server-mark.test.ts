// The mark a running server leaves beside its database, which db:restore reads: a second start that fails (its port
// taken) must not replace the mark of the server that runs, or a restore would swap the file under it.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { servingProcess } from '../../api/ops/server-lock.ts';
import { startSourceServer, type SourceServer } from '../fixtures/source-server.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
let dir: string;
let running: SourceServer | undefined;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'whs-mark-'));
});
afterAll(async () => {
  await running?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('a second start on a taken port leaves the running server’s mark, and a restore is still refused', async () => {
  const db = join(dir, 'live.db');
  running = await startSourceServer(dir, db);
  const first = servingProcess(db);
  expect(first).toBeDefined();
  const port = new URL(running.baseURL).port;

  // The same database, the port already taken: it fails to start.
  writeFileSync(join(dir, 'no-feeds.json'), '{"feeds":[]}');
  const second = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'server.ts')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: port, NODE_ENV: 'test', DATABASE_PATH: db, WEB_DIST: join(dir, 'no-web'), NEWS_FEEDS_FILE: join(dir, 'no-feeds.json') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  second.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
  expect(code).toBe(1);
  expect(said).toMatch(/already in use/);

  expect(servingProcess(db)).toBe(first);
  expect(readFileSync(`${db}.server-pid`, 'utf8')).toContain(String(first));
  // The restore is still refused, and nothing changes.
  const copy = join(dir, 'copy.db');
  writeFileSync(copy, '');
  const refused = await promisify(execFile)('npm', ['run', '--silent', 'db:restore', '--', copy], { cwd: ROOT, env: { ...process.env, DATABASE_PATH: db } }).then(
    () => ({ code: 0, stderr: '' }),
    (e: { code: number; stderr: string }) => e,
  );
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/A server \(process \d+\) is using/);

  // Once it stops, the mark goes.
  await running.stop();
  running = undefined;
  expect(servingProcess(db)).toBeUndefined();
}, 60_000);
