// GET /api/health: to anyone, only whether the site is up and its database reachable (nothing that moves with what
// visitors do); with the operators' key, the version and the commit it was built from, the database's state, mail
// waiting and failing, the last news read and the last backup's age (scheduled or made by hand); 503 when the
// database file cannot be read; never cached, and nothing personal in it.
import { execFileSync } from 'node:child_process';
import { openSync, writeSync, closeSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onPostgres } from '../../api/db/client.ts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { outboundMail } from '../../api/db/tables.ts';
import { backupDatabase, copyName } from '../../api/ops/backup.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

const TOKEN = 'operators-key-0123456789abcdef';
/** Asked as an operator, with the key. */
const asOperator = { headers: { Authorization: `Bearer ${TOKEN}` } };
let t: TempDb;
let backups: string;
beforeEach(async () => {
  t = await tempDb();
  backups = mkdtempSync(join(tmpdir(), 'whs-health-'));
});
afterEach(async () => {
  await t.close();
  rmSync(backups, { recursive: true, force: true });
});

it('says the site is healthy, with what an operator watches', async () => {
  await t.db.insert(outboundMail).values({ id: 'm1', kind: 'contact-staff', to: 'staff@example.org', subject: 'x', text: 'y' });
  await t.db.insert(outboundMail).values({ id: 'm2', kind: 'contact-copy', to: 'her@example.org', subject: 'x', text: 'y', attempts: 3, lastError: 'refused' });
  const madeAt = new Date(Date.now() - 5 * 3_600_000);
  writeFileSync(join(backups, copyName(madeAt)), 'a copy');
  const res = await createApp({ db: t.db, backupDir: backups, healthToken: TOKEN }).request('http://localhost/api/health', asOperator);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({
    status: 'ok',
    version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    database: { engine: onPostgres ? 'postgresql' : 'sqlite', reachable: true, migrationsCurrent: true },
    mail: { waiting: 2, failing: 1 },
    news: { lastReadAt: null },
    backup: { configured: true, ageHours: 5 },
  });
  // No addresses, subjects or errors of anyone's mail.
  expect(JSON.stringify(body)).not.toMatch(/@|refused/);
});

// The SQLite file's copies (db:backup says what to use for PostgreSQL instead).
it.skipIf(onPostgres)('counts a backup made by hand, wherever it was written', async () => {
  const app = createApp({ db: t.db, healthToken: TOKEN });
  const before = (await (await app.request('http://localhost/api/health', asOperator)).json()) as { backup: unknown };
  expect(before.backup).toEqual({ configured: false, lastAt: null, ageHours: null });
  const started = Date.now();
  await backupDatabase(t.db, join(backups, 'by-hand.db'));
  const after = (await (await app.request('http://localhost/api/health', asOperator)).json()) as { backup: { configured: boolean; lastAt: string; ageHours: number } };
  expect(after.backup.configured).toBe(false);
  expect(after.backup.ageHours).toBe(0);
  expect(Date.parse(after.backup.lastAt)).toBeGreaterThanOrEqual(started - 1000);
  expect(Date.parse(after.backup.lastAt)).toBeLessThanOrEqual(Date.now());
});

it('reports the commit the build noted', async () => {
  // A checkout of its own, built the way npm run build:server notes it (scripts/build-info.mjs).
  const checkout = mkdtempSync(join(tmpdir(), 'whs-build-'));
  try {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@localhost', ...args], { cwd: checkout }).toString().trim();
    git('init', '-q');
    git('commit', '-q', '--allow-empty', '-m', 'build');
    const commit = git('rev-parse', '--short=12', 'HEAD');
    const env = { ...process.env };
    delete env.BUILD_COMMIT;
    execFileSync(process.execPath, [join(new URL('../../', import.meta.url).pathname, 'scripts', 'build-info.mjs')], { cwd: checkout, env });
    const res = await createApp({ db: t.db, healthToken: TOKEN, buildInfoFile: join(checkout, 'dist', 'server', 'build-info.json') }).request('http://localhost/api/health', asOperator);
    expect(((await res.json()) as { commit: string }).commit).toBe(commit);
    // Without a build, it says so rather than guessing.
    const unbuilt = await createApp({ db: t.db, healthToken: TOKEN, buildInfoFile: join(checkout, 'nowhere.json') }).request('http://localhost/api/health', asOperator);
    expect(((await unbuilt.json()) as { commit: string }).commit).toBe('unknown');
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
});

it.skipIf(onPostgres)('answers 503 when the database file cannot be read', async () => {
  // Everything written into the main file first (WAL mode keeps recent pages beside it), then its header
  // overwritten: SQLite no longer recognises the file.
  t.db.$client.pragma('wal_checkpoint(TRUNCATE)');
  const fd = openSync(t.path, 'r+');
  writeSync(fd, Buffer.alloc(100, 0x41), 0, 100, 0);
  closeSync(fd);
  const res = await createApp({ db: t.db, healthToken: TOKEN }).request('http://localhost/api/health', asOperator);
  expect(res.status).toBe(503);
  const body = (await res.json()) as { status: string; database: { reachable: boolean; problem: string }; backup: { configured: boolean } };
  expect(body.status).toBe('unavailable');
  expect(body.database.reachable).toBe(false);
  expect(body.database.problem).toMatch(/not a database/);
  expect(body.backup.configured).toBe(false);
});

it('tells the public only up or down: nothing that changes with what visitors do', async () => {
  const app = createApp({ db: t.db, healthToken: TOKEN });
  const publicAnswer = async () => {
    const res = await app.request('http://localhost/api/health');
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const subscribe = (email: string) =>
    app.request('http://localhost/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({ email, interests: [] }),
    });
  const before = await publicAnswer();
  expect(before).toEqual({ status: 200, body: { status: 'ok', database: { reachable: true } } });
  // Her address subscribed by a stranger, then again, then another: a confirmation mail queued for each new address.
  for (const email of ['survivor@example.org', 'survivor@example.org', 'someone.else@example.org']) expect((await subscribe(email)).status).toBe(200);
  expect(await publicAnswer()).toEqual(before);
  // A wrong key, or the key in another form, is the public's answer.
  for (const authorization of ['Bearer wrong-key-0123456789abcdef', TOKEN, `Basic ${TOKEN}`]) {
    const res = await app.request('http://localhost/api/health', { headers: { Authorization: authorization } });
    expect(await res.json()).toEqual(before.body);
  }
  // The operators see the mail waiting.
  const operator = (await (await app.request('http://localhost/api/health', asOperator)).json()) as { mail: { waiting: number } };
  expect(operator.mail.waiting).toBe(2);
});

it('without HEALTH_TOKEN set, nobody gets more than up or down', async () => {
  const res = await createApp({ db: t.db }).request('http://localhost/api/health', asOperator);
  expect(await res.json()).toEqual({ status: 'ok', database: { reachable: true } });
});

it.skipIf(onPostgres)('says the public that the site is unavailable, without the problem in detail', async () => {
  t.db.$client.pragma('wal_checkpoint(TRUNCATE)');
  const fd = openSync(t.path, 'r+');
  writeSync(fd, Buffer.alloc(100, 0x41), 0, 100, 0);
  closeSync(fd);
  const res = await createApp({ db: t.db, healthToken: TOKEN }).request('http://localhost/api/health');
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ status: 'unavailable', database: { reachable: false } });
});
