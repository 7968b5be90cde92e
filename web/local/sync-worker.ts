// The device worker: the directory pull (web/local/sync-pull.ts, one at a time), the outbox's replays
// (web/local/outbox-loop.ts), the check of an account ended elsewhere and the checks of a page of news
// (web/local/news-fetch.ts), off the page's main thread. The page's side
// is web/local/device-worker.ts, which does the same work in the page where this cannot run.
import { removeCopyOfEndedAccount } from './account-sync.ts';
import type { WorkerReply, WorkerRequest } from './device-worker-messages.ts';
import { fetchCheckedNews } from './news-fetch.ts';
import { runOutboxLoop, type OutboxLoop } from './outbox-loop.ts';
import { syncResources, type SyncOutcome } from './sync-pull.ts';

const reply = (message: WorkerReply) => self.postMessage(message);

let running: Promise<SyncOutcome> | undefined;
let outbox: OutboxLoop | undefined;
let visible = false;

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  switch (request?.type) {
    case 'pull':
      running ??= syncResources().finally(() => {
        running = undefined;
      });
      void running.then((outcome) => reply({ type: 'pulled', outcome }));
      break;
    case 'outbox-start':
      visible = request.visible;
      outbox ??= runOutboxLoop(self, {
        onRefused: (refusals) => reply({ type: 'outbox-refused', refusals }),
        onSent: (notices) => reply({ type: 'outbox-sent', notices }),
        isVisible: () => visible,
      });
      break;
    case 'outbox-replay':
      outbox?.replay();
      break;
    case 'visible':
      visible = request.visible;
      outbox?.tell();
      break;
    case 'account-check':
      void removeCopyOfEndedAccount().then(
        (ended) => reply({ type: 'account-checked', ended }),
        () => reply({ type: 'account-checked', ended: undefined }),
      );
      break;
    case 'news': {
      const { id, query } = request;
      void fetchCheckedNews(query).then(
        (outcome) => reply({ type: 'news-checked', id, outcome }),
        () => reply({ type: 'news-checked', id, outcome: { ok: false, reason: 'error' } }),
      );
      break;
    }
  }
});
