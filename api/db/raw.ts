// Raw SQL, for the few statements drizzle's builders do not express, on either database: rows read, statements run,
// and how many rows a write changed (SQLite says `changes`, PostgreSQL `rowCount`).
import type { SQL } from 'drizzle-orm';
import { asPg, onPostgres, type Db } from './client.ts';

/** The rows of a raw query, as the driver gives them (PostgreSQL: bigint as a string, timestamps as strings). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  if (onPostgres) return (await asPg(db).execute(query)).rows as T[];
  return db.all<T>(query);
}

/** Runs a raw statement; how many rows it changed. */
export async function rawRun(db: Db, query: SQL): Promise<number> {
  if (onPostgres) return (await asPg(db).execute(query)).rowCount ?? 0;
  return db.run(query).changes;
}

/** How many rows an awaited insert, update or delete (without returning) changed, on either database. */
export function changedRows(result: unknown): number {
  const r = result as { changes?: number; rowCount?: number | null };
  return r.changes ?? r.rowCount ?? 0;
}
