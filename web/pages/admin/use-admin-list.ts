// One admin answer, fetched when the tab opens and again after a change. A failure is said in its place.
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { adminErrorText, adminFetch } from './admin-api.ts';

export function useAdminGet<T>(path: string) {
  const t = useT();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    adminFetch<T>(path)
      .then((value) => live && (setData(value), setError(undefined)))
      .catch((err: unknown) => live && setError(adminErrorText(err, t, 'admin.error.loadFailed')));
    return () => {
      live = false;
    };
    // `t` changes only with the page's language, which a document never changes.
  }, [path, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, reload };
}

/** A list: the same, named for lists. */
export function useAdminList<T>(path: string) {
  const { data, error, reload } = useAdminGet<T[]>(path);
  return { items: data, error, reload };
}
