// Builds the analytics payload (spec 1, section 3) from the aggregate counts, the directory and the census table.
// Pure: the route reads the rows and the clock and passes them in.
import { CATEGORY_KEYS, CORE_CATEGORY_KEYS } from '../../shared/categories.ts';
import { growthPercent, perCapita, resourceGaps, type CensusFile } from '../../shared/analytics/gaps.ts';
import { PERIOD_MONTHS, SMALL_COUNT, type AnalyticsPayload, type AnalyticsPeriod } from '../../shared/analytics/schemas.ts';
import type { CountRow, ListingRow } from '../db/analytics-repo.ts';
import { listingStateOf } from '../../shared/analytics/events.ts';
import { stateName } from '../../shared/us-states.ts';

export interface PeriodRange {
  /** YYYY-MM of each month, oldest first; the last is yesterday's month. */
  months: string[];
  from: string;
  to: string;
  /** The same number of months just before, for growth notes. */
  previousFrom: string;
  previousTo: string;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;

/** The last day of a month (month may be out of 0..11; Date.UTC rolls it over). */
function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The period's calendar months up to and including the last complete day (yesterday, UTC), and the same span just
 * before it (the same months one period earlier, up to the same day of the month) for growth notes.
 */
export function periodRange(period: AnalyticsPeriod, now: Date): PeriodRange {
  const n = PERIOD_MONTHS[period];
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS);
  const y = last.getUTCFullYear();
  const m = last.getUTCMonth();
  const months = Array.from({ length: n }, (_, i) => ymd(new Date(Date.UTC(y, m - n + 1 + i, 1))).slice(0, 7));
  // A month's last day matches the earlier month's last day (November 30 → August 31, not 30).
  const monthEnd = last.getUTCDate() === lastDayOf(y, m);
  const day = monthEnd ? lastDayOf(y, m - n) : Math.min(last.getUTCDate(), lastDayOf(y, m - n));
  return {
    months,
    from: ymd(new Date(Date.UTC(y, m - n + 1, 1))),
    to: ymd(last),
    previousFrom: ymd(new Date(Date.UTC(y, m - 2 * n + 1, 1))),
    previousTo: ymd(new Date(Date.UTC(y, m - n, day))),
  };
}

/** A per-state figure as published: null under SMALL_COUNT, otherwise rounded down to a multiple of it. */
export function publishedStateCount(n: number): number | null {
  return n < SMALL_COUNT ? null : Math.floor(n / SMALL_COUNT) * SMALL_COUNT;
}

export interface AnalyticsInput {
  period: AnalyticsPeriod;
  range: PeriodRange;
  now: Date;
  /** Rows of the period and of the period before (for growth). */
  counts: readonly CountRow[];
  previousCounts: readonly CountRow[];
  listings: readonly ListingRow[];
  messages: { handled: number; emergency: number };
  census: CensusFile | undefined;
}

/** How many priority gaps are listed, and at most how many per category (so every category with a gap shows). */
export const GAPS_LISTED = 12;
export const GAPS_PER_CATEGORY = 5;

function sum(rows: readonly CountRow[], keep: (r: CountRow) => boolean): number {
  let total = 0;
  for (const r of rows) if (keep(r)) total += r.count;
  return total;
}

/** Null when nothing at all was counted in the period: the caller then answers with the sample figures. */
export function buildAnalytics(input: AnalyticsInput): AnalyticsPayload | null {
  const { counts, previousCounts, listings, range } = input;
  if (counts.length === 0) return null;
  const total = (rows: readonly CountRow[], event: CountRow['event']) => sum(rows, (r) => r.event === event);

  const totalUsers = total(counts, 'visit');
  const resourceViews = total(counts, 'view');
  const searches = total(counts, 'search');
  const connections = total(counts, 'connect');

  // Only the 50 states and DC (the census table's): a listing serving a territory is counted without a state.
  const listingsByState = new Map<string, number>();
  for (const l of listings) {
    const s = listingStateOf(l);
    if (s && stateName(s)) listingsByState.set(s, (listingsByState.get(s) ?? 0) + 1);
  }
  // Only contacts carry a state (a listing's); a directory list opened is about a category, not a place. One state
  // and category may hold a single listing: figures under SMALL_COUNT are withheld (zero too, or its change would
  // show) and the rest rounded down to a multiple of it, and the rows are ordered by what is published.
  const activityByState = new Map<string, number>();
  for (const r of counts) {
    if (r.state && r.event === 'connect') activityByState.set(r.state, (activityByState.get(r.state) ?? 0) + r.count);
  }
  const geographicData = [...new Set([...activityByState.keys(), ...listingsByState.keys()])]
    .map((state) => ({ state, users: publishedStateCount(activityByState.get(state) ?? 0), resources: listingsByState.get(state) ?? 0 }))
    .sort((a, b) => (b.users ?? 0) - (a.users ?? 0) || b.resources - a.resources || (stateName(a.state) ?? a.state).localeCompare(stateName(b.state) ?? b.state));

  const categoryData = CATEGORY_KEYS.map((category) => ({
    category,
    resources: listings.filter((l) => l.category === category).length,
    views: sum(counts, (r) => r.event === 'view' && r.category === category),
    searches: sum(counts, (r) => r.event === 'search' && r.category === category),
    connections: sum(counts, (r) => r.event === 'connect' && r.category === category),
    // Listings are not rated on this site.
    avgRating: null,
  }));

  const timeSeriesData = range.months.map((month) => ({
    month,
    users: sum(counts, (r) => r.event === 'visit' && r.day.startsWith(month)),
    resourceViews: sum(counts, (r) => r.event === 'view' && r.day.startsWith(month)),
    resourcesAdded: listings.filter((l) => l.createdAt.toISOString().startsWith(month)).length,
  }));

  const population = new Map((input.census?.states ?? []).map((s) => [s.state, s.female] as const));
  const perCategory: Record<string, Record<string, number>> = {};
  for (const l of listings) {
    const s = listingStateOf(l);
    if (!s) continue;
    const byState = (perCategory[l.category] ??= {});
    byState[s] = (byState[s] ?? 0) + 1;
  }
  const totalWomen = [...population.values()].reduce((a, b) => a + b, 0);
  const gapBenchmarks = population.size
    ? CORE_CATEGORY_KEYS.map((category) => {
        const byState = perCategory[category] ?? {};
        const listed = [...population.keys()].reduce((a, s) => a + (byState[s] ?? 0), 0);
        return { category, resourcesPerCapita: Math.round(perCapita(listed, totalWomen) * 1000) / 1000, statesWithListings: [...population.keys()].filter((s) => (byState[s] ?? 0) > 0).length };
      })
    : [];
  // A category no state has a local listing of is one gap everywhere (gapBenchmarks says so), not fifty-one.
  const somewhere = new Set(gapBenchmarks.filter((b) => b.statesWithListings > 0).map((b) => b.category));
  const allGaps = population.size ? resourceGaps({ counts: perCategory, population, categories: CORE_CATEGORY_KEYS.filter((c) => somewhere.has(c)) }) : [];
  const taken = new Map<string, number>();
  const resourceGapsList = [];
  for (const g of allGaps) {
    if (g.gapScore === 0 || resourceGapsList.length >= GAPS_LISTED) continue;
    const n = taken.get(g.category) ?? 0;
    if (n >= GAPS_PER_CATEGORY) continue;
    taken.set(g.category, n + 1);
    resourceGapsList.push(g);
  }
  return {
    sample: false,
    period: input.period,
    from: range.from,
    to: range.to,
    generatedAt: input.now.toISOString(),
    totalUsers,
    totalResources: listings.length,
    resourceViews,
    successStories: null,
    searches,
    connections,
    growth: {
      users: growthPercent(totalUsers, total(previousCounts, 'visit')),
      resourceViews: growthPercent(resourceViews, total(previousCounts, 'view')),
      searches: growthPercent(searches, total(previousCounts, 'search')),
      connections: growthPercent(connections, total(previousCounts, 'connect')),
    },
    geographicData,
    categoryData,
    timeSeriesData,
    impactMetrics: { womenHelped: input.messages.handled, resourcesConnected: connections, emergencyContacts: input.messages.emergency, safetyPlansCreated: null },
    resourceGaps: resourceGapsList,
    gapBenchmarks,
    populationSource: input.census ? { title: input.census.source.title, url: input.census.source.url, referenceDate: input.census.source.referenceDate } : null,
  };
}
