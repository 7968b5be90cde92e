// Writes one HSDS source's listings in one transaction: new ones added, changed ones updated in place (found by
// source + HSDS ids), ones gone from the source (or now inactive) removed as tombstones so devices learn of it at
// their next sync. Rows an editor changed in the admin area are left as the editor wrote them.
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { resourceSchema } from '../../shared/schemas/resource.ts';
import type { ImportedListing, Skipped } from '../hsds/listings.ts';
import type { Db } from './client.ts';
import { canonicalJson, columns, currentVersion, markWritten } from './resources-repo.ts';
import { toWire, type Row } from './resource-row.ts';
import { reindexResources } from './resources-search.ts';
import { resources } from './tables.ts';
import { transaction } from './transaction.ts';

export interface ImportReport {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  /** Listings an editor changed in the admin area: the import left them alone. */
  keptEdited: number;
  /** Listings that did not pass our record rules (with file and line where known). */
  invalid: Skipped[];
  /** Listings already held that a partial read (`partial`) left as they were. */
  keptPartial: number;
}

class DryRun extends Error {}

/** Our id of an imported listing: readable, and the same on every import of the same source and HSDS ids. */
export function importedId(sourceKey: string, externalId: string, title: string): string {
  const slug = title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  const hash = createHash('sha256').update(`${sourceKey}\n${externalId}`).digest('hex').slice(0, 10);
  return `${slug || 'service'}-${hash}`;
}

function sameContent(row: Row, record: Record<string, unknown>): boolean {
  const current = toWire(row) as Record<string, unknown>;
  return Object.keys(resourceSchema.shape).every((key) => canonicalJson(current[key]) === canonicalJson(record[key]));
}

/** How many listings of a source are listed now (what an import that finds no services would remove). */
export async function liveListingCount(db: Db, sourceKey: string): Promise<number> {
  const row = (await db
    .select({ n: sql<number>`count(*)` })
    .from(resources)
    .where(and(eq(resources.sourceKey, sourceKey), eq(resources.origin, 'import'), isNull(resources.deletedAt)))
    .limit(1))[0];
  return Number(row?.n ?? 0);
}

export async function applyImport(
  db: Db,
  sourceKey: string,
  listings: readonly ImportedListing[],
  /**
   * `partial`: part of the source could not be read. New listings are added; those already held stay as they were
   * and none is removed, so missing details never overwrite good ones.
   */
  options: { dryRun?: boolean; now?: Date; partial?: boolean } = {},
): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const report: ImportReport = { added: 0, updated: 0, unchanged: 0, removed: 0, keptEdited: 0, invalid: [], keptPartial: 0 };
  try {
    await transaction(db, async (tx) => {
      const existing = new Map(
        (await tx.select().from(resources).where(eq(resources.sourceKey, sourceKey))).map((r) => [r.externalId ?? '', r]),
      );
      const version = await currentVersion(tx) + 1;
      const seen = new Set<string>();
      const touched: string[] = [];
      for (const listing of listings) {
        if (seen.has(listing.externalId)) continue;
        seen.add(listing.externalId);
        const row = existing.get(listing.externalId);
        const id = row?.id ?? importedId(sourceKey, listing.externalId, listing.fields.title);
        // Undated by its source and unchanged otherwise: it keeps the date it was first imported on.
        const verifiedAt = listing.datedByImport && row ? row.verifiedAt : listing.fields.verifiedAt;
        const checked = resourceSchema.safeParse({ ...listing.fields, id, verifiedAt });
        if (!checked.success) {
          const issue = checked.error.issues[0];
          report.invalid.push({ where: listing.where ?? `service ${listing.externalId}`, reason: `${issue?.path.join('.')}: ${issue?.message}` });
          // A listing that no longer passes is not removed: the last good copy stays until the source is fixed.
          continue;
        }
        const record = checked.data;
        if (!row) {
          await tx.insert(resources).values({ ...columns(record), origin: 'import', sourceKey, externalId: listing.externalId, version, createdAt: now, updatedAt: now });
          report.added++;
          touched.push(id);
        } else if (row.origin === 'admin') {
          report.keptEdited++;
        } else if (options.partial && row.deletedAt === null) {
          if (sameContent(row, record)) report.unchanged++;
          else report.keptPartial++;
        } else if (row.deletedAt !== null || !sameContent(row, record)) {
          await tx.update(resources).set({ ...columns(record), version, updatedAt: now, deletedAt: null }).where(eq(resources.id, id));
          report.updated++;
          touched.push(id);
        } else {
          report.unchanged++;
        }
      }
      for (const row of existing.values()) {
        if (!options.partial && row.origin === 'import' && row.deletedAt === null && !seen.has(row.externalId ?? '')) {
          await tx.update(resources).set({ deletedAt: now, updatedAt: now, version }).where(and(eq(resources.id, row.id)));
          report.removed++;
          touched.push(row.id);
        }
      }
      await reindexResources(tx, touched);
      if (options.dryRun) throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  if (!options.dryRun && report.added + report.updated + report.removed > 0) markWritten(db);
  return report;
}
