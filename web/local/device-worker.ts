// The page's side of the device worker (web/local/sync-worker.ts): one dedicated worker per page that pulls the
// directory, replays the outbox, checks an ended account and fetches and checks the news, so the device database and
// the checks of what it holds (Dexie, zod) load off the page's main thread. Where a worker cannot start or fails, callers do the work in the page.
import type { WorkerReply, WorkerRequest } from './device-worker-messages.ts';
import { erasedOnThisPage, stopOnErase } from './erasing.ts';

let worker: Worker | undefined;
/** Set when a worker could not start here, or failed: callers then work in the page. */
let broken = typeof Worker === 'undefined';
const listeners = new Set<(reply: WorkerReply) => void>();
const failureListeners = new Set<() => void>();

function fail(): void {
  worker?.terminate();
  worker = undefined;
  broken = true;
  for (const onFailure of [...failureListeners]) onFailure();
}

/** The worker, started on first use; undefined where workers cannot run here. */
function started(): Worker | undefined {
  // After an erase the worker is gone for good on this page, and nothing takes its work into the page either.
  if (broken || erasedOnThisPage()) return undefined;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'sync' });
  } catch {
    fail();
    return undefined;
  }
  // Its own handle on the device database would open it again (and a pull fill it) after an erase.
  stopOnErase(() => {
    worker?.terminate();
    worker = undefined;
  });
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    for (const listener of [...listeners]) listener(event.data);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail();
  });
  return worker;
}

/** Sends a request to the worker; false when there is no worker to take it (do the work in the page). */
export function postToWorker(request: WorkerRequest): boolean {
  const w = started();
  if (!w) return false;
  w.postMessage(request);
  return true;
}

/** Every reply of the worker, until the returned function is called. */
export function onWorkerReply(listener: (reply: WorkerReply) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once if the worker fails after it started (its work then moves into the page). */
export function onWorkerFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/**
 * One request answered by one reply of the given type (that `matches` it, when several can be on their way); rejects
 * when the worker cannot take it or fails.
 */
export function askWorker<T extends WorkerReply['type']>(
  request: WorkerRequest,
  replyType: T,
  matches: (reply: Extract<WorkerReply, { type: T }>) => boolean = () => true,
): Promise<Extract<WorkerReply, { type: T }>> {
  // After an erase there is no worker, and nothing may take its work into the page.
  if (erasedOnThisPage()) return Promise.reject(new Error('This device was erased'));
  return new Promise((resolve, reject) => {
    const stopReplies = onWorkerReply((reply) => {
      if (reply.type !== replyType || !matches(reply as Extract<WorkerReply, { type: T }>)) return;
      done();
      resolve(reply as Extract<WorkerReply, { type: T }>);
    });
    const stopFailure = onWorkerFailure(() => {
      done();
      reject(new Error('The device worker could not run'));
    });
    // Erasing ends the worker without an error event: the question will never be answered.
    const forget = stopOnErase(() => {
      done();
      reject(new Error('This device was erased'));
    });
    const done = () => {
      stopReplies();
      stopFailure();
      forget();
    };
    if (!postToWorker(request)) {
      done();
      reject(new Error('No device worker here'));
    }
  });
}
