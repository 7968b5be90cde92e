// Impact analytics. POST /counts adds a small anonymous batch of counts to the day's aggregate rows, unless the
// browser asked not to be tracked (Sec-GPC, DNT) or the batch says it comes from the emergency page (our pages send
// no referrer and never send from there; the check guards against other clients); nothing about the sender is read or kept. GET /?period= answers the figures built from those rows, the directory and the census table.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { UNCOUNTED_PATH } from '../../shared/analytics/events.ts';
import { censusFileSchema, type CensusFile } from '../../shared/analytics/gaps.ts';
import { samplePayload } from '../../shared/analytics/sample.ts';
import { analyticsPayloadSchema, countBatchSchema, countReceiptSchema, periodQuerySchema } from '../../shared/analytics/schemas.ts';
import { addUsageCounts, readListings, readMessageTotals, readUsageCounts } from '../db/analytics-repo.ts';
import type { Db } from '../db/client.ts';
import { requestLocale } from '../http/locale.ts';
import { invalid } from '../http/idempotent-write.ts';
import { jsonBody, jsonResponse, parametersOf, problem } from '../http/openapi.ts';
import { projectPath } from '../project-root.ts';
import { readJsonFile } from '../startup-error.ts';
import { buildAnalytics, periodRange } from '../services/analytics.ts';

export function readCensus(path = projectPath('data', 'census-female-population.json')): CensusFile {
  return readJsonFile(path, censusFileSchema);
}

/** Why a batch is not counted, or undefined when it may be. */
export function countingRefusal(header: (name: string) => string | undefined): string | undefined {
  if (header('sec-gpc')?.trim() === '1') return 'Global Privacy Control is on: nothing was counted.';
  if (header('dnt')?.trim() === '1') return 'Do Not Track is on: nothing was counted.';
  const referer = header('referer');
  if (referer) {
    try {
      if (UNCOUNTED_PATH.test(new URL(referer).pathname)) return 'Nothing is counted on the emergency page.';
    } catch {
      // Not a URL: nothing to learn from it.
    }
  }
  return undefined;
}

const tags = ['Analytics'];
const docs = {
  figures: describeRoute({
    tags,
    summary: 'The impact figures of a period (aggregates only)',
    parameters: parametersOf(periodQuerySchema),
    responses: { 200: jsonResponse('The figures', analyticsPayloadSchema), 400: problem('Not a period') },
  }),
  counts: describeRoute({
    tags,
    summary: 'Add an anonymous batch of counts (nothing counted under Global Privacy Control or Do Not Track)',
    requestBody: jsonBody(countBatchSchema),
    responses: { 200: jsonResponse('How many counts were added', countReceiptSchema), 400: problem('Not a valid batch'), 429: problem('Too many batches from this client for now') },
  }),
};

export interface AnalyticsOptions {
  census?: CensusFile | undefined;
  now?: () => Date;
}

export function analyticsRouter(db: Db, { census, now = () => new Date() }: AnalyticsOptions = {}) {
  return new Hono()
    .get('/', docs.figures, async (c) => {
      const parsed = periodQuerySchema.safeParse({ period: c.req.query('period') || undefined });
      if (!parsed.success) {
        const answer = invalid(parsed.error, requestLocale(c));
        return c.json(answer.body, 400);
      }
      const { period } = parsed.data;
      const today = now();
      const range = periodRange(period, today);
      const payload = buildAnalytics({
        period,
        range,
        now: today,
        counts: await readUsageCounts(db, range.from, range.to),
        previousCounts: await readUsageCounts(db, range.previousFrom, range.previousTo),
        listings: await readListings(db),
        messages: await readMessageTotals(db, new Date(`${range.from}T00:00:00Z`), new Date(`${range.to}T23:59:59.999Z`)),
        census,
      });
      // Public aggregate figures: a cached copy may be shown offline, but is checked with the server every time.
      c.header('Cache-Control', 'no-cache');
      return c.json(payload ?? samplePayload(period));
    })
    .post('/counts', docs.counts, async (c) => {
      const refusal = countingRefusal((name) => c.req.header(name));
      if (refusal) return c.json({ counted: 0, message: refusal });
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ message: 'Send the counts as JSON.' }, 400);
      }
      const parsed = countBatchSchema.safeParse(body);
      if (!parsed.success) return c.json(invalid(parsed.error, requestLocale(c)).body, 400);
      const counted = await addUsageCounts(db, now().toISOString().slice(0, 10), parsed.data);
      return c.json({ counted });
    });
}
