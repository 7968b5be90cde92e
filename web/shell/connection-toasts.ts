// Tells the visitor when the connection drops and returns, so she knows what she sees is saved on the device.
import { useEffect } from 'react';
import { dismissToast, toast } from './toast.ts';

let shown: string | undefined;

/** Takes away "Back online" or "You are offline": what follows (e.g. "Your message was sent") says more. */
export function dismissConnectionToast(): void {
  if (shown) dismissToast(shown);
  shown = undefined;
}

export function useConnectionToasts(): void {
  useEffect(() => {
    const replace = (id: string) => {
      dismissConnectionToast();
      shown = id;
    };
    const offline = () =>
      replace(toast({ title: 'You are offline', description: 'Information saved on this device still works. Calls and texts to hotlines work as usual.' }));
    const online = () => replace(toast({ title: 'Back online', description: 'Updating the information saved on this device.', variant: 'success' }));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
