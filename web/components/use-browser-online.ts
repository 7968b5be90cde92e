// Whether the browser believes it is online, following the `online` and `offline` events. A page rendered at build
// time says "online" while it hydrates, and the truth right after (use-client-value.ts). Its own module, so the shell
// can use it without the sync's status (use-online.ts).
import { useClientValue } from './use-client-value.ts';

function onConnectionChange(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useClientValue(() => navigator.onLine !== false, true, onConnectionChange);
}
