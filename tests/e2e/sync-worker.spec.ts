// The directory sync and the outbox's replays run in the device worker, so they never hold her taps; where workers are
// missing they run in the page. Either way the lists she sees fill in from the device, and a form is sent once.
import type { Page } from '@playwright/test';
import { expect, test, waitForDeviceData, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { fillContactForm } from './contact-form.ts';
import { storedSubjects } from './stored.ts';

test('the first sync runs in the sync worker and the home page lists fill in from what it wrote', async ({ page }) => {
  const workerUrls: string[] = [];
  page.on('worker', (worker) => workerUrls.push(worker.url()));
  const feedRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/resources/changes')) feedRequests.push(request.url());
  });
  // The page's own fetch notes every call to the change feed: the worker has a fetch of its own.
  await page.addInitScript(() => {
    const pageFetch = window.fetch.bind(window);
    const w = window as unknown as { feedFetchesInPage: number };
    w.feedFetchesInPage = 0;
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/resources/changes')) w.feedFetchesInPage++;
      return pageFetch(input, init);
    };
  });
  await page.goto('/');
  await waitForDeviceData(page);
  expect(workerUrls.some((url) => /\/assets\/sync-worker-[\w-]+\.js$/.test(url))).toBe(true);
  expect(feedRequests.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { feedFetchesInPage: number }).feedFetchesInPage)).toBe(0);
  // The page's lists follow the worker's writes (Dexie tells the page across contexts).
  await expect(page.locator('#resources li li').filter({ hasText: /\S/ }).first()).toBeVisible();
});

test('without workers the sync runs in the page and the lists still fill in', async ({ page }) => {
  await page.addInitScript(() => {
    // An old browser: no dedicated workers.
    delete (window as { Worker?: unknown }).Worker;
  });
  const workerUrls: string[] = [];
  page.on('worker', (worker) => workerUrls.push(worker.url()));
  await page.goto('/');
  await waitForDeviceData(page);
  await expect(page.locator('#resources li li').filter({ hasText: /\S/ }).first()).toBeVisible();
  expect(workerUrls.filter((url) => url.includes('sync-worker'))).toEqual([]);
});

/** Counts the page's own POSTs to a path (the worker has a fetch of its own): set before the page's scripts run. */
async function countPagePosts(page: Page, path: string): Promise<void> {
  await page.addInitScript((watched) => {
    const pageFetch = window.fetch.bind(window);
    const w = window as unknown as { postsInPage: number };
    w.postsInPage = 0;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(watched) && (init?.method ?? (input instanceof Request ? input.method : 'GET')) === 'POST') w.postsInPage++;
      return pageFetch(input, init);
    };
  }, path);
}

for (const where of ['worker', 'page'] as const) {
  test(`a message saved offline is replayed by the ${where === 'worker' ? 'device worker, not the page' : 'page where no worker can run'}, and stored once`, WITH_SERVICE_WORKER, async ({ page, context, server }) => {
    if (where === 'page') await page.addInitScript(() => void delete (window as { Worker?: unknown }).Worker);
    await countPagePosts(page, '/api/contact');
    const subject = `Replayed by the ${where} ${Date.now()}`;
    await page.goto('/contact');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await fillContactForm(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('main').getByText('Saved on this device: it will be sent when you are back online.')).toBeVisible();
    // A new page: only the replays count from here.
    await page.reload();
    const waiting = page.getByRole('region', { name: /Waiting to be sent/ });
    await expect(waiting.getByRole('listitem').filter({ hasText: `Message: ${subject}` })).toBeVisible();
    await context.setOffline(false);
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        return waiting.count();
      })
      .toBe(0);
    // She is told it went, wherever it was sent from.
    await expect(page.getByText(/^Your message was sent at \d{1,2}:\d{2}/)).toBeVisible();
    const inPage = await page.evaluate(() => (window as unknown as { postsInPage: number }).postsInPage);
    if (where === 'worker') expect(inPage).toBe(0);
    else expect(inPage).toBeGreaterThan(0);
    expect(storedSubjects(server.dbPath).filter((s) => s === subject)).toHaveLength(1);
  });
}
