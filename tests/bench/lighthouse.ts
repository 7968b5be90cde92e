// Lighthouse 12.8 on the public routes of the built app: mobile, simulated throttling (Lighthouse's defaults), one
// fresh profile per route so each run is a first visit. Prints score, LCP, TBT, CLS and the script bytes loaded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

export const LIGHTHOUSE_ROUTES = ['/', '/emergency', '/resources', '/news', '/location-services', '/legal-education'];

export interface LighthouseFigures {
  route: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** What the service worker downloads during the run (its precache). */
  workerBytes: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
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

export async function runLighthouse(baseURL: string, route: string): Promise<LighthouseFigures> {
  return withChromium(async (port) => {
    const result = await lighthouse(new URL(route, baseURL).href, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    const { audits, categories } = result.lhr;
    const items = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number; sessionTargetType?: string }[] } | undefined)?.items ?? [];
    return {
      route,
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      // The page's own scripts, not the service worker's precache downloads.
      scriptBytes: items.filter((i) => i.resourceType === 'Script' && i.sessionTargetType === 'page').reduce((n, i) => n + (i.transferSize ?? 0), 0),
      workerBytes: items.filter((i) => i.sessionTargetType === 'worker').reduce((n, i) => n + (i.transferSize ?? 0), 0),
    };
  });
}
