// The outbox's replays for the life of a page, wherever they run (the device worker, or the page where no worker
// can): now, whenever the connection returns, and every minute while something waits. What the server refused goes
// to `onRefused`; forms delivered later (here, in another tab or by the service worker) are told once, to a page she
// is looking at.
import { liveQuery } from 'dexie';
import type { SentNotice } from '../../shared/outbox/notices.ts';
import { db } from './db.ts';
import { replayOutbox, type ReplayReport } from './outbox.ts';
import { claimUntoldNotices } from './outbox-notices.ts';
import { refusalsOf, type Refusal } from './outbox-handlers.ts';

/** How often waiting items are tried again while the device believes it is online. */
export const OUTBOX_RETRY_MS = 60_000;

export interface OutboxLoopHooks {
  onRefused(refusals: Refusal[]): void;
  onSent(notices: SentNotice[]): void;
  /** Whether she is looking at the page: a hidden tab leaves notices for the one she looks at. */
  isVisible(): boolean;
}


export interface OutboxLoop {
  replay(): void;
  /** Tells waiting notices now, if she is looking at the page. */
  tell(): void;
  stop(): void;
}

/** `scope` is the window or the worker's global: both hear `online`. */
export function runOutboxLoop(scope: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, hooks: OutboxLoopHooks): OutboxLoop {
  const replay = () =>
    void replayOutbox().then((report) => {
      const refusals = refusalsOf(report);
      if (refusals.length) hooks.onRefused(refusals);
    }, () => undefined);
  replay();
  scope.addEventListener('online', replay);
  // A replay that met the connection still coming back is tried again, while something waits (the `online` event
  // fires once; Background Sync is not in every browser).
  const retry = setInterval(() => {
    if (navigator.onLine) void db.outbox.count().then((n) => n > 0 && replay());
  }, OUTBOX_RETRY_MS);
  // Claiming is one transaction, so no two pages tell the same notice.
  const tell = () => {
    if (!hooks.isVisible()) return;
    void claimUntoldNotices().then((told) => told.length > 0 && hooks.onSent(told), () => undefined);
  };
  const untold = liveQuery(() => db.sentNotices.filter((n) => n.toldAt === undefined).count()).subscribe({
    next: (n) => n > 0 && tell(),
    error: () => undefined,
  });
  return {
    replay,
    tell,
    stop() {
      untold.unsubscribe();
      clearInterval(retry);
      scope.removeEventListener('online', replay);
    },
  };
}
