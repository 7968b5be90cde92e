// The PostgreSQL schema (issue 38) is the SQLite one in PostgreSQL's types: written from it (scripts/pg-schema.ts), its
// committed migrations apply to a real PostgreSQL server, and they make the same tables with the same columns, each
// required or optional alike, as the SQLite migrations do.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pgClient from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDb } from '../../api/db/client.ts';
import { projectPath } from '../../api/project-root.ts';
import { PG_SCHEMA, pgSchemaSource } from '../../scripts/pg-schema.ts';
import { startPostgres, type Postgres } from '../fixtures/postgres.ts';

const { Pool } = pgClient;

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
  // PostgreSQL's alone (one SQLite process counts in memory): compared with the other tables, not here. The index's
  // parts (resources_search_0…7) are tables of their own to information_schema.
  const rows = psql(
    "SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name NOT IN ('resources_search', 'rate_limits') AND table_name !~ '^resources_search_[0-9]+$' ORDER BY 1, 2",
  );
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

it('a database searched before the index was split keeps every listing findable after the upgrade at start, and a deleted listing leaves it', async () => {
  const folder = projectPath('api', 'db', 'migrations-pg');
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const split = journal.entries.findIndex((e) => e.tag === '0007_resources_search_partitions');
  expect(split).toBeGreaterThan(0);
  // The migrations as they were before the split, applied the way the server applies them (drizzle's migrator).
  const before = mkdtempSync(join(tmpdir(), 'migrations-before-split-'));
  cpSync(folder, before, { recursive: true });
  writeFileSync(join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, split) }));
  const older = pg.createDatabase('schema_upgrade');
  const pool = new Pool({ connectionString: older, max: 1 });
  try {
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: before });
    const run = (query: string) => execFileSync('psql', [older, '-v', 'ON_ERROR_STOP=1', '-Atc', query], { encoding: 'utf8' }).trim();
    expect(run("SELECT relkind::text FROM pg_class WHERE relname = 'resources_search'")).toBe('r');
    // Forty listings, as the server indexes them (main words at A with their marked starts, description at D).
    run(`INSERT INTO resources (id, title, description, category, source_url, verified_at, version)
           SELECT 'r' || n, 'Shelter ' || n, 'A place to stay', 'housing', 'https://example.org', '2026-12-01', 1 FROM generate_series(1, 40) AS n`);
    run(`INSERT INTO resources_search (resource_id, category, emergency, title, organization, tags, place, description, doc, main)
           SELECT id, category, false, title, '', '', '', description,
                  setweight(to_tsvector('simple', lower(title)), 'A') || setweight(to_tsvector('simple', lower(description)), 'D'),
                  resources_search_prefixes(to_tsvector('simple', lower(title)), 3)
             FROM resources`);
    // The server's start: every migration not yet applied.
    await migrate(db, { migrationsFolder: folder });
    // Split in eight parts, each with its two text indexes, every row kept, and found by the first tier's function and
    // by the whole document.
    expect(run("SELECT relkind::text || ' ' || (SELECT count(*) FROM pg_inherits WHERE inhparent = 'resources_search'::regclass) FROM pg_class WHERE relname = 'resources_search'")).toBe('p 8');
    expect(run("SELECT count(*) FROM pg_indexes WHERE tablename ~ '^resources_search_[0-7]$' AND indexdef LIKE '%USING gin (doc)%'")).toBe('8');
    expect(run("SELECT count(*) FROM pg_indexes WHERE tablename ~ '^resources_search_[0-7]$' AND indexdef LIKE '%USING gin (main)%'")).toBe('8');
    expect(run("SELECT count(*) FROM resources_search_main('''>shelt''', NULL, 200)")).toBe('40');
    expect(run("SELECT count(*) FROM resources_search WHERE doc @@ to_tsquery('simple', 'place & stay')")).toBe('40');
    expect(run("SELECT count(*) FROM resources_search_main('''>shelt''', ARRAY['legal'], 200)")).toBe('0');
    // The first tier's limit is kept over the parts.
    expect(run("SELECT count(*) FROM resources_search_main('''>shelt''', NULL, 7)")).toBe('7');
    // A listing deleted for good takes its index row with it; a second row for one listing is refused.
    run("DELETE FROM resources WHERE id = 'r7'");
    expect(run('SELECT count(*) FROM resources_search')).toBe('39');
    expect(() => run("INSERT INTO resources_search SELECT * FROM resources_search WHERE resource_id = 'r8'")).toThrow();
  } finally {
    await pool.end();
    rmSync(before, { recursive: true, force: true });
  }
});
