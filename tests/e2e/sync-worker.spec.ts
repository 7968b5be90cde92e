// The directory sync runs in a worker of its own, so a first sync never holds her taps; where workers are missing it
// runs in the page. Either way the lists she sees fill in from the device.
import { expect, test, waitForDeviceData } from './fixtures.ts';

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
