// Impact analytics storage: adds anonymous counts to the day's aggregate rows, and reads what the figures are built
// from (the counts of a range of days, the directory's listings, the contact form's message totals).
import { and, between, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { CountBatch } from '../../shared/analytics/schemas.ts';
import type { Db } from './client.ts';
import { contactMessages, resources, usageCounts } from './schema.ts';

/** Adds a batch to the day's rows in one transaction: all of it or none. Returns how many were counted. */
export function addUsageCounts(db: Db, day: string, batch: CountBatch): number {
  return db.transaction((tx) => {
    let total = 0;
    for (const c of batch.counts) {
      tx.insert(usageCounts)
        .values({ day, event: c.event, category: c.category, state: c.state, count: c.n })
        .onConflictDoUpdate({ target: [usageCounts.day, usageCounts.event, usageCounts.category, usageCounts.state], set: { count: sql`${usageCounts.count} + excluded.count` } })
        .run();
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
export function readUsageCounts(db: Db, from: string, to: string): CountRow[] {
  return db.select().from(usageCounts).where(between(usageCounts.day, from, to)).all();
}

export interface ListingRow {
  category: string;
  serviceArea: string;
  state: string | null;
  createdAt: Date;
}

/** The directory as it is now (deleted listings left out). */
export function readListings(db: Db): ListingRow[] {
  return db
    .select({ category: resources.category, serviceArea: resources.serviceArea, state: resources.state, createdAt: resources.createdAt })
    .from(resources)
    .where(isNull(resources.deletedAt))
    .all();
}

/** Contact-form totals of a time range: messages marked handled in it, and emergency messages received in it. */
export function readMessageTotals(db: Db, from: Date, to: Date): { handled: number; emergency: number } {
  const [handled] = db
    .select({ n: sql<number>`count(*)` })
    .from(contactMessages)
    .where(and(gte(contactMessages.handledAt, from), lte(contactMessages.handledAt, to)))
    .all();
  const [emergency] = db
    .select({ n: sql<number>`count(*)` })
    .from(contactMessages)
    .where(and(gte(contactMessages.createdAt, from), lte(contactMessages.createdAt, to), or(sql`${contactMessages.priority} = 'emergency'`, sql`${contactMessages.category} = 'emergency'`)))
    .all();
  return { handled: handled?.n ?? 0, emergency: emergency?.n ?? 0 };
}
