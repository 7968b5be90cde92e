// The ZIP/city table, loaded the first time a screen needs it (a separate file, left out of the precache), and parsed
// once. Everything it answers is computed here, on the device.
import placesUrl from 'virtual:us-places';
import { parsePlaces, type PlaceTable } from '../../shared/geo/places.ts';

let table: Promise<PlaceTable> | undefined;

/**
 * The first load of a visit may happen before the service worker controls the page; the file then sits only in the
 * browser's HTTP cache. Asking for it again once a worker controls the page stores it in the worker's cache too, so a
 * typed ZIP code works offline on the next visit.
 */
function keepForOffline(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const refetch = () => void fetch(placesUrl).catch(() => undefined);
  if (navigator.serviceWorker.controller) refetch();
  else navigator.serviceWorker.addEventListener('controllerchange', refetch, { once: true });
}

export function loadPlaces(): Promise<PlaceTable> {
  if (!table) {
    table = fetch(placesUrl)
      .then((res) => {
        if (!res.ok) throw new Error(`The ZIP code table answered ${res.status}`);
        return res.text();
      })
      .then(parsePlaces);
    table.then(keepForOffline, () => {
      // Forget the failure so a later call tries again (the screens then say to connect once, or to use the device's
      // location).
      table = undefined;
    });
  }
  return table;
}
