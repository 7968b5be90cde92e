// The PostgreSQL schema (issue 38) is the SQLite one in PostgreSQL's types: written from it (scripts/pg-schema.ts), its
// committed migrations apply to a real PostgreSQL server, and they make the same tables with the same columns, each
// required or optional alike, as the SQLite migrations do.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDb } from '../../api/db/client.ts';
import { projectPath } from '../../api/project-root.ts';
import { PG_SCHEMA, pgSchemaSource } from '../../scripts/pg-schema.ts';
import { startPostgres, type Postgres } from '../fixtures/postgres.ts';

let pg: Postgres;
let url: string;
beforeAll(async () => {
  pg = await startPostgres();
  url = pg.createDatabase('schema_check');
}, 60_000);
afterAll(() => pg?.stop());

const psql = (query: string) => execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atc', query], { encoding: 'utf8' }).trim();

/** table → "column required|optional", sorted. */
type Shape = Record<string, string[]>;

function sqliteShape(): Shape {
  const db = openDb(':memory:');
  try {
    const tables = db.$client
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' AND name NOT LIKE 'resources_fts%'")
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((t) => [t, (db.$client.prepare(`PRAGMA table_info("${t}")`).all() as { name: string; notnull: number; pk: number }[]).map((c) => `${c.name} ${c.notnull || c.pk ? 'required' : 'optional'}`).sort()]),
    );
  } finally {
    db.$client.close();
  }
}

function postgresShape(): Shape {
  // The search index is each database's own (FTS5 there, a tsvector here), and the shared rate-limit counts are
  // PostgreSQL's alone (one SQLite process counts in memory): compared with the other tables, not here.
  const rows = psql("SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name NOT IN ('resources_search', 'rate_limits') ORDER BY 1, 2");
  const shape: Shape = {};
  for (const line of rows.split('\n').filter(Boolean)) {
    const [table, column, nullable] = line.split('|') as [string, string, string];
    (shape[table] ??= []).push(`${column} ${nullable === 'NO' ? 'required' : 'optional'}`);
  }
  for (const columns of Object.values(shape)) columns.sort();
  return shape;
}

it('api/db/schema-pg.ts is what scripts/pg-schema.ts writes from the SQLite schema', () => {
  expect(readFileSync(PG_SCHEMA, 'utf8')).toBe(pgSchemaSource());
});

it('the committed PostgreSQL migrations apply to a real server and make the tables and columns the SQLite ones make', () => {
  const journal = JSON.parse(readFileSync(projectPath('api', 'db', 'migrations-pg', 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  for (const { tag } of journal.entries) execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-f', projectPath('api', 'db', 'migrations-pg', `${tag}.sql`)]);
  const sqlite = sqliteShape();
  expect(Object.keys(sqlite).length).toBeGreaterThan(20);
  expect(postgresShape()).toEqual(sqlite);
});
