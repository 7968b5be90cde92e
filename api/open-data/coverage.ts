// How much of the country has located local help near it: for each category, the share of US ZIP codes (the table
// the project ships, api/hsds/zip-centres.ts) with at least one placed listing within 25 miles of the ZIP's centre.
// Pure over its inputs, so a test and the command (npm run coverage:directory) measure the same way.
import { readFileSync } from 'node:fs';
import { and, isNotNull, isNull, eq } from 'drizzle-orm';
import { distanceMiles, DEFAULT_RADIUS_MILES, type Point } from '../../shared/geo/distance.ts';
import type { Db } from '../db/client.ts';
import { resources } from '../db/tables.ts';
import { usPostalFilePath } from '../hsds/zip-centres.ts';

export interface PlacedListing extends Point {
  category: string;
}

/** Every ZIP code's centre in the shipped table (the rules of web/build/us-places.ts), each ZIP code once. */
export function zipCentres(): Point[] {
  const out = new Map<string, Point>();
  for (const line of readFileSync(usPostalFilePath(), 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f[0] === 'US' && /^\d{5}$/.test(f[1] ?? '') && /^[A-Z]{2}$/.test(f[4] ?? '') && f[9] && f[10] && !out.has(f[1]!)) {
      out.set(f[1]!, { latitude: Number(f[9]), longitude: Number(f[10]) });
    }
  }
  return [...out.values()];
}

/** Placed, listed and not confidential: what "near me" can show. */
export async function placedListings(db: Db): Promise<PlacedListing[]> {
  return (await db
    .select({ category: resources.category, latitude: resources.latitude, longitude: resources.longitude })
    .from(resources)
    .where(and(isNull(resources.deletedAt), eq(resources.isConfidential, false), isNotNull(resources.latitude), isNotNull(resources.longitude)))) as PlacedListing[];
}

/** The share (0–1) of `zips` with a listing of each category within `radius` miles. */
export function coverageByCategory(listings: readonly PlacedListing[], zips: readonly Point[], radius = DEFAULT_RADIUS_MILES): Map<string, number> {
  // A grid of one degree: a ZIP looks only at its own cell and the cells around it that 25 miles can reach.
  const CELL = 1;
  const cells = new Map<string, Map<string, Point[]>>();
  for (const l of listings) {
    const key = `${Math.floor(l.latitude / CELL)},${Math.floor(l.longitude / CELL)}`;
    const byCategory = cells.get(l.category) ?? new Map<string, Point[]>();
    cells.set(l.category, byCategory);
    byCategory.set(key, [...(byCategory.get(key) ?? []), l]);
  }
  const out = new Map<string, number>();
  for (const [category, grid] of cells) {
    let covered = 0;
    for (const z of zips) {
      const lat = Math.floor(z.latitude / CELL);
      const lon = Math.floor(z.longitude / CELL);
      // A degree of longitude narrows towards the poles: look further east and west in the north.
      const span = Math.ceil(radius / (69 * Math.max(0.2, Math.cos((z.latitude * Math.PI) / 180))) / CELL);
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++) {
        for (let dx = -span; dx <= span && !near; dx++) {
          for (const p of grid.get(`${lat + dy},${lon + dx}`) ?? []) {
            if (distanceMiles(z, p) <= radius) {
              near = true;
              break;
            }
          }
        }
      }
      if (near) covered++;
    }
    out.set(category, covered / zips.length);
  }
  return out;
}
