// One clock for every card on the page: "Open now" is worked out again each minute, from a single timer.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: number | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    timer = window.setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time, refreshed once a minute; the same value for every caller. */
export function useMinute(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}
