// What she types never leaves a trail: searches on the directory, a ZIP code on Location Services, words in the legal
// guides and the news stay out of the address, every entry of the tab's history, and the server's request log.
import type { Page } from '@playwright/test';
import { expect, test, waitForDeviceData } from './fixtures.ts';

const WORDS = ['lawyer for custody', 'restraining', '77002', 'custody visa', 'pregnancy fired'];

async function navigationHistory(page: Page): Promise<{ url: string; title: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string; title: string }[] };
  await cdp.detach();
  return entries;
}

function expectNoneOf(text: string, where: string) {
  const lower = decodeURIComponent(text.replace(/\+/g, ' ')).toLowerCase();
  for (const w of WORDS) expect(lower, `${where} holds “${w}”`).not.toContain(w.toLowerCase());
}

test('searches, a ZIP code and guide words stay out of the address, the tab history and our request log', async ({ page, server }) => {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url(), r.headers()['referer'] ?? ''));

  await page.goto('/resources');
  await waitForDeviceData(page);
  const box = page.getByLabel('Search all resources');
  // The device answers at once; the server is asked too (its answer may add listings the device does not hold).
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/resources/search') && r.request().method() === 'POST');
  await box.fill('lawyer for custody');
  await expect(page.getByText(/results? for “lawyer for custody”/).first()).toBeVisible();
  await asked;
  await page.getByRole('link', { name: 'Rights & Advocacy', exact: true }).click();
  await expect(page.getByLabel('Search Rights & Advocacy resources')).toHaveValue('lawyer for custody');
  await page.getByLabel('Search Rights & Advocacy resources').fill('restraining');
  await expect(page.getByText(/results? for “restraining”/).first()).toBeVisible();

  await page.goto('/location-services');
  await page.getByLabel('Or type a ZIP code, city or state').fill('77002');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText(/Location found: Houston, TX/)).toBeVisible();

  await page.goto('/legal-education');
  await page.getByRole('tab', { name: 'Legal Guides' }).click();
  await page.getByRole('tabpanel', { name: 'Legal Guides' }).getByLabel('Search the guides').fill('custody visa');

  await page.goto('/news');
  await page.getByRole('searchbox', { name: 'Search the news' }).fill('pregnancy fired');
  await expect(page.getByRole('searchbox', { name: 'Search the news' })).toHaveValue('pregnancy fired');

  expectNoneOf(page.url(), 'the address');
  for (const entry of await navigationHistory(page)) expectNoneOf(`${entry.url} ${entry.title}`, 'a history entry');
  for (const url of seen) expectNoneOf(url, 'a request address or Referer');
  // The server logged every request of the visit (the search among them), and none of her words.
  await expect.poll(() => server.output()).toContain('POST /api/resources/search');
  expectNoneOf(server.output(), 'the server log');
});
