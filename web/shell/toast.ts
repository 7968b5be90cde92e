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

/** Shows a notification; returns its id (for toaster.dismiss(id)). Destructive toasts are announced assertively. */
export function toast({ title, description, variant = 'default' }: ToastInput): string {
  return toaster.create({ title, description, type: ZAG_TYPE[variant], closable: true });
}

/** A rightward drag past the threshold dismisses (zag's toast has no swipe of its own). */
export function isSwipeDismiss(dx: number): boolean {
  return dx > TOAST_SWIPE_THRESHOLD_PX;
}
