// Whether we are online: as the browser believes (use-browser-online.ts), and as far as the last sync can tell.
import { useSyncStatus } from '../local/sync-status.ts';
import { useOnline } from './use-browser-online.ts';

export { useOnline };

/**
 * Online as far as we can tell: the browser says so and the last directory sync did not fail. navigator.onLine says
 * "online" on a network with no way through, so a failed sync counts as offline too.
 */
export function useLikelyOnline(): boolean {
  const online = useOnline();
  const syncFailed = useSyncStatus((s) => s.state === 'offline');
  return online && !syncFailed;
}
