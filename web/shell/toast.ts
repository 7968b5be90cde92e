// The app's one toaster (Ark UI / zag): one toast at a time, 5 s, bottom right, F8 focuses the region. Features call toast().
// The latest replaces the one shown, so what she just did is confirmed at once (not after the earlier toasts' 5 s
// each); only a failure is never replaced: what comes after it waits until she has had its time to read it. A word
// that says less than any other ("Back online") takes no other's place: it waits, and a newer toast supersedes it.
import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_SWIPE_THRESHOLD_PX } from '../../shared/limits.ts';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Says less than any other toast (the connection's "Back online"): it waits for the one shown to go. */
  slight?: boolean;
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
let waiting: { id: string; input: ToastInput }[] = [];
/** The toast on screen (made by showNext), if any. */
let shown: { id: string; input: ToastInput } | undefined;

const isFailure = (input: ToastInput) => input.variant === 'destructive';

function showNext(): void {
  if (!regionReady || waiting.length === 0 || toaster.getCount() >= TOAST_MAX_VISIBLE) return;
  // Failures first, the oldest first: each is read. Otherwise the latest that says most, which takes the place of
  // the others waiting.
  let next = waiting.find((w) => isFailure(w.input));
  if (!next) {
    const full = waiting.filter((w) => !w.input.slight);
    next = (full.length ? full : waiting).at(-1);
  }
  if (!next) return;
  const chosen = next;
  waiting = isFailure(chosen.input) ? waiting.filter((w) => w !== chosen) : waiting.filter((w) => isFailure(w.input));
  const { id, input } = chosen;
  shown = { id, input };
  toaster.create({ id, title: input.title, description: input.description, type: ZAG_TYPE[input.variant ?? 'default'], closable: true });
}

/** Shows a notification; returns its id (for dismissToast(id)). Destructive toasts are announced assertively. */
export function toast(input: ToastInput): string {
  const id = `toast-${crypto.randomUUID()}`;
  const onScreen = regionReady && shown && toaster.isVisible(shown.id) ? shown : undefined;
  waiting.push({ id, input });
  // The one shown makes way at once (its removal shows the next), unless it is a failure, or this is a slight word
  // and it is not: that waits its turn. Removed, not dismissed: zag's dismissal waits for the toast's own component,
  // which may not have started yet.
  if (onScreen && !isFailure(onScreen.input) && (!input.slight || onScreen.input.slight)) toaster.remove(onScreen.id);
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
  const before = waiting.length;
  waiting = waiting.filter((w) => w.id !== id);
  if (waiting.length === before && toaster.isVisible(id)) toaster.remove(id);
}
