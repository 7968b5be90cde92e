// The throw-away PostgreSQL server the PostgreSQL tests run against (tests/fixtures/postgres.ts): a real server on
// 127.0.0.1 at a free port, a database of its own per test file, and nothing left behind once stopped.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { startPostgres } from '../fixtures/postgres.ts';

const psql = (url: string, query: string) => execFileSync('psql', [url, '-Atc', query], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

it('starts a real PostgreSQL on 127.0.0.1, with a database of its own, and removes it all when stopped', async () => {
  const pg = await startPostgres();
  const url = pg.createDatabase('harness_check');
  expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/harness_check$/);
  expect(psql(url, 'SHOW listen_addresses')).toBe('127.0.0.1');
  expect(psql(url, 'CREATE TABLE t (n int); INSERT INTO t VALUES (1), (2); SELECT sum(n) FROM t')).toContain('3');
  const dataDir = psql(url, 'SHOW data_directory');
  await pg.stop();
  expect(existsSync(dataDir)).toBe(false);
  expect(() => psql(url, 'SELECT 1')).toThrow();
}, 60_000);
