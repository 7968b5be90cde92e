// Distances on the device (and in GET /api/resources/nearby): great-circle miles, the radius steps of "Search Wider
// Area", and who serves a place: resources with coordinates within the radius, plus those serving her whole state
// or the whole country.
import type { Resource } from '../schemas/resource.ts';

export interface Point {
  latitude: number;
  longitude: number;
}

export const EARTH_RADIUS_MILES = 3958.8;
const RAD = Math.PI / 180;

/** Haversine distance in miles. */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The radius a search starts with, and each "Search Wider Area" step after it; `null` is her whole state (with the
 * national programs after it), or the whole country when her state is not known.
 */
export const RADIUS_STEPS_MILES: readonly (number | null)[] = [25, 50, 100, null];
export const DEFAULT_RADIUS_MILES = 25;

/** The next wider radius, or undefined when the search is already nationwide. */
export function widerRadius(current: number | null): number | null | undefined {
  if (current === null) return undefined;
  const next = RADIUS_STEPS_MILES.find((r) => r === null || r > current);
  return next;
}

/** "3.2 mi" (spec: one decimal). */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}

/** "within 25 miles" / "across Texas" / "nationwide". */
export function radiusLabel(radius: number | null, stateName?: string): string {
  if (radius !== null) return `within ${radius} miles`;
  return stateName ? `across ${stateName}` : 'nationwide';
}

export interface NearbyResult<T> {
  resource: T;
  /** Miles from her, for resources with coordinates; undefined for those serving a whole state or the country. */
  distanceMiles?: number;
  /** How the resource serves her place: near it, in her county (it names the county), her state, or the country. */
  reach: 'local' | 'county' | 'state' | 'national';
}

type Locatable = Pick<Resource, 'latitude' | 'longitude' | 'serviceArea' | 'isConfidential'> & { city?: string; state?: string; counties?: readonly string[] };

const fold = (s: string) => s.trim().toLowerCase().replace(/[^a-z0-9]+/g, ' ');

/**
 * Resources that serve a point: those with coordinates within `radiusMiles` (any distance when null), nearest first,
 * then those in her city with no position, then those serving her county (`counties`: her place's), then those
 * serving her state, then national ones (when asked for). Confidential locations never count as local.
 */
export function resourcesNear<T extends Locatable>(
  resources: readonly T[],
  point: Point,
  options: { radiusMiles: number | null; state?: string; city?: string; counties?: readonly string[]; includeNational?: boolean; limit?: number },
): NearbyResult<T>[] {
  const local: NearbyResult<T>[] = [];
  // Listings in her city with no position to measure (a confidential shelter): local, after the measured ones.
  const inCity: NearbyResult<T>[] = [];
  const city = options.city && options.state ? fold(options.city) : undefined;
  const inCounty: NearbyResult<T>[] = [];
  const herCounties = options.counties?.length ? new Set(options.counties) : undefined;
  const servesHerCounty = (r: T) => herCounties !== undefined && r.counties?.some((c) => herCounties.has(c)) === true;
  const state: NearbyResult<T>[] = [];
  const national: NearbyResult<T>[] = [];
  // A degree of latitude is about 69 miles: anything farther north or south than the radius is skipped before the
  // (costlier) great-circle distance.
  const latSpan = options.radiusMiles === null ? Infinity : options.radiusMiles / 68.7;
  for (const r of resources) {
    if (r.latitude !== undefined && r.longitude !== undefined && !r.isConfidential) {
      if (Math.abs(r.latitude - point.latitude) > latSpan) {
        if (servesHerCounty(r)) inCounty.push({ resource: r, reach: 'county' });
        continue;
      }
      const d = distanceMiles(point, { latitude: r.latitude, longitude: r.longitude });
      if (options.radiusMiles === null || d <= options.radiusMiles) local.push({ resource: r, distanceMiles: d, reach: 'local' });
      // Farther than the radius, a program that serves her county is still hers (a county office 40 miles away).
      else if (servesHerCounty(r)) inCounty.push({ resource: r, reach: 'county' });
    } else if (city && r.city && r.state === options.state && fold(r.city) === city) {
      inCity.push({ resource: r, reach: 'local' });
    } else if (servesHerCounty(r)) {
      inCounty.push({ resource: r, reach: 'county' });
    } else if (options.state && r.serviceArea === options.state) {
      state.push({ resource: r, reach: 'state' });
    } else if (options.includeNational && r.serviceArea === 'national') {
      national.push({ resource: r, reach: 'national' });
    }
  }
  local.sort((a, b) => (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0));
  const all = [...local, ...inCity, ...inCounty, ...state, ...national];
  return options.limit ? all.slice(0, options.limit) : all;
}

/** Checks a latitude/longitude pair (for typed input and the API). */
export function isValidPoint(p: Partial<Point>): p is Point {
  return (
    typeof p.latitude === 'number' &&
    typeof p.longitude === 'number' &&
    Number.isFinite(p.latitude) &&
    Number.isFinite(p.longitude) &&
    Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180
  );
}
