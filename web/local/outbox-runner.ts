// The page's side of the outbox: the replays run in the device worker (web/local/outbox-loop.ts there), so the
// device database and its checks load off the page's main thread; where no worker can run, they run here. The page
// passes on what the server refused (from the worker or the service worker) so it can say why, and what was sent
// later so it can say so, once.
import { onWorkerFailure, onWorkerReply, postToWorker } from './device-worker.ts';
import { setOutboxHandlers, type OutboxHandlers, type Refusal } from './outbox-handlers.ts';
import type { OutboxLoop } from './outbox-loop.ts';
import { erasedOnThisPage, stopOnErase } from './erasing.ts';
import { loadAgain } from '../shell/load-again.ts';

export type { OutboxHandlers, Refusal };

/**
 * Replays now, then on every `online` event; refusals (from the replays or from the service worker) go to
 * `onRefused`, forms delivered later to `onSent`.
 */
export function startOutbox(handlers: OutboxHandlers): () => void {
  // Erased on this page: what was waiting is gone, and a replay would open the device database again.
  if (erasedOnThisPage()) return () => undefined;
  setOutboxHandlers(handlers);
  const visible = () => document.visibilityState === 'visible';
  let inPage: OutboxLoop | undefined;
  let stopped = false;
  const runInPage = () => {
    if (stopped || inPage) return;
    // Asked for again if the connection dropped as it loaded (shell/load-again.ts): what waits is still sent.
    void loadAgain(() => import('./outbox-loop.ts')).then((m) => {
      if (!stopped && !inPage) inPage = m.runOutboxLoop(window, { ...handlers, isVisible: visible });
    });
  };
  const stopReplies = onWorkerReply((reply) => {
    if (reply.type === 'outbox-refused') handlers.onRefused(reply.refusals);
    else if (reply.type === 'outbox-sent') handlers.onSent(reply.notices);
  });
  const stopFailure = onWorkerFailure(runInPage);
  if (!postToWorker({ type: 'outbox-start', visible: visible() })) runInPage();
  // The worker hears of a connection coming back from the page as well: some browsers tell only the window.
  const onOnline = () => {
    if (!inPage) postToWorker({ type: 'outbox-replay' });
  };
  const onVisibility = () => {
    if (inPage) inPage.tell();
    else postToWorker({ type: 'visible', visible: visible() });
  };
  const onServiceWorkerMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'outbox-refused') {
      const refusals = (data as { refusals?: unknown }).refusals;
      if (Array.isArray(refusals)) {
        handlers.onRefused(refusals.filter((x): x is Refusal => typeof x?.label === 'string' && typeof x?.message === 'string'));
      }
    }
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  navigator.serviceWorker?.addEventListener('message', onServiceWorkerMessage);
  const stop = () => {
    stopped = true;
    setOutboxHandlers(undefined);
    inPage?.stop();
    stopReplies();
    stopFailure();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
    navigator.serviceWorker?.removeEventListener('message', onServiceWorkerMessage);
  };
  const forget = stopOnErase(stop);
  return () => {
    forget();
    stop();
  };
}
