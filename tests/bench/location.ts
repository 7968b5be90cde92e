// Location on the device: "nearby" over 10,000 resources with coordinates, and the housing assistant's scoring over
// 10,000, per query (what she waits for after a tap); plus the ZIP table's parse time.
import { performance } from 'node:perf_hooks';
import { resourcesNear } from '../../shared/geo/distance.ts';
import { parsePlaces } from '../../shared/geo/places.ts';
import { HOUSING_TYPE_OPTIONS, rankHousing, URGENCY_OPTIONS, type HousingAnswers } from '../../shared/housing/score.ts';
import { packUsPlaces } from '../../web/build/us-places.ts';
import { syntheticResources } from './synthetic.ts';

export interface QueryFigures {
  records: number;
  p50: number;
  p95: number;
  samples: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export function time(runs: (() => unknown)[]): Omit<QueryFigures, 'records'> {
  for (const run of runs.slice(0, 10)) run(); // warm-up
  (globalThis as { gc?: () => void }).gc?.();
  const times = runs.map((run) => {
    const t0 = performance.now();
    run();
    return performance.now() - t0;
  });
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), samples: times.length };
}

/** Seeded points inside the lower 48 states. */
function points(count: number, seed = 7) {
  let a = seed;
  const rnd = () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
  return Array.from({ length: count }, () => ({ latitude: 25 + rnd() * 24, longitude: -124 + rnd() * 57 }));
}

export function benchNearby(records = 10_000): QueryFigures {
  const where = points(records, 11);
  const data = syntheticResources(records).map((r, i) => ({ ...r, ...where[i] }));
  const runs = points(200).map((p) => () => resourcesNear(data, p, { radiusMiles: 50, state: 'OH', includeNational: true }));
  return { records, ...time(runs) };
}

export function benchHousingScore(records = 10_000): QueryFigures {
  const data = syntheticResources(records);
  const runs: (() => unknown)[] = [];
  for (const urgency of URGENCY_OPTIONS) {
    for (const type of HOUSING_TYPE_OPTIONS) {
      const answers: HousingAnswers = { location: 'Ohio', housingType: type.value, urgency: urgency.value, familySize: 'children', specialNeeds: 'wheelchair', place: { city: 'Columbus', state: 'OH' } };
      runs.push(() => rankHousing(data, answers));
    }
  }
  return { records, ...time([...runs, ...runs, ...runs]) };
}

export function benchPlaces(): { bytes: number; parseMs: number } {
  const packed = packUsPlaces();
  const t0 = performance.now();
  parsePlaces(packed);
  return { bytes: packed.length, parseMs: performance.now() - t0 };
}
