// The home page: sections in order, the directory preview from the device, the safety guide, crisis numbers, and layout at both sizes.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData, waitForScrollToSettle } from './fixtures.ts';
import { startServer } from './server.ts';
import { hotline, smsHref, telHref } from '../../shared/hotlines.ts';
import { CATEGORY_LABELS, CORE_CATEGORY_KEYS } from '../../shared/categories.ts';

test('sections come in the spec’s order, and Browse Resources brings the directory into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  const order = ['Our mission', 'Stay informed', 'Women’s health and reproductive rights', 'Shelter and housing', 'Essential resources', 'Latest news', 'Crisis numbers'];
  expect(headings.filter((h) => order.includes(h))).toEqual(order);
  // The sidebar is for wide screens only.
  await expect(page.getByRole('complementary')).toBeHidden();

  const resources = page.locator('#resources');
  await expect(resources).not.toBeInViewport();
  await page.getByRole('button', { name: 'Browse Resources' }).click();
  await expect(resources).toBeInViewport();
  await page.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
  await expect(page.locator('#newsletter')).toBeInViewport();
  // Checked where the smooth scroll ends (mid-scroll, on a busy machine, axe measured the crisis bar's links as
  // they passed under other controls).
  await waitForScrollToSettle(page);
  await expectNoSeriousA11yViolations(page);
});

test('each category shows up to four titles from the device, and links to its page', async ({ page }) => {
  await page.goto('/');
  await waitForDeviceData(page);
  for (const key of CORE_CATEGORY_KEYS) {
    const card = page.locator('#resources li').filter({ has: page.getByRole('heading', { name: CATEGORY_LABELS[key], exact: true }) });
    const titles = card.locator('ul li');
    await expect(titles.first()).toBeVisible();
    expect(await titles.count()).toBeGreaterThan(0);
    expect(await titles.count()).toBeLessThanOrEqual(4);
    await expect(card.getByRole('link', { name: /See all/ })).toHaveAttribute('href', `/resources/${key}`);
  }
  await expect(page.getByText('Resources coming soon')).toHaveCount(0);
});

test('a category with no entries says "Resources coming soon"', async ({ browser }) => {
  // A site whose directory has no financial-support entries yet.
  const dir = mkdtempSync(join(tmpdir(), 'whs-data-'));
  const all = JSON.parse(readFileSync(new URL('../../data/resources.json', import.meta.url), 'utf8')) as { resources: { category: string }[] };
  writeFileSync(join(dir, 'resources.json'), JSON.stringify({ resources: all.resources.filter((r) => r.category !== 'financial-support') }));
  const server = await startServer({ env: { DATA_DIR: dir } });
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForDeviceData(page);
    const card = page.locator('#resources li').filter({ has: page.getByRole('heading', { name: 'Financial Support' }) });
    await expect(card.getByText('Resources coming soon')).toBeVisible();
    await expect(page.getByText('Resources coming soon')).toHaveCount(1);
  } finally {
    await context.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the Safety Planning Guide is a real PDF on our own site', async ({ page, request }) => {
  await page.goto('/');
  const download = page.getByRole('link', { name: 'Download the guide (PDF)' });
  const href = await download.getAttribute('href');
  expect(href).toBe('/safety-planning-guide.pdf');
  const res = await request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the crisis numbers are working call and text links, and the sidebar shows on wide screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const block = page.locator('section', { has: page.getByRole('heading', { name: 'Crisis numbers' }) });
  const dv = hotline('domestic-violence');
  await expect(block.locator(`a[href="${telHref(dv.phone ?? '')}"]`)).toBeVisible();
  await expect(block.locator(`a[href="${telHref(hotline('sexual-assault').phone ?? '')}"]`)).toBeVisible();
  await expect(block.locator(`a[href="${smsHref(dv.text?.to ?? '', dv.text?.body)}"]`)).toBeVisible();
  await expect(block.locator('a[href="tel:911"]')).toBeVisible();
  await expect(page.getByRole('complementary')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });
  test('the home page has no serious accessibility problem', async ({ page }) => {
    await page.goto('/');
    await waitForDeviceData(page);
    await expectNoSeriousA11yViolations(page);
  });
});
