// "Report a problem" on listings: stored reports, the admin area's view of them (grouped by listing, open first),
// resolving one (in the audit log), and the listings whose last check is more than a year old.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ListingProblem, ListingReport } from '../../shared/schemas/listing-report.ts';
import { audit, type AdminRow } from './admin-repo.ts';
import { onPostgres, type Db } from './client.ts';
import { listingReports, resources } from './tables.ts';
import { transaction } from './transaction.ts';

/** Resolved reports stay in the admin view this long, so an editor can see what was done lately. */
const RESOLVED_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;

/** Undefined when the listing is not (or no longer) in the directory. Runs inside the idempotency transaction. */
export async function storeListingReport(db: Db, report: ListingReport): Promise<string | undefined> {
  const live = (await db.select({ id: resources.id }).from(resources).where(and(eq(resources.id, report.resourceId), isNull(resources.deletedAt))).limit(1))[0];
  if (!live) return undefined;
  const id = randomUUID();
  await db.insert(listingReports).values({ id, resourceId: report.resourceId, problem: report.problem, note: report.note ?? null });
  return id;
}

export interface ReportGroup {
  resourceId: string;
  title: string;
  /** False when the listing has since been removed. */
  listed: boolean;
  open: number;
  reports: { id: string; problem: ListingProblem; note: string | null; createdAt: string; resolvedAt: string | null }[];
}

/** Open reports and those resolved in the last 30 days, grouped by listing: listings with open reports first, newest first. */
export async function listReportGroups(db: Db, now = new Date()): Promise<ReportGroup[]> {
  const rows = await db
    .select()
    .from(listingReports)
    .where(or(isNull(listingReports.resolvedAt), gt(listingReports.resolvedAt, new Date(now.getTime() - RESOLVED_SHOWN_MS))))
    // Two reports in the same millisecond: on SQLite the one stored later first (rowid follows insertion); PostgreSQL
    // has no such order, and its id decides.
    .orderBy(desc(listingReports.createdAt), onPostgres ? desc(listingReports.id) : sql`rowid desc`);
  const ids = [...new Set(rows.map((r) => r.resourceId))];
  const titles = new Map(
    ids.length ? (await db.select({ id: resources.id, title: resources.title, deletedAt: resources.deletedAt }).from(resources).where(inArray(resources.id, ids))).map((r) => [r.id, r]) : [],
  );
  const groups = new Map<string, ReportGroup>();
  for (const r of rows) {
    const listing = titles.get(r.resourceId);
    let group = groups.get(r.resourceId);
    if (!group) {
      group = { resourceId: r.resourceId, title: listing?.title ?? r.resourceId, listed: !!listing && listing.deletedAt === null, open: 0, reports: [] };
      groups.set(r.resourceId, group);
    }
    if (!r.resolvedAt) group.open++;
    group.reports.push({ id: r.id, problem: r.problem, note: r.note, createdAt: r.createdAt.toISOString(), resolvedAt: r.resolvedAt?.toISOString() ?? null });
  }
  // Rows came newest first, so each group's first report is its newest: open groups first, then by that.
  return [...groups.values()].sort((a, b) => Number(b.open > 0) - Number(a.open > 0) || b.reports[0]!.createdAt.localeCompare(a.reports[0]!.createdAt));
}

export async function resolveReport(db: Db, actor: AdminRow, id: string, now = new Date()): Promise<'ok' | 'not-found'> {
  return await transaction(db, async (tx) => {
    const before = (await tx.select().from(listingReports).where(eq(listingReports.id, id)).limit(1))[0];
    if (!before) return 'not-found';
    if (before.resolvedAt) return 'ok';
    await tx.update(listingReports).set({ resolvedAt: now, resolvedBy: actor.id }).where(eq(listingReports.id, id));
    await audit(tx, actor, 'listing-report.resolve', before.resourceId, { reportId: id, problem: before.problem }, { reportId: id, resolvedAt: now.toISOString() });
    return 'ok';
  });
}

/** Live listings last checked (by web page or phone) more than a year ago, oldest first. */
export async function staleListings(db: Db, now = new Date()) {
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const cutoff = yearAgo.toISOString().slice(0, 10);
  return (await db
    .select({ id: resources.id, title: resources.title, verifiedAt: resources.verifiedAt, phoneConfirmedOn: resources.phoneConfirmedOn, sourceUrl: resources.sourceUrl, serviceArea: resources.serviceArea })
    .from(resources)
    .where(isNull(resources.deletedAt))
    .orderBy(asc(resources.verifiedAt)))
    .filter((r) => (r.phoneConfirmedOn && r.phoneConfirmedOn > r.verifiedAt ? r.phoneConfirmedOn : r.verifiedAt) < cutoff);
}
