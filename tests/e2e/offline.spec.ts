// Offline-first: after one visit the app opens with no network and shows what the device saved; new versions are offered, not forced.
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, waitForDeviceData, waitForServiceWorker, waitInPage, WITH_SERVICE_WORKER } from './fixtures.ts';
import { startServer } from './server.ts';

test('after one visit, the home page opens offline with the directory from the device', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await waitForDeviceData(page);
  // A resource title inside a category card (the cards are list items holding a list of titles).
  const firstTitle = page.locator('#resources li li').filter({ hasText: /\S/ }).first();
  await expect(firstTitle).toBeVisible();
  const title = await firstTitle.innerText();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Empowering Women Through Knowledge/ })).toBeVisible();
  await expect(page.locator('#resources').getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText('Offline: showing information saved on this device').first()).toBeVisible();

  // A path never visited still opens from the precached shell.
  await page.goto('/a-page-never-visited');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await context.setOffline(false);
});

test('the status line says when the directory was last updated', async ({ page }) => {
  await page.goto('/');
  await waitForDeviceData(page);
  await expect(page.getByText(/Updated (just now|\d+ minutes? ago)/).first()).toBeVisible();
});

test('a newly deployed version is offered with "New version available! Refresh to update?" and loads on confirm', WITH_SERVICE_WORKER, async ({ browser }) => {
  const server = await startServer({ copyWeb: true });
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);

    // Deploy: the service worker file changes on the server.
    const swPath = join(server.webDir, 'sw.js');
    writeFileSync(swPath, `${readFileSync(swPath, 'utf8')}\n// deployed ${Date.now()}\n`);
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });

    await expect(page.getByText('New version available! Refresh to update?')).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    await waitInPage(page, async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return Boolean(navigator.serviceWorker.controller) && !reg?.waiting;
    }, 'the new version in control');
    await expect(page.getByText('New version available! Refresh to update?')).toBeHidden();
  } finally {
    await context.close();
    await server.stop();
  }
});

test('the app is installable: its manifest names it, has every icon, opens standalone, and offers "Get help now"', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').first().getAttribute('href');
  const res = await request.get(href ?? '');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`).sort()).toEqual(['192x192', '512x512', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.shortcuts).toEqual([expect.objectContaining({ name: 'Get help now', url: '/emergency' })]);
});
