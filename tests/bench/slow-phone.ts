// The slow-phone walk (issue 36): Chromium's own throttling (DevTools network and CPU emulation, not Lighthouse's
// simulation) on a first visit, fresh profile each run. For each route: first paint, when the page is live
// (`<html data-page-ready>`, set once the page's own content is hydrated or drawn: taps work from then on), the
// layout shift, and what was asked for before live (requests, script bytes over the wire).
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { EARLY_SCRIPT_MARK } from '../../shared/page-html.ts';

/** The profile of the first-minute walk: CPU 4× slower, 400 kbps each way, 400 ms round trips. */
export const SLOW_PHONE = { cpuSlowdown: 4, kbps: 400, rttMs: 400 } as const;
export const SLOW_PHONE_ROUTES = ['/', '/emergency', '/resources', '/location-services', '/donate', '/news', '/legal-education'];
export const SLOW_PHONE_RUNS = Math.max(1, Number(process.env.SLOW_PHONE_RUNS ?? 3) || 3);
/** A page that is not live by then is reported as such (the figure is then this bound). */
const GIVE_UP_MS = 60_000;

export interface SlowPhoneRun {
  firstPaintMs: number;
  /** When the early script (Quick exit, and keeping taps) ran: a tap on what was painted before is not kept. */
  earlyMs: number;
  liveMs: number;
  /** When the parts that come after live (web/shell/later.tsx) are live too: every control of the page answers. */
  allPartsLiveMs: number;
  cls: number;
  requestsBeforeLive: number;
  scriptBytesBeforeLive: number;
  bytesBeforeLive: number;
  scriptsBeforeLive: string[];
}

export interface SlowPhoneFigures extends Omit<SlowPhoneRun, 'scriptsBeforeLive'> {
  route: string;
  runs: SlowPhoneRun[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/** Runs in the page before its own scripts: notes when the page becomes live, and the layout shifts. */
function watchPage(): void {
  const w = window as unknown as { __bench: { live?: number; parts?: number; cls: number } };
  w.__bench = { cls: 0 };
  performance.setResourceTimingBufferSize(2000);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__bench.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(function () {
    const html = document.documentElement;
    if (w.__bench.live === undefined && html.hasAttribute('data-page-ready')) w.__bench.live = performance.now();
    // A part shown only on other screens (data-waits-for: its media query, as the wide screen's menus) waits for good.
    const waiting = [...document.querySelectorAll<HTMLElement>('[data-waits]')].some((el) => !el.dataset.waitsFor || matchMedia(el.dataset.waitsFor).matches);
    if (w.__bench.live !== undefined && w.__bench.parts === undefined && !waiting) w.__bench.parts = performance.now();
    // The document, not its <html>: this runs before the parser has made the element.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-ready', 'data-waits'] });
}

/** A fresh context with the slow phone's throttling, watching the page (above), on its way to `url`. */
async function slowPhonePage(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Chromium's throttle takes bytes per second; DevTools' own "400 kbps" presets divide by 8 the same way.
  const bytesPerSecond = (SLOW_PHONE.kbps * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_PHONE.rttMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  // As source text: the bench runs under tsx, whose helpers the page does not have.
  await page.addInitScript(`(${watchPage.toString()})()`);
  await page.goto(url, { waitUntil: 'commit' });
  return { context, page };
}

async function oneRun(browser: Browser, url: string): Promise<SlowPhoneRun> {
  const { context, page } = await slowPhonePage(browser, url);
  try {
    await page.waitForFunction(() => (window as unknown as { __bench?: { parts?: number } }).__bench?.parts !== undefined, undefined, { timeout: GIVE_UP_MS, polling: 100 }).catch(() => undefined);
    // Let what was asked for before live finish arriving, so its size is known.
    await page.waitForTimeout(1000);
    return await page.evaluate(([giveUp, earlyMark]) => {
      const w = window as unknown as { __bench: { live?: number; parts?: number; cls: number } };
      const live = w.__bench.live ?? giveUp;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.startTime < live);
      const scripts = before.filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' && /\.m?js(\?|$)/.test(e.name) || /\.m?js(\?|$)/.test(e.name));
      // A built page carries the early script in its own HTML; it marks the page's timeline when it runs.
      const early = performance.getEntriesByName(earlyMark)[0]?.startTime ?? NaN;
      return {
        firstPaintMs: paint,
        earlyMs: early,
        liveMs: live,
        allPartsLiveMs: w.__bench.parts ?? giveUp,
        cls: w.__bench.cls,
        requestsBeforeLive: before.length + 1,
        scriptBytesBeforeLive: scripts.reduce((n, e) => n + e.transferSize, 0),
        bytesBeforeLive: before.reduce((n, e) => n + e.transferSize, 0) + (nav?.transferSize ?? 0),
        scriptsBeforeLive: scripts.map((e) => new URL(e.name).pathname),
      };
    }, [GIVE_UP_MS, EARLY_SCRIPT_MARK] as const);
  } finally {
    await context.close();
  }
}

/** Each route's figures, made by `measure` in one Chromium (each run makes a fresh context: a first visit). */
async function perRoute<F>(routes: string[], measure: (browser: Browser, route: string) => Promise<F>): Promise<F[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const figures: F[] = [];
    for (const route of routes) figures.push(await measure(browser, route));
    return figures;
  } finally {
    await browser.close();
  }
}

export function runSlowPhone(baseURL: string, routes = SLOW_PHONE_ROUTES, runs = SLOW_PHONE_RUNS): Promise<SlowPhoneFigures[]> {
  return perRoute(routes, async (browser, route): Promise<SlowPhoneFigures> => {
    const list: SlowPhoneRun[] = [];
    for (let i = 0; i < runs; i++) list.push(await oneRun(browser, new URL(route, baseURL).href));
    const of = (key: keyof Omit<SlowPhoneRun, 'scriptsBeforeLive'>) => median(list.map((r) => r[key]));
    return {
      route,
      firstPaintMs: of('firstPaintMs'),
      earlyMs: of('earlyMs'),
      liveMs: of('liveMs'),
      allPartsLiveMs: of('allPartsLiveMs'),
      cls: of('cls'),
      requestsBeforeLive: of('requestsBeforeLive'),
      scriptBytesBeforeLive: of('scriptBytesBeforeLive'),
      bytesBeforeLive: of('bytesBeforeLive'),
      runs: list,
    };
  });
}

/**
 * A link tapped on the slow phone (issue 36: a link answers too): the footer's "About Us", tapped the moment the page
 * is live, and once every part of it is live. From the tap to the frame that paints the new page's heading. Tapped at
 * live, the parts' code is still on its way and shares the line with the new page's.
 */
export const LINK_TAP_ROUTES = ['/', '/emergency', '/resources'];
const TAPPED_LINK = { selector: 'footer a[href="/about"]', heading: 'About' } as const;

export interface LinkTapFigures {
  route: string;
  /** From the tap to its page's heading painted, tapped as soon as the page is live. */
  atLiveMs: number;
  /** How long after live that tap came (the test's own click: finding the link, scrolling it into view). */
  tapAfterLiveMs: number;
  /** The same, tapped once every part of the page is live. */
  partsLiveMs: number;
  runs: { atLiveMs: number; tapAfterLiveMs: number; partsLiveMs: number }[];
}

/** From the tap (its event's time, input delay included) to the frame that paints the new page's heading. */
async function oneTap(browser: Browser, url: string, afterParts: boolean): Promise<{ tapMs: number; tapAfterLiveMs: number }> {
  const { context, page } = await slowPhonePage(browser, url);
  try {
    const key = afterParts ? 'parts' : 'live';
    await page.waitForFunction((k) => (window as unknown as { __bench?: Record<string, number> }).__bench?.[k] !== undefined, key, { timeout: GIVE_UP_MS, polling: 50 });
    await page.evaluate((heading) => {
      const w = window as unknown as { __tap?: number; __drawn?: number };
      addEventListener('click', (e) => (w.__tap ??= e.timeStamp), true);
      new MutationObserver((_, observer) => {
        if (w.__tap === undefined || !document.querySelector('h1')?.textContent?.includes(heading)) return;
        observer.disconnect();
        requestAnimationFrame((frame) => (w.__drawn = frame));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, TAPPED_LINK.heading);
    await page.locator(TAPPED_LINK.selector).first().click();
    await page.waitForFunction(() => (window as unknown as { __drawn?: number }).__drawn !== undefined, undefined, { timeout: GIVE_UP_MS, polling: 50 });
    return await page.evaluate(() => {
      const w = window as unknown as { __tap: number; __drawn: number; __bench: { live: number } };
      return { tapMs: w.__drawn - w.__tap, tapAfterLiveMs: w.__tap - w.__bench.live };
    });
  } catch {
    // A page that never became live, or a tap never answered within the bound: reported as not measured.
    return { tapMs: NaN, tapAfterLiveMs: NaN };
  } finally {
    await context.close();
  }
}

export function runLinkTaps(baseURL: string, routes = LINK_TAP_ROUTES, runs = SLOW_PHONE_RUNS): Promise<LinkTapFigures[]> {
  return perRoute(routes, async (browser, route): Promise<LinkTapFigures> => {
    const list: LinkTapFigures['runs'] = [];
    const url = new URL(route, baseURL).href;
    for (let i = 0; i < runs; i++) {
      const atLive = await oneTap(browser, url, false);
      const afterParts = await oneTap(browser, url, true);
      list.push({ atLiveMs: atLive.tapMs, tapAfterLiveMs: atLive.tapAfterLiveMs, partsLiveMs: afterParts.tapMs });
    }
    const of = (key: keyof LinkTapFigures['runs'][number]) => median(list.map((r) => r[key]).filter(Number.isFinite));
    return { route, atLiveMs: of('atLiveMs'), tapAfterLiveMs: of('tapAfterLiveMs'), partsLiveMs: of('partsLiveMs'), runs: list };
  });
}

export function printLinkTaps(figures: LinkTapFigures[]): void {
  console.log(`\nA link tapped on the slow phone (the footer's "About Us"), from the tap to its page's heading painted, median of ${figures[0]?.runs.length ?? 0} runs`);
  console.log(`(at live: tapped as soon as the page is live, "after" that long after live; parts live: tapped once every part is live; "—": not measured)\n`);
  console.log(`${'route'.padEnd(20)} ${'at live'.padStart(9)} ${'after'.padStart(7)} ${'parts live'.padStart(11)}`);
  const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '—');
  for (const f of figures) {
    console.log(`${f.route.padEnd(20)} ${s(f.atLiveMs).padStart(9)} ${s(f.tapAfterLiveMs).padStart(7)} ${s(f.partsLiveMs).padStart(11)}  (each run: ${f.runs.map((r) => `${s(r.atLiveMs)} / ${s(r.partsLiveMs)}`).join(', ')})`);
  }
}

export function chromiumVersion(): Promise<string> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).then(async (b) => {
    const v = b.version();
    await b.close();
    return v;
  });
}

/** Targets of issue 36 for the five crisis routes; the others are reported without them. */
const TARGET_ROUTES = new Set(['/', '/emergency', '/resources', '/location-services', '/donate']);
export const SLOW_PHONE_TARGETS = { liveMs: 5000, scriptBytes: 120 * 1024, requests: 15, cls: 0.02 } as const;

export function printSlowPhone(figures: SlowPhoneFigures[], { verbose = false } = {}): void {
  const { cpuSlowdown, kbps, rttMs } = SLOW_PHONE;
  console.log(`\nSlow phone: Chromium's own throttling, CPU ${cpuSlowdown}× slower, ${kbps} kbps, ${rttMs} ms round trips, first visit, median of ${figures[0]?.runs.length ?? 0} runs`);
  console.log(`(targets on / /emergency /resources /location-services /donate: live <= 5.0 s, script before live <= 120 KB, requests before live <= 15, CLS <= 0.02)\n`);
  console.log('(early: the early script running (Quick exit, and taps kept from then on); paint: first contentful paint; live: <html data-page-ready>, taps answered, a tap on a part still loading kept; parts: every part live;');
  console.log(' script, all, reqs: script bytes, all bytes and requests asked for before live, as sent)\n');
  console.log(`${'route'.padEnd(20)} ${'early'.padStart(7)} ${'paint'.padStart(7)} ${'live'.padStart(7)} ${'parts'.padStart(7)} ${'script'.padStart(9)} ${'all'.padStart(9)} ${'reqs'.padStart(5)} ${'CLS'.padStart(6)}`);
  for (const f of figures) {
    const t = SLOW_PHONE_TARGETS;
    const ok = f.liveMs <= t.liveMs && f.scriptBytesBeforeLive <= t.scriptBytes && f.requestsBeforeLive <= t.requests && f.cls <= t.cls;
    const verdict = TARGET_ROUTES.has(f.route) ? (ok ? 'OK' : 'MISSED') : '';
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const k = (b: number) => `${(b / 1024).toFixed(0)} KB`;
    console.log(
      `${f.route.padEnd(20)} ${s(f.earlyMs).padStart(7)} ${s(f.firstPaintMs).padStart(7)} ${s(f.liveMs).padStart(7)} ${s(f.allPartsLiveMs).padStart(7)} ${k(f.scriptBytesBeforeLive).padStart(9)} ${k(f.bytesBeforeLive).padStart(9)} ${String(f.requestsBeforeLive).padStart(5)} ${f.cls.toFixed(3).padStart(6)}  ${verdict}  (live in each run: ${f.runs.map((r) => s(r.liveMs)).join(', ')})`,
    );
    if (verbose) for (const r of f.runs) console.log(`    ${r.scriptsBeforeLive.join(' ')}`);
  }
}
