// The three built-in directories in Chromium: summary counts, search, each filter, Clear all filters, the empty
// states word for word, filters kept in the address, and the pages offline after one visit.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { OWNER_CATEGORIES } from '../../shared/directories/schemas.ts';
import { expect, expectNoSeriousA11yViolations, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';

const data = <T>(file: string, key: string) => (JSON.parse(readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as Record<string, T[]>)[key] ?? [];
const orgs = data<{ category: string; name: string }>('organizations.json', 'organizations');
const funds = data<{ category: string }>('funding-sources.json', 'fundingSources');
const owners = data<{ category: string; ethnicity: string; name: string }>('business-owners.json', 'businessOwners');

const summary = (page: Page) => page.locator('main [data-summary]');

test('organizations: all, a search, a category, Clear all filters, and the empty state', async ({ page }) => {
  await page.goto('/organizations-growth');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations for Growth' })).toBeVisible();
  await expect(summary(page)).toHaveText(`Showing all ${orgs.length} organizations`);
  await expect(page.getByRole('button', { name: /^National \(\d+\)$/ })).toHaveText(`National (${orgs.filter((o) => o.category === 'national-government').length})`);
  await expectNoSeriousA11yViolations(page);

  // Typed key by key, fast: no letter is lost; the words stay out of the address (a category choice is kept there).
  await page.getByRole('searchbox', { name: 'Search organizations' }).pressSequentially('  ENGINEER ', { delay: 5 });
  await expect(page.getByRole('searchbox', { name: 'Search organizations' })).toHaveValue('  ENGINEER ');
  await expect(summary(page)).toHaveText(/^Showing \d+ of \d+ organizations for “ENGINEER”$/);
  await expect(page).toHaveURL('/organizations-growth');
  const shown = await page.getByRole('article').count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(orgs.length);

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(summary(page)).toHaveText(`Showing all ${orgs.length} organizations`);
  // The button went away; keyboard focus is back in the search box, and screen readers hear the new count once.
  await expect(page.getByRole('searchbox', { name: 'Search organizations' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `Showing all ${orgs.length} organizations` })).toHaveCount(1);
  // A mistyped category in a link shows everything rather than nothing.
  await page.goto('/organizations-growth?category=bogus');
  await expect(summary(page)).toHaveText(`Showing all ${orgs.length} organizations`);
  await page.getByRole('button', { name: /^Regional/ }).click();
  const regional = orgs.filter((o) => o.category === 'regional-local').length;
  await expect(page.getByRole('article')).toHaveCount(regional);
  await expect(page.getByRole('heading', { level: 2, name: 'Regional & Local Organizations' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Regional/ })).toHaveAttribute('aria-pressed', 'true');
  // Kept in the address: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(regional);

  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('no such organization anywhere');
  await expect(page.getByRole('heading', { name: 'No organizations found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or filters to find relevant organizations.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search organizations' })).toBeFocused();
  await expect(page.getByRole('article')).toHaveCount(regional);
});

test('funding: counts, search, a category, badges cut at five, the empty card and Additional Resources', async ({ page }) => {
  await page.goto('/financing-grants');
  await expect(page.getByRole('heading', { level: 1, name: 'Financing and Grant Opportunities' })).toBeVisible();
  await expect(summary(page)).toHaveText(`Showing all ${funds.length} funding sources`);
  await expect(page.getByRole('heading', { name: 'Additional Resources' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const list of await page.getByRole('list', { name: /^Industries funded by/ }).all()) {
    expect(await list.locator('li').filter({ hasNotText: /more$/ }).count()).toBeLessThanOrEqual(5);
  }
  await page.getByRole('button', { name: /^Angel/ }).click();
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3 }) }).first()).toBeVisible();
  await expect(summary(page)).toHaveText(`Showing ${funds.filter((f) => f.category === 'angel-networks').length} of ${funds.length} funding sources`);
  await page.getByRole('searchbox', { name: 'Search funding sources' }).fill('qqqq no match');
  await expect(page.getByRole('heading', { name: 'No funding sources match your criteria' })).toBeVisible();
  await expect(page.getByText(/Categories: Venture Capital, Angel Networks, Government Programs, Corporate Grants \+3 more/)).toBeVisible();
  await page.locator('main').getByRole('button', { name: 'Clear all filters' }).last().click();
  await expect(summary(page)).toHaveText(`Showing all ${funds.length} funding sources`);
});

test('business owners: tiles from the data, heritage AND category AND text, Clear all filters, the resources tab', async ({ page }) => {
  await page.goto('/women-owned-businesses');
  await expect(page.getByRole('heading', { level: 1, name: 'Women Owned Businesses' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'About these profiles' }).getByRole('listitem').first()).toHaveText(`${owners.length}business owner profiles`);
  await expect(page.getByRole('tab', { name: `Business Owners (${owners.length})` })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Key Market Insights' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="insights"] li')).toHaveCount(5);
  await expect(summary(page)).toHaveText(`Showing all ${owners.length}`);
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Latina Women' }).click();
  const latina = owners.filter((o) => o.ethnicity === 'latina');
  await expect(summary(page)).toHaveText(`Showing ${latina.length} of ${owners.length} business owners`);
  const cat = latina[0]!.category;
  const both = latina.filter((o) => o.category === cat);
  const title = OWNER_CATEGORIES.find((c) => c.key === cat)!.title;
  await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: `${title} (${owners.filter((o) => o.category === cat).length})` }).click();
  await expect(summary(page)).toHaveText(`Showing ${both.length} of ${owners.length} business owners`);
  await page.getByRole('searchbox', { name: 'Search business owners' }).fill('zzzz nobody');
  await expect(page.getByRole('heading', { name: 'No business owners found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(summary(page)).toHaveText(`Showing all ${owners.length}`);

  await page.getByRole('tab', { name: /^Business Resources \(\d+\)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Business resources' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search business resources' }).fill('qqqzzz');
  await expect(page.getByText('No Business Resources Found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('all three directories open offline after one visit', WITH_SERVICE_WORKER, async ({ page, context }) => {
  for (const [path, count] of [['/organizations-growth', orgs.length], ['/financing-grants', funds.length], ['/women-owned-businesses', owners.length]] as const) {
    await page.goto(path);
    await waitForServiceWorker(page);
    await expect(summary(page)).toHaveText(new RegExp(`^Showing all ${count}\\b`));
  }
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline. Showing the copy on this device', { exact: false })).toBeVisible();
  await expect(summary(page)).toHaveText(`Showing all ${owners.length}`);
  await page.goto('/organizations-growth');
  await expect(summary(page)).toHaveText(`Showing all ${orgs.length} organizations`);
  await page.goto('/financing-grants');
  await expect(summary(page)).toHaveText(`Showing all ${funds.length} funding sources`);
  await context.setOffline(false);
});
