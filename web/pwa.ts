// Registers the service worker and turns a waiting update into the shell's "New version available!" prompt.
import { Workbox } from 'workbox-window';
import { usePwaStore } from './pwa-store.ts';
import { erasedOnThisPage, stopOnErase } from './local/erasing.ts';

/** An installed app can stay open for days: look for a new version this often, and whenever it comes back into view. */
const UPDATE_CHECK_MS = 60 * 60_000;

export function registerServiceWorker(): void {
  // After an erase on this page, a registration would download the whole site for offline use again.
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD || erasedOnThisPage()) return;
  const wb = new Workbox('/sw.js');
  const hadController = Boolean(navigator.serviceWorker.controller);
  let applying = false;

  // 'waiting' fires only when a new worker installed while an older one controls the page.
  wb.addEventListener('waiting', () => {
    if (erasedOnThisPage()) return;
    usePwaStore.getState().setUpdate(() => {
      applying = true;
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });

  // Another tab accepted the update: this tab's code is now older than the cached files, so offer a reload too.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController && !applying && !erasedOnThisPage()) usePwaStore.getState().setUpdate(() => window.location.reload());
  });

  const check = () => void wb.update().catch(() => undefined);
  const timer = window.setInterval(check, UPDATE_CHECK_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  stopOnErase(() => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    // "New version available" would reload the page, and a page of the site stores everything again.
    usePwaStore.getState().dismiss();
  });

  wb.register()
    // A registration that completes after an erase on this page is undone at once.
    .then((registration) => (erasedOnThisPage() ? registration?.unregister() : undefined))
    .catch((err: unknown) => console.error('Service worker registration failed:', err));
}
