// Help where she lives (issue 23), at five sample places, on the real directory (data/resources.json): her state's
// programs under "Serves all of {State}", her city's listings by distance before them, and the same again offline
// after one visit. What to expect is read from the data file, so the test follows the data without copying it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SeedResource } from '../../shared/schemas/resource.ts';
import { stateName } from '../../shared/us-states.ts';
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';

const resources = (JSON.parse(readFileSync(new URL('../../data/resources.json', import.meta.url), 'utf8')) as { resources: SeedResource[] }).resources;

const PLACES = [
  { zip: '10027', city: 'New York', state: 'NY' },
  { zip: '77002', city: 'Houston', state: 'TX' },
  { zip: '85004', city: 'Phoenix', state: 'AZ' },
  { zip: '60601', city: 'Chicago', state: 'IL' },
  // Broadus, Powder River County: no city listings, her state's programs all the same.
  { zip: '59317', city: undefined, state: 'MT' },
] as const;

/** Every card title on the page, with the emergency list opened in full. */
async function allTitles(page: Page): Promise<string[]> {
  const showAll = page.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
  return page.locator('main li h3').allInnerTexts();
}

async function findPlace(page: Page, zip: string) {
  await page.getByLabel('Or type a ZIP code, city or state').fill(zip);
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText(new RegExp(`Location found: .*${zip}`))).toBeVisible();
}

for (const place of PLACES) {
  const where = `${place.city ? `${place.city}, ` : 'rural '}${place.state} ${place.zip}`;
  test(`${where}: her state's programs and her city's listings, online and offline after one visit`, WITH_SERVICE_WORKER, async ({ page, context }) => {
    const statewide = resources.filter((r) => r.serviceArea === place.state).map((r) => r.title);
    const local = resources.filter((r) => r.serviceArea === 'local' && r.state === place.state && r.city === place.city);
    expect(statewide.length).toBeGreaterThanOrEqual(6);
    if (place.city) expect(local.length).toBeGreaterThanOrEqual(3);

    await page.goto('/location-services');
    await waitForServiceWorker(page);
    await waitForDeviceData(page);
    await findPlace(page, place.zip);
    const near = page.getByRole('list', { name: 'Resources near you' });
    await expect(near).toContainText(`Serves all of ${stateName(place.state)}`);
    // Listings of other states never appear.
    const hers = new Set(resources.filter((r) => r.state === place.state || r.serviceArea === 'national').map((r) => r.title));
    const others = new Set(resources.filter((r) => r.serviceArea !== 'national' && r.state !== place.state && !hers.has(r.title)).map((r) => r.title));
    const wanted = [...statewide, ...local.map((r) => r.title)];
    const check = async () => {
      // Her state's local listings come to the device once she has a place there: wait until every one shows.
      let titles: string[] = [];
      await expect
        .poll(
          async () => {
            titles = await allTitles(page);
            return wanted.filter((t) => !titles.includes(t));
          },
          { timeout: 15_000 },
        )
        .toEqual([]);
      expect(titles.filter((t) => others.has(t))).toEqual([]);
      // Near her: her city's places by distance first, then what serves all of her state.
      const reach = await near.locator(':scope > li').evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent ?? ''));
      const firstState = reach.findIndex((t) => t.startsWith('Serves all of'));
      expect(reach.slice(firstState).every((t) => t.startsWith('Serves all of'))).toBe(true);
      if (local.some((r) => r.latitude !== undefined && !r.isEmergency && !r.isOpen24Hours)) expect(reach[0]).toMatch(/mi away$/);
      // A listing whose number we could not confirm says where the current one is, rather than look empty.
      for (const r of local.filter((x) => (x.phones ?? []).length === 0 && x.url)) {
        await expect(page.locator('article', { has: page.getByRole('heading', { name: r.title, exact: true }) }).first()).toContainText('No phone number listed here: its website gives the current one.');
      }
    };
    await check();
    await expectNoSeriousA11yViolations(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Location Services' })).toBeVisible();
    await findPlace(page, place.zip);
    await expect(near).toContainText(`Serves all of ${stateName(place.state)}`);
    await check();
  });
}

test('near me says which kinds of help have nothing local, with the lines that serve her state and the country, and asks for what is missing', async ({ page }) => {
  // Chicago's listings in the data: shelter, rights and health, but no money help of its own.
  const chicago = resources.filter((r) => r.serviceArea === 'local' && r.state === 'IL');
  const localKinds = new Set(chicago.map((r) => r.category));
  expect(localKinds.has('financial-support')).toBe(false);
  const statewideMoney = resources.filter((r) => r.serviceArea === 'IL' && r.category === 'financial-support').map((r) => r.title);
  expect(statewideMoney.length).toBeGreaterThan(0);

  await page.goto('/location-services');
  await waitForDeviceData(page);
  await findPlace(page, '60601');
  const missing = page.getByRole('region', { name: 'Not listed near you yet' });
  await expect(missing).toBeVisible();
  const money = missing.locator('[data-missing-kind="financial-support"]');
  await expect(money).toContainText('Financial Support: nothing local is listed for Cook County, Illinois.');
  await expect(money).toContainText('Serving all of Illinois:');
  await expect(money.getByRole('listitem').first()).toContainText(new RegExp(statewideMoney.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')));
  await expect(money).toContainText('Serving the whole country:');
  // A kind she has near her is not said to be missing.
  for (const kind of localKinds) await expect(missing.locator(`[data-missing-kind="${kind}"]`)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // What readers know: her county is offered for the suggestion, never filled in unasked (it would be sent).
  await page.getByRole('button', { name: 'Suggest a listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest a listing' });
  const area = dialog.getByLabel('Where does it help people?');
  await expect(area).toHaveValue('');
  await dialog.getByRole('button', { name: 'Fill in “Cook County, Illinois”' }).click();
  await expect(area).toHaveValue('Cook County, Illinois');
});
