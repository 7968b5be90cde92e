// Device reads for screens: Dexie's live query, its answers drawn as a transition.
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue } from 'react';

/**
 * `useLiveQuery`, with its answer passed on as a deferred value. An answer arrives from IndexedDB outside any event,
 * so React would draw it at default priority, in one task it cannot interrupt: a list of cards then blocks her taps
 * for 100 ms or more on a slow phone. Deferred, the list is drawn in slices that yield to input, and the screen shows
 * what it showed before (placeholders, or the last list) until the new one is ready.
 */
export function useDeviceQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined {
  return useDeferredValue(useLiveQuery(querier, deps));
}
