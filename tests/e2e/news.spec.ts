// News in Chromium: the news page (live search, a topic filter that filters, Load More), the home block (six
// articles, relative dates, its own topic filter), a team article, and reading the news offline.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';

const cards = (page: Page, scope = page.locator('section[aria-labelledby="latest-news"]')) => scope.getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
/** The cards' dates (their `time` elements) go from newest to oldest. */
async function expectNewestFirst(page: Page) {
  const times = (await cards(page).locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))).map((t) => Date.parse(t));
  expect(times.every((t) => Number.isFinite(t))).toBe(true);
  expect(times).toEqual(times.toSorted((a, b) => b - a));
}

test('the news page lists feed and team articles, searches live, filters by topic, and loads more', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News & Current Events' })).toBeVisible();
  await expect(page).toHaveTitle(/News & Current Events/);
  // The local test feeds (10 articles) and the team's 5 explainers: 9 at first.
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByText('Showing 9 of 15 articles.')).toBeVisible();
  const first = cards(page).first();
  await expect(first).toContainText('Rights Desk');
  await expect(first).toContainText('State legislature passes paid family leave bill');
  await expect(first.getByRole('link', { name: /Read Full Article/ })).toHaveAttribute('href', 'https://rights.example.org/2026/paid-family-leave');
  await expect(first.getByRole('link', { name: /Read Full Article/ })).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);

  // Load More Articles shows the rest, moves focus to the first new card, and goes away when there is no more.
  await page.getByRole('button', { name: 'Load More Articles' }).click();
  await expect(cards(page)).toHaveCount(15);
  await expect(page.locator(':focus')).toHaveText(/Read Full Article/);
  await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);

  // Live search on title or description, case-insensitive.
  const search = page.getByRole('searchbox', { name: 'Search the news' });
  await search.fill('CONTRACEPTION');
  await expect.poll(() => cardTitles(page)).toEqual(['New clinic network widens access to contraception']);
  await search.fill('landlords'); // only in a description
  await expect.poll(() => cardTitles(page)).toEqual(['Court ruling expands protections for domestic violence survivors']);
  await search.fill('zzz nothing');
  await expect(page.getByRole('heading', { name: 'No news articles found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or topic filter')).toBeVisible();
  await search.fill('');

  // The topic filter filters: Domestic Violence shows only articles on it, team explainers included.
  // Feed items are dated relative to today and the team's explainers carry fixed dates, so the order between them
  // depends on the day the test runs: check the set, and the order the page promises (newest first by the dates shown).
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Domestic Violence' });
  await expect.poll(async () => (await cardTitles(page)).toSorted()).toEqual([
    'Court ruling expands protections for domestic violence survivors',
    'Helpline funding doubled to answer more survivors of abuse',
    'Looking for help on a shared phone or computer',
    'Safety planning: a private, step-by-step start',
  ]);
  await expectNewestFirst(page);
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Healthcare' });
  await expect.poll(async () => (await cardTitles(page)).toSorted()).toEqual(['Maternal health programs expand in rural counties', 'What to know about menopause care']);
  await expectNewestFirst(page);
  await expectNoSeriousA11yViolations(page);
});

test('a team article opens on our site and reads in full', async ({ page }) => {
  await page.goto('/news');
  // Found by search: how far down the list a team explainer sits depends on how old it is by now.
  await page.getByRole('searchbox', { name: 'Search the news' }).fill('Safety planning');
  const card = cards(page).filter({ hasText: 'Safety planning: a private, step-by-step start' });
  await expect(card).toContainText('Our team');
  await card.getByRole('link', { name: /Read Full Article/ }).click();
  await expect(page).toHaveURL('/news/safety-planning-basics');
  await expect(page.getByRole('heading', { level: 1, name: 'Safety planning: a private, step-by-step start' })).toBeVisible();
  await expect(page).toHaveTitle(/Safety planning: a private, step-by-step start/);
  await expect(page.getByText('A safety plan is not a form you hand to anyone.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/news/no-such-article');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the home news block shows six articles with relative dates, filters by topic, and links to all news', async ({ page }) => {
  await page.goto('/');
  const block = page.locator('#news');
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('article')).toHaveCount(6);
  const first = block.getByRole('article').first();
  await expect(first).toContainText('State legislature passes paid family leave bill');
  // The feed was read when the servers started; a run that crosses midnight reads its dates the next day. Her clock is
  // set to the moment the first article was published, which is the day the feed calls today.
  const published = await first.locator('time').getAttribute('datetime');
  expect(published).toBeTruthy();
  await page.clock.setFixedTime(new Date(published!));
  await page.reload();
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('article')).toHaveCount(6);
  await expect(first.locator('time')).toHaveText('Today');
  await expect(block.getByRole('article').nth(1).locator('time')).toHaveText('Yesterday');
  await expect(block.getByRole('article').nth(2).locator('time')).toHaveText('2 days ago');

  await block.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Women in Politics' });
  await expect.poll(() => block.getByRole('article').getByRole('heading').allInnerTexts()).toEqual([
    'State legislature passes paid family leave bill',
    'Record number of women candidates file for city council election',
  ]);
  await expectNoSeriousA11yViolations(page);
  await block.getByRole('link', { name: 'View All News' }).click();
  await expect(page).toHaveURL('/news');
});

test('offline, the news page and a team article open from what the device kept', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await page.goto('/news');
  await waitForServiceWorker(page);
  await expect(cards(page)).toHaveCount(9);
  // Opening a team article once keeps it (the list already carries its text).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline. These are the articles saved on this device.')).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Load More Articles' }).click();
  await expect(cards(page)).toHaveCount(15);
  await cards(page).filter({ hasText: 'Equal pay at work' }).getByRole('link', { name: /Read Full Article/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Equal pay at work/ })).toBeVisible();
  await expect(page.getByText(/Equal Pay Act of 1963 requires/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
});
