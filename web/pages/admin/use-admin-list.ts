// One admin answer, fetched when the tab opens and again after a change. A failure is said in its place.
import { useCallback, useEffect, useState } from 'react';
import { adminFetch } from './admin-api.ts';

export function useAdminGet<T>(path: string) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    adminFetch<T>(path)
      .then((value) => live && (setData(value), setError(undefined)))
      .catch((err: unknown) => live && setError(err instanceof Error ? err.message : 'Could not load.'));
    return () => {
      live = false;
    };
  }, [path, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, reload };
}

/** A list: the same, named for lists. */
export function useAdminList<T>(path: string) {
  const { data, error, reload } = useAdminGet<T[]>(path);
  return { items: data, error, reload };
}
