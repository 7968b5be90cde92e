// The sync worker: runs the directory pull (web/local/sync-pull.ts) off the page's main thread, one at a time, and
// answers each request with its outcome. web/local/sync.ts starts it and falls back to the page where it cannot run.
import { syncResources, type SyncOutcome } from './sync-pull.ts';

let running: Promise<SyncOutcome> | undefined;

self.addEventListener('message', (event: MessageEvent) => {
  if (event.data !== 'pull') return;
  running ??= syncResources().finally(() => {
    running = undefined;
  });
  void running.then((outcome) => self.postMessage(outcome));
});
