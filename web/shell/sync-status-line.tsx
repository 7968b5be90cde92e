// A quiet line saying how fresh the directory on this device is, or that we are offline and showing saved information.
import { useNow } from '../components/use-now.ts';
import { useOnline } from '../components/use-online.ts';
import { useResourcesSyncedAt } from '../local/resources.ts';
import { useSyncStatus } from '../local/sync-status.ts';
import { useT, type Translate } from '../i18n/use-t.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "Updated just now", "Updated 3 minutes ago", "Updated 2 hours ago", "Updated 4 days ago" (plurals by the language's rules). */
export function formatUpdatedAgo(t: Translate, elapsedMs: number): string {
  const ms = Math.max(0, elapsedMs);
  if (ms < MINUTE_MS) return t('sync.justNow');
  if (ms < HOUR_MS) return t('sync.minutesAgo', { count: Math.floor(ms / MINUTE_MS) });
  if (ms < DAY_MS) return t('sync.hoursAgo', { count: Math.floor(ms / HOUR_MS) });
  return t('sync.daysAgo', { count: Math.floor(ms / DAY_MS) });
}

export function SyncStatusLine({ className = '' }: { className?: string }) {
  const syncedAt = useResourcesSyncedAt();
  const state = useSyncStatus((s) => s.state);
  const online = useOnline();
  const now = useNow(MINUTE_MS);
  const t = useT();

  let message = '';
  const offline = state === 'offline' || !online;
  if (offline) {
    message = typeof syncedAt === 'number' ? t('sync.offlineSaved') : t('sync.offlineEmpty');
  } else if (typeof syncedAt === 'number') {
    message = formatUpdatedAgo(t, now - syncedAt);
  } else if (state === 'syncing') {
    message = t('sync.loading');
  }

  // Going offline is announced; the minute-by-minute "Updated … ago" is not (it would be read out every minute).
  // Its line is kept while it has nothing to say (before the first sync, between "Loading" and "Updated"): nothing
  // below it moves when the words come and go.
  return (
    <p role="status" aria-live={offline ? 'polite' : 'off'} className={`m-0 min-h-5 text-sm text-ink-muted ${className}`}>
      {message}
    </p>
  );
}
