// The browser's counting (web/local/usage-counts.ts) with a stand-in page: counts are added up in memory and sent in
// batches the server accepts (30 kinds, 100 counts, no cookie or referrer); a territory is counted without its state;
// nothing is sent on the emergency page, after quick exit, or with Global Privacy Control; a failed send is kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countBatchSchema } from '../../shared/analytics/schemas.ts';

interface Sent {
  body: { counts: { event: string; category: string; state: string; n: number }[] };
  init: RequestInit;
}

let sent: Sent[];
let failNext: boolean;
const page = { pathname: '/resources', classes: new Set<string>(), gpc: false, onLine: true };

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  sent = [];
  failNext = false;
  page.pathname = '/resources';
  page.classes.clear();
  page.gpc = false;
  page.onLine = true;
  vi.stubGlobal('location', { get pathname() { return page.pathname; } });
  vi.stubGlobal('document', {
    documentElement: { classList: { contains: (c: string) => page.classes.has(c) } },
    visibilityState: 'visible',
    addEventListener: () => {},
  });
  vi.stubGlobal('navigator', { get globalPrivacyControl() { return page.gpc; }, doNotTrack: null, get onLine() { return page.onLine; } });
  vi.stubGlobal('window', {});
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    if (failNext) {
      failNext = false;
      throw new TypeError('Failed to fetch');
    }
    sent.push({ body: JSON.parse(String(init.body)), init });
    return new Response('{}');
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const load = () => import('../../web/local/usage-counts.ts');

describe('counting in the browser', () => {
  it('adds up in memory and sends one batch after 20 seconds, without cookie or referrer', async () => {
    const m = await load();
    m.addCount('visit', 'all', '');
    m.addCount('view', 'housing-shelter', '');
    m.addCount('view', 'housing-shelter', '');
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(m.FLUSH_AFTER_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.counts).toEqual([
      { event: 'visit', category: 'all', state: '', n: 1 },
      { event: 'view', category: 'housing-shelter', state: '', n: 2 },
    ]);
    expect(sent[0]!.init).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer', keepalive: true });
    expect(countBatchSchema.safeParse(sent[0]!.body).success).toBe(true);
  });

  it('counts a listing serving a territory without its state', async () => {
    const m = await load();
    m.addCount('connect', 'housing-shelter', 'PR');
    m.addCount('connect', 'housing-shelter', 'OH');
    await m.flushUsageCounts();
    expect(sent[0]!.body.counts.map((c) => c.state)).toEqual(['', 'OH']);
  });

  it('sends at 100 counts at once, in batches the server accepts', async () => {
    const m = await load();
    for (let i = 0; i < 60; i++) m.addCount('view', 'housing-shelter', '');
    for (let i = 0; i < 60; i++) m.addCount('connect', 'womens-health', '');
    await vi.advanceTimersByTimeAsync(m.FLUSH_AFTER_MS);
    expect(sent.length).toBeGreaterThan(1);
    for (const s of sent) expect(countBatchSchema.safeParse(s.body).success).toBe(true);
  });

  it('holds counts on the emergency page, and drops them once quick exit begins', async () => {
    const m = await load();
    m.addCount('view', 'housing-shelter', '');
    page.pathname = '/emergency';
    m.addCount('view', 'housing-shelter', '');
    await m.flushUsageCounts();
    expect(sent).toEqual([]);
    // Quick exit steps back to the first page before leaving: still nothing may go.
    page.classes.add('quick-exit');
    page.pathname = '/resources';
    await m.flushUsageCounts();
    expect(sent).toEqual([]);
    page.classes.clear();
    await m.flushUsageCounts();
    expect(sent).toEqual([]);
  });

  it('sends what the emergency page held once she leaves it normally', async () => {
    const m = await load();
    m.addCount('view', 'housing-shelter', '');
    page.pathname = '/emergency';
    await m.flushUsageCounts();
    expect(sent).toEqual([]);
    page.pathname = '/resources';
    await m.flushUsageCounts();
    expect(sent[0]!.body.counts).toEqual([{ event: 'view', category: 'housing-shelter', state: '', n: 1 }]);
  });

  it('keeps a count made just before she opened the emergency page, though its code arrived there, and sends it once she leaves', async () => {
    const { countUsage } = await import('../../web/local/count.ts');
    countUsage('view', 'housing-shelter');
    // The counting code is still on its way when she follows a link to the emergency page.
    page.pathname = '/emergency';
    countUsage('view', 'womens-health');
    await vi.dynamicImportSettled();
    const m = await load();
    await m.flushUsageCounts();
    expect(sent).toEqual([]);
    page.pathname = '/resources';
    await m.flushUsageCounts();
    expect(sent[0]!.body.counts).toEqual([{ event: 'view', category: 'housing-shelter', state: '', n: 1 }]);
  });

  it('a count made later (once the phone is idle) is kept for the page it concerns, and not made if that page was the emergency page', async () => {
    const { countUsage } = await import('../../web/local/count.ts');
    // She landed on the emergency page and moved on before the phone was idle: that visit is not counted.
    countUsage('visit', 'all', '', '/emergency');
    // She viewed a category and moved on: counted, for the page she viewed.
    page.pathname = '/about';
    countUsage('view', 'housing-shelter', '', '/resources/housing-shelter');
    await vi.dynamicImportSettled();
    const m = await load();
    await m.flushUsageCounts();
    expect(sent[0]!.body.counts).toEqual([{ event: 'view', category: 'housing-shelter', state: '', n: 1 }]);
  });

  it('counts nothing with Global Privacy Control, and drops what was held when it is turned on', async () => {
    const m = await load();
    m.addCount('view', 'housing-shelter', '');
    page.gpc = true;
    m.addCount('view', 'womens-health', '');
    await m.flushUsageCounts();
    page.gpc = false;
    await m.flushUsageCounts();
    expect(sent).toEqual([]);
  });

  it('keeps a batch that could not be sent, and sends it with the next', async () => {
    const m = await load();
    m.addCount('view', 'housing-shelter', '');
    failNext = true;
    await m.flushUsageCounts();
    expect(sent).toEqual([]);
    m.addCount('view', 'housing-shelter', '');
    await m.flushUsageCounts();
    expect(sent[0]!.body.counts).toEqual([{ event: 'view', category: 'housing-shelter', state: '', n: 2 }]);
  });

  it('waits while offline', async () => {
    const m = await load();
    m.addCount('view', 'housing-shelter', '');
    page.onLine = false;
    await m.flushUsageCounts();
    expect(sent).toEqual([]);
    page.onLine = true;
    await vi.advanceTimersByTimeAsync(m.FLUSH_AFTER_MS);
    expect(sent).toHaveLength(1);
  });
});
