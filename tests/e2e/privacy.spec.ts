// Privacy: the pages talk to our own origin only, and the crisis numbers are in the HTML before any script runs.
import type { Page } from '@playwright/test';
import { expect, sharedPage, test, waitForDeviceData, WITH_SERVICE_WORKER } from './fixtures.ts';
import { EMERGENCY_NUMBER, hotline, smsHref, telHref } from '../../shared/hotlines.ts';

// Page by page on one browser page with the service worker (its install and its own requests count too): each test
// checks every request the context has made so far, so a request another origin gets at any moment fails the test
// that was running. So does anything the site's Content Security Policy refuses (an eval, an inline script or style),
// even when the page's code catches the refusal.
test.describe('no page makes a request to another origin, or does what its CSP refuses', WITH_SERVICE_WORKER, () => {
  const seen: string[] = [];
  const refused: string[] = [];
  let origin = '';
  const shared = sharedPage({
    serviceWorker: true,
    onContext: async (context) => {
      context.on('request', (r) => seen.push(r.url()));
      await context.exposeBinding('cspRefused', ({ page }, what: string) => void refused.push(`${page.url()}: ${what}`));
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { cspRefused(what: string): void }).cspRefused(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
        ),
      );
    },
  });
  const foreign = () => seen.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith('data:') && !u.startsWith('blob:'));
  const PAGES: { title: string; visit: (page: Page) => Promise<void> }[] = [
    { title: 'the home page, its directory downloaded and the worker installed', visit: async (page) => {
      await page.goto('/');
      await waitForDeviceData(page);
    } },
    { title: 'a missing page', visit: async (page) => void (await page.goto('/a-missing-page')) },
    // News from other sites is text only: no images or scripts of theirs are loaded.
    { title: 'the news', visit: async (page) => {
      await page.goto('/news');
      await expect(page.getByRole('article').first()).toBeVisible();
    } },
    { title: 'a team article', visit: async (page) => {
      await page.goto('/news/safety-planning-basics');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } },
    // The ZIP table comes from our own origin; the place she types is resolved on the page.
    { title: 'a place typed on Location Services', visit: async (page) => {
      await page.goto('/location-services');
      await page.getByLabel('Or type a ZIP code, city or state').fill('43215');
      await page.getByRole('button', { name: 'Search this place' }).click();
      await expect(page.getByText('Location found: Columbus, OH 43215')).toBeVisible();
    } },
    { title: 'the housing assistant', visit: async (page) => {
      await page.goto('/shelter-housing');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } },
    // Directory entries link out, but nothing of theirs (logos, fonts) is loaded.
    { title: 'the women-owned businesses', visit: async (page) => {
      await page.goto('/women-owned-businesses');
      await expect(page.getByRole('article').first()).toBeVisible();
    } },
    { title: 'the analytics', visit: async (page) => {
      await page.goto('/analytics?tab=gaps');
      await expect(page.getByRole('heading', { name: 'Legislative tracking' })).toBeVisible();
    } },
    { title: 'the emergency help button', visit: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Emergency help' }).click();
      await page.keyboard.press('Escape');
    } },
  ];
  for (const { title, visit } of PAGES) {
    test(title, async ({ server }) => {
      origin = new URL(server.baseURL).origin;
      await visit(shared());
      expect(seen.length).toBeGreaterThan(3);
      expect(foreign()).toEqual([]);
      expect(refused).toEqual([]);
    });
  }
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('every route still shows the crisis numbers as working links, and its own title', async ({ page }) => {
    const dv = hotline('domestic-violence');
    const text = hotline('crisis-text');
    for (const path of ['/', '/emergency', '/some/unknown/path']) {
      await page.goto(path);
      await expect(page.locator(`a[href="${telHref(EMERGENCY_NUMBER)}"]`).first()).toBeVisible();
      await expect(page.locator(`a[href="${telHref(dv.phone ?? '')}"]`).first()).toContainText(dv.phone ?? '');
      await expect(page.locator(`a[href="${smsHref(text.text?.to ?? '', text.text?.body)}"]`).first()).toContainText('HOME');
      await expect(page.getByRole('link', { name: 'Quick exit' })).toBeVisible();
    }
    await page.goto('/');
    await expect(page).toHaveTitle(/Empowering Women Through Knowledge/);
    await page.goto('/some/unknown/path');
    await expect(page).toHaveTitle(/Page Not Found/);
  });
});
