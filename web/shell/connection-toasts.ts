// Tells the visitor when the connection drops and returns, so she knows what she sees is saved on the device. It
// listens from hydration on, while the toast code loads only when there is something to say (the region itself
// mounts once the phone is idle, and a toast asked for before then waits for it).
import { useEffect } from 'react';

type ToastModule = typeof import('./toast.ts');
let toasts: ToastModule | undefined;
let shown: string | undefined;

/** Takes away "Back online" or "You are offline": what follows (e.g. "Your message was sent") says more. */
export function dismissConnectionToast(): void {
  // Something was shown only once the toast code had loaded.
  if (shown) toasts?.dismissToast(shown);
  shown = undefined;
}

function say(input: Parameters<ToastModule['toast']>[0]): void {
  void import('./toast.ts').then((m) => {
    toasts = m;
    dismissConnectionToast();
    shown = m.toast(input);
  });
}

export function useConnectionToasts(): void {
  useEffect(() => {
    const offline = () =>
      say({ title: 'You are offline', description: 'Information saved on this device still works. Calls and texts to hotlines work as usual.' });
    const online = () => say({ title: 'Back online', description: 'Updating the information saved on this device.', variant: 'success' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
