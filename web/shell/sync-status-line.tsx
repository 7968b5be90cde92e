// A quiet line saying how fresh the directory on this device is, or that we are offline and showing saved information.
import { useNow } from '../components/use-now.ts';
import { useOnline } from '../components/use-online.ts';
import { useResourcesSyncedAt } from '../local/resources.ts';
import { useSyncStatus } from '../local/sync-status.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** "Updated just now", "Updated 3 minutes ago", "Updated 2 hours ago", "Updated 4 days ago". */
export function formatUpdatedAgo(elapsedMs: number): string {
  const ms = Math.max(0, elapsedMs);
  if (ms < MINUTE_MS) return 'Updated just now';
  if (ms < HOUR_MS) return `Updated ${plural(Math.floor(ms / MINUTE_MS), 'minute')} ago`;
  if (ms < DAY_MS) return `Updated ${plural(Math.floor(ms / HOUR_MS), 'hour')} ago`;
  return `Updated ${plural(Math.floor(ms / DAY_MS), 'day')} ago`;
}

export function SyncStatusLine({ className = '' }: { className?: string }) {
  const syncedAt = useResourcesSyncedAt();
  const state = useSyncStatus((s) => s.state);
  const online = useOnline();
  const now = useNow(MINUTE_MS);

  let message = '';
  const offline = state === 'offline' || !online;
  if (offline) {
    message =
      typeof syncedAt === 'number'
        ? 'Offline: showing information saved on this device'
        : 'Offline: the directory will load when you are back online';
  } else if (typeof syncedAt === 'number') {
    message = formatUpdatedAgo(now - syncedAt);
  } else if (state === 'syncing') {
    message = 'Loading the directory…';
  }

  // Going offline is announced; the minute-by-minute "Updated … ago" is not (it would be read out every minute).
  return (
    <p role="status" aria-live={offline ? 'polite' : 'off'} className={`m-0 text-sm text-ink-muted ${className}`}>
      {message}
    </p>
  );
}
