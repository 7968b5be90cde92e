// A region's directory imported from an Open Referral (HSDS) datapackage into a running server: near a Miami ZIP code
// its services come nearest first, the confidential shelter shows no location on the page or on the device, ZIP-only
// places say so, and "Open now" works offline by the listings' own hours. Test data only (tests/fixtures/hsds-1.1).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { startServer, type RunningServer } from './server.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer();
  // Imported while the server runs, as an operator would.
  const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'dist', 'server', 'api', 'cli', 'import-hsds.js'), join(ROOT, 'tests', 'fixtures', 'hsds-1.1')], {
    env: { ...process.env, DATABASE_PATH: server.dbPath },
  });
  expect(stdout).toContain('8 added');
});
test.afterAll(async () => server.stop());

const near = (page: Page) => page.getByRole('list', { name: 'Resources near you' });
const titles = (page: Page) => near(page).locator(':scope > li h3').allInnerTexts();

async function findPlace(page: Page, zip: string) {
  await page.getByLabel('Or type a ZIP code, city or state').fill(zip);
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText(new RegExp(`Location found: .*${zip}`))).toBeVisible();
}

/** What the device holds for a listing, read straight from IndexedDB. */
function deviceCopy(page: Page, title: string) {
  return page.evaluate(
    (wanted) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const open = indexedDB.open('women-help');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('resources').objectStore('resources').getAll();
          all.onsuccess = () => resolve((all.result as Record<string, unknown>[]).find((r) => r.title === wanted));
        };
      }),
    title,
  );
}

test('near a Miami ZIP code: imported services nearest first, the shelter in her city with no location anywhere', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  // Monday 23 November 2026, 10:15 in Miami.
  await page.clock.setFixedTime(new Date('2026-11-23T10:15:00-05:00'));
  await page.goto('/location-services');
  await waitForDeviceData(page);
  await findPlace(page, '33176');
  // Florida's local listings come to the device once she has a place there (the server is asked for the state).
  await expect(near(page)).toContainText("Women's Health Clinic");
  await expect(page.getByText(/Getting the listings for Florida|not on this device yet/)).toHaveCount(0);

  const list = await titles(page);
  // The clinic and the centre share a building in ZIP 33176; the legal aid's ZIP centre is next.
  expect(list.slice(0, 3).sort()).toEqual(['Family Law Help', 'Neighborhood Center', "Women's Health Clinic"]);
  expect(list).toContain('Tenant Rights Clinic');
  const miles = await near(page).locator(':scope > li').evaluateAll((items) =>
    items.map((li) => Number(/([\d.]+) mi away/.exec(li.textContent ?? '')?.[1] ?? NaN)).filter((n) => !Number.isNaN(n)),
  );
  expect(miles.length).toBeGreaterThan(3);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));

  // A post-office box gives no street: the card says the ZIP code, not a false address.
  const legal = near(page).locator(':scope > li', { hasText: 'Family Law Help' });
  await expect(legal).toContainText('Near ZIP 33157 (Miami, FL): no street address published');
  await expect(legal.getByRole('link', { name: /Call 305-555-0100 ext\. 12/ })).toHaveAttribute('href', 'tel:3055550100,12');
  await expect(legal).toContainText('Listed by Example County 211');
  await expect(legal).toContainText('Open now · Closes at 5 PM');

  // The 24-hour shelter is among the emergency help for her city, with its phone and no location.
  const shelter = page.getByRole('list', { name: 'Emergency resources' }).locator(':scope > li', { hasText: 'Safe Haven Emergency Shelter' });
  await expect(shelter).toContainText('In Miami · address kept confidential');
  await expect(shelter).toContainText('Confidential location');
  await expect(shelter.getByRole('link', { name: /Call 305-555-0142/ })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('1500 Example Street');
  const copy = await deviceCopy(page, 'Safe Haven Emergency Shelter');
  expect(copy?.isConfidential).toBe(true);
  expect([copy?.address, copy?.zip, copy?.latitude, copy?.longitude]).toEqual([undefined, undefined, undefined, undefined]);

  // Nor from the server's own answers.
  for (const path of ['/api/resources', '/api/resources/changes?since=0']) {
    const text = await (await page.request.get(path)).text();
    expect(text).toContain('Safe Haven Emergency Shelter');
    expect(text).not.toContain('1500 Example Street');
    expect(text).not.toContain('25.7617');
  }
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('Open now works offline, by each listing’s hours, and an empty result offers 211 and a wider search', WITH_SERVICE_WORKER, async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2026-11-23T10:15:00-05:00'));
  await page.goto('/location-services');
  await waitForServiceWorker(page);
  await waitForDeviceData(page);
  await findPlace(page, '33176');
  await expect(near(page)).toContainText("Women's Health Clinic");
  await context.setOffline(true);
  await page.reload();
  await findPlace(page, '33176');

  await page.getByLabel('Open now only').check();
  const open = await titles(page);
  expect(open).toContain("Women's Health Clinic");
  expect(open).toContain('Family Law Help');
  // No posted hours: left out while the filter is on, and the page says why.
  expect(open).not.toContain('Neighborhood Center');
  await expect(page.getByText('Listings without posted hours are hidden.')).toBeVisible();
  await page.getByLabel('Open now only').uncheck();
  expect(await titles(page)).toContain('Neighborhood Center');

  // Monday evening: nothing open nearby. The page says so and offers the next steps.
  await page.clock.setFixedTime(new Date('2026-11-23T19:00:00-05:00'));
  await page.reload();
  await findPlace(page, '33176');
  await page.getByLabel('Open now only').check();
  await expect(page.getByRole('heading', { name: 'No Nearby Resources Found' })).toBeVisible();
  await expect(page.getByText('Nothing within 25 miles of this location is open right now by its posted hours.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 211' })).toHaveAttribute('href', 'tel:211');
  await expect(page.getByRole('button', { name: 'Search Wider Area (within 50 miles)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('the directory’s Open now filter keeps only listings open at this minute', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  // Saturday 28 November 2026, 10:00 in Miami: the clinic's Saturday morning hours.
  await page.clock.setFixedTime(new Date('2026-11-28T10:00:00-05:00'));
  await page.goto('/resources');
  await waitForDeviceData(page);
  await page.getByRole('searchbox').first().fill('Example Community Health');
  const cards = page.locator('main article');
  await expect(cards.filter({ hasText: 'Neighborhood Center' })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Women's Health Clinic" })).toHaveCount(2);
  await page.getByLabel('Open now only').check();
  await expect(page.getByText(/results? open now for/)).toBeVisible();
  await expect(cards.filter({ hasText: 'Neighborhood Center' })).toHaveCount(0);
  await expect(cards.filter({ hasText: "Women's Health Clinic" })).toHaveCount(2);
  for (const card of await cards.all()) await expect(card).toContainText(/Open now|Open 24 hours/);
  await expect(cards.filter({ hasText: "Women's Health Clinic" }).first()).toContainText('Open now · Closes at 1 PM');
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
