// Quick exit: each trigger blanks the page and leaves for the weather site, and Back does not return to us.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { QUICK_EXIT_URL } from '../../shared/limits.ts';
import { EARLY_SCRIPT_MARK } from '../../shared/page-html.ts';
import { QUICK_EXIT_USED_KEY } from '../../shared/quick-exit-rules.ts';

const WEATHER = new URL(QUICK_EXIT_URL);

/** The weather site cannot be reached from here: answer for it locally, and note the Referer it was sent. */
async function stubWeather(context: BrowserContext): Promise<{ referers: (string | undefined)[] }> {
  const seen = { referers: [] as (string | undefined)[] };
  await context.route(`${WEATHER.origin}/**`, async (route) => {
    seen.referers.push(route.request().headers()['referer']);
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather forecast</h1>' });
  });
  return seen;
}

/** Visits three pages of the site inside the app, as someone browsing would. */
async function browse(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us', exact: true }).click();
  await expect(page).toHaveURL('/contact');
  // The page has arrived (as she would see it): a page still loading moves focus to its heading when it comes.
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
}

async function expectLeftForGood(page: Page): Promise<void> {
  await expect(page).toHaveURL(QUICK_EXIT_URL);
  await expect(page.getByRole('heading', { name: 'Weather forecast' })).toBeVisible();
  await page.goBack();
  // Back leads to where the visitor was before our site, never to one of our pages.
  expect(page.url()).toBe('about:blank');
  // Forward, and Forward again past the weather page, never shows the site either.
  await page.goForward();
  await expect(page).toHaveURL(QUICK_EXIT_URL);
  await page.goForward().catch(() => undefined);
  await expect(page).toHaveURL(QUICK_EXIT_URL);
  await expect(page.getByRole('heading', { name: 'Weather forecast' })).toBeVisible();
}

test('the Quick exit button is the first thing keyboard focus reaches, and leaves with no way Back', async ({ page, context }) => {
  const weather = await stubWeather(context);
  await browse(page);
  // A fresh load of a page (here, by reload) starts keyboard focus at the top.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const button = page.getByRole('link', { name: 'Quick exit' });
  await expect(button).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expectLeftForGood(page);
  expect(weather.referers).toEqual([undefined]);
});

test('Escape three times within 2 seconds leaves; the page is blanked at once', async ({ page, context }) => {
  await stubWeather(context);
  await browse(page);
  // The page notes what it looks like the moment quick exit starts, in its own storage (written at once, and still
  // there after the page is gone): the page being left must already be blank, under a neutral title.
  await page.evaluate(() => {
    new MutationObserver(() => {
      const blank = [...document.body.children].every((el) => getComputedStyle(el).display === 'none');
      localStorage.setItem('quick-exit-probe', JSON.stringify({ blank, title: document.title }));
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expectLeftForGood(page);
  const reader = await context.newPage();
  await reader.goto('/robots.txt');
  const seen = await reader.evaluate(() => localStorage.getItem('quick-exit-probe'));
  expect(JSON.parse(seen ?? 'null')).toEqual({ blank: true, title: 'Weather' });
});

test('after quick exit from a three-page visit, the tab’s history holds no entry of the site', async ({ page, context, server }) => {
  await stubWeather(context);
  await browse(page);
  // A same-page anchor (the skip link) adds no entry either.
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  const cdp = await context.newCDPSession(page);
  const before = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string; title: string }[] };
  expect(before.entries.filter((e) => e.url.startsWith(server.baseURL))).toHaveLength(1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(QUICK_EXIT_URL);
  const after = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string; title: string }[] };
  expect(after.entries.map((e) => e.url)).toEqual(['about:blank', QUICK_EXIT_URL]);
  expect(after.entries.map((e) => e.title).join(' ')).not.toMatch(/Women|Help|Contact|About/);
});

test('Escape pressed slowly, or only twice, does not leave', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(2100);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Shift three times on its own leaves, but typing capitals does not', async ({ page, context }) => {
  await stubWeather(context);
  await browse(page);
  // Shift held with letters (capitals) never counts.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.down('Shift');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Shift');
  }
  await page.waitForTimeout(200);
  await expect(page).toHaveURL('/contact');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift');
  await expectLeftForGood(page);
});

test('arriving by Back after a quick exit leaves again at once, even before the app has loaded', async ({ page, context, server }) => {
  await stubWeather(context);
  await page.goto('/about');
  // She left with Quick exit earlier in this tab (the mark the exit leaves), and went on to another site.
  await page.evaluate((key) => sessionStorage.setItem(key, '1'), QUICK_EXIT_USED_KEY);
  await page.goto(QUICK_EXIT_URL);
  // From now on the app's code cannot load: only the first HTML's own early script can act.
  await context.route(`${server.baseURL}/assets/*.js`, (route) => route.abort());
  await page.goBack().catch(() => undefined);
  await expect(page).toHaveURL(QUICK_EXIT_URL);
  await expect(page.getByRole('heading', { name: 'Weather forecast' })).toBeVisible();
});

test('opening the site afresh after a quick exit forgets it: Back between pages reached before the app loaded stays on the site', async ({ page, context, server }) => {
  await stubWeather(context);
  await page.goto('/emergency');
  // She left with Quick exit earlier in this tab (the mark the exit leaves)...
  await page.evaluate((key) => sessionStorage.setItem(key, '1'), QUICK_EXIT_USED_KEY);
  // ...and now opens the site again, on a slow phone where the app has not loaded yet.
  await context.route(`${server.baseURL}/assets/*.js`, (route) => route.abort());
  await page.goto('/about');
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), QUICK_EXIT_USED_KEY)).toBeNull();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us', exact: true }).click();
  await expect(page).toHaveURL('/contact');
  await page.goBack().catch(() => undefined);
  await expect(page).not.toHaveURL(QUICK_EXIT_URL);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test.describe('before the app has loaded (its script blocked)', () => {
  for (const how of ['the button', 'Escape three times'] as const) {
    test(`${how} leaves the site, and the tab's history holds no entry of it`, async ({ page, context, server }) => {
      await stubWeather(context);
      // Only the app's own bundle is held back: the first HTML, which carries the small early script, still arrives.
      await context.route(`${server.baseURL}/assets/*.js`, (route) => route.abort());
      await page.goto('about:blank');
      await page.goto('/');
      const exit = page.getByRole('link', { name: 'Quick exit' });
      await expect(exit).toBeVisible();
      // The page arrives rendered: the crisis banner's numbers are there without the app.
      await expect(page.getByRole('region', { name: 'Crisis help' }).getByRole('link', { name: '1-800-799-7233' })).toBeVisible();
      // The early script has run (it marks the page's timeline; wait for it rather than for a fixed time).
      await expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, EARLY_SCRIPT_MARK)).toBe(true);
      await page.waitForLoadState('load');
      if (how === 'the button') await exit.click();
      else for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
      await expect(page).toHaveURL(QUICK_EXIT_URL);
      const cdp = await context.newCDPSession(page);
      const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string }[] };
      expect(entries.map((e) => e.url)).toEqual(['about:blank', QUICK_EXIT_URL]);
      await page.goBack();
      expect(page.url()).toBe('about:blank');
    });
  }

  test('a plain link tapped first replaces the page: after Escape three times the history holds nothing of the site', async ({ page, context, server }) => {
    await stubWeather(context);
    await context.route(`${server.baseURL}/assets/*.js`, (route) => route.abort());
    await page.goto('about:blank');
    await page.goto('/resources');
    await expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, EARLY_SCRIPT_MARK)).toBe(true);
    await page.waitForLoadState('load');
    // A plain link of the page (the app, which would handle it, has not loaded).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Emergency & safety', exact: true }).click();
    await expect(page).toHaveURL('/emergency');
    await expect(page.getByRole('heading', { level: 1, name: 'Emergency & safety' })).toBeVisible();
    await expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, EARLY_SCRIPT_MARK)).toBe(true);
    await page.waitForLoadState('load');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await expect(page).toHaveURL(QUICK_EXIT_URL);
    const cdp = await context.newCDPSession(page);
    const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string; title: string }[] };
    expect(entries.map((e) => e.url)).toEqual(['about:blank', QUICK_EXIT_URL]);
    expect(entries.map((e) => e.title).join(' ')).not.toMatch(/Resource Directory|Women|Help/);
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });
});
