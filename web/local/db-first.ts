// The device database's code (Dexie, about 100 KB) is evaluated in a task of its own, before the code that uses it.
// Loaded with a part of a page that uses it, its evaluation joined that part's in one task: 40 to 55 ms on a fast
// machine for the directory's list, four times that on a cheap phone, just as she may tap. Evaluated first, Dexie
// costs its own 15 ms or so and each part only its own.
import { loadAgain } from '../shell/load-again.ts';

let ready: Promise<void> | undefined;

/**
 * Resolves once the device database's code has run, in a later task of the caller's own (so what each caller then
 * loads is evaluated apart too); never rejects (its users say why they fail).
 */
export function deviceDatabaseCode(): Promise<void> {
  ready ??= loadAgain(() => import('./db.ts')).then(
    () => undefined,
    () => undefined,
  );
  return ready.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
