// Counting without tracking: the app adds up what happened (a visit, a directory list opened, a search run, a listing
// called) in memory and sends the totals in small anonymous batches: no cookie, no referrer, no identifier, nothing
// kept on the device. Nothing is counted when the browser asks not to be tracked (Global Privacy Control, Do Not
// Track), on the emergency page or once quick exit has begun, and nothing is sent then. Loaded on the first count.
import { MAX_BATCH_TOTAL, MAX_COUNT_PER_ENTRY, MAX_ENTRIES_PER_BATCH, UNCOUNTED_PATH, type UsageEvent } from '../../shared/analytics/events.ts';
import { QUICK_EXIT_CLASS } from '../../shared/limits.ts';
import { stateName } from '../../shared/us-states.ts';
import { countingOff, mustNotCount } from './count.ts';

/** A batch leaves at most this long after its first count (or at once when full, or when the page is hidden). */
export const FLUSH_AFTER_MS = 20_000;

interface Entry {
  event: UsageEvent;
  category: string;
  state: string;
  n: number;
}

const pending = new Map<string, Entry>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function schedule(ms = FLUSH_AFTER_MS) {
  if (timer === undefined) timer = setTimeout(() => void flushUsageCounts(), ms);
}

const totalPending = () => [...pending.values()].reduce((a, e) => a + e.n, 0);

/**
 * Adds one to a count made on the page at `madeOn`. The count's own call (count.ts) passes the page it was made on: this
 * code may arrive after she has moved to the emergency page, where a count made before is held, not dropped.
 */
export function addCount(event: UsageEvent, category: string, state: string, madeOn: string = location.pathname): void {
  if (countingOff() || UNCOUNTED_PATH.test(madeOn) || document.documentElement.classList.contains(QUICK_EXIT_CLASS)) return;
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flushUsageCounts();
    });
  }
  // Only the 50 states and DC are counted by state (a listing may serve a territory: counted without its state).
  const where = stateName(state) ? state : '';
  const key = `${event}|${category}|${where}`;
  const entry = pending.get(key);
  if (entry) entry.n = Math.min(entry.n + 1, MAX_COUNT_PER_ENTRY);
  else pending.set(key, { event, category, state: where, n: 1 });
  if (pending.size >= MAX_ENTRIES_PER_BATCH || totalPending() >= MAX_BATCH_TOTAL || (entry && entry.n >= MAX_COUNT_PER_ENTRY)) void flushUsageCounts();
  else schedule();
}

/** Sends what is pending now. */
export async function flushUsageCounts(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (pending.size === 0) return;
  if (countingOff() || document.documentElement.classList.contains(QUICK_EXIT_CLASS)) {
    pending.clear();
    return;
  }
  // Held in memory only, never written to the device: lost if the page closes first, which is the price of no trace.
  if (mustNotCount() || !navigator.onLine) {
    schedule();
    return;
  }
  const batch: [string, Entry][] = [];
  let total = 0;
  for (const [key, e] of pending) {
    if (batch.length >= MAX_ENTRIES_PER_BATCH || total + e.n > MAX_BATCH_TOTAL) break;
    batch.push([key, e]);
    total += e.n;
  }
  for (const [key] of batch) pending.delete(key);
  try {
    await fetch('/api/analytics/counts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ counts: batch.map(([, e]) => e) }),
      credentials: 'omit',
      cache: 'no-store',
      keepalive: true,
      // Not even our own server learns which page (or which search in its address) a batch comes from.
      referrerPolicy: 'no-referrer',
    });
    // Counted, or refused (a bad batch, too many from one network): either way there is nothing to send again.
  } catch {
    // Not sent: add it back for the next batch.
    for (const [key, e] of batch) {
      const now = pending.get(key);
      pending.set(key, now ? { ...now, n: Math.min(now.n + e.n, MAX_COUNT_PER_ENTRY) } : e);
    }
  }
  if (pending.size) schedule();
}
