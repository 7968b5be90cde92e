// Lighthouse 12.8 on the public routes of the built app: mobile, simulated throttling (Lighthouse's defaults), one
// fresh profile per run so each is a first visit. Prints score, LCP, TBT, CLS and the script bytes loaded. Each route
// runs several times and each metric's median over the runs is reported (Lighthouse CI's "median" aggregation), with
// every run's Total Blocking Time: on this 2-core machine one run's TBT varies by up to 200 ms.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { freePort } from '../fixtures/free-port.ts';

export const LIGHTHOUSE_ROUTES = ['/', '/emergency', '/resources', '/news', '/location-services', '/legal-education'];
/** Runs per route (LIGHTHOUSE_RUNS, default 5, as Lighthouse's docs/variability.md advises); each metric's median over them is reported. */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 5);

export interface LighthouseFigures {
  route: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** What the service worker downloads during the run (its precache). */
  workerBytes: number;
  /** Total Blocking Time of every run. */
  tbtRunsMs: number[];
  /**
   * Lighthouse's own measure of this machine's speed (`environment.benchmarkIndex`, median over the runs): its
   * simulated throttling slows what it observed by a fixed factor, so a faster machine shows less blocking time.
   */
  benchmarkIndex: number;
}

async function withChromium<T>(run: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore', detached: true });
  try {
    // Wait for the DevTools endpoint.
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return await run(port);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The whole process group: Chromium's helpers would otherwise go on writing into the profile.
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export async function oneRun(baseURL: string, route: string): Promise<Lhr> {
  return withChromium(async (port) => {
    const result = await lighthouse(new URL(route, baseURL).href, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    return result.lhr;
  });
}

export async function runLighthouse(baseURL: string, route: string, runs = LIGHTHOUSE_RUNS): Promise<LighthouseFigures> {
  const lhrs: Lhr[] = [];
  for (let i = 0; i < runs; i++) {
    // A run now and then ends with no first paint recorded (a Chromium hiccup here, with a runtime error in the
    // report): it says nothing about the page, so it is run again, up to twice.
    let lhr = await oneRun(baseURL, route);
    for (let retry = 0; retry < 2 && !Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue); retry++) {
      console.error(`Lighthouse: ${route} run ${i + 1} recorded no first paint (${lhr.runtimeError?.code ?? 'no error code'}); running it again`);
      lhr = await oneRun(baseURL, route);
    }
    lhrs.push(lhr);
  }
  // Each metric is the median of its own values over the runs (as Lighthouse CI's "median" aggregation): the run
  // Lighthouse picks as representative (computeMedianRun, closest to the median first paint and time to interactive)
  // says where the page's bytes come from, but its TBT is any one run's, which on this machine varies by 200 ms.
  const { audits } = computeMedianRun(lhrs) as Lhr;
  const metric = (audit: string) => median(lhrs.map((l) => l.audits[audit]?.numericValue ?? NaN));
  const items = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number; sessionTargetType?: string }[] } | undefined)?.items ?? [];
  return {
    route,
    score: Math.round(median(lhrs.map((l) => (l.categories.performance?.score ?? 0) * 100))),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // The page's own scripts, not the service worker's precache downloads.
    scriptBytes: items.filter((i) => i.resourceType === 'Script' && i.sessionTargetType === 'page').reduce((n, i) => n + (i.transferSize ?? 0), 0),
    workerBytes: items.filter((i) => i.sessionTargetType === 'worker').reduce((n, i) => n + (i.transferSize ?? 0), 0),
    tbtRunsMs: lhrs.map((l) => l.audits['total-blocking-time']?.numericValue ?? NaN),
    benchmarkIndex: median(lhrs.map((l) => l.environment?.benchmarkIndex ?? NaN)),
  };
}
