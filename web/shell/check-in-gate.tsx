// The check-in prompt, loaded only where a check-in is kept on this device. Whether one is kept is read straight
// from the private database; the prompt itself (and the checks on what is stored, with their validation library)
// loads only then. On a first visit, and on most visits, nothing more is loaded. Live: a check-in started on this page
// brings the prompt at once, ready for when it falls due.
import { useLiveQuery } from '../local/live-query.ts';
import { PRIVATE_KEYS, privateDb } from '../local/private-db.ts';
import { trackedLazy } from './page-ready.tsx';

const CheckInPrompt = trackedLazy(() => import('./check-in-prompt.tsx').then((m) => ({ default: m.CheckInPrompt })));

export function CheckInGate() {
  // A key-only read: no value is looked at here. A private database that cannot be opened keeps no check-in.
  const kept = useLiveQuery(() => privateDb.items.where('key').equals(PRIVATE_KEYS.checkIn).count().catch(() => 0), []);
  return kept ? <CheckInPrompt /> : null;
}
