// "Suggest a listing" (issue 37): suggestions as readers send them, the admin area's list (open first), and the two
// ways an editor ends one: a listing made from it and published (marked as a reader's suggestion that we checked), or
// a decline with a reason. Either is in the audit log under the editor's name; the log never holds the way to reach
// the person who suggested it, and that way is wiped from the suggestion as soon as it is decided.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { ListingSuggestion, SuggestionRow } from '../../shared/schemas/listing-suggestion.ts';
import type { Resource } from '../../shared/schemas/resource.ts';
import { audit, type AdminRow } from './admin-repo.ts';
import { onPostgres, type Db } from './client.ts';
import { changedRows } from './raw.ts';
import { createResourceForAdmin, type AdminResourceFields, type RecordChange } from './resources-repo.ts';
import { listingSuggestions } from './tables.ts';
import { transaction } from './transaction.ts';

/** Decided suggestions stay in the admin view this long, so editors see what was done lately. */
const DECIDED_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;

/** Runs inside the idempotency transaction of POST /api/listing-suggestions. */
export async function storeSuggestion(db: Db, s: ListingSuggestion, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db.insert(listingSuggestions)
    .values({ id, name: s.name, about: s.about, category: s.category ?? null, phone: s.phone ?? null, website: s.website ?? null, area: s.area, contact: s.contact ?? null, createdAt: now });
  return id;
}

type Row = typeof listingSuggestions.$inferSelect;

function toView(r: Row): SuggestionRow {
  return {
    id: r.id,
    name: r.name,
    about: r.about,
    category: (r.category as SuggestionRow['category']) ?? null,
    phone: r.phone,
    website: r.website,
    area: r.area,
    contact: r.contact,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    declineReason: r.declineReason,
    resourceId: r.resourceId,
  };
}

/** Open suggestions (oldest first: they have waited longest), then those decided in the last 30 days, newest first. */
export async function listSuggestions(db: Db, now = new Date()): Promise<SuggestionRow[]> {
  const open = sql`${listingSuggestions.status} = 'open'`;
  const rows = await db
    .select()
    .from(listingSuggestions)
    .where(or(eq(listingSuggestions.status, 'open'), gt(listingSuggestions.decidedAt, new Date(now.getTime() - DECIDED_SHOWN_MS))))
    // Within the same millisecond, the order they were stored in (SQLite's rowid): first sent first while open, last
    // decided first. PostgreSQL has no such order: its id decides.
    .orderBy(
      sql`${open} desc`,
      sql`case when ${open} then ${listingSuggestions.createdAt} end asc`,
      sql`case when not (${open}) then ${listingSuggestions.decidedAt} end desc`,
      ...(onPostgres ? [listingSuggestions.id] : [sql`case when ${open} then rowid else -rowid end`]),
    );
  return rows.map(toView);
}

export async function getSuggestion(db: Db, id: string): Promise<SuggestionRow | undefined> {
  const row = (await db.select().from(listingSuggestions).where(eq(listingSuggestions.id, id)).limit(1))[0];
  return row ? toView(row) : undefined;
}

export type Decision<T = true> = T | 'not-found' | 'decided';

/**
 * What the audit log keeps of a suggestion: the service it named, never who sent it nor the area (which may be the
 * sender's own county): the log outlives the suggestion.
 */
const logged = (s: Pick<Row, 'name'>) => ({ name: s.name });

export async function declineSuggestion(db: Db, actor: AdminRow, id: string, reason: string, now = new Date()): Promise<Decision> {
  return await transaction(db, async (tx) => {
    const before = (await tx.select().from(listingSuggestions).where(eq(listingSuggestions.id, id)).limit(1))[0];
    if (!before) return 'not-found';
    if (before.status !== 'open') return 'decided';
    await tx.update(listingSuggestions).set({ status: 'declined', decidedAt: now, decidedBy: actor.id, declineReason: reason, contact: null }).where(eq(listingSuggestions.id, id));
    await audit(tx, actor, 'listing-suggestion.decline', id, logged(before), { reason });
    return true as const;
  });
}

class AlreadyDecided extends Error {}

/**
 * Publishes the listing an editor made from a suggestion (her checked and completed form), marked as a reader's
 * suggestion, and closes the suggestion, in one transaction: two editors publishing the same one make one listing.
 */
export async function publishSuggestion(db: Db, actor: AdminRow, id: string, input: AdminResourceFields, recordResource: RecordChange, now = new Date()): Promise<Decision<Resource>> {
  const before = (await db.select().from(listingSuggestions).where(eq(listingSuggestions.id, id)).limit(1))[0];
  if (!before) return 'not-found';
  if (before.status !== 'open') return 'decided';
  try {
    return await createResourceForAdmin(
      db,
      { ...input, suggestedByReader: true },
      async (tx, was, created) => {
        const closed = changedRows(
          await tx
            .update(listingSuggestions)
            .set({ status: 'published', decidedAt: now, decidedBy: actor.id, resourceId: created!.id, contact: null })
            .where(and(eq(listingSuggestions.id, id), eq(listingSuggestions.status, 'open'))),
        );
        if (!closed) throw new AlreadyDecided();
        await recordResource(tx, was, created);
        await audit(tx, actor, 'listing-suggestion.publish', id, logged(before), { resourceId: created!.id });
      },
      now,
    );
  } catch (error) {
    if (error instanceof AlreadyDecided) return 'decided';
    throw error;
  }
}
