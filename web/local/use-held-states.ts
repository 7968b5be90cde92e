// The states whose local listings this device holds, live (see sync-scope.ts; kept apart so the sync worker loads no React).
import { useLiveQuery } from './live-query.ts';
import { heldStates } from './sync-scope.ts';

/** The states whose listings the device holds now (after the last sync), or undefined while reading. */
export function useHeldStates(): string[] | undefined {
  return useLiveQuery(() => heldStates(), []);
}
