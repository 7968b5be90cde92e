// Sending what a form or her list just queued: a replay now, and a Background Sync in case the connection is gone.
import { outboxHandlers, refusalsOf } from './outbox-handlers.ts';
import { OUTBOX_SYNC_TAG, replayOutbox, type ReplayReport } from './outbox.ts';

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

/**
 * Sends what is waiting now (a change she just made), and asks for a Background Sync in case the connection is gone.
 * Resolves with the replay's report; refusals also reach the handlers given to `startOutbox`.
 */
export async function sendWaiting(): Promise<ReplayReport | undefined> {
  const report = await replayOutbox().catch(() => undefined);
  const refusals = report ? refusalsOf(report) : [];
  if (refusals.length) outboxHandlers()?.onRefused(refusals);
  if (report?.kept) void requestBackgroundSync();
  return report;
}
