// Whether a SQLite file is this site's database, how far its migrations have come, and whether its schema is the one
// they make. The committed journal (api/db/migrations/meta/_journal.json) lists every migration with the time drizzle
// records for it when applied.
import { readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { newDatabaseAtLevel } from '../db/client.ts';
import { projectPath } from '../project-root.ts';

const journalSchema = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })).min(1) });

const known = new Map<string, ReadonlySet<number>>();

/** The migrations this version knows, by the time drizzle records for each (SQLite's, or PostgreSQL's). */
export function knownMigrations(engine: 'sqlite' | 'postgresql' = 'sqlite'): ReadonlySet<number> {
  let set = known.get(engine);
  if (!set) {
    const folder = engine === 'sqlite' ? 'migrations' : 'migrations-pg';
    set = new Set(journalSchema.parse(JSON.parse(readFileSync(projectPath('api', 'db', folder, 'meta', '_journal.json'), 'utf8'))).entries.map((e) => e.when));
    known.set(engine, set);
  }
  return set;
}

export interface SchemaState {
  applied: number;
  /** Every migration this version knows is applied, and none it does not know. */
  current: boolean;
  /** Why this is not a database of this site that this version can use, if it is not. */
  problem?: string;
}

export function schemaState(sqlite: Database.Database): SchemaState {
  const table = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!table) return { applied: 0, current: false, problem: 'not this site’s database: it has no migrations table' };
  const applied = (sqlite.prepare('SELECT created_at FROM __drizzle_migrations').pluck().all() as unknown[]).map(Number);
  const ours = knownMigrations();
  if (applied.length === 0) return { applied: 0, current: false, problem: 'not this site’s database: no migration was ever applied to it' };
  const unknown = applied.filter((when) => !ours.has(when)).length;
  if (unknown > 0) {
    return { applied: applied.length, current: false, problem: `${unknown} of its migrations are unknown to this version (a database of a newer version, or of another application)` };
  }
  return { applied: applied.length, current: applied.length === ours.size };
}

const schemaRowsSchema = z.array(z.object({ type: z.string(), name: z.string(), tbl_name: z.string(), sql: z.string().nullable() }));
type SchemaObject = z.output<typeof schemaRowsSchema>[number];

/** Every object of the schema (SQLite's own automatic indexes too), by kind and name, its SQL with whitespace evened. */
function schemaObjects(sqlite: Database.Database): Map<string, SchemaObject> {
  const rows = schemaRowsSchema.parse(sqlite.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema').all());
  return new Map(rows.map((r) => [`${r.type} ${r.name}`, { ...r, sql: r.sql?.replace(/\s+/g, ' ').trim() ?? null }]));
}

const expectedByLevel = new Map<number, ReadonlyMap<string, SchemaObject>>();

/** The schema the first `count` migrations make, built once per level in a database in memory. */
function expectedSchema(count: number): ReadonlyMap<string, SchemaObject> {
  let objects = expectedByLevel.get(count);
  if (!objects) {
    const scratch = newDatabaseAtLevel(':memory:', count);
    try {
      objects = schemaObjects(scratch);
    } finally {
      scratch.close();
    }
    expectedByLevel.set(count, objects);
  }
  return objects;
}

/** The statistics ANALYZE writes, as SQLite makes them: numbers for the query planner, nothing that runs. */
const STATISTICS = new Map([
  ['table sqlite_stat1', 'CREATE TABLE sqlite_stat1(tbl,idx,stat)'],
  ['table sqlite_stat4', 'CREATE TABLE sqlite_stat4(tbl,idx,neq,nlt,ndlt,sample)'],
]);

const named = (o: SchemaObject) => `${o.type} ${o.name}`;

/**
 * drizzle's own record of the migrations: made by whichever drizzle version first migrated the database, so its SQL
 * may be written differently from a newer drizzle's; that it is there is what counts (what is in it, schemaState reads).
 */
const MIGRATIONS_TABLE = 'table __drizzle_migrations';
const aKind = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/**
 * Why the schema of `sqlite` (a database of this site, its migrations known: see schemaState) is not what its
 * migrations make, if it is not: an object no migration makes (a trigger that makes every new account an admin, say),
 * one whose SQL differs (a table without a constraint), or one missing. A copy is compared with a new database at its
 * own level, so a copy made by an older version passes and is brought up to date by the restore.
 */
export function schemaMismatch(sqlite: Database.Database): string | undefined {
  const applied = (sqlite.prepare('SELECT created_at FROM __drizzle_migrations ORDER BY created_at').pluck().all() as unknown[]).map(Number);
  const first = [...knownMigrations()].slice(0, applied.length);
  // drizzle applies migrations in order and only after the last one applied: a gap or a repeat is no version's work.
  if (applied.some((when, i) => when !== first[i])) return 'its migrations are not the first ones of this version in order (a gap or a repeat)';
  const expected = expectedSchema(applied.length);
  const actual = schemaObjects(sqlite);
  const extra: SchemaObject[] = [];
  const changed: SchemaObject[] = [];
  for (const [key, o] of actual) {
    const want = expected.get(key);
    if (!want) {
      if (STATISTICS.get(key) !== o.sql) extra.push(o);
    } else if (key !== MIGRATIONS_TABLE && (want.sql !== o.sql || want.tbl_name !== o.tbl_name)) changed.push(o);
  }
  const missing = [...expected].filter(([key]) => !actual.has(key)).map(([, o]) => o);
  const problems: string[] = [];
  if (extra.length === 1) problems.push(`it holds ${aKind(extra[0]!.type)} no migration makes: ${extra[0]!.name}`);
  else if (extra.length) problems.push(`it holds objects no migration makes: ${extra.map(named).join(', ')}`);
  if (changed.length) problems.push(`changed from what the migrations make: ${changed.map(named).join(', ')}`);
  if (missing.length) problems.push(`missing what the migrations make: ${missing.map(named).join(', ')}`);
  return problems.length ? problems.join('; ') : undefined;
}
