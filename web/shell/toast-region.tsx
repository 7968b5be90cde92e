// Renders the toaster's notifications, with a swipe-right-to-dismiss gesture and variant styling.
import { Toast, Toaster, type ToastOptions } from '@ark-ui/react/toast';
import { useEffect, useRef, type PointerEvent } from 'react';
import { AlertIcon, CheckIcon, CloseIcon } from '../components/icons.tsx';
import { isSwipeDismiss, toaster, toastRegionReady } from './toast.ts';
import { useT } from '../i18n/use-t.ts';

/** Pixels of movement before a press counts as a drag, so taps and text selection still work. */
const DRAG_START_PX = 6;

function useSwipeToDismiss(id: string | undefined) {
  const start = useRef<{ x: number; pointerId: number; dragging: boolean } | null>(null);
  const dx = useRef(0);

  const reset = (el: HTMLElement) => {
    el.style.transform = '';
    el.style.transition = '';
    start.current = null;
    dx.current = 0;
  };

  return {
    onPointerDown(e: PointerEvent<HTMLDivElement>) {
      if (e.button !== 0) return;
      if (e.target instanceof Element && e.target.closest('button, a')) return;
      start.current = { x: e.clientX, pointerId: e.pointerId, dragging: false };
    },
    onPointerMove(e: PointerEvent<HTMLDivElement>) {
      const s = start.current;
      if (!s || s.pointerId !== e.pointerId) return;
      const moved = e.clientX - s.x;
      if (!s.dragging) {
        if (Math.abs(moved) < DRAG_START_PX) return;
        s.dragging = true;
        e.currentTarget.setPointerCapture(e.pointerId);
        if (id) toaster.pause(id);
      }
      dx.current = Math.max(0, moved);
      e.currentTarget.style.transition = 'none';
      e.currentTarget.style.transform = `translateX(${dx.current}px)`;
    },
    onPointerUp(e: PointerEvent<HTMLDivElement>) {
      const s = start.current;
      if (!s || s.pointerId !== e.pointerId) return;
      const dismiss = s.dragging && isSwipeDismiss(dx.current);
      if (s.dragging && id) toaster.resume(id);
      if (dismiss && id) {
        e.currentTarget.style.transition = '';
        e.currentTarget.style.transform = 'translateX(110%)';
        start.current = null;
        toaster.dismiss(id);
        return;
      }
      reset(e.currentTarget);
    },
    onPointerCancel(e: PointerEvent<HTMLDivElement>) {
      if (start.current?.dragging && id) toaster.resume(id);
      reset(e.currentTarget);
    },
  };
}

const VARIANT_CLASS: Record<string, string> = {
  error: 'border-crisis bg-crisis-soft text-crisis-ink',
  success: 'border-success bg-success-soft text-success',
  info: 'border-line bg-surface text-ink',
};

function ToastCard({ t }: { t: ToastOptions }) {
  const swipe = useSwipeToDismiss(t.id);
  const type = typeof t.type === 'string' && t.type in VARIANT_CLASS ? t.type : 'info';
  const destructive = type === 'error';
  const tr = useT();
  return (
    <Toast.Root
      {...swipe}
      // Failures interrupt; everything else waits its turn.
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      className={`flex items-start gap-3 rounded-lg border-2 p-4 pr-2 shadow-float select-none ${VARIANT_CLASS[type]}`}
    >
      {destructive && <AlertIcon className="mt-0.5 size-5 shrink-0" />}
      {type === 'success' && <CheckIcon className="mt-0.5 size-5 shrink-0" />}
      <div className="min-w-0 flex-1">
        <Toast.Title className="font-bold text-inherit">{t.title}</Toast.Title>
        {t.description && <Toast.Description className="mt-0.5 text-sm text-inherit">{t.description}</Toast.Description>}
      </div>
      <Toast.CloseTrigger aria-label={tr('toast.close')} className="-my-1 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-inherit opacity-80 hover:opacity-100">
        <CloseIcon className="size-4" />
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

export function ToastRegion() {
  useEffect(() => toastRegionReady(), []);
  const tr = useT();
  return (
    <Toaster toaster={toaster} aria-label={tr('toast.region')} className="z-[45]">
      {(t) => <ToastCard key={t.id} t={t} />}
    </Toaster>
  );
}
