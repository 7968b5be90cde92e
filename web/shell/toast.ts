// The app's one toaster (Ark UI / zag): one toast at a time, 5 s, bottom right, F8 focuses the region. Features call toast().
// The latest replaces the one shown, so what she just did is confirmed at once (not after the earlier toasts' 5 s
// each); only a failure is never replaced: what comes after it waits until she has had its time to read it.
import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_SWIPE_THRESHOLD_PX } from '../../shared/limits.ts';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const ZAG_TYPE: Record<ToastVariant, 'info' | 'error' | 'success'> = {
  default: 'info',
  destructive: 'error',
  success: 'success',
};

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  gap: 12,
  // Sit above the round emergency button in the same corner.
  offsets: { top: '1rem', right: '1rem', bottom: '5.5rem', left: '1rem' },
});

// Toasts wait their turn here, not in zag's own queue, which cannot take a toast away before it shows (e.g. "Back
// online" overtaken by "Your message was sent"). They also wait for the region, which loads beside the first render:
// a toast asked for before it is there (a page's first effect, e.g. the thank-you on a payment's return) is not lost.
let regionReady = false;
const waiting: { id: string; input: ToastInput }[] = [];
/** The toast on screen (made by showNext), if any. */
let shown: { id: string; variant: ToastVariant } | undefined;
/** Failures go first, as zag would order them. */
const TURN: Record<ToastVariant, number> = { destructive: 0, success: 1, default: 2 };

function showNext(): void {
  if (!regionReady || waiting.length === 0 || toaster.getCount() >= TOAST_MAX_VISIBLE) return;
  const first = waiting.reduce((best, w, i) => (TURN[w.input.variant ?? 'default'] < TURN[waiting[best]?.input.variant ?? 'default'] ? i : best), 0);
  const [next] = waiting.splice(first, 1);
  if (!next) return;
  const { id, input } = next;
  shown = { id, variant: input.variant ?? 'default' };
  toaster.create({ id, title: input.title, description: input.description, type: ZAG_TYPE[input.variant ?? 'default'], closable: true });
}

/** Shows a notification; returns its id (for dismissToast(id)). Destructive toasts are announced assertively. */
export function toast(input: ToastInput): string {
  const id = `toast-${crypto.randomUUID()}`;
  waiting.push({ id, input });
  // The one shown makes way (its dismissal shows the next), unless it is a failure.
  if (regionReady && shown && shown.variant !== 'destructive' && toaster.isVisible(shown.id)) toaster.dismiss(shown.id);
  else showNext();
  return id;
}

/** Called by the toast region once mounted: what was asked for meanwhile is shown now. */
export function toastRegionReady(): void {
  // After the region's own start-up has run (a toast made in the same tick is not shown).
  setTimeout(() => {
    if (regionReady) return;
    regionReady = true;
    // A toast gone (timed out, closed, swiped) makes room for the next, once zag has let go of it.
    toaster.subscribe((t: { dismiss?: boolean }) => {
      if (t.dismiss) queueMicrotask(showNext);
    });
    showNext();
  }, 0);
}

/** A rightward drag past the threshold dismisses (zag's toast has no swipe of its own). */
export function isSwipeDismiss(dx: number): boolean {
  return dx > TOAST_SWIPE_THRESHOLD_PX;
}

/** Takes a toast away, whether it is shown or still waiting its turn. */
export function dismissToast(id: string): void {
  const at = waiting.findIndex((w) => w.id === id);
  if (at >= 0) waiting.splice(at, 1);
  toaster.dismiss(id);
}
