// "Erase from this device" must leave nothing behind, also when the page stays open afterwards (offline, she reads
// that the sign-out waits for a connection). Everything on the page that can write to the device registers here how
// to stop; erasing stops all of it before anything is deleted, and whatever would start later (a sync timer due, the
// service worker's registration, the device worker) asks first and stays off until she loads a page again.

/** Sent to the site's service workers before they are unregistered: stop writing (caches, the outbox) at once. */
export const SW_ERASE_MESSAGE = 'ERASE';

let erased = false;
const stops = new Set<() => void>();

/** True once this page has erased the device: nothing may store anything again until the next page load. */
export function erasedOnThisPage(): boolean {
  return erased;
}

/**
 * `stop` ends something that writes to the device (a timer, a listener, a worker). Called at once when the device
 * has already been erased on this page. The returned function forgets it (when it stopped on its own).
 */
export function stopOnErase(stop: () => void): () => void {
  if (erased) {
    stop();
    return () => undefined;
  }
  stops.add(stop);
  return () => stops.delete(stop);
}

/** Stops everything registered, and everything registered later; one that fails does not keep the others running. */
export function stopEverythingThatWrites(): void {
  erased = true;
  const all = [...stops];
  stops.clear();
  for (const stop of all) {
    try {
      stop();
    } catch {
      // Already stopped, or never fully started: nothing left to stop.
    }
  }
}
