// The ZIP/city table, downloaded the first time a screen may need it (a separate file, left out of the precache), and
// parsed once, the first time it is used. Everything it answers is computed here, on the device.
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

let text: Promise<string> | undefined;

function placesText(): Promise<string> {
  if (!text) {
    text = fetch(placesUrl).then((res) => {
      if (!res.ok) throw new Error(`The ZIP code table answered ${res.status}`);
      return res.text();
    });
    text.then(keepForOffline, () => {
      // Forget the failure so a later call tries again (the screens then say to connect once, or to use the device's
      // location).
      text = undefined;
    });
  }
  return text;
}

/**
 * Downloads the table without reading it: a screen that may need it asks for it while online, so a typed ZIP code
 * works offline later. Reading it (about 12 ms on a fast machine, four times that on a cheap phone) waits until she
 * first looks something up, so it never joins the page's start.
 */
export function prefetchPlaces(): Promise<void> {
  return (table ?? placesText()).then(() => undefined);
}

export function loadPlaces(): Promise<PlaceTable> {
  if (!table) {
    table = placesText().then(parsePlaces);
    table.then(
      // Read: the 630 KB of text is no longer needed.
      () => {
        text = undefined;
      },
      () => {
        table = undefined;
      },
    );
  }
  return table;
}
