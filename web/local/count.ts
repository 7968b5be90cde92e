// The app's one call for counting (see usage-counts.ts): tiny, so the first load carries almost nothing for it; the
// code that adds up and sends is loaded after the first count (never with Do Not Track or Global Privacy Control). Nothing is counted on the emergency page or once quick
// exit has started.
import { UNCOUNTED_PATH, type UsageEvent } from '../../shared/analytics/events.ts';
import { QUICK_EXIT_CLASS } from '../../shared/limits.ts';

/** Why this browser is not counted, or undefined when it may be. */
export function countingOff(): 'gpc' | 'dnt' | undefined {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl === true) return 'gpc';
  if (nav.doNotTrack === '1' || (window as { doNotTrack?: string }).doNotTrack === '1') return 'dnt';
  return undefined;
}

/** True on the emergency page (or for a count made there) and once quick exit has begun. */
export function mustNotCount(path = location.pathname): boolean {
  return UNCOUNTED_PATH.test(path) || UNCOUNTED_PATH.test(location.pathname) || document.documentElement.classList.contains(QUICK_EXIT_CLASS);
}

/**
 * Adds one to a count: category 'all' when it concerns no one category, state '' when it concerns no one state.
 * `madeOn`: the page it concerns, when it is counted later (once the phone is idle); not counted if that page or the
 * one she is on is the emergency page.
 */
export function countUsage(event: UsageEvent, category = 'all', state = '', madeOn = location.pathname): void {
  if (mustNotCount(madeOn) || countingOff()) return;
  void import('./usage-counts.ts').then((m) => m.addCount(event, category, state, madeOn)).catch(() => {});
}
