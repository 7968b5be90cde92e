// Impact analytics: what the browser may send (anonymous counts), the period asked for, and the payload of
// GET /api/analytics (spec 1, section 3), with the few fields we add to say what a figure is and where it came from.
import { z } from 'zod';
import { CATEGORY_KEYS } from '../categories.ts';
import { US_STATES } from '../us-states.ts';

import { MAX_BATCH_TOTAL, MAX_COUNT_PER_ENTRY, MAX_ENTRIES_PER_BATCH, USAGE_EVENTS } from './events.ts';

export const STATE_CODES = US_STATES.map(([code]) => code) as [string, ...string[]];

/** 'all' when the count is not about one category; '' when it is about no one state (national listings, no filter). */
export const countCategorySchema = z.enum(['all', ...CATEGORY_KEYS]);
export type CountCategory = z.infer<typeof countCategorySchema>;
export const countStateSchema = z.union([z.literal(''), z.enum(STATE_CODES)]);

export const countBatchSchema = z
  .object({
    counts: z
      .array(
        z
          .object({
            event: z.enum(USAGE_EVENTS, { error: `event must be one of ${USAGE_EVENTS.join(', ')}.` }),
            category: countCategorySchema,
            state: countStateSchema,
            n: z.number().int().min(1).max(MAX_COUNT_PER_ENTRY, `n must be from 1 to ${MAX_COUNT_PER_ENTRY}.`),
          })
          .strict(),
      )
      .min(1, 'Send at least one count.')
      .max(MAX_ENTRIES_PER_BATCH, `Send at most ${MAX_ENTRIES_PER_BATCH} kinds of count at a time.`)
      .superRefine((counts, ctx) => {
        const keys = new Set(counts.map((c) => `${c.event}|${c.category}|${c.state}`));
        if (keys.size !== counts.length) ctx.addIssue({ code: 'custom', message: 'Send each kind of count once per batch.' });
        if (counts.reduce((a, c) => a + c.n, 0) > MAX_BATCH_TOTAL) ctx.addIssue({ code: 'custom', message: `A batch may hold at most ${MAX_BATCH_TOTAL} counts in all.` });
        // A page is loaded once: a visit is one, about no category or state.
        if (counts.some((c) => c.event === 'visit' && (c.n !== 1 || c.category !== 'all' || c.state !== ''))) {
          ctx.addIssue({ code: 'custom', message: 'A visit is counted once per batch, without a category or state.' });
        }
      }),
  })
  .strict();
export type CountBatch = z.infer<typeof countBatchSchema>;

export const ANALYTICS_PERIODS = ['3months', '6months', '1year'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '6months';
export const PERIOD_MONTHS: Record<AnalyticsPeriod, number> = { '3months': 3, '6months': 6, '1year': 12 };
export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = { '3months': '3 Months', '6months': '6 Months', '1year': '1 Year' };

export const periodQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: 'period must be 3months, 6months or 1year.' }).default(DEFAULT_ANALYTICS_PERIOD),
});

const count = z.number().int().min(0);

/** Per-state figures below this are withheld, and the rest rounded down to a multiple of it: one state and category may hold a single listing. */
export const SMALL_COUNT = 5;
/** A percentage change on the period before; null when there is nothing to compare with. */
const growth = z.number().nullable();

export const analyticsPayloadSchema = z.object({
  /** True when nothing was counted in the period: every figure is the spec's built-in example, not a measurement. */
  sample: z.boolean(),
  period: z.enum(ANALYTICS_PERIODS),
  /** First and last day counted (UTC, inclusive). The last is yesterday: nobody can watch today's counts move. */
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  /** Visits (page loads of the app): we count visits, never people. */
  totalUsers: count,
  totalResources: count,
  resourceViews: count,
  /** Not collected yet (null): stories are published only with their writer's consent. */
  successStories: count.nullable(),
  searches: count,
  connections: count,
  growth: z.object({ users: growth, resourceViews: growth, searches: growth, connections: growth }),
  /**
   * users: calls, texts and website visits of listings serving the state, rounded down to a multiple of SMALL_COUNT;
   * null when fewer (withheld).
   */
  geographicData: z.array(z.object({ state: z.string(), users: count.nullable(), resources: count })),
  categoryData: z.array(z.object({ category: z.string(), resources: count, views: count, searches: count, connections: count, avgRating: z.number().nullable() })),
  timeSeriesData: z.array(z.object({ month: z.string(), users: count, resourceViews: count, resourcesAdded: count })),
  impactMetrics: z.object({
    /** Contact-form messages the team marked handled. */
    womenHelped: count,
    resourcesConnected: count,
    /** Contact-form messages sent with priority or category "emergency". */
    emergencyContacts: count,
    /** Never counted (null): safety plans stay on her device. */
    safetyPlansCreated: count.nullable(),
  }),
  resourceGaps: z.array(
    z.object({
      state: z.string(),
      category: z.string(),
      gapScore: z.number().min(0).max(10),
      /** Women living in the state (census table in data/). */
      population: count,
      /** Listings serving that state per 100,000 women. */
      resourcesPerCapita: z.number().min(0),
      resources: count,
    }),
  ),
  /** Per core category: listings serving a state per 100,000 women across all states (what gap scores compare with). */
  gapBenchmarks: z.array(z.object({ category: z.string(), resourcesPerCapita: z.number().min(0), statesWithListings: count })),
  populationSource: z.object({ title: z.string(), url: z.string(), referenceDate: z.string() }).nullable(),
});
export type AnalyticsPayload = z.infer<typeof analyticsPayloadSchema>;

/** The answer to POST /api/analytics/counts: how many counts were added, and why none when the browser asked not to be counted. */
export const countReceiptSchema = z.object({ counted: z.number().int(), message: z.string().optional() });
