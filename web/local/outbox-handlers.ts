// Who the page tells about the outbox: what the server refused (and why) and what was sent later. Kept apart from
// the outbox itself so that the page can register them without loading the device database.
import type { SentNotice } from '../../shared/outbox/notices.ts';
import type { AccountChangeKind } from './db.ts';
import type { ReplayReport } from './outbox.ts';

/** What was refused (its label, and for an account change what it did: the page words it) and the server's reason. */
export type Refusal = { label: string; change?: AccountChangeKind; message: string };

/** The refusals of a replay, as the page's toasts tell them. */
export function refusalsOf(report: ReplayReport): Refusal[] {
  return report.rejected.map(({ item, message }) => ({ label: item.label, ...(item.change ? { change: item.change } : {}), message }));
}

export interface OutboxHandlers {
  onRefused(refusals: Refusal[]): void;
  /** Forms delivered later, each given to one page only: the first one she is looking at. */
  onSent(notices: SentNotice[]): void;
}

let current: OutboxHandlers | undefined;

export function setOutboxHandlers(handlers: OutboxHandlers | undefined): void {
  current = handlers;
}

export function outboxHandlers(): OutboxHandlers | undefined {
  return current;
}
