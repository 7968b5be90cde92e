// `npm run import:hsds` against the database a running server uses: the server serves the new listings (lists,
// search, nearby, the change feed) without a restart, and the command says what it did, or why it refused.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseEnv, tempDb, type TempDb } from '../fixtures/db.ts';
import { startSourceServer, type SourceServer } from '../fixtures/source-server.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const FIXTURE = join(ROOT, 'tests', 'fixtures', 'hsds-1.1');
const run = promisify(execFile);

let dir: string;
let t: TempDb;
let server: SourceServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'whs-live-import-'));
  t = await tempDb();
  // The server and every command run on the test's database: SQLite's file or the PostgreSQL database.
  server = await startSourceServer(dir, join(dir, 'unused.db'), databaseEnv(t));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

function importCli(...args: string[]) {
  return importWith({}, ...args);
}

function importWith(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'cli', 'import-hsds.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...databaseEnv(t), ...env },
  });
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${server.baseURL}${path}`, init);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the running server never showed the imported listings');
}

it('a running server serves imported listings without a restart', async () => {
  type Item = { id: string; title: string };
  const { cursor } = await json<{ cursor: string }>('/api/resources/changes?since=0');
  const seeded = (await json<Item[]>('/api/resources')).length;

  const dry = await importCli(FIXTURE, '--dry-run');
  expect(dry.stdout).toContain('Source "example-county-211": Dry run, nothing written: 8 added');
  expect(await json<Item[]>('/api/resources')).toHaveLength(seeded);

  const { stdout } = await importCli(FIXTURE);
  expect(stdout).toContain('8 added, 0 updated, 0 unchanged, 0 removed, 2 skipped (1 without a name, 1 inactive or defunct)');
  await eventually(async () => (await json<Item[]>('/api/resources')).length === seeded + 8);

  const found = await json<Item[]>('/api/resources/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: 'family law help' }) });
  expect(found[0]?.title).toBe('Family Law Help');
  const near = await json<Item[]>('/api/resources/nearby?latitude=25.60&longitude=-80.35&radius=5');
  expect(near.map((r) => r.title)).toContain("Women's Health Clinic");
  const changes = await json<{ changes: Item[]; reset: boolean }>(`/api/resources/changes?since=${cursor}`);
  expect(changes.reset).toBe(false);
  expect(changes.changes).toHaveLength(8);

  const again = await importCli(FIXTURE);
  expect(again.stdout).toContain('0 added, 0 updated, 8 unchanged, 0 removed');

  // For a log collector: one JSON 'import' event with the counts.
  const logged = await importWith({ LOG_FORMAT: 'json' }, FIXTURE);
  const lines = logged.stdout.split('\n').filter((l) => l.trim());
  expect(lines, logged.stdout).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', event: 'import', source: 'example-county-211', dryRun: false, added: 0, unchanged: 8, invalid: 0, msg: expect.stringContaining('8 unchanged') });
}, 60_000);

it('says plainly what is wrong with a bad source and exits with an error', async () => {
  const failed = await importCli(join(dir, 'nowhere')).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toContain('Nothing imported.');
  expect(failed?.stderr).toContain('no such file or folder');
}, 30_000);

it('refuses a source that suddenly lists no services, unless told with --allow-empty', async () => {
  await importCli(FIXTURE, '--source', 'emptied');
  const copy = join(dir, 'emptied');
  cpSync(FIXTURE, copy, { recursive: true });
  writeFileSync(join(copy, 'services.csv'), `${readFileSync(join(copy, 'services.csv'), 'utf8').split('\n')[0]}\n`);
  const refused = await importCli(copy, '--source', 'emptied').then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  expect(refused?.code).toBe(1);
  expect(refused?.stderr).toContain('Nothing imported. services.csv lists no services; importing it would remove all 8 listings of "emptied". If the source really has no services now, import it again with --allow-empty.');
  const { stdout } = await importCli(copy, '--source', 'emptied', '--allow-empty');
  expect(stdout).toContain('0 added, 0 updated, 0 unchanged, 8 removed, 0 skipped');
}, 60_000);
