// A value only her browser knows (a privacy setting, session storage, the connection), read so that a page rendered
// at build time hydrates without a mismatch: React uses the build's value while hydrating and hers right after, and
// a page drawn in the browser from the start gets hers at once.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/** `read` must return a primitive (or the same object each time); `subscribe` tells React when it may have changed. */
export function useClientValue<T>(read: () => T, atBuild: T, subscribe: (onChange: () => void) => () => void = never): T {
  return useSyncExternalStore(subscribe, read, () => atBuild);
}

/**
 * False while a page rendered at build time is being hydrated (and at build time), true from then on. A component
 * hydrated as built turns true in the render right after, drawn as a transition: a value read with `useClientValue`
 * that differs from the build's is drawn again at once, in one task React cannot interrupt, and a part that reads the
 * device (live-query.ts) or a list of news cards made that a task of 30 to 50 ms in a fresh browser. As a transition it
 * is drawn in slices that yield to her taps. One drawn in the browser from the start is true at once.
 */
export function useHydrated(): boolean {
  const asBuilt = useDrawnAsBuilt();
  const [hydrated, setHydrated] = useState(!asBuilt);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * True in a render that hydrates this component as built (or at build time), false in one drawn in the browser. React
 * asks for the build's value (`getServerSnapshot`) only then; both values are the same, so this store never asks for a
 * render of its own.
 */
export function useDrawnAsBuilt(): boolean {
  let asBuilt = false;
  useSyncExternalStore(
    never,
    () => false,
    () => {
      asBuilt = true;
      return false;
    },
  );
  return asBuilt;
}
