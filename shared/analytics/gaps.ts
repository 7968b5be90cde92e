// Resource gaps: listings that serve a state, per 100,000 women living there, against the rate across all states;
// the further below, the higher the gap score (0 to 10). Pure functions, used by the API and its tests.
import { z } from 'zod';

export const censusFileSchema = z.object({
  source: z.object({
    title: z.string().min(1),
    publisher: z.string().min(1),
    url: z.url({ protocol: /^https$/ }),
    referenceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }).loose(),
  states: z.array(z.object({ state: z.string().regex(/^[A-Z]{2}$/), female: z.number().int().positive() })).min(1),
});
export type CensusFile = z.infer<typeof censusFileSchema>;

/** Per-capita figures are per this many women. */
export const PER_CAPITA_BASE = 100_000;

/** Listings per 100,000 women; 0 when the population is unknown or zero. */
export function perCapita(resources: number, population: number): number {
  if (!(population > 0)) return 0;
  return (resources / population) * PER_CAPITA_BASE;
}

/**
 * 10 when a state has no listing at all, 0 when it has at least the rate across all states, in between in proportion
 * (one decimal). When no state has a listing of the category, every state scores 10: there is nothing local anywhere.
 */
export function gapScore(statePerCapita: number, benchmarkPerCapita: number): number {
  if (!(benchmarkPerCapita > 0)) return 10;
  const shortfall = 1 - Math.min(1, statePerCapita / benchmarkPerCapita);
  const score = Math.round(shortfall * 100) / 10;
  // 10 is kept for "no listing at all": a state with one, however few, scores at most 9.9.
  return statePerCapita > 0 ? Math.min(score, 9.9) : score;
}

export interface GapInput {
  /** Listings serving each state, per category: counts[category][state]. */
  counts: Readonly<Record<string, Readonly<Record<string, number>>>>;
  population: ReadonlyMap<string, number>;
  categories: readonly string[];
}

export interface Gap {
  state: string;
  category: string;
  gapScore: number;
  population: number;
  /** Per 100,000 women, to 3 decimals. */
  resourcesPerCapita: number;
  resources: number;
}

/** Every state × category with its score, worst first; ties go to the state with more women (more people without help). */
export function resourceGaps({ counts, population, categories }: GapInput): Gap[] {
  const totalWomen = [...population.values()].reduce((a, b) => a + b, 0);
  const gaps: Gap[] = [];
  for (const category of categories) {
    const byState = counts[category] ?? {};
    const listed = [...population.keys()].reduce((sum, s) => sum + (byState[s] ?? 0), 0);
    const benchmark = perCapita(listed, totalWomen);
    for (const [state, women] of population) {
      const resources = byState[state] ?? 0;
      const rate = perCapita(resources, women);
      gaps.push({ state, category, gapScore: gapScore(rate, benchmark), population: women, resourcesPerCapita: Math.round(rate * 1000) / 1000, resources });
    }
  }
  return gaps.sort((a, b) => b.gapScore - a.gapScore || b.population - a.population || a.state.localeCompare(b.state) || a.category.localeCompare(b.category));
}

/** The percentage change from `before` to `now`, to one decimal; null when there was nothing before. */
export function growthPercent(now: number, before: number): number | null {
  if (!(before > 0)) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** Listings per 1,000 of a count (the geographic table's "resources per 1K"); null when nothing was counted. */
export function perThousand(resources: number, users: number): number | null {
  return users > 0 ? Math.round((resources / users) * 1000 * 10) / 10 : null;
}
