// A connection that drops while a page's later parts are on their way (a first visit, before the service worker holds
// them): once it is back, the page is whole; a part that still cannot be fetched says so in its own place.
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const newsletter = (page: import('@playwright/test').Page) => page.locator('#newsletter');
const pageError = (page: import('@playwright/test').Page) => page.getByRole('heading', { name: 'This page could not be shown' });

test('offline just after the page loads: once back online, the toasts and the newsletter form arrive and work', async ({ page, context }) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  await page.goto('/');
  await context.setOffline(true);
  // Later parts (the device database's code, the form's, the toasts') were asked for while offline and could not be
  // fetched: what this test is about.
  await expect.poll(() => failed.filter((path) => path.startsWith('/assets/')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);

  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await expect(page.getByText('Back online', { exact: true })).toBeVisible();
  await newsletter(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your email address.' })).toBeVisible();
  await expect(pageError(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a part that fails once while online is asked for again and arrives', async ({ page }) => {
  let refused = 0;
  await page.route('**/assets/newsletter-form-*.js', (route) => (refused++ === 0 ? route.abort('connectionreset') : route.continue()));
  await page.goto('/');
  await newsletter(page).getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
  await newsletter(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Check your email address' })).toBeVisible();
  expect(refused).toBeGreaterThanOrEqual(2);
  await expect(pageError(page)).toHaveCount(0);
});

test('a part that cannot be fetched at all says so in its place; the rest of the page works and passes axe', async ({ page, context }) => {
  await page.route('**/assets/newsletter-form-*.js', (route) => route.abort('connectionreset'));
  await page.goto('/');
  const said = newsletter(page).getByRole('status').filter({ hasText: 'This part of the page could not be loaded.' });
  await expect(said).toBeVisible({ timeout: 15_000 });
  const tryAgain = newsletter(page).getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();
  await expect(pageError(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // "Try again" reloads the page: offline, with no service worker yet, that would lose it, so it waits.
  await context.setOffline(true);
  await expect(tryAgain).toHaveCount(0);
  await expect(said).toBeVisible();
  await context.setOffline(false);
  await expect(tryAgain).toBeVisible();
  await page.getByRole('link', { name: 'Get Help Now' }).first().click();
  await expect(page).toHaveURL('/emergency');
});

test('a page opened offline before its code is on the device says it will open when the connection is back, then opens', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline. This page will open when the connection is back.' })).toBeVisible();
  await expect(pageError(page)).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(pageError(page)).toHaveCount(0);
});

test('a part of the sticky header that cannot be fetched is left out: the header does not grow, the crisis lines stay', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  // The emergency widget's code, in one chunk with the shell's other later parts (vite.config.ts).
  await page.route('**/assets/shell-parts-*.js', (route) => route.abort('connectionreset'));
  await page.goto('/');
  const header = page.locator('header').first();
  const before = (await header.boundingBox())?.height;
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  // The widget's button (as built) goes once its code has failed three times (at once, 1 s and 3 s later).
  await expect(header.getByRole('button', { name: /emergency/i })).toHaveCount(0, { timeout: 15_000 });
  await expect(header.getByText('This part of the page could not be loaded.')).toHaveCount(0);
  expect((await header.boundingBox())?.height).toBe(before);
  await expect(page.getByRole('region', { name: 'Crisis help' }).getByRole('link', { name: /1-800-799-7233/ })).toBeVisible();
  await expect(header.getByRole('link', { name: /Quick exit/ })).toBeVisible();
});
