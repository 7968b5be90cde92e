// Playwright fixtures: one real server per worker, an axe check, a record of every request the pages make, and service-worker helpers.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page, type Route } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';
import { QUICK_EXIT_URL } from '../../shared/limits.ts';

export { expect };

interface WorkerFixtures {
  server: RunningServer;
}
interface TestFixtures {
  /** Every URL requested by any page of the test's context, service worker included. */
  requests: string[];
  /** Hydration failures of prerendered pages in the test's context: the test fails on any (checked after it). */
  hydrationErrors: string[];
}

/** React's production hydration errors (#418 text or HTML differs, #423 recovered by rendering again, #425 text) and its development wording. */
const HYDRATION_ERROR = /Minified React error #(418|419|423|425)\b|hydrat/i;
/** FormatJS's error for an id the loaded catalogues lack (web/i18n/i18n-provider.tsx). */
const MISSING_MESSAGE = /MISSING_TRANSLATION|Missing message/;

/**
 * The tag of a test about the service worker: offline use, the outbox's replays, updates, its own requests. Only such a
 * test lets the page install it. Installing it copies every page and chunk of the site (about 4 MB in 240 requests):
 * some 7 s of processor time on a 2-core runner, in every fresh context, competing with the test's own steps; the
 * other tests run with registration blocked, as on a browser without service workers (the app then works online the
 * same way, and says it is not ready offline).
 */
export const SERVICE_WORKER = '@service-worker';
/** The options of a test tagged as needing the service worker. */
export const WITH_SERVICE_WORKER = { tag: SERVICE_WORKER };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serviceWorkers: async ({}, use, testInfo) => use(testInfo.tags.includes(SERVICE_WORKER) ? 'allow' : 'block'),
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  // Pages arrive rendered and come alive when hydrated: goto and reload wait until the page is live (as a person
  // would see the buttons answer), so a test never presses a button the app has not taken over yet. The same holds
  // for pages of contexts a test opens itself.
  page: async ({ page, javaScriptEnabled }, use) => {
    // The test's own page: its context was made before the options were applied, so decide here.
    if (javaScriptEnabled === false) originalNavigation.get(page)?.();
    else waitForLiveOnNavigation(page);
    await use(page);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        // A context a test opens itself follows the same rule as its own.
        const serviceWorkers = options?.serviceWorkers ?? (taggedForServiceWorker() ? 'allow' : 'block');
        const context = await newContext({ ...options, serviceWorkers });
        if (serviceWorkers === 'allow') serviceWorkerAllowed.add(context);
        await keepOfflineOffline(context);
        if (options?.javaScriptEnabled !== false) context.on('page', waitForLiveOnNavigation);
        watchPageErrors(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  requests: async ({ context }, use) => {
    const seen: string[] = [];
    context.on('request', (r) => seen.push(r.url()));
    await use(seen);
  },
  context: async ({ context, serviceWorkers }, use) => {
    if (serviceWorkers === 'allow') serviceWorkerAllowed.add(context);
    await keepOfflineOffline(context);
    await use(context);
  },
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      watchPageErrors(context);
      currentErrors = errors;
      await use(errors);
      currentErrors = undefined;
      expect(errors, 'hydration errors and words drawn before their catalogue loaded').toEqual([]);
    },
    { auto: true },
  ],
});

/** Contexts whose pages may install the service worker. */
const serviceWorkerAllowed = new WeakSet<BrowserContext>();
/** The running test's list of hydration errors: pages of every context report to it, a page shared by tests too. */
let currentErrors: string[] | undefined;
const watchedContexts = new WeakSet<BrowserContext>();

/** Contexts whose pages hear no false `online` while the test holds them offline. */
const offlineKept = new WeakSet<BrowserContext>();

/**
 * While a test holds its context offline (setOffline(true)), no window of it hears the browser say `online`. Chromium
 * lifts its offline emulation from the page a reload replaces, which then heard a connection that was never back: its
 * outbox replayed in the device worker, whose request reached the server, so what the test had just seen kept on the
 * device was sent. A device really offline says no such thing. Going back online lets the event through as before,
 * and an `online` a test dispatches itself (not trusted) always passes. Workers and `navigator.onLine` are left alone.
 */
async function keepOfflineOffline(context: BrowserContext): Promise<void> {
  if (offlineKept.has(context)) return;
  offlineKept.add(context);
  await context.addInitScript(() => {
    const scope = window as typeof window & { __heldOffline?: boolean };
    // Every new document (a reload's too) starts held if the context is offline as it loads.
    scope.__heldOffline = !navigator.onLine;
    window.addEventListener('online', (event) => event.isTrusted && scope.__heldOffline && event.stopImmediatePropagation(), true);
  });
  const setOffline = context.setOffline.bind(context);
  const hold = (offline: boolean) =>
    Promise.all(
      context.pages().flatMap((page) =>
        page.frames().map((frame) =>
          frame
            .evaluate((value) => {
              (window as typeof window & { __heldOffline?: boolean }).__heldOffline = value;
            }, offline)
            .catch(() => undefined),
        ),
      ),
    );
  context.setOffline = async (offline) => {
    if (!offline) await hold(false);
    await setOffline(offline);
    if (offline) await hold(true);
  };
}

/** Whether the running test (or hook) is tagged as needing the service worker. */
function taggedForServiceWorker(): boolean {
  try {
    return test.info().tags.includes(SERVICE_WORKER);
  } catch {
    return false;
  }
}

/** Sends the hydration errors (and words drawn before their catalogue) of the context's pages to the running test. */
function watchPageErrors(context: BrowserContext): void {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  const watch = (page: Page) => {
    page.on('pageerror', (e) => HYDRATION_ERROR.test(e.message) && currentErrors?.push(`${page.url()}: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && (HYDRATION_ERROR.test(m.text()) || MISSING_MESSAGE.test(m.text())) && currentErrors?.push(`${page.url()}: ${m.text()}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * One page for the tests of a describe block that each open a page or two of one kind (every public page, say): made
 * once (in beforeAll, with the describe's own options), so each test pays for its own page only, not for a new browser
 * context; a failed test's worker starts again with a new one. Its errors fail the test they happen in, as usual.
 * `serviceWorker`: the shared context installs it first (waited for), for tests that then go offline.
 */
export function sharedPage(
  options: {
    serviceWorker?: boolean;
    setUp?: (page: Page) => Promise<void>;
    contextOptions?: BrowserContextOptions;
    /** Called with the new context before any page of it opens (to record its requests, say). */
    onContext?: (context: BrowserContext) => void | Promise<void>;
  } = {},
): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser, server }) => {
    context = await browser.newContext({ ...options.contextOptions, baseURL: server.baseURL, serviceWorkers: options.serviceWorker ? 'allow' : 'block' });
    await options.onContext?.(context);
    page = await context.newPage();
    if (options.serviceWorker) {
      await page.goto('/');
      await waitForServiceWorker(page);
    }
    await options.setUp?.(page);
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!page) throw new Error('sharedPage() is used inside the describe block that declared it.');
    return page;
  };
}

/**
 * The same fixtures with a server of the file's own (worker scope): for tests that add data other files' tests must
 * not see, or that read totals of everything done on their server.
 */
export const testWithOwnServer = test.extend<object, WorkerFixtures>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

/**
 * Waits until the page's content is live (web/shell/page-ready.tsx): hydrated, or drawn by the app. A page without
 * the app (a server page, another site) or whose script could not load (a test that blocks it) does not wait.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    // Between two documents (a navigation the page started itself) there may be no element yet: not ready.
    if (!html) return false;
    return html.hasAttribute('data-page-ready') || html.hasAttribute('data-test-script-failed') || !document.getElementById('root');
  });
}

const patched = new WeakSet<Page>();
/** Puts a page's own goto and reload back (for a page that runs no scripts). */
const originalNavigation = new WeakMap<Page, () => void>();
/** Makes goto and reload of this page wait for waitForPageReady. */
function waitForLiveOnNavigation(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  // A script that fails to load marks the page, so the wait ends (test instrumentation only).
  const instrumented = page.addInitScript(() =>
    window.addEventListener('error', (e) => e.target instanceof HTMLScriptElement && document.documentElement.setAttribute('data-test-script-failed', ''), true),
  );

  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  originalNavigation.set(page, () => {
    page.goto = goto;
    page.reload = reload;
  });
  page.goto = async (...args) => {
    await instrumented;
    const res = await goto(...args);
    if (args[0] !== 'about:blank') await waitForPageReady(page);
    return res;
  };
  page.reload = async (...args) => {
    await instrumented;
    const res = await reload(...args);
    await waitForPageReady(page);
    return res;
  };
}

/**
 * Lets goto and reload of this page return as soon as the page is there, not once it is live: for tests of what
 * a page does before its app runs (before-live.spec.ts).
 */
export function gotoWithoutWaitingForLive(page: Page): void {
  originalNavigation.get(page)?.();
}

/** The page quick exit leaves for: the real site cannot be reached from here. */
export const WEATHER_PAGE = '<!doctype html><title>Weather</title><h1>Weather forecast</h1>';

/**
 * Answers for the quick-exit site while `leave` runs (the click and the wait until she is there), then stops. Only
 * around the exit: while a context has a route, the browser holds every request it makes for the test runner to see
 * (the service worker's install of some 240 files too), about 0.4 s of processor time a page.
 */
export async function leaveForWeather(context: BrowserContext, leave: () => Promise<void>): Promise<void> {
  const site = `${new URL(QUICK_EXIT_URL).origin}/**`;
  const answer = (route: Route) => route.fulfill({ contentType: 'text/html', body: WEATHER_PAGE });
  await context.route(site, answer);
  try {
    await leave();
  } finally {
    await context.unroute(site, answer);
  }
}

/** What AxeBuilder evaluates in place of axe's script once the frames have it (see below). */
const AXE_ALREADY_IN_PAGE = ';';

/** Fails on any serious or critical axe violation on the page as it is now, target sizes included. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // target-size (WCAG 2.2, 2.5.8: every target at least 24 x 24 px) is off in axe by default: on here, on every page.
  // It counts a control scrolled under the sticky header as covered, so the check runs from the top of the page (what
  // passes under the header while scrolling is the header's doing, checked by tap-targets.spec.ts).
  await page.evaluate(() => window.scrollTo(0, 0));
  // Run in the page itself (legacy mode): the default mode also opens a blank page and compiles axe there again to
  // merge the frames' results, which tripled the check's cost (about 3 s a check on a 2-core runner, 1 s this way). The
  // pages have no frame of another origin to reach (Stripe's script is not loaded in tests). Only violations carry
  // their every element: passes are not read, and serialising them was a third of the cost.
  // axe's 580 KB script is compiled once per document: AxeBuilder's legacy mode evaluates it twice on every check
  // (about 0.4 s of processor time a check). A frame that has it already gets a no-op in its place.
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function').catch(() => true))) await frame.evaluate(axe.source);
  }
  const results = await new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_PAGE })
    .setLegacyMode(true)
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Waits until a service worker controls the page (the first install claims open pages; reload as a fallback). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // Blocked, it would never come: say why at once rather than at the test's time-out.
  if (!serviceWorkerAllowed.has(page.context())) throw new Error(`A test that waits for the service worker is tagged ${SERVICE_WORKER} (WITH_SERVICE_WORKER).`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/**
 * Waits until `check`, run in the page, resolves to true. For a check that must wait on the page (IndexedDB, the
 * service worker's registration): page.waitForFunction takes the promise such a check returns as its truthy answer
 * and ends at once, whatever it resolves to. A check that fails while the page navigates is simply tried again.
 */
export async function waitInPage(page: Page, check: () => Promise<boolean>, message: string, timeout = 20_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(check).catch(() => false), { message, timeout, intervals: [50, 100, 250, 500] })
    .toBe(true);
}

/** Waits until the directory sync has stored something on the device. Never creates the database, never holds it open. */
export async function waitForDeviceData(page: Page): Promise<void> {
  // Done when the sync has recorded its cursor (it writes the listings in slices, the cursor after the last one).
  await waitInPage(page, async () => {
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('women-help');
      // Not created by the app yet: abort, so we do not create an empty one that the app would then have to upgrade.
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('resources') || !db.objectStoreNames.contains('syncMeta')) {
          db.close();
          return resolve(false);
        }
        const tx = db.transaction(['resources', 'syncMeta']);
        const count = tx.objectStore('resources').count();
        const meta = tx.objectStore('syncMeta').get('resources');
        tx.oncomplete = () => {
          db.close();
          resolve(count.result > 0 && meta.result !== undefined);
        };
        tx.onerror = () => {
          db.close();
          resolve(false);
        };
      };
      open.onerror = () => resolve(false);
    });
  }, 'the directory on the device');
}

/** Waits until the device holds a state's own listings (the directory sync's scope names it). Creates nothing. */
export async function waitForStateOnDevice(page: Page, state: string): Promise<void> {
  const holds = (code: string) =>
    new Promise<boolean>((resolve) => {
      const open = indexedDB.open('women-help');
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('syncMeta')) return (db.close(), resolve(false));
        const row = db.transaction('syncMeta').objectStore('syncMeta').get('resources');
        row.onsuccess = () => {
          db.close();
          resolve(((row.result as { scope?: string } | undefined)?.scope ?? '').split(',').includes(code));
        };
        row.onerror = () => (db.close(), resolve(false));
      };
      open.onerror = () => resolve(false);
    });
  await expect
    .poll(() => page.evaluate(holds, state).catch(() => false), { message: `${state}'s listings on the device`, timeout: 20_000, intervals: [50, 100, 250, 500] })
    .toBe(true);
}

/** Waits until the page has stopped scrolling (a smooth scroll to an anchor): the same position for ten frames. */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Waits until the page has stopped changing: no change to its elements for twenty frames in a row and 300 ms (a list
 * drawn in steps, a live query's answer from the device). For a check of what happened meanwhile (layout shifts, an
 * offer that must not appear), in place of a fixed wait.
 */
export async function waitForQuietPage(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quietFrames = 0;
        let changedAt = performance.now();
        const observer = new MutationObserver(() => {
          quietFrames = 0;
          changedAt = performance.now();
        });
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        const frame = () => {
          if (++quietFrames >= 20 && performance.now() - changedAt >= 300) {
            observer.disconnect();
            resolve();
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
