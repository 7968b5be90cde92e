// /analytics in Chromium: the sample figures, labelled, while nothing is counted (a browser with Global Privacy
// Control sends nothing); counts waiting when she opens the emergency page never sent, not even by quick exit; what
// is sent (bare totals, no cookie or referrer); the figures up to yesterday in the four tabs and three periods, the
// export download, and the figures offline.
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Request } from '@playwright/test';
import { QUICK_EXIT_URL } from '../../shared/limits.ts';
import { expect, expectNoSeriousA11yViolations, leaveForWeather, test as base, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { startServer, type RunningServer } from './server.ts';

// A server of this file's own (defined here, so no other file's tests share its worker): the figures are totals of
// everything every test's browser did.
const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ mode: 'serial' });

const COUNTS = '/api/analytics/counts';

/** Makes the page send what it has counted, as leaving it would. */
async function hidePage(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('with Global Privacy Control nothing is sent, and the page shows the sample figures labelled as samples', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }));
  const sent: string[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith(COUNTS)) sent.push(r.url());
  });
  const page = await context.newPage();
  await page.goto('/resources/housing-shelter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hidePage(page);
  await page.goto('/analytics');
  await expect(page.getByText('Sample figures: these are examples, not real data.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Totals' })).toContainText('15,420');
  await expect(page.getByText('This browser has Global Privacy Control on: nothing is counted from it.')).toBeAttached();
  await page.getByRole('tab', { name: 'Impact Metrics' }).click();
  await expect(page.getByText('Examples, not real people: these show how stories will appear.')).toBeVisible();
  await page.getByRole('tab', { name: 'Resource Gaps' }).click();
  await expect(page.getByText('Montana: Housing & Shelter')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(sent).toEqual([]);
  await context.close();
  expect(rows(server)).toEqual([]);
});

/** The aggregate rows on the server, read from its database file. */
function rows(server: RunningServer): { day: string; event: string; category: string; state: string; count: number }[] {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT day, event, category, state, count FROM usage_counts ORDER BY day, event, category, state').all() as never;
  } finally {
    db.close();
  }
}

test('counts waiting when she opens the emergency page are never sent, not even by quick exit', async ({ page, context, server }) => {
  const footerLink = (name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });
  // Once the page says it is hidden, links are followed from the keyboard: a click waits for animation frames to see
  // the link hold still, and once, in CI, no frame came after that and the click waited out the test.
  const follow = async (link: import('@playwright/test').Locator) => {
    await link.focus();
    await page.keyboard.press('Enter');
  };
  // The control: what the emergency page held is sent once she leaves it by a link.
  await page.goto('/resources/housing-shelter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await footerLink('Emergency & safety').click();
  await expect(page).toHaveURL('/emergency');
  await hidePage(page);
  await page.waitForTimeout(300);
  expect(rows(server)).toEqual([]);
  await follow(footerLink('Resource directory'));
  await expect(page).toHaveURL('/resources');
  // A visit and two lists opened (the page is "hidden" still: each nudge sends what is waiting).
  await expect
    .poll(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return rows(server).reduce((a, r) => a + r.count, 0);
    })
    .toBe(3);
  const before = rows(server);
  // Now a list opened, then the emergency page, then quick exit: nothing more arrives.
  await follow(footerLink('Emergency & safety'));
  await expect(page).toHaveURL('/emergency');
  await leaveForWeather(context, async () => {
    await follow(page.getByRole('link', { name: 'Quick exit' }).first());
    await expect(page).toHaveURL(QUICK_EXIT_URL);
  });
  await page.waitForTimeout(500);
  expect(rows(server)).toEqual(before);
});

test('what is counted leaves as bare totals: no cookie, no referrer, no search words', async ({ page, context, server }) => {
  // A cookie of the site's, to be sure the count request would carry it if it could.
  await context.addCookies([{ name: 'probe', value: 'present', url: server.baseURL }]);
  const batches: Request[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith(COUNTS)) batches.push(r);
  });
  const today = new Date().toISOString().slice(0, 10);
  const todays = () => new Map(rows(server).filter((r) => r.day === today).map((r) => [`${r.event}:${r.category}`, r.count]));
  const earlier = todays();
  await page.goto('/resources/housing-shelter');
  await page.getByRole('searchbox').first().fill('legal aid');
  const added = () => [...todays()].map(([k, n]) => `${k}:${n - (earlier.get(k) ?? 0)}`).filter((e) => !e.endsWith(':0'));
  // A search is counted once the text has rested 1.5 s: the page is sent to the background until it has gone out.
  await expect
    .poll(async () => {
      await hidePage(page);
      return added();
    })
    .toEqual(['search:housing-shelter:1', 'view:housing-shelter:1', 'visit:all:1']);
  expect(batches.length).toBeGreaterThan(0);
  for (const r of batches) {
    const headers = await r.allHeaders();
    expect(headers.cookie).toBeUndefined();
    expect(headers.referer).toBeUndefined();
    const body = r.postDataJSON() as { counts: Record<string, unknown>[] };
    expect(Object.keys(body)).toEqual(['counts']);
    for (const c of body.counts) expect(Object.keys(c).sort()).toEqual(['category', 'event', 'n', 'state']);
    expect(JSON.stringify(body)).not.toContain('legal');
  }
  // Counted once, however many times the page was sent to the background.
  expect(added()).toEqual(['search:housing-shelter:1', 'view:housing-shelter:1', 'visit:all:1']);
});

test('the figures up to yesterday: tabs, periods and the report download', async ({ page, server }) => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const db = new Database(server.dbPath);
  const insert = db.prepare('INSERT INTO usage_counts (day, event, category, state, count) VALUES (?, ?, ?, ?, ?)');
  insert.run(yesterday, 'visit', 'all', '', 40);
  insert.run(yesterday, 'view', 'housing-shelter', '', 12);
  insert.run(yesterday, 'search', 'housing-shelter', '', 5);
  insert.run(yesterday, 'connect', 'housing-shelter', 'CA', 6);
  insert.run(yesterday, 'connect', 'housing-shelter', 'OH', 3);
  db.close();

  await page.goto('/analytics');
  const totals = page.getByRole('list', { name: 'Totals' });
  await expect(totals).toBeVisible();
  await expect(page.getByText('Sample figures: these are examples, not real data.')).toBeHidden();
  await expect(totals.getByRole('listitem').filter({ hasText: 'Visits' }).getByText('40', { exact: true })).toBeVisible();
  await expect(totals.getByRole('listitem').filter({ hasText: 'Directory views' }).getByText('12', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Category performance' })).toContainText('Housing & Shelter12 views');
  const geo = page.getByRole('region', { name: 'Geographic distribution' });
  await expect(geo.getByRole('row', { name: /California/ }).getByRole('cell').first()).toHaveText('5+');
  // Withheld figures sort last; the rest of the states are one press away.
  await expect(geo.getByRole('row', { name: /Ohio/ })).toBeHidden();
  await geo.getByRole('button', { name: 'Show all 51 states' }).click();
  await expect(geo.getByRole('row', { name: /Ohio/ }).getByRole('cell').first()).toHaveText('under 5');
  await expectNoSeriousA11yViolations(page);

  // Periods: 6 months by default, then 3 months and 1 year, kept in the address.
  await expect(page.getByRole('button', { name: '6 Months' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '3 Months' }).click();
  await expect(page).toHaveURL(/period=3months/);
  await expect(page.getByRole('button', { name: '3 Months' })).toHaveAttribute('aria-pressed', 'true');
  const last = new Date(`${yesterday}T12:00:00Z`);
  const start = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - 2, 1));
  const fmt = (d: Date) => d.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  await expect(page.getByText(`Counted from ${fmt(start)} to ${fmt(last)}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Platform Usage' }).click();
  await expect(page.getByRole('region', { name: 'Growth over the last three months' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Insights' })).toContainText('Housing & Shelter is the most viewed category, with 12 views in the period.');
  await expect(page.getByRole('region', { name: 'Insights' })).toContainText('Listings serving California were called, texted or visited most often (5 times or more).');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '1 Year' }).click();
  await expect(page).toHaveURL(/period=1year/);
  await page.getByRole('tab', { name: 'Impact Metrics' }).click();
  await expect(page.getByRole('list', { name: 'Impact metrics' })).toContainText('Never counted');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Resource Gaps' }).click();
  await expect(page.getByRole('region', { name: 'Priority gaps' })).toContainText('California: Housing & Shelter');
  await expect(page.getByRole('region', { name: 'Legislative tracking' })).toContainText('Pregnant Workers Fairness Act');
  await expect(page.getByRole('region', { name: 'Legislative tracking' })).toContainText('Status as of June 30, 2025');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Analytics Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`impact-analytics-1year-${yesterday}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('section,item,measure,value');
  expect(csv).toContain('Overview,Visits,count,40');
  expect(csv).toContain('Category performance,Housing & Shelter,views,12');
  expect(csv).toContain('Geographic distribution,Ohio,"calls, texts and website visits (rounded down to a multiple of 5)",fewer than 5');
  expect(csv).toContain('Geographic distribution,California,"calls, texts and website visits (rounded down to a multiple of 5)",5');
  expect(csv).toContain('Resource gaps,California: Housing & Shelter,gap score (out of 10),');
  expect(csv).toContain('Legislative tracking,Pregnant Workers Fairness Act,status,Active');
});

test('the last figures stay readable offline, and say when they were made', WITH_SERVICE_WORKER, async ({ page, context, server }) => {
  // Figures of its own (two days ago), so that it does not lean on the tests before it.
  const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const db = new Database(server.dbPath);
  db.prepare('INSERT OR IGNORE INTO usage_counts (day, event, category, state, count) VALUES (?, ?, ?, ?, ?)').run(day, 'visit', 'all', '', 9);
  db.close();
  await page.goto('/analytics');
  await waitForServiceWorker(page);
  await page.reload();
  const visits = page.getByRole('list', { name: 'Totals' }).getByRole('listitem').filter({ hasText: 'Visits' });
  await expect(visits).toBeVisible();
  await expect(page.getByText('Sample figures: these are examples, not real data.')).toBeHidden();
  const shownOnline = (await visits.textContent()) ?? '';
  expect(shownOnline).toMatch(/Visits\s*[\d,]+/);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impact Analytics Dashboard');
  await expect(visits).toHaveText(shownOnline);
  await expect(page.getByText('Sample figures: these are examples, not real data.')).toBeHidden();
  await expect(page.getByText(/figures of /)).toBeVisible();
  await context.setOffline(false);
});
