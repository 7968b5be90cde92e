// Quick exit's key gesture, one rule for the app and for the small script that works before the app has loaded
// (web/early/quick-exit-early.ts): Escape three times, or Shift three times on its own, within two seconds.
import { QUICK_EXIT_PRESSES, QUICK_EXIT_WINDOW_MS } from './limits.ts';

/** Set in the tab's sessionStorage when she leaves, so Back or Forward into the site sends her straight out again. */
export const QUICK_EXIT_USED_KEY = 'quick-exit-used';
/** Put on <html> by the app once its own quick exit listens, so the early script stands back. */
export const QUICK_EXIT_APP_ATTRIBUTE = 'data-quick-exit-app';

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

