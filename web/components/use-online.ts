// Whether the browser believes it is online, following the `online` and `offline` events. A page rendered at build
// time says "online" while it hydrates, and the truth right after (use-client-value.ts).
import { useSyncStatus } from '../local/sync-status.ts';
import { useClientValue } from './use-client-value.ts';

function onConnectionChange(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useClientValue(() => navigator.onLine !== false, true, onConnectionChange);
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
