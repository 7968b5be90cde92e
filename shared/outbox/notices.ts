// What the outbox tells her about a form she sent: that it went (the line where the queue was, and the toast), or that
// it keeps failing. Pure rules, with the words from the catalogue in her language, so the page, the service worker's
// records and the tests agree.
import type { SentNotice } from './notice-records.ts';
import { OUTBOX_STUCK_AFTER_ATTEMPTS } from '../limits.ts';
import type { MessageId } from '../messages/en.ts';

/** Outbox kinds that get a "sent" notice: forms she filled in. Changes to her account show on her list itself. */
export const NOTICE_KINDS = ['contact', 'newsletter', 'listing-report', 'listing-suggestion'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export function isNoticeKind(kind: string): kind is NoticeKind {
  return NOTICE_KINDS.some((k) => k === kind);
}

export type { SentNotice } from './notice-records.ts';

/**
 * Says a message of the catalogue: the page's `t` (web/i18n/use-t.ts) or the server's (shared/server-intl.ts). The
 * words are the catalogue's `outbox.*` (shared/messages/en/outbox.ts), so each reader gets them in her language.
 */
export type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** "at 2:02 PM" (her locale's short time) when sent today; "on Mar 3 at 2:02 PM" on another day. */
export function sentWhen(sentAt: number, now: number, say: Say, locale?: string): string {
  const sent = new Date(sentAt);
  const time = sent.toLocaleTimeString(locale, { timeStyle: 'short' });
  if (sent.toDateString() === new Date(now).toDateString()) return say('outbox.when.today', { time });
  return say('outbox.when.otherDay', { date: sent.toLocaleDateString(locale, { month: 'short', day: 'numeric' }), time });
}

/** The kind as the catalogue's select names it (an ICU selector cannot hold a hyphen). */
const SELECTOR: Record<NoticeKind, string> = { contact: 'contact', newsletter: 'newsletter', 'listing-report': 'listingReport', 'listing-suggestion': 'listingSuggestion' };
const what = (kind: NoticeKind, say: Say) => say('outbox.what', { kind: SELECTOR[kind] });

/** The line where the queue was, e.g. "Your message was sent at 2:02 PM." */
export function sentLine(notice: Pick<SentNotice, 'kind' | 'sentAt'>, now: number, say: Say, locale?: string): string {
  const line = say('outbox.sentLine', { what: what(notice.kind, say), when: sentWhen(notice.sentAt, now, say, locale) });
  // Double opt-in: a signup that went is only a request until she follows the link in the email.
  return notice.kind === 'newsletter' ? `${line} ${say('outbox.confirmHint')}` : line;
}

/** One toast for everything delivered at once (toasts show one at a time): "Your message was sent" / "Sent at 2:02 PM." */
export function sentToast(notices: readonly Pick<SentNotice, 'kind' | 'sentAt'>[], now: number, say: Say, locale?: string): { title: string; description: string } {
  const first = notices[0];
  const latest = Math.max(...notices.map((n) => n.sentAt));
  const title = notices.length === 1 && first ? say('outbox.sentTitle', { what: what(first.kind, say) }) : say('outbox.sentMany', { count: notices.length });
  const description = say('outbox.sentAt', { when: sentWhen(latest, now, say, locale) });
  return { title, description: notices.some((n) => n.kind === 'newsletter') ? `${description} ${say('outbox.confirmHint')}` : description };
}

/** What a form says when its submission waits on the device for a connection, in English (`outbox.savedOffline` in hers). */
export const SAVED_OFFLINE_MESSAGE = 'Saved on this device: it will be sent when you are back online';

/** What `lastError` holds when the server could not be reached at all (stored; shown as `outbox.noConnection`). */
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

/** The note under a waiting item, or undefined before its first attempt. */
export function waitingNote(item: AttemptState, say: Say, stuckAfter: number = OUTBOX_STUCK_AFTER_ATTEMPTS): WaitingNote | undefined {
  const n = item.attempts;
  if (n <= 0) return undefined;
  const tried = say('outbox.tried', { count: n });
  // Items stored before lastStatus was kept tell an answer from no connection by their message.
  const answered = item.lastStatus !== undefined || (item.lastError !== undefined && item.lastError !== NO_CONNECTION);
  const reason = answered ? item.lastError : undefined;
  if (answered && ((item.lastStatus ?? 0) >= 500 || n >= stuckAfter)) {
    return { stuck: true, text: say('outbox.stuck.refused', { tried }), ...(reason ? { reason } : {}) };
  }
  if (!answered && n >= stuckAfter) {
    return { stuck: true, text: say('outbox.stuck.offline', { tried }) };
  }
  if (!item.lastError) return { stuck: false, text: tried };
  return { stuck: false, text: say('outbox.triedBecause', { tried, reason: item.lastError === NO_CONNECTION ? say('outbox.noConnection') : item.lastError }) };
}
