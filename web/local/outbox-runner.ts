// The page's side of the outbox: replays on start and whenever the connection returns, asks the service worker for
// a Background Sync where the browser has it, passes on what the server refused so the page can say why, and what
// was sent later (here or by the worker) so the page can say so, once.
import { liveQuery } from 'dexie';
import type { SentNotice } from '../../shared/outbox/notices.ts';
import { db } from './db.ts';
import { OUTBOX_SYNC_TAG, replayOutbox, type ReplayReport } from './outbox.ts';
import { claimUntoldNotices } from './outbox-notices.ts';

export type Refusal = { label: string; message: string };

export interface OutboxHandlers {
  onRefused(refusals: Refusal[]): void;
  /** Forms delivered later, each given to one page only: the first one she is looking at. */
  onSent(notices: SentNotice[]): void;
}

/** How often waiting items are tried again while the device believes it is online. */
export const OUTBOX_RETRY_MS = 60_000;

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Where the browser supports it, the service worker sends the outbox once the device is online, even with the page closed. */
export async function requestBackgroundSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    const reg = (await navigator.serviceWorker.ready) as SyncCapableRegistration;
    if (!reg.sync) return false;
    await reg.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

let reportRefusals: ((r: ReplayReport) => void) | undefined;

/**
 * Sends what is waiting now (a change she just made), and asks for a Background Sync in case the connection is gone.
 * Resolves with the replay's report; refusals also reach the handler given to `startOutbox`.
 */
export async function sendWaiting(): Promise<ReplayReport | undefined> {
  const report = await replayOutbox().catch(() => undefined);
  if (report) reportRefusals?.(report);
  if (report?.kept) void requestBackgroundSync();
  return report;
}

/**
 * Replays now, then on every `online` event; refusals (from here or from the service worker) go to `onRefused`, forms
 * delivered later to `onSent`.
 */
export function startOutbox({ onRefused, onSent }: OutboxHandlers): () => void {
  const report = (r: ReplayReport) => {
    if (r.rejected.length) onRefused(r.rejected.map(({ item, message }) => ({ label: item.label, message })));
  };
  reportRefusals = report;
  const replay = () => void replayOutbox().then(report, () => undefined);
  replay();
  window.addEventListener('online', replay);
  // A replay that met the connection still coming back is tried again, while something waits (the `online` event
  // fires once; Background Sync is not in every browser).
  const retry = window.setInterval(() => {
    if (navigator.onLine) void db.outbox.count().then((n) => n > 0 && replay());
  }, OUTBOX_RETRY_MS);
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'outbox-refused') {
      const refusals = (data as { refusals?: unknown }).refusals;
      if (Array.isArray(refusals)) {
        onRefused(refusals.filter((x): x is Refusal => typeof x?.label === 'string' && typeof x?.message === 'string'));
      }
    }
  };
  navigator.serviceWorker?.addEventListener('message', onMessage);
  // A notice may be written here or by the service worker (Dexie passes its changes to every context of the site). A
  // hidden tab leaves it for the one she looks at; claiming is one transaction, so no two pages tell the same notice.
  const tell = () => {
    if (document.visibilityState !== 'visible') return;
    void claimUntoldNotices().then((told) => told.length > 0 && onSent(told), () => undefined);
  };
  const untold = liveQuery(() => db.sentNotices.filter((n) => n.toldAt === undefined).count()).subscribe({
    next: (n) => n > 0 && tell(),
    error: () => undefined,
  });
  document.addEventListener('visibilitychange', tell);
  return () => {
    untold.unsubscribe();
    document.removeEventListener('visibilitychange', tell);
    window.clearInterval(retry);
    window.removeEventListener('online', replay);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}
