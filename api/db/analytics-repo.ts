// Impact analytics storage: adds anonymous counts to the day's aggregate rows, and reads what the figures are built
// from (the counts of a range of days, the directory's listings, the contact form's message totals).
import { and, between, count, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { CountBatch } from '../../shared/analytics/schemas.ts';
import type { Db } from './client.ts';
import { contactMessages, resources, usageCounts } from './tables.ts';
import { transaction } from './transaction.ts';

/** Adds a batch to the day's rows in one transaction: all of it or none. Returns how many were counted. */
export async function addUsageCounts(db: Db, day: string, batch: CountBatch): Promise<number> {
  return await transaction(db, async (tx) => {
    let total = 0;
    for (const c of batch.counts) {
      await tx.insert(usageCounts)
        .values({ day, event: c.event, category: c.category, state: c.state, count: c.n })
        .onConflictDoUpdate({ target: [usageCounts.day, usageCounts.event, usageCounts.category, usageCounts.state], set: { count: sql`${usageCounts.count} + excluded.count` } });
      total += c.n;
    }
    return total;
  });
}

export interface CountRow {
  day: string;
  event: 'visit' | 'view' | 'search' | 'connect';
  category: string;
  state: string;
  count: number;
}

/** Every aggregate row of the days from `from` to `to` (inclusive, YYYY-MM-DD). */
export async function readUsageCounts(db: Db, from: string, to: string): Promise<CountRow[]> {
  return await db.select().from(usageCounts).where(between(usageCounts.day, from, to));
}

export interface ListingRow {
  category: string;
  serviceArea: string;
  state: string | null;
  createdAt: Date;
}

/** The directory as it is now (deleted listings left out). */
export async function readListings(db: Db): Promise<ListingRow[]> {
  return await db
    .select({ category: resources.category, serviceArea: resources.serviceArea, state: resources.state, createdAt: resources.createdAt })
    .from(resources)
    .where(isNull(resources.deletedAt));
}

/**
 * Contact-form totals of a time range: messages marked handled in it, and emergency messages received in it. drizzle's
 * count() makes them numbers (PostgreSQL gives count(*), a bigint, as a string).
 */
export async function readMessageTotals(db: Db, from: Date, to: Date): Promise<{ handled: number; emergency: number }> {
  const [handled] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(gte(contactMessages.handledAt, from), lte(contactMessages.handledAt, to)));
  const [emergency] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(gte(contactMessages.createdAt, from), lte(contactMessages.createdAt, to), or(sql`${contactMessages.priority} = 'emergency'`, sql`${contactMessages.category} = 'emergency'`)));
  return { handled: handled?.n ?? 0, emergency: emergency?.n ?? 0 };
}
