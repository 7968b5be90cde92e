// Registers the service worker and turns a waiting update into the shell's "New version available!" prompt.
import { Workbox } from 'workbox-window';
import { usePwaStore } from './pwa-store.ts';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const wb = new Workbox('/sw.js');
  // 'waiting' fires only when a new worker installed while an older one controls the page.
  wb.addEventListener('waiting', () => {
    usePwaStore.getState().setUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((err: unknown) => console.error('Service worker registration failed:', err));
}
