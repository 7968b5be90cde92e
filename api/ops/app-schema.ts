// Whether a SQLite file is this site's database, and how far its migrations have come. The committed journal
// (api/db/migrations/meta/_journal.json) lists every migration with the time drizzle records for it when applied.
import { readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { projectPath } from '../project-root.ts';

const journalSchema = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })).min(1) });

let known: ReadonlySet<number> | undefined;

/** The migrations this version knows, by the time drizzle records for each. */
export function knownMigrations(): ReadonlySet<number> {
  known ??= new Set(journalSchema.parse(JSON.parse(readFileSync(projectPath('api', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'))).entries.map((e) => e.when));
  return known;
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
