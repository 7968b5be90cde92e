// Quick exit: the exit itself (blank the page, then leave without a history entry); the key gesture's rule is in shared/.
import { QUICK_EXIT_CLASS, QUICK_EXIT_URL } from '../../shared/limits.ts';
import { QUICK_EXIT_USED_KEY } from '../../shared/quick-exit-rules.ts';


/** How many history entries this visit has added inside the app (the router keeps its index in history.state). */
export function appHistoryDepth(state: unknown): number {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return 0;
  const idx = state.idx;
  return typeof idx === 'number' && Number.isInteger(idx) && idx > 0 ? idx : 0;
}

/** How long to wait for the step back through history before leaving anyway. */
const HISTORY_STEP_TIMEOUT_MS = 400;

/**
 * Hides everything at once, then leaves for a neutral site (no referrer: see index.html). Pages visited inside the
 * app are stepped back over first and the first one replaced, so Back after the exit cannot return to any page of ours.
 */
export function quickExit(): void {
  document.documentElement.classList.add(QUICK_EXIT_CLASS);
  document.title = 'Weather';
  markExited();
  const depth = appHistoryDepth(window.history.state);
  if (depth === 0) {
    window.location.replace(QUICK_EXIT_URL);
    return;
  }
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    window.location.replace(QUICK_EXIT_URL);
  };
  window.addEventListener('popstate', leave, { once: true });
  window.setTimeout(leave, HISTORY_STEP_TIMEOUT_MS);
  window.history.go(-depth);
}

const EXITED_KEY = QUICK_EXIT_USED_KEY;

function markExited(): void {
  try {
    sessionStorage.setItem(EXITED_KEY, '1');
  } catch {
    // Storage can be unavailable (private modes, quota); the exit itself still happens.
  }
}

function exitedBefore(): boolean {
  try {
    return sessionStorage.getItem(EXITED_KEY) === '1';
  } catch {
    return false;
  }
}

function leaveAgain(): void {
  document.documentElement.classList.add(QUICK_EXIT_CLASS);
  window.location.replace(QUICK_EXIT_URL);
}

/**
 * Pages of the visit that quick exit could not remove from history (Forward, or Back past the weather page) must not
 * show the site again in that tab: arriving by Back/Forward after an exit leaves at once. Opening the site afresh
 * (typing the address, a link) shows it normally and forgets the exit. Returns true when it is leaving.
 */
export function leaveIfReturningAfterExit(): boolean {
  window.addEventListener('pageshow', (e) => {
    if (e.persisted && exitedBefore()) leaveAgain();
  });
  if (!exitedBefore()) return false;
  const nav = performance.getEntriesByType('navigation')[0];
  const type = nav && 'type' in nav ? nav.type : undefined;
  if (type !== 'back_forward') {
    try {
      sessionStorage.removeItem(EXITED_KEY);
    } catch {
      // nothing to forget
    }
    return false;
  }
  leaveAgain();
  return true;
}
