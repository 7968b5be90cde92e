// Impact analytics: anonymous counts become aggregate rows and nothing else; the figures of GET /api/analytics for a
// seeded set of counts; the sample figures when nothing was counted; counting refused with GPC, DNT and from the
// emergency page; bad batches refused whole.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { addUsageCounts } from '../../api/db/analytics-repo.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { contactMessages } from '../../api/db/tables.ts';
import type { CensusFile } from '../../shared/analytics/gaps.ts';
import { analyticsPayloadSchema } from '../../shared/analytics/schemas.ts';
import { makeResource } from '../fixtures/factories.ts';
import { sqlRows, tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

const ORIGIN = 'http://localhost';
const NOW = new Date('2026-11-22T15:00:00Z');
const census: CensusFile = {
  source: { title: 'Test census', publisher: 'Test', url: 'https://example.org/census', referenceDate: '2020-04-01' },
  states: [
    { state: 'CA', female: 20_000_000 },
    { state: 'WY', female: 300_000 },
    { state: 'OH', female: 6_000_000 },
  ],
};
const app = () => createApp({ db: t.db, census, now: () => NOW });
const rows = async () => (await sqlRows(t.db, 'SELECT day, event, category, state, count FROM usage_counts ORDER BY event, category, state'));

function send(body: unknown, headers: Record<string, string> = {}) {
  return app().request(`${ORIGIN}/api/analytics/counts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

async function figures(period?: string) {
  const res = await app().request(`${ORIGIN}/api/analytics${period ? `?period=${period}` : ''}`);
  expect(res.status).toBe(200);
  return analyticsPayloadSchema.parse(await res.json());
}

describe('the usage_counts table', () => {
  it('holds aggregate columns only: no visitor id, address, user agent, session or page', async () => {
    // Every column of a row the API wrote (SELECT * names them all, on either database).
    expect((await send({ counts: [{ event: 'visit', category: 'all', state: '', n: 1 }] })).status).toBe(200);
    const columns = Object.keys((await sqlRows(t.db, 'SELECT * FROM usage_counts'))[0]!);
    expect(columns.sort()).toEqual(['category', 'count', 'day', 'event', 'state']);
    for (const name of columns) expect(name).not.toMatch(/ip|addr|agent|visitor|session|user|id|page|referr?er|cookie/i);
  });
});

describe('POST /api/analytics/counts', () => {
  it('adds a batch to the day’s rows, and a second batch adds to the same rows', async () => {
    const batch = { counts: [{ event: 'view', category: 'housing-shelter', state: 'OH', n: 2 }, { event: 'visit', category: 'all', state: '', n: 1 }] };
    const first = await send(batch);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: 3 });
    await send(batch);
    expect((await rows())).toEqual([
      { day: '2026-11-22', event: 'view', category: 'housing-shelter', state: 'OH', count: 4 },
      { day: '2026-11-22', event: 'visit', category: 'all', state: '', count: 2 },
    ]);
  });

  it('counts nothing when Global Privacy Control or Do Not Track is on, or when sent from the emergency page', async () => {
    const batch = { counts: [{ event: 'visit', category: 'all', state: '', n: 1 }] };
    const refusing: Record<string, string>[] = [{ 'Sec-GPC': '1' }, { DNT: '1' }, { Referer: `${ORIGIN}/emergency` }, { Referer: `${ORIGIN}/emergency?tab=hotlines` }];
    for (const headers of refusing) {
      const res = await send(batch, headers);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { counted: number; message: string };
      expect(body.counted).toBe(0);
      expect(body.message).toMatch(/nothing was counted|Nothing is counted/);
    }
    expect((await rows())).toEqual([]);
    // Another page's referer is counted.
    expect(await (await send(batch, { Referer: `${ORIGIN}/resources` })).json()).toEqual({ counted: 1 });
  });

  it('refuses a bad batch whole, with a clear message, and counts nothing of it', async () => {
    const cases: [unknown, RegExp][] = [
      [{ counts: [] }, /at least one/],
      [{ counts: [{ event: 'visit', category: 'all', state: '', n: 1 }, { event: 'click', category: 'all', state: '', n: 1 }] }, /event must be one of/],
      [{ counts: [{ event: 'view', category: 'all', state: '', n: 500 }] }, /n must be from 1 to 50/],
      [{ counts: Array.from({ length: 31 }, () => ({ event: 'view', category: 'all', state: '', n: 1 })) }, /at most 30/],
      [{ counts: [{ event: 'view', category: 'all', state: '', n: 1, visitor: 'abc' }] }, /.+/],
      [{ counts: [{ event: 'view', category: 'all', state: 'XX', n: 1 }] }, /.+/],
      [{ counts: [{ event: 'view', category: 'all', state: '', n: 1 }, { event: 'view', category: 'all', state: '', n: 1 }] }, /each kind of count once/],
      [{ counts: [{ event: 'view', category: 'all', state: '', n: 50 }, { event: 'search', category: 'all', state: '', n: 50 }, { event: 'connect', category: 'all', state: '', n: 1 }] }, /at most 100 counts in all/],
      [{ counts: [{ event: 'visit', category: 'all', state: '', n: 2 }] }, /A visit is counted once/],
      [{ counts: [{ event: 'visit', category: 'housing-shelter', state: '', n: 1 }] }, /A visit is counted once/],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    expect((await rows())).toEqual([]);
  });

  it('refuses writes from another site', async () => {
    const res = await send({ counts: [{ event: 'visit', category: 'all', state: '', n: 1 }] }, { Origin: 'https://elsewhere.example' });
    expect(res.status).toBe(403);
    expect((await rows())).toEqual([]);
  });
});

describe('GET /api/analytics', () => {
  it('answers the spec’s sample figures, labelled as samples, when nothing was counted', async () => {
    const f = await figures();
    expect(f.sample).toBe(true);
    expect([f.totalUsers, f.totalResources, f.resourceViews, f.successStories]).toEqual([15420, 240, 89340, 1250]);
    expect(f.resourceGaps.map((g) => g.state)).toEqual(['MT', 'WY', 'ND', 'WV']);
    expect(f.period).toBe('6months');
  });

  it('refuses an unknown period with a clear message', async () => {
    const res = await app().request(`${ORIGIN}/api/analytics?period=2weeks`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('period must be 3months, 6months or 1year.');
  });

  it('builds the figures from the seeded counts, the directory and the census table', async () => {
    await applySeed(t.db, [
      makeResource({ category: 'housing-shelter', serviceArea: 'CA' }),
      makeResource({ category: 'housing-shelter', serviceArea: 'WY' }),
      makeResource({ category: 'housing-shelter', serviceArea: 'OH' }),
      makeResource({ category: 'housing-shelter', serviceArea: 'OH' }),
      makeResource({ category: 'womens-health', serviceArea: 'national' }),
    ]);
    const add = (day: string, counts: { event: 'visit' | 'view' | 'search' | 'connect'; category: string; state: string; n: number }[]) =>
      addUsageCounts(t.db, day, { counts } as Parameters<typeof addUsageCounts>[2]);
    await add('2026-11-02', [
      { event: 'visit', category: 'all', state: '', n: 30 },
      { event: 'view', category: 'housing-shelter', state: '', n: 12 },
      { event: 'view', category: 'womens-health', state: '', n: 8 },
      { event: 'search', category: 'all', state: '', n: 5 },
      { event: 'connect', category: 'housing-shelter', state: 'OH', n: 3 },
    ]);
    await add('2026-09-15', [
      { event: 'visit', category: 'all', state: '', n: 10 },
      { event: 'view', category: 'housing-shelter', state: '', n: 4 },
      { event: 'connect', category: 'housing-shelter', state: 'CA', n: 6 },
    ]);
    // Today: not published until tomorrow.
    await add('2026-11-22', [{ event: 'visit', category: 'all', state: '', n: 7 }]);
    // Before the 3-month period (September to November) but inside 6 months; and in the 3 months before it.
    await add('2026-07-01', [{ event: 'visit', category: 'all', state: '', n: 20 }]);
    // After August 21, the day the earlier span stops (the current one stops on November 21): not compared.
    await add('2026-08-25', [{ event: 'visit', category: 'all', state: '', n: 500 }]);
    // Two years ago: in no period.
    await add('2024-11-01', [{ event: 'visit', category: 'all', state: '', n: 999 }]);

    const three = await figures('3months');
    expect(three.sample).toBe(false);
    expect([three.from, three.to]).toEqual(['2026-09-01', '2026-11-21']);
    expect(three.totalUsers).toBe(40);
    expect(three.resourceViews).toBe(24);
    expect(three.searches).toBe(5);
    expect(three.connections).toBe(9);
    expect(three.totalResources).toBe(5);
    expect(three.growth.users).toBe(100); // 40 against the 20 of June 1 to August 21
    expect(three.timeSeriesData.map((m) => [m.month, m.users, m.resourceViews])).toEqual([
      ['2026-09', 10, 4],
      ['2026-10', 0, 0],
      ['2026-11', 30, 20],
    ]);
    // Contacts by the state a listing serves, rounded down to 5; Ohio's 3 and Wyoming's none are withheld alike.
    expect(three.geographicData).toEqual([
      { state: 'CA', users: 5, resources: 1 },
      { state: 'OH', users: null, resources: 2 },
      { state: 'WY', users: null, resources: 1 },
    ]);
    const housing = three.categoryData.find((c) => c.category === 'housing-shelter');
    expect(housing).toMatchObject({ resources: 4, views: 16, connections: 9, avgRating: null });
    expect(three.impactMetrics).toMatchObject({ resourcesConnected: 9, safetyPlansCreated: null });
    expect(three.successStories).toBeNull();

    // Housing: 4 listings for 26.3 million women = 0.015 per 100,000. California's 1 for 20 million is 0.005: gap 6.7.
    const ca = three.resourceGaps.find((g) => g.state === 'CA' && g.category === 'housing-shelter');
    expect(ca).toEqual({ state: 'CA', category: 'housing-shelter', gapScore: 6.7, population: 20_000_000, resourcesPerCapita: 0.005, resources: 1 });
    // Wyoming and Ohio have at least the rate across states: no gap listed.
    expect(three.resourceGaps.some((g) => g.category === 'housing-shelter' && g.state !== 'CA')).toBe(false);
    // No state has a local health listing: one gap everywhere, said once, not a line per state.
    expect(three.resourceGaps.some((g) => g.category === 'womens-health')).toBe(false);
    expect(three.gapBenchmarks.find((b) => b.category === 'womens-health')).toEqual({ category: 'womens-health', resourcesPerCapita: 0, statesWithListings: 0 });
    expect(three.gapBenchmarks.find((b) => b.category === 'housing-shelter')).toEqual({ category: 'housing-shelter', resourcesPerCapita: 0.015, statesWithListings: 3 });
    expect(three.populationSource?.title).toBe('Test census');

    const six = await figures('6months');
    expect(six.totalUsers).toBe(560);
    expect(six.timeSeriesData).toHaveLength(6);
    expect(six.growth.users).toBeNull(); // nothing counted in the six months before
    expect((await figures('1year')).timeSeriesData).toHaveLength(12);
  });

  it('counts emergency and handled contact messages in the impact metrics', async () => {
    await addUsageCounts(t.db, '2026-11-20', { counts: [{ event: 'visit', category: 'all', state: '', n: 1 }] });
    // Sent today: published tomorrow.
    const today = new Date('2026-11-22T09:00:00Z');
    const at = new Date('2026-11-10T10:00:00Z');
    const message = (id: string, category: string, priority: string, createdAt: Date, handledAt: Date | null) =>
      ({ id, name: 'A', email: 'a@example.org', subject: 'S', category, priority, message: 'M', createdAt, handledAt });
    await t.db.insert(contactMessages).values([
      message('m1', 'general', 'emergency', at, new Date(at.getTime() + 3600_000)),
      message('m2', 'emergency', 'normal', at, null),
      message('m3', 'general', 'normal', at, null),
      message('m4', 'general', 'emergency', new Date('2025-01-01T00:00:00Z'), null),
      message('m5', 'general', 'emergency', today, today),
    ]);
    const f = await figures('3months');
    expect(f.impactMetrics.emergencyContacts).toBe(2);
    expect(f.impactMetrics.womenHelped).toBe(1);
  });
});
