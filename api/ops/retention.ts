// How long what people send us is kept, written down and enforced: a daily clean-up deletes what has served its
// purpose. Unhandled contact messages and open listing reports are never deleted by age: someone must read them.
// Listing suggestions are, open or not: they go after a set time, whatever became of them (issue 37).
import { and, isNotNull, lt, or, eq } from 'drizzle-orm';
import { forgetDeletedPages, SCHEDULED_WORK, unlessRunningElsewhere, type Db } from '../db/client.ts';
import { errorKind, type LineLog } from '../log.ts';
import { contactMessages, endedSessions, idempotencyKeys, idpStore, listingReports, listingSuggestions, outboundMail, pendingSignIns, sessions } from '../db/tables.ts';
import { changedRows } from '../db/raw.ts';
import { transaction } from '../db/transaction.ts';

export interface RetentionPolicy {
  /** Contact messages, counted from when they were sent, once a staff member marked them handled. */
  contactDays: number;
  /** Listing reports, counted from when they were resolved. */
  reportDays: number;
  /** Listing suggestions, counted from when they were sent (a listing published from one stays). */
  suggestionDays: number;
  /** Outgoing mail (it holds addresses and message text): sent, and never sent. */
  mailSentDays: number;
  mailPendingDays: number;
  /** Stored answers of writes (a device's outbox replays within this time count once). */
  idempotencyDays: number;
}

export const RETENTION_DEFAULTS: RetentionPolicy = { contactDays: 180, reportDays: 365, suggestionDays: 90, mailSentDays: 7, mailPendingDays: 30, idempotencyDays: 90 };

const DAY = 86_400_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** Deletes what is past its time, in one transaction; says how many of each. */
export async function applyRetention(db: Db, policy: RetentionPolicy = RETENTION_DEFAULTS, now = new Date()): Promise<Record<string, number>> {
  const removed = await transaction(db, async (tx) => ({
    contactMessages: changedRows(await tx.delete(contactMessages).where(and(isNotNull(contactMessages.handledAt), lt(contactMessages.createdAt, before(now, policy.contactDays))))),
    listingReports: changedRows(await tx.delete(listingReports).where(and(isNotNull(listingReports.resolvedAt), lt(listingReports.resolvedAt, before(now, policy.reportDays))))),
    listingSuggestions: changedRows(await tx.delete(listingSuggestions).where(lt(listingSuggestions.createdAt, before(now, policy.suggestionDays)))),
    outboundMail: changedRows(
      await tx
        .delete(outboundMail)
        .where(
          or(
            and(eq(outboundMail.status, 'sent'), lt(outboundMail.sentAt, before(now, policy.mailSentDays))),
            and(eq(outboundMail.status, 'pending'), lt(outboundMail.createdAt, before(now, policy.mailPendingDays))),
          ),
        ),
    ),
    idempotencyKeys: changedRows(await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before(now, policy.idempotencyDays)))),
    sessions: changedRows(await tx.delete(sessions).where(lt(sessions.expiresAt, now))),
    endedSessions: changedRows(await tx.delete(endedSessions).where(lt(endedSessions.expiresAt, now))),
    signInState: changedRows(await tx.delete(idpStore).where(lt(idpStore.expiresAt, now))),
    // Sign-ins started and never finished (each new one also clears these; this is for when none comes).
    pendingSignIns: changedRows(await tx.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now))),
  }));
  // What was removed leaves the write-ahead log too (secure_delete has zeroed it in the file).
  if (Object.values(removed).some((n) => n > 0)) forgetDeletedPages(db);
  return removed;
}

/** Runs the clean-up at start and then daily; logs what it removed, and a failure as an error. */
export async function startRetention(db: Db, policy: RetentionPolicy, log: LineLog, everyMs = DAY): Promise<() => void> {
  const run = async () => {
    try {
      // Once a day in one instance: another running it now is left to it.
      const removed = (await unlessRunningElsewhere(db, SCHEDULED_WORK.retention, () => applyRetention(db, policy))) ?? {};
      const said = Object.entries(removed).filter(([, n]) => n > 0).map(([what, n]) => `${n} ${what}`);
      if (said.length) log(`Retention: removed ${said.join(', ')}.`);
    } catch (error) {
      log(`Retention clean-up failed (it runs again tomorrow): ${errorKind(error)}`, 'error');
    }
  };
  await run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
