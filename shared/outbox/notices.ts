// What the outbox tells her about a form she sent: that it went (the line where the queue was, and the toast), or that
// it keeps failing. Pure words and rules, so the page, the service worker's records and the tests agree.
import { z } from 'zod';
import { OUTBOX_STUCK_AFTER_ATTEMPTS } from '../limits.ts';

/** Outbox kinds that get a "sent" notice: forms she filled in. Changes to her account show on her list itself. */
export const NOTICE_KINDS = ['contact', 'newsletter', 'listing-report'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export function isNoticeKind(kind: string): kind is NoticeKind {
  return NOTICE_KINDS.some((k) => k === kind);
}

/** The device's record of a form delivered later: only what the notice needs, never what she wrote. */
export const sentNoticeSchema = z.object({
  /** The outbox item's id: one record per item, however many replays delivered it. */
  id: z.string().min(1),
  kind: z.enum(NOTICE_KINDS),
  label: z.string().max(500),
  sentAt: z.number().finite(),
  /** When a toast said so: set once, by whichever page claimed it first. */
  toldAt: z.number().finite().optional(),
});
export type SentNotice = z.infer<typeof sentNoticeSchema>;

/** Records read from the device, keeping the valid ones, oldest first (anything stored may be old or altered). */
export function parseSentNotices(values: readonly unknown[]): SentNotice[] {
  return values.flatMap((v) => {
    const parsed = sentNoticeSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  }).sort((a, b) => a.sentAt - b.sentAt);
}

/** "at 2:02 PM" (her locale's short time) when sent today; "on Mar 3 at 2:02 PM" on another day. */
export function sentWhen(sentAt: number, now: number, locale?: string): string {
  const sent = new Date(sentAt);
  const time = sent.toLocaleTimeString(locale, { timeStyle: 'short' });
  if (sent.toDateString() === new Date(now).toDateString()) return `at ${time}`;
  return `on ${sent.toLocaleDateString(locale, { month: 'short', day: 'numeric' })} at ${time}`;
}

const WHAT: Record<NoticeKind, string> = { contact: 'Your message', newsletter: 'Your newsletter signup', 'listing-report': 'Your report about a listing' };
/** Double opt-in: a signup that went is only a request until she follows the link in the email. */
export const CONFIRM_HINT = 'Check your inbox for an email with a link to confirm your subscription.';

/** The line where the queue was, e.g. "Your message was sent at 2:02 PM." */
export function sentLine(notice: Pick<SentNotice, 'kind' | 'sentAt'>, now: number, locale?: string): string {
  const line = `${WHAT[notice.kind]} was sent ${sentWhen(notice.sentAt, now, locale)}.`;
  return notice.kind === 'newsletter' ? `${line} ${CONFIRM_HINT}` : line;
}

/** One toast for everything delivered at once (toasts show one at a time): "Your message was sent" / "Sent at 2:02 PM." */
export function sentToast(notices: readonly Pick<SentNotice, 'kind' | 'sentAt'>[], now: number, locale?: string): { title: string; description: string } {
  const first = notices[0];
  const latest = Math.max(...notices.map((n) => n.sentAt));
  const title = notices.length === 1 && first ? `${WHAT[first.kind]} was sent` : `${notices.length} waiting items were sent`;
  const when = sentWhen(latest, now, locale);
  const description = `Sent ${when}.`;
  return { title, description: notices.some((n) => n.kind === 'newsletter') ? `${description} ${CONFIRM_HINT}` : description };
}

/** What a form says when its submission waits on the device for a connection. */
export const SAVED_OFFLINE_MESSAGE = 'Saved on this device: it will be sent when you are back online';

/** What `lastError` holds when the server could not be reached at all. */
export const NO_CONNECTION = 'No connection';

export interface AttemptState {
  attempts: number;
  /** HTTP status of the last answer that did not accept it; absent when no answer came. */
  lastStatus?: number;
  lastError?: string;
}

export interface WaitingNote {
  /** True once it keeps failing: said plainly, not as a detail. */
  stuck: boolean;
  text: string;
  /** The server's own words, when it answered. */
  reason?: string;
}

/**
 * Where a waiting item stands, as data a page words in its language: rejected by the server (or kept failing after
 * an answer), unreachable too many times, or only tried so far. Undefined before its first attempt.
 */
export interface WaitingState {
  state: 'rejected' | 'unreachable' | 'tried';
  attempts: number;
  /** The server's own words, when it answered and the item is stuck. */
  reason?: string;
  /** The last error as stored (NO_CONNECTION when no answer came), shown beside the count of tries. */
  lastError?: string;
}

export function waitingState(item: AttemptState, stuckAfter: number = OUTBOX_STUCK_AFTER_ATTEMPTS): WaitingState | undefined {
  const n = item.attempts;
  if (n <= 0) return undefined;
  // Items stored before lastStatus was kept tell an answer from no connection by their message.
  const answered = item.lastStatus !== undefined || (item.lastError !== undefined && item.lastError !== NO_CONNECTION);
  const reason = answered ? item.lastError : undefined;
  if (answered && ((item.lastStatus ?? 0) >= 500 || n >= stuckAfter)) return { state: 'rejected', attempts: n, ...(reason ? { reason } : {}) };
  if (!answered && n >= stuckAfter) return { state: 'unreachable', attempts: n };
  return { state: 'tried', attempts: n, ...(item.lastError ? { lastError: item.lastError } : {}) };
}

/** The note under a waiting item in English, or undefined before its first attempt. */
export function waitingNote(item: AttemptState, stuckAfter: number = OUTBOX_STUCK_AFTER_ATTEMPTS): WaitingNote | undefined {
  const w = waitingState(item, stuckAfter);
  if (!w) return undefined;
  const tried = `tried ${w.attempts} ${w.attempts === 1 ? 'time' : 'times'}`;
  if (w.state === 'rejected') {
    return { stuck: true, text: `Not sent yet: the server did not accept it (${tried}). It will be tried again.`, ...(w.reason ? { reason: w.reason } : {}) };
  }
  if (w.state === 'unreachable') {
    return { stuck: true, text: `Not sent yet: the server could not be reached (${tried}). It will be tried again when you are back online.` };
  }
  return { stuck: false, text: `${tried}${w.lastError ? ` (${w.lastError})` : ''}` };
}
