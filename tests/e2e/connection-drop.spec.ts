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

test('a part that cannot be fetched at all says so in its place; the rest of the page works and passes axe', async ({ page }) => {
  await page.route('**/assets/newsletter-form-*.js', (route) => route.abort('connectionreset'));
  await page.goto('/');
  const said = newsletter(page).getByRole('status').filter({ hasText: 'This part of the page could not be loaded.' });
  await expect(said).toBeVisible({ timeout: 15_000 });
  await expect(said.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(pageError(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
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
