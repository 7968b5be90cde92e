import { useEffect, useState } from 'react';
import { runOnce } from '../../shared/run-once.ts';
import { whenPageReady } from './page-ready.tsx';

// Work that can wait for the first screen: run once the page's content is live (hydrated or drawn, page-ready.tsx)
// and the main thread is idle, and within a few seconds whatever happens (requestIdleCallback's timeout), so nothing
// waits forever on a busy phone. A page rendered at build time starts its scripts only once painted, so the document's
// load event can come before its code has even run (or, from the service worker's copy, arrived): waiting for load
// alone would start this work while the page is still being hydrated.
const LATEST_MS = 3000;
/**
 * If the page never becomes live, this long after the load event. A page whose part failed to load is live too (it
 * shows why: PageErrorBoundary), so this is a last resort, for a page whose own code waits for the connection to come
 * back (shell/load-again.ts) or a phone slower still; on a slow phone a page can take ten seconds to be live, and
 * the sync, the outbox and the service worker's install must not compete with it (issue 36).
 */
const LATEST_AFTER_LOAD_MS = 20_000;

function whenPageLive(run: () => void): void {
  const once = runOnce(run);
  whenPageReady(once);
  const cap = () => setTimeout(once, LATEST_AFTER_LOAD_MS);
  if (document.readyState === 'complete') cap();
  else window.addEventListener('load', cap, { once: true });
}

export function whenIdle(run: () => void): void {
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout: LATEST_MS });
    else setTimeout(run, 200);
  };
  whenPageLive(schedule);
}

/** False until the page is live and the phone is idle (as whenIdle), true from then on. */
export function useIdleReached(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    let live = true;
    whenIdle(() => live && setReached(true));
    return () => {
      live = false;
    };
  }, []);
  return reached;
}
