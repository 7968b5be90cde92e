// Device reads for screens: Dexie's live query, safe to hydrate, and its answers drawn as a transition.
import { liveQuery } from 'dexie';
import { useLiveQuery as useDexieLiveQuery } from 'dexie-react-hooks';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useHydrated } from '../components/use-client-value.ts';

/**
 * dexie-react-hooks' `useLiveQuery`, with nothing while a page rendered at build time is hydrated. The hook gives an
 * answer Dexie already holds in its cache at once, in the first render; the build had none, so a part hydrated once
 * the device's data had arrived (a part that loads after the page is live: web/shell/later.tsx) would not match what
 * was built, and React would draw it again from nothing, losing a tap kept for it. The answer comes in the render
 * right after hydration instead. Every screen reads the device through this, never through the package itself.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const hydrated = useHydrated();
  const answer = useDexieLiveQuery(querier, deps);
  return hydrated ? answer : undefined;
}

/**
 * `useLiveQuery`, with its answer passed on as a deferred value. An answer arrives from IndexedDB outside any event,
 * so React would draw it at default priority, in one task it cannot interrupt: a list of cards then blocks her taps
 * for 100 ms or more on a slow phone. Deferred, the list is drawn in slices that yield to input, and the screen shows
 * what it showed before (placeholders, or the last list) until the new one is ready.
 */
export function useDeviceQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined {
  return useDeferredValue(useLiveQuery(querier, deps));
}

/** One live query read by many parts of a page (made by `sharedLiveQuery`). */
export interface SharedLiveQuery<T> {
  subscribe(onChange: () => void): () => void;
  read(): T | undefined;
}

/**
 * A live query run once for every reader on the page, not once a reader: a list of twelve cards that each ask
 * "is this one saved?" makes one IndexedDB read, and one again after each change, instead of twelve. It runs while
 * anything reads it. Its answer outlives a reader that goes and comes back in the same render (a card drawn again
 * does not flicker to "unknown"), not the last reader: read later, after an erase or by someone else's list, it
 * would be stale.
 */
export function sharedLiveQuery<T>(querier: () => Promise<T>): SharedLiveQuery<T> {
  let answer: T | undefined;
  let running: { unsubscribe(): void } | undefined;
  const readers = new Set<() => void>();
  return {
    subscribe(onChange) {
      readers.add(onChange);
      if (!running) {
        const run = liveQuery(querier).subscribe({
          next: (value) => {
            answer = value;
            for (const reader of readers) reader();
          },
          // A failed read ends the run (it has nothing to watch; Dexie says nothing of a database closed under it,
          // by an erase): the readers keep the last answer, and the next reader to come starts a new run.
          error: () => {
            run.unsubscribe();
            if (running === run) running = undefined;
          },
        });
        running = run;
      }
      return () => {
        readers.delete(onChange);
        if (readers.size > 0) return;
        running?.unsubscribe();
        running = undefined;
        setTimeout(() => {
          if (readers.size === 0) answer = undefined;
        });
      };
    },
    read: () => answer,
  };
}

/**
 * What a reader takes from a shared live query's answer (`select`, kept the same between renders with `useCallback`,
 * returns a primitive or the same object for the same answer: a reader is drawn again only when its own part
 * changed); nothing while a page rendered at build time is hydrated, and until the first answer. An answer is drawn as
 * a transition, like `useDeviceQuery`'s: one arriving while a long list is drawn in slices does not turn that drawing
 * into one task she cannot interrupt (as an external store's update would).
 */
export function useSharedLiveQuery<T, S>(query: SharedLiveQuery<T>, select: (answer: T) => S): S | undefined {
  const [value, setValue] = useState<S>();
  useEffect(() => {
    const take = () => {
      const answer = query.read();
      if (answer !== undefined) startTransition(() => setValue(select(answer)));
    };
    const stop = query.subscribe(take);
    take();
    return stop;
  }, [query, select]);
  return value;
}
