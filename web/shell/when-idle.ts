import { useEffect, useState } from 'react';

// Work that can wait for the first screen: run once the page has loaded and the main thread is idle, and within a
// few seconds whatever happens (requestIdleCallback's timeout), so nothing waits forever on a busy phone.
const LATEST_MS = 3000;

export function whenIdle(run: () => void): void {
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout: LATEST_MS });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/** False until the page has loaded and the phone is idle (as whenIdle), true from then on. */
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
