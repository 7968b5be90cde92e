// Who the page tells about the outbox: what the server refused (and why) and what was sent later. Kept apart from
// the outbox itself so that the page can register them without loading the device database.
import type { SentNotice } from '../../shared/outbox/notices.ts';

export type Refusal = { label: string; message: string };

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
