// GET /api/health, for a monitor or a load balancer: the version, whether the database can be read (from a fresh
// connection, so a damaged file is noticed even while pages are cached) and has every migration, the mail waiting
// and failing, when the news was last read, and how old the last backup is (operators only, with HEALTH_TOKEN; the
// public part is publicHealth). No personal data, no secrets.
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { asPg, onPostgres, type Db } from '../db/client.ts';
import { projectPath } from '../project-root.ts';
import { knownMigrations, schemaState } from './app-schema.ts';
import { lastBackupAt } from './backup.ts';

export interface HealthDeps {
  db: Db;
  version: string;
  commit: string;
  backupDir?: string;
  now?: () => Date;
}

/** The answer of GET /api/health (and the OpenAPI description of it). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  commit: z.string().describe('The commit it was built from; "unknown" when run from source.'),
  database: z.object({
    engine: z.enum(['sqlite', 'postgresql']).describe('Which database the site runs on: its SQLite file, or PostgreSQL (DATABASE_URL).'),
    reachable: z.boolean(),
    migrationsCurrent: z.boolean(),
    problem: z.string().optional(),
  }),
  mail: z.object({ waiting: z.number().int(), failing: z.number().int() }).optional().describe('Left out when the database cannot be read.'),
  news: z.object({ lastReadAt: z.string().nullable() }).optional(),
  backup: z.object({ configured: z.boolean(), lastAt: z.string().nullable(), ageHours: z.number().nullable() }),
});
export type Health = z.infer<typeof healthSchema>;

/** What anyone may read: up or not, and whether the database can be reached. Nothing a visitor's action changes. */
export const publicHealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ reachable: z.boolean() }),
});
export type PublicHealth = z.infer<typeof publicHealthSchema>;

export function publicHealth(report: Health): PublicHealth {
  return { status: report.status, database: { reachable: report.database.reachable } };
}

export async function health(deps: HealthDeps): Promise<Health> {
  return onPostgres ? await postgresHealth(deps) : sqliteHealth(deps);
}

function backupOf(deps: HealthDeps, now: Date): Health['backup'] {
  // Any good backup counts, made by npm run db:backup or by the schedule.
  const lastBackup = lastBackupAt(onPostgres ? ':memory:' : deps.db.$client.name, deps.backupDir);
  return {
    configured: Boolean(deps.backupDir),
    lastAt: lastBackup?.toISOString() ?? null,
    ageHours: lastBackup ? Math.round(((now.getTime() - lastBackup.getTime()) / 3_600_000) * 10) / 10 : null,
  };
}

/** The same report from PostgreSQL: a pool connection reads the migrations drizzle recorded, the mail and the news. */
async function postgresHealth(deps: HealthDeps): Promise<Health> {
  const base = { version: deps.version, commit: deps.commit, backup: backupOf(deps, deps.now?.() ?? new Date()) };
  const pool = asPg(deps.db).$client;
  try {
    const applied = (await pool.query<{ created_at: string }>('SELECT created_at FROM drizzle.__drizzle_migrations')).rows.map((r) => Number(r.created_at));
    const known = knownMigrations('postgresql');
    const migrationsCurrent = applied.length === known.size && applied.every((when) => known.has(when));
    const mail = (await pool.query<{ waiting: string; failing: string }>("SELECT count(*) AS waiting, count(*) FILTER (WHERE attempts > 0) AS failing FROM outbound_mail WHERE status = 'pending'")).rows[0]!;
    const news = (await pool.query<{ at: Date | null }>('SELECT max(last_success_at) AS at FROM news_feeds')).rows[0]!.at;
    return {
      status: migrationsCurrent ? 'ok' : 'unavailable',
      ...base,
      database: { engine: 'postgresql', reachable: true, migrationsCurrent },
      mail: { waiting: Number(mail.waiting), failing: Number(mail.failing) },
      news: { lastReadAt: news ? news.toISOString() : null },
    };
  } catch (error) {
    return { status: 'unavailable', ...base, database: { engine: 'postgresql', reachable: false, migrationsCurrent: false, problem: (error as Error).message.slice(0, 200) } };
  }
}

function sqliteHealth(deps: HealthDeps): Health {
  const now = deps.now?.() ?? new Date();
  // Any good backup counts, made by npm run db:backup or by the schedule.
  const lastBackup = lastBackupAt(deps.db.$client.name, deps.backupDir);
  const backup = {
    configured: Boolean(deps.backupDir),
    lastAt: lastBackup?.toISOString() ?? null,
    ageHours: lastBackup ? Math.round(((now.getTime() - lastBackup.getTime()) / 3_600_000) * 10) / 10 : null,
  };
  const base = { version: deps.version, commit: deps.commit, backup };
  const file = deps.db.$client.name;
  let probe: Database.Database | undefined;
  try {
    // A connection of its own: the server's may answer from pages it already holds in memory.
    probe = file === ':memory:' ? undefined : new Database(file, { readonly: true, fileMustExist: true });
    const read = probe ?? deps.db.$client;
    read.prepare('SELECT count(*) FROM sqlite_master').get();
    const migrationsCurrent = schemaState(read).current;
    const mail = read.prepare("SELECT count(*) AS waiting, coalesce(sum(attempts > 0), 0) AS failing FROM outbound_mail WHERE status = 'pending'").get() as { waiting: number; failing: number };
    const news = read.prepare('SELECT max(last_success_at) FROM news_feeds').pluck().get() as number | null;
    return {
      status: migrationsCurrent ? 'ok' : 'unavailable',
      ...base,
      database: { engine: 'sqlite', reachable: true, migrationsCurrent },
      mail: { waiting: Number(mail.waiting), failing: Number(mail.failing) },
      news: { lastReadAt: news ? new Date(news).toISOString() : null },
    };
  } catch (error) {
    return { status: 'unavailable', ...base, database: { engine: 'sqlite', reachable: false, migrationsCurrent: false, problem: (error as Error).message.slice(0, 200) } };
  } finally {
    probe?.close();
  }
}

export const BUILD_INFO_FILE = projectPath('dist', 'server', 'build-info.json');

/** The package version and the commit it was built from (dist/server/build-info.json, written by the build). */
export function buildIdentity(buildInfoFile = BUILD_INFO_FILE): { version: string; commit: string } {
  const version = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(projectPath('package.json'), 'utf8'))).version;
  let commit = 'unknown';
  try {
    const info = z.object({ commit: z.string().regex(/^[\w.-]{1,64}$/) }).safeParse(JSON.parse(readFileSync(buildInfoFile, 'utf8')));
    if (info.success) commit = info.data.commit;
  } catch {
    // Not built (tests from source): the commit is not known.
  }
  return { version, commit };
}
