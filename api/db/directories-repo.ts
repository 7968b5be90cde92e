// The built-in directories: applied from data/ at every start (idempotent), listed, and served as a change feed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DIRECTORY_COLLECTIONS, type DirectoryCollection } from '../../shared/directories/collections.ts';
import { readJsonFile, StartupError } from '../startup-error.ts';
import type { Db } from './client.ts';
import { directoryEntries } from './tables.ts';
import { transaction } from './transaction.ts';

export async function directoryVersion(db: Db, collection: DirectoryCollection): Promise<number> {
  const row = (await db
    .select({ v: sql<number | null>`max(${directoryEntries.version})` })
    .from(directoryEntries)
    .where(eq(directoryEntries.collection, collection))
    .limit(1))[0];
  return row?.v ?? 0;
}

/** Reads and checks data/{file} for a collection; undefined when the file is absent (the directory is then left as it is). */
export function readDirectoryFile(dataDir: string, collection: DirectoryCollection): { id: string }[] | undefined {
  const { file, key, schema } = DIRECTORY_COLLECTIONS[collection];
  const path = join(dataDir, file);
  if (!existsSync(path)) return undefined;
  const entries = readJsonFile(path, z.object({ [key]: z.array(schema) }))[key] as { id: string }[];
  const ids = new Set<string>();
  for (const { id } of entries) {
    if (ids.has(id)) throw new StartupError(`${path} is not valid: the id "${id}" is used twice.`);
    ids.add(id);
  }
  return entries;
}

/** Adds, updates and removes entries so the collection matches `entries`; each change takes the next version. */
export async function applyDirectory(db: Db, collection: DirectoryCollection, entries: readonly { id: string }[]) {
  const report = { inserted: 0, updated: 0, removed: 0 };
  await transaction(db, async (tx) => {
    let version = await directoryVersion(tx as unknown as Db, collection);
    const rows = new Map(
      (await tx.select().from(directoryEntries).where(eq(directoryEntries.collection, collection))).map((r) => [r.id, r] as const),
    );
    const seen = new Set<string>();
    for (const entry of entries) {
      if (seen.has(entry.id)) throw new Error(`${collection}: the id "${entry.id}" is used twice`);
      seen.add(entry.id);
      const data = JSON.stringify(entry);
      const row = rows.get(entry.id);
      if (!row) {
        await tx.insert(directoryEntries).values({ collection, id: entry.id, data, version: ++version });
        report.inserted++;
      } else if (row.data !== data || row.deletedAt !== null) {
        await tx.update(directoryEntries)
          .set({ data, version: ++version, updatedAt: new Date(), deletedAt: null })
          .where(and(eq(directoryEntries.collection, collection), eq(directoryEntries.id, entry.id)));
        report.updated++;
      }
    }
    for (const row of rows.values()) {
      if (seen.has(row.id) || row.deletedAt !== null) continue;
      await tx.update(directoryEntries)
        .set({ version: ++version, deletedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(directoryEntries.collection, collection), eq(directoryEntries.id, row.id)));
      report.removed++;
    }
  });
  return report;
}

export async function listDirectory(db: Db, collection: DirectoryCollection): Promise<unknown[]> {
  return (await db
    .select({ data: directoryEntries.data })
    .from(directoryEntries)
    .where(and(eq(directoryEntries.collection, collection), isNull(directoryEntries.deletedAt)))
    .orderBy(asc(directoryEntries.id)))
    .map((r) => JSON.parse(r.data) as unknown);
}

/** Everything after `since`; a client that never synced (0), or is ahead of this database, gets the whole set. */
export async function directoryChangesSince(db: Db, collection: DirectoryCollection, since: number) {
  const head = await directoryVersion(db, collection);
  if (since === 0 || since > head) return { changes: await listDirectory(db, collection), deleted: [] as string[], cursor: String(head), reset: true };
  const rows = await db
    .select()
    .from(directoryEntries)
    .where(and(eq(directoryEntries.collection, collection), gt(directoryEntries.version, since)));
  return {
    changes: rows.filter((r) => r.deletedAt === null).map((r) => JSON.parse(r.data) as unknown),
    deleted: rows.filter((r) => r.deletedAt !== null).map((r) => r.id),
    cursor: String(head),
    reset: false,
  };
}
