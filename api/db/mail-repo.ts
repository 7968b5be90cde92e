// The outbound mail table: every email is written here first (in the transaction of what caused it), then delivered.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { outboundMail } from './tables.ts';

export type MailKind = (typeof outboundMail.$inferInsert)['kind'];
export type StoredMail = typeof outboundMail.$inferSelect;

export interface NewMail {
  kind: MailKind;
  /** Null: the staff address, resolved when the mail is sent. */
  to: string | null;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

export async function queueMail(db: Db, mail: NewMail): Promise<string> {
  const id = randomUUID();
  await db.insert(outboundMail).values({ id, ...mail, headers: mail.headers ?? {} });
  return id;
}

/** After this many failed deliveries a mail is no longer tried (it stays in the table, with its last error). */
export const MAIL_MAX_ATTEMPTS = 20;

/**
 * Mail that can be sent now, oldest first: still pending, not given up on, and with a recipient (staff mail only
 * when a staff address is configured), so waiting mail never blocks the rest.
 */
export async function pendingMail(db: Db, options: { withStaff: boolean; limit?: number }): Promise<StoredMail[]> {
  const recipient = options.withStaff ? undefined : isNotNull(outboundMail.to);
  return await db
    .select()
    .from(outboundMail)
    .where(and(eq(outboundMail.status, 'pending'), lt(outboundMail.attempts, MAIL_MAX_ATTEMPTS), recipient))
    .orderBy(asc(outboundMail.createdAt))
    .limit(options.limit ?? 50);
}

/** Pending mail that has no recipient yet (staff mail while STAFF_EMAIL is unset). */
export async function mailWaitingForStaffAddress(db: Db): Promise<StoredMail[]> {
  return await db.select().from(outboundMail).where(and(eq(outboundMail.status, 'pending'), isNull(outboundMail.to)));
}

/** Sent: the text is dropped (a message may be sensitive and the recipient has it now); the record stays. */
export async function markSent(db: Db, id: string, now = new Date()): Promise<void> {
  await db.update(outboundMail).set({ status: 'sent', sentAt: now, lastError: null, text: '' }).where(and(eq(outboundMail.id, id), eq(outboundMail.status, 'pending')));
}

export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  // Server errors can quote the recipient: addresses are not kept.
  const clean = error.replace(/[^\s<>"']+@[^\s<>"']+/g, '(address)').slice(0, 500);
  await db.update(outboundMail)
    .set({ attempts: sql`${outboundMail.attempts} + 1`, lastError: clean })
    .where(eq(outboundMail.id, id));
}
