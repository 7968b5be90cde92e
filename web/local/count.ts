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

/** True on the emergency page and once quick exit has begun. */
export function mustNotCount(): boolean {
  return UNCOUNTED_PATH.test(location.pathname) || document.documentElement.classList.contains(QUICK_EXIT_CLASS);
}

/** Adds one to a count: category 'all' when it concerns no one category, state '' when it concerns no one state. */
export function countUsage(event: UsageEvent, category = 'all', state = ''): void {
  if (mustNotCount() || countingOff()) return;
  const madeOn = location.pathname;
  void import('./usage-counts.ts').then((m) => m.addCount(event, category, state, madeOn)).catch(() => {});
}
