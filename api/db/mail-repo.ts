// The outbound mail table: every email is written here first (in the transaction of what caused it), then delivered.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { outboundMail } from './schema.ts';

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

export function queueMail(db: Db, mail: NewMail): string {
  const id = randomUUID();
  db.insert(outboundMail).values({ id, ...mail, headers: mail.headers ?? {} }).run();
  return id;
}

export function pendingMail(db: Db, limit = 50): StoredMail[] {
  return db.select().from(outboundMail).where(eq(outboundMail.status, 'pending')).orderBy(asc(outboundMail.createdAt)).limit(limit).all();
}

export function markSent(db: Db, id: string, now = new Date()): void {
  db.update(outboundMail).set({ status: 'sent', sentAt: now, lastError: null }).where(and(eq(outboundMail.id, id), eq(outboundMail.status, 'pending'))).run();
}

export function markFailed(db: Db, id: string, error: string): void {
  db.update(outboundMail)
    .set({ attempts: sql`${outboundMail.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(outboundMail.id, id))
    .run();
}
