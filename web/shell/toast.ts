// The app's one toaster (Ark UI / zag): one toast at a time, 5 s, bottom right, F8 focuses the region. Features call toast().
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

// The region that shows toasts loads beside the first render: a toast asked for before it is there (a page's first
// effect, e.g. the thank-you on a payment's return) waits for it rather than being lost.
let regionReady = false;
const waiting: { id: string; input: ToastInput }[] = [];

function show(id: string, { title, description, variant = 'default' }: ToastInput): string {
  return toaster.create({ id, title, description, type: ZAG_TYPE[variant], closable: true });
}

/** Shows a notification; returns its id (for toaster.dismiss(id)). Destructive toasts are announced assertively. */
export function toast(input: ToastInput): string {
  const id = `toast-${crypto.randomUUID()}`;
  if (!regionReady) {
    waiting.push({ id, input });
    return id;
  }
  return show(id, input);
}

/** Called by the toast region once mounted: what was asked for meanwhile is shown now. */
export function toastRegionReady(): void {
  // After the region's own start-up has run (a toast made in the same tick is not shown).
  setTimeout(() => {
    regionReady = true;
    for (const { id, input } of waiting.splice(0)) show(id, input);
  }, 0);
}

/** A rightward drag past the threshold dismisses (zag's toast has no swipe of its own). */
export function isSwipeDismiss(dx: number): boolean {
  return dx > TOAST_SWIPE_THRESHOLD_PX;
}

/** Takes a toast away, whether it is shown or still waiting for the region. */
export function dismissToast(id: string): void {
  const at = waiting.findIndex((w) => w.id === id);
  if (at >= 0) waiting.splice(at, 1);
  toaster.dismiss(id);
}
