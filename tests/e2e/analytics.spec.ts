// /analytics in Chromium: the sample figures, labelled, while nothing is counted (a browser with Global Privacy
// Control sends nothing, nor does the emergency page); then a visit counted anonymously (no cookie, no identifier)
// showing in the figures; the periods, the four tabs, the export download, and the figures offline.
import { readFileSync } from 'node:fs';
import type { Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test as base, waitForServiceWorker } from './fixtures.ts';
import { startServer, type RunningServer } from './server.ts';

// A server of its own: the figures are totals of everything every test's browser did.
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
});

test('the emergency page counts and sends nothing', async ({ page, requests }) => {
  await page.goto('/emergency');
  await page.getByRole('tab', { name: 'Emergency Contacts' }).click();
  await hidePage(page);
  await page.waitForTimeout(300);
  expect(requests.filter((u) => u.endsWith(COUNTS))).toEqual([]);
  // Still nothing counted anywhere: the figures are the samples.
  const figures = (await (await page.request.get('/api/analytics')).json()) as { sample: boolean };
  expect(figures.sample).toBe(true);
});

test('a visit is counted anonymously and shows in the figures; periods, tabs and the report download', async ({ page, context }) => {
  const batches: Request[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith(COUNTS)) batches.push(r);
  });
  await page.goto('/resources/housing-shelter');
  await page.getByRole('searchbox').first().fill('legal aid');
  await page.waitForTimeout(1800); // a search is counted once the text rests
  // Leaving the page sends what it counted (Chromium does not report that last request of a page to the test).
  await page.goto('/analytics');
  await expect(page.getByRole('list', { name: 'Totals' })).toBeVisible();
  await expect(page.getByText('Sample figures: these are examples, not real data.')).toBeHidden();

  // What left the browser: counts only, without a cookie or anything that points to her.
  expect(batches.length).toBeGreaterThan(0);
  for (const r of batches) {
    const headers = await r.allHeaders();
    expect(headers.cookie).toBeUndefined();
    const body = r.postDataJSON() as { counts: Record<string, unknown>[] };
    expect(Object.keys(body)).toEqual(['counts']);
    for (const c of body.counts) expect(Object.keys(c).sort()).toEqual(['category', 'event', 'n', 'state']);
    expect(JSON.stringify(body)).not.toContain('legal aid');
  }

  const totals = page.getByRole('list', { name: 'Totals' });
  await expect(totals.getByRole('listitem').filter({ hasText: 'Visits' }).getByText('2', { exact: true })).toBeVisible();
  await expect(totals.getByRole('listitem').filter({ hasText: 'Directory views' }).getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Category performance' })).toContainText('Housing & Shelter1 view');
  await expectNoSeriousA11yViolations(page);

  // Periods: 6 months by default, then 3 months and 1 year, kept in the address.
  await expect(page.getByRole('button', { name: '6 Months' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '3 Months' }).click();
  await expect(page).toHaveURL(/period=3months/);
  await expect(page.getByRole('button', { name: '3 Months' })).toHaveAttribute('aria-pressed', 'true');
  const today = new Date();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
  await expect(page.getByText(`Counted from ${start.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Platform Usage' }).click();
  await expect(page.getByRole('region', { name: 'Growth over the last three months' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Insights' })).toContainText('Housing & Shelter is the most viewed category, with 1 view in the period.');
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
  expect(file.suggestedFilename()).toMatch(/^impact-analytics-1year-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('section,item,measure,value');
  expect(csv).toContain('Overview,Visits,count,2');
  expect(csv).toContain('Category performance,Housing & Shelter,views,1');
  expect(csv).toContain('Resource gaps,California: Housing & Shelter,gap score (out of 10),');
  expect(csv).toContain('Legislative tracking,Pregnant Workers Fairness Act,status,Active');
});

test('the last figures stay readable offline, and say when they were made', async ({ page, context }) => {
  await page.goto('/analytics');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Totals' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impact Analytics Dashboard');
  await expect(page.getByRole('list', { name: 'Totals' })).toBeVisible();
  await expect(page.getByText('Sample figures: these are examples, not real data.')).toBeHidden();
  await expect(page.getByText(/figures of /)).toBeVisible();
  await context.setOffline(false);
});
