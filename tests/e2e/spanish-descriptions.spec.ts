// The directory's descriptions in Spanish (issue 22): on a Spanish page a national listing shows the Spanish
// description written for it, marked lang="es" and with no "(en inglés)"; a state listing, which has none yet, shows
// its English one marked lang="en" and said so; the English page shows English; a word only the Spanish description
// has finds the listing.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData } from './fixtures.ts';

interface SeedRecord {
  id: string;
  title: string;
  description: string;
  descriptionEs?: string;
}
const all = (JSON.parse(readFileSync(new URL('../../data/resources.json', import.meta.url), 'utf8')) as { resources: SeedRecord[] }).resources;
const byId = (id: string) => all.find((r) => r.id === id)!;
const HOTLINE = byId('national-domestic-violence-hotline');
const TEXAS = byId('dv-coalition-tx');
const HUNGER = byId('national-hunger-hotline');

const card = (page: Page, title: string) => page.locator('main article').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).first();
const search = async (page: Page, words: string) => {
  await page.locator('main').getByRole('searchbox').first().fill(words);
};

test('the data the test relies on: a national listing with Spanish, a state listing without', () => {
  expect(HOTLINE.descriptionEs).toBeTruthy();
  expect(HUNGER.descriptionEs).toContain('hispanohablantes');
  expect(HUNGER.description).not.toContain('hispanohablantes');
  expect(TEXAS.descriptionEs).toBeUndefined();
});

test('/es/resources: a national listing in Spanish with no note, a state listing in English said so; passes axe', async ({ page }) => {
  // The device worker's requests are the context's: the first visit's only directory download already asks for Spanish.
  const feed: string[] = [];
  page.context().on('request', (r) => {
    if (r.url().includes('/api/resources/changes')) feed.push(r.url());
  });
  await page.goto('/es/resources');
  await waitForDeviceData(page);
  expect(feed.length).toBeGreaterThan(0);
  expect(feed.filter((u) => !u.includes('langs=es'))).toEqual([]);
  const hotline = card(page, HOTLINE.title);
  await expect(hotline).toBeVisible();
  const spanish = hotline.locator('p span[lang="es"]');
  await expect(spanish).toHaveText(HOTLINE.descriptionEs!);
  await expect(hotline).not.toContainText('(en inglés)');
  await expect(hotline.locator('[lang="en"]', { hasText: HOTLINE.description })).toHaveCount(0);
  await expect(hotline).not.toContainText(HOTLINE.description);

  await search(page, TEXAS.title);
  const texas = card(page, TEXAS.title);
  await expect(texas).toBeVisible();
  await expect(texas.locator('p span[lang="en"]')).toHaveText(TEXAS.description);
  await expect(texas).toContainText('(en inglés)');
  await expectNoSeriousA11yViolations(page);
});

test('/resources in English shows the English description, with no Spanish and no note', async ({ page }) => {
  await page.goto('/resources');
  await waitForDeviceData(page);
  const hotline = card(page, HOTLINE.title);
  await expect(hotline).toContainText(HOTLINE.description);
  await expect(hotline).not.toContainText(HOTLINE.descriptionEs!);
  await expect(hotline.locator('[lang="es"]')).toHaveCount(0);
  await expect(hotline).not.toContainText('(en inglés)');
});

test('a word only the Spanish description has finds the listing, and its card shows that description', async ({ page }) => {
  await page.goto('/es/resources');
  await waitForDeviceData(page);
  await search(page, 'hispanohablantes');
  const status = page.locator('main p[id$="-status"]').first();
  await expect(status).toHaveText('1 resultado para “hispanohablantes”');
  await expect(card(page, HUNGER.title).locator('p span[lang="es"]')).toHaveText(HUNGER.descriptionEs!);
});
