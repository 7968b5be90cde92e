// Quick exit: the key-sequence detector (pure, unit-tested) and the exit itself (blank the page, then leave without a history entry).
import { QUICK_EXIT_PRESSES, QUICK_EXIT_URL, QUICK_EXIT_WINDOW_MS } from '../../shared/limits.ts';

/** The parts of a KeyboardEvent the detector reads. */
export interface KeyInput {
  key: string;
  repeat?: boolean;
  isComposing?: boolean;
}

export interface QuickExitDetector {
  /** Returns true when this key completes an exit sequence. */
  onKeyDown: (e: KeyInput) => boolean;
  /** Returns true when this key release completes an exit sequence (Shift is counted on release). */
  onKeyUp: (e: KeyInput) => boolean;
  reset: () => void;
}

export interface QuickExitDetectorOptions {
  now?: () => number;
  presses?: number;
  windowMs?: number;
}

export const QUICK_EXIT_NOTE = 'Quick exit hides this site, but does not erase your browser history.';
export const QUICK_EXIT_KEYS_HINT = 'You can also press Escape 3 times.';

/**
 * Fires on Escape pressed `presses` times within `windowMs`, or on Shift pressed and released on its own
 * `presses` times within `windowMs` (the GOV.UK "Exit this page" gesture). Shift counts only when no other key
 * went down while it was held, and any other key starts the Shift count again, so typing capitals never exits.
 */
export function createQuickExitDetector(options: QuickExitDetectorOptions = {}): QuickExitDetector {
  const now = options.now ?? (() => Date.now());
  const presses = options.presses ?? QUICK_EXIT_PRESSES;
  const windowMs = options.windowMs ?? QUICK_EXIT_WINDOW_MS;

  let escapes: number[] = [];
  let shifts: number[] = [];
  /** Shift is down and nothing else has been pressed since. */
  let shiftAlone = false;

  const record = (times: number[], t: number): number[] => [...times.filter((x) => t - x <= windowMs), t];

  return {
    onKeyDown(e) {
      // Holding a key down repeats keydown; that is one press, not many.
      if (e.repeat || e.isComposing) return false;
      if (e.key === 'Shift') {
        shiftAlone = true;
        return false;
      }
      shiftAlone = false;
      shifts = [];
      if (e.key !== 'Escape' && e.key !== 'Esc') return false;
      escapes = record(escapes, now());
      if (escapes.length < presses) return false;
      escapes = [];
      return true;
    },
    onKeyUp(e) {
      if (e.key !== 'Shift' || !shiftAlone) return false;
      shiftAlone = false;
      shifts = record(shifts, now());
      if (shifts.length < presses) return false;
      shifts = [];
      return true;
    },
    reset() {
      escapes = [];
      shifts = [];
      shiftAlone = false;
    },
  };
}

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
  document.documentElement.classList.add('quick-exit');
  document.title = 'Weather';
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
