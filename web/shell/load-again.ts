// The app's code arrives in parts (issue 36): a page's own, its later parts, the sync and the outbox. On a first visit,
// before the service worker holds every part, a connection that drops for a moment made such a part fail for good:
// the page said "This page could not be shown", or went blank when the failing part was the toasts'. A part that could
// not be fetched is now asked for again: once the connection is back when the phone knows it is offline (and every
// 15 s meanwhile; what was already drawn stays), else after a short wait, twice. Only then does its caller say it
// failed. Chromium fetches a module that failed to load again when asked again (whatwg/html#10327; checked with
// Chromium 156 in tests/e2e/connection-drop.spec.ts). Safari and Firefox still keep the failure: there the try
// fails at once, and the page says it could not be shown, with "Try again" (a reload), as before.

/** The waits before each new try while the phone says it is online (a connection that answers nothing). */
export const LOAD_AGAIN_WAITS_MS: readonly number[] = [1000, 3000];
/** Offline, tried again at the latest this often too: a phone can say it is offline when it is not. */
export const OFFLINE_RECHECK_MS = 15_000;

/**
 * A module that could not be fetched, as Chromium, Firefox and Safari word it (and Vite's preload of a part's
 * stylesheet). A module that failed as it ran is not fetched again by any browser: its error is shown at once.
 */
const FETCH_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isFetchFailure(error: unknown): boolean {
  return error instanceof Error && FETCH_FAILED.test(error.message);
}

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Back online, or OFFLINE_RECHECK_MS later, whichever comes first. */
function backOnlineOrLater(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, OFFLINE_RECHECK_MS);
    globalThis.addEventListener('online', done);
  });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `load()`, tried again as above when it could not be fetched; rejects with the last failure once the tries are spent. */
export function loadAgain<T>(load: () => Promise<T>, waits: readonly number[] = LOAD_AGAIN_WAITS_MS): Promise<T> {
  const attempt = (tried: number): Promise<T> =>
    load().catch((error: unknown) => {
      if (!isFetchFailure(error)) throw error;
      // Checked in the same task as the failure: an `online` event cannot slip between the check and the listener.
      // Offline, the tries are not spent.
      if (isOffline()) return backOnlineOrLater().then(() => attempt(tried));
      const next = waits[tried];
      if (next === undefined) throw error;
      return wait(next).then(() => attempt(tried + 1));
    });
  return attempt(0);
}
