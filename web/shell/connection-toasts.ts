// Tells the visitor when the connection drops and returns, so she knows what she sees is saved on the device. It
// listens from hydration on, while the toast code loads only when there is something to say (the region itself
// mounts once the phone is idle, and a toast asked for before then waits for it).
import { useEffect } from 'react';
import type { MessageId } from '../../shared/messages/en.ts';
import { pageMessage } from '../i18n/page-intl.ts';

type ToastModule = typeof import('./toast.ts');
let toasts: ToastModule | undefined;
let shown: string | undefined;

/** Takes away "Back online" or "You are offline": what follows (e.g. "Your message was sent") says more. */
export function dismissConnectionToast(): void {
  // Something was shown only once the toast code had loaded.
  if (shown) toasts?.dismissToast(shown);
  shown = undefined;
}

function say(titleId: MessageId, descriptionId: MessageId, variant?: 'success'): void {
  void Promise.all([import('./toast.ts'), pageMessage(titleId), pageMessage(descriptionId)]).then(([m, title, description]) => {
    toasts = m;
    dismissConnectionToast();
    shown = m.toast({ title, description, variant, slight: true });
  });
}

export function useConnectionToasts(): void {
  useEffect(() => {
    const offline = () => say('toast.offline.title', 'toast.offline.body');
    const online = () => say('toast.online.title', 'toast.online.body', 'success');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
