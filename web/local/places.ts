// The ZIP/city table, loaded the first time a screen needs it (a separate file the service worker then keeps), and
// parsed once. Everything it answers is computed here, on the device.
import { parsePlaces, type PlaceTable } from '../../shared/geo/places.ts';

let table: Promise<PlaceTable> | undefined;

export function loadPlaces(): Promise<PlaceTable> {
  table ??= import('virtual:us-places').then((m) => parsePlaces(m.default));
  // A failed load (offline before the first use) is tried again next time.
  table.catch(() => {
    table = undefined;
  });
  return table;
}
