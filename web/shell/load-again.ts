// The app's code arrives in parts (issue 36): a page's own, its later parts, the sync and the outbox. On a first visit,
// before the service worker holds every part, a connection that drops for a moment made such a part fail for good:
// the page said "This page could not be shown", or went blank when the failing part was the toasts'. A part that could
// not be fetched is now asked for again: once the connection is back when the phone knows it is offline (as long as
// that takes: what was already drawn stays meanwhile), else after a short wait, twice. Only then does its caller say
// it failed. The browser fetches a module that failed to load again when asked again (HTML's module map keeps no
// failed fetch; Chromium 156 checked in tests/e2e/connection-drop.spec.ts).

/** The waits before each new try while the phone says it is online (a connection that answers nothing). */
export const LOAD_AGAIN_WAITS_MS: readonly number[] = [1000, 3000];

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

function backOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `load()`, tried again as above when it fails; rejects with the last failure once the tries are spent. */
export function loadAgain<T>(load: () => Promise<T>, waits: readonly number[] = LOAD_AGAIN_WAITS_MS): Promise<T> {
  const attempt = (tried: number): Promise<T> =>
    load().catch((error: unknown) => {
      // Checked in the same task as the failure: an `online` event cannot slip between the check and the listener.
      if (isOffline()) return backOnline().then(() => attempt(tried));
      const next = waits[tried];
      if (next === undefined) throw error;
      return wait(next).then(() => attempt(tried + 1));
    });
  return attempt(0);
}
