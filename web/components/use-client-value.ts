// A value only her browser knows (a privacy setting, session storage, the connection), read so that a page rendered
// at build time hydrates without a mismatch: React uses the build's value while hydrating and hers right after, and
// a page drawn in the browser from the start gets hers at once.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** `read` must return a primitive (or the same object each time); `subscribe` tells React when it may have changed. */
export function useClientValue<T>(read: () => T, atBuild: T, subscribe: (onChange: () => void) => () => void = never): T {
  return useSyncExternalStore(subscribe, read, () => atBuild);
}

/** False while a page rendered at build time is being hydrated (and at build time), true from then on. */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
