// Whether the browser believes it is online, following the `online` and `offline` events.
import { useEffect, useState } from 'react';
import { useSyncStatus } from '../local/sync-status.ts';

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Online as far as we can tell: the browser says so and the last directory sync did not fail. navigator.onLine says
 * "online" on a network with no way through, so a failed sync counts as offline too.
 */
export function useLikelyOnline(): boolean {
  const online = useOnline();
  const syncFailed = useSyncStatus((s) => s.state === 'offline');
  return online && !syncFailed;
}
