// Counting without tracking: the app adds up what happened (a visit, a directory list opened, a search run, a listing
// called) in memory and sends the totals in small anonymous batches: no cookie, no identifier, nothing kept on the
// device. Nothing is counted when the browser asks not to be tracked (Global Privacy Control, Do Not Track) or on the
// emergency page, and nothing is sent from it.
import { MAX_COUNT_PER_ENTRY, MAX_ENTRIES_PER_BATCH, UNCOUNTED_PATH, type UsageEvent } from '../../shared/analytics/events.ts';

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

/** Why this browser is not counted, or undefined when it may be. */
export function countingOff(): 'gpc' | 'dnt' | undefined {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl === true) return 'gpc';
  if (nav.doNotTrack === '1' || (window as { doNotTrack?: string }).doNotTrack === '1') return 'dnt';
  return undefined;
}

const uncountedPage = () => UNCOUNTED_PATH.test(location.pathname);

function schedule(ms = FLUSH_AFTER_MS) {
  if (timer === undefined) timer = setTimeout(() => void flushUsageCounts(), ms);
}

/** Adds one to a count: category 'all' when it concerns no one category, state '' when it concerns no one state. */
export function countUsage(event: UsageEvent, category = 'all', state = ''): void {
  if (countingOff() || uncountedPage()) return;
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flushUsageCounts();
    });
  }
  const key = `${event}|${category}|${state}`;
  const entry = pending.get(key);
  if (entry) entry.n = Math.min(entry.n + 1, MAX_COUNT_PER_ENTRY);
  else pending.set(key, { event, category, state, n: 1 });
  if (pending.size >= MAX_ENTRIES_PER_BATCH || (entry && entry.n >= MAX_COUNT_PER_ENTRY)) void flushUsageCounts();
  else schedule();
}

/** Sends what is pending now (the analytics page does, so its figures include this visit). */
export async function flushUsageCounts(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (pending.size === 0) return;
  if (countingOff()) {
    pending.clear();
    return;
  }
  // Held in memory only, never written to the device: lost if the page closes first, which is the price of no trace.
  if (uncountedPage() || !navigator.onLine) {
    schedule();
    return;
  }
  const batch = [...pending.entries()].slice(0, MAX_ENTRIES_PER_BATCH);
  for (const [key] of batch) pending.delete(key);
  try {
    await fetch('/api/analytics/counts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ counts: batch.map(([, e]) => e) }),
      credentials: 'omit',
      cache: 'no-store',
      keepalive: true,
      // The page sends no referrer anywhere; this one request tells our own server which page it comes from, so the
      // server can refuse counts from the emergency page too.
      referrerPolicy: 'same-origin',
    });
    // Counted, or refused (a bad batch, Do Not Track): either way there is nothing to send again.
  } catch {
    // Not sent: add it back for the next batch.
    for (const [key, e] of batch) {
      const now = pending.get(key);
      pending.set(key, now ? { ...now, n: Math.min(now.n + e.n, MAX_COUNT_PER_ENTRY) } : e);
    }
  }
  if (pending.size) schedule();
}
