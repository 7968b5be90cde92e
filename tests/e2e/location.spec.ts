// Location Services in Chromium with Playwright's geolocation: allowed, denied, unsupported, a typed ZIP code, an
// ambiguous city, Search Wider Area (a border state's listings fetched at 100 miles), the next steps when nothing is
// local (her whole state, 211), and offline after one visit. The position never leaves the page.
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { startServerWithLocalData } from './local-data.ts';
import { startServer, type RunningServer } from './server.ts';
import { DIRECTORY_STATES_HEADER } from '../../shared/schemas/resource.ts';

const COLUMBUS = { latitude: 39.9612, longitude: -82.9988, accuracy: 35.4 };
let server: Awaited<ReturnType<typeof startServerWithLocalData>>;
test.beforeAll(async () => {
  server = await startServerWithLocalData();
});
test.afterAll(async () => server.cleanup());

async function open(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: server.baseURL, ...options });
  const requests: string[] = [];
  // The change feed's states travel in a header (never in the address): noted beside its address.
  context.on('request', (r) => {
    const states = r.headers()[DIRECTORY_STATES_HEADER.toLowerCase()];
    requests.push(states === undefined ? r.url() : `${r.url()} states:${states}`);
  });
  const page = await context.newPage();
  await page.goto('/location-services');
  await waitForDeviceData(page);
  return { context, page, requests };
}

/** The lines every crisis list starts with (shared/crisis-order.ts), by their directory titles. */
const CRISIS_LINES = ['National Domestic Violence Hotline', 'Crisis Text Line', '988 Suicide & Crisis Lifeline'];

const cardTitles = (page: import('@playwright/test').Page, list: string) => page.getByRole('list', { name: list }).locator(':scope > li h3').allInnerTexts();

test('allowed: her position finds emergency help and resources nearest first, and the search widens step by step', async ({ browser }) => {
  const { context, page, requests } = await open(browser, { geolocation: COLUMBUS, permissions: ['geolocation'] });
  await expect(page.getByRole('heading', { level: 1, name: 'Location Services' })).toBeVisible();
  await expect(page.getByText('Your location stays on this device')).toBeVisible();
  await page.getByRole('button', { name: 'Get My Location' }).click();
  await expect(page.getByText(/Location found: Near Columbus, OH 432\d\d · accurate to about 35 m/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Location' })).toBeVisible();

  // Emergency list: the three crisis lines first, then the local 24-hour shelter with its distance, then the other lines.
  const emergency = page.getByRole('list', { name: 'Emergency resources' });
  await expect(emergency.locator(':scope > li').nth(3)).toContainText('Test Columbus Shelter');
  expect((await cardTitles(page, 'Emergency resources')).slice(0, 4)).toEqual([...CRISIS_LINES, 'Test Columbus Shelter']);
  await expect(emergency.locator(':scope > li').nth(3)).toContainText('0.6 mi away');
  await expect(emergency.locator(':scope > li').nth(4)).toContainText(/Serves all of Ohio|Available anywhere in the US/);
  await expect(emergency.getByRole('link', { name: /Call 1-800-555-0100/ }).first()).toHaveAttribute('href', 'tel:18005550100');

  // Near you: the local legal aid (2.1 mi), then Ohio's statewide programs; Dayton (about 65 mi) not yet.
  expect((await cardTitles(page, 'Resources near you'))[0]).toBe('Test Columbus Legal Aid');
  await expect(page.getByRole('list', { name: 'Resources near you' })).toContainText('Serves all of Ohio');
  await expect(page.getByText('Test Dayton Transitional Housing')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Search Wider Area (within 50 miles)' }).click();
  await expect(page.getByText('Test Dayton Transitional Housing')).toHaveCount(0);
  await page.getByRole('button', { name: 'Search Wider Area (within 100 miles)' }).click();
  const titles = await cardTitles(page, 'Resources near you');
  expect(titles.slice(0, 2)).toEqual(['Test Columbus Legal Aid', 'Test Dayton Transitional Housing']);
  await expect(page.getByRole('list', { name: 'Resources near you' }).locator(':scope > li').nth(1)).toContainText(/6\d\.\d mi away/);

  // Nothing about her position went anywhere: no request carried it.
  expect(requests.filter((u) => /39\.9|82\.9|latitude/.test(u))).toEqual([]);
  await context.close();
});

test('a listing across the border 90 miles away comes at 100 miles, not at 50: the device asks for the state, never her position', async ({ browser }) => {
  const { context, page, requests } = await open(browser, { geolocation: COLUMBUS, permissions: ['geolocation'] });
  await page.getByRole('button', { name: 'Get My Location' }).click();
  await expect(page.getByText(/Location found: Near Columbus, OH/)).toBeVisible();
  const near = page.getByRole('list', { name: 'Resources near you' });
  await expect(near).toContainText('Test Columbus Legal Aid');
  await page.getByRole('button', { name: 'Search Wider Area (within 50 miles)' }).click();
  await expect(page.getByText('Nearest first: places within 50 miles, then programs that serve your whole state.')).toBeVisible();
  await expect(near).toContainText('Test Columbus Legal Aid');
  await expect(page.getByText('Test Parkersburg Legal Aid')).toHaveCount(0);
  // West Virginia is not within 50 miles of her: the device has not asked for it.
  const askedFor = (state: string) => requests.filter((u) => new RegExp(`/api/resources/changes\\?.* states:[A-Z,]*${state}`).test(u));
  expect(askedFor('WV')).toEqual([]);

  await page.getByRole('button', { name: 'Search Wider Area (within 100 miles)' }).click();
  const parkersburg = near.locator(':scope > li', { hasText: 'Test Parkersburg Legal Aid' });
  await expect(parkersburg).toContainText(/(8\d|9\d)\.\d mi away/);
  // The request's event may reach the test just after the page has drawn its answer.
  await expect.poll(() => askedFor('WV').length).toBeGreaterThan(0);
  await expect(page.getByText(/listings for nearby states/)).toHaveCount(0);
  // Only states went to the server, in a header: no address carried her position or her state.
  expect(requests.filter((u) => /39\.9|82\.9|latitude|longitude|states=/.test(u))).toEqual([]);
  await context.close();
});

test('nothing local near her: the page says so and offers every next step, through 50 and 100 miles to her whole state, and 211', async ({ browser }) => {
  const { context, page, requests } = await open(browser);
  const field = page.getByLabel('Or type a ZIP code, city or state');
  await field.fill('44503');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText('Location found: Youngstown, OH 44503')).toBeVisible();
  const near = page.getByRole('list', { name: 'Resources near you' });

  // The test listings are in Columbus and Dayton, over 100 miles away, and no program names Mahoning County: nothing
  // local until the whole state. (Cleveland's county now has its legal aid program.)
  await expect(page.getByRole('heading', { name: 'No local listings nearby yet' })).toBeVisible();
  await expect(page.getByText('The directory has no local listings within 25 miles of this location yet. The programs below serve all of Ohio.')).toBeVisible();
  // What serves her whole state is still listed under the next steps.
  await expect(near).toContainText('Serves all of Ohio');

  // 211, explained, with its call link and its website.
  await expect(page.getByText('Call 211 or visit 211.org.', { exact: false })).toBeVisible();
  await expect(page.getByText(/specialists know local help with food, housing, bills, health care and more/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 211', exact: true })).toHaveAttribute('href', 'tel:211');
  const site = page.getByRole('link', { name: /Visit 211\.org/ });
  await expect(site).toHaveAttribute('href', 'https://www.211.org');
  await expect(site).toHaveAttribute('target', '_blank');
  // Ohio's 211 lists no text option: none is offered.
  await expect(page.locator('a[href^="sms:"]', { hasText: /211/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  for (const step of ['within 50 miles', 'within 100 miles']) {
    await page.getByRole('button', { name: `Search Wider Area (${step})` }).click();
    await expect(page.getByText(`The directory has no local listings ${step} of this location yet. The programs below serve all of Ohio.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Resources Near You', exact: true })).toBeFocused();
  }
  // At 100 miles the next step is her whole state, so the shortcut to it is not offered twice.
  await expect(page.getByRole('button', { name: 'All listings for Ohio' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Search Wider Area (across Ohio)' }).click();
  await expect(page.getByText('Nearest first: places across Ohio, then programs that serve your whole state.')).toBeVisible();
  const titles = await cardTitles(page, 'Resources near you');
  expect(titles.slice(0, 2)).toEqual(['Test Columbus Legal Aid', 'Test Dayton Transitional Housing']);
  await expect(near.locator(':scope > li').first()).toContainText(/1\d\d\.\d mi away/);
  await expect(page.getByRole('heading', { name: 'No local listings nearby yet' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Search Wider Area/ })).toHaveCount(0);

  // Her state's listings in one step, from the first radius.
  await field.fill('44503');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText('The directory has no local listings within 25 miles of this location yet. The programs below serve all of Ohio.')).toBeVisible();
  await page.getByRole('button', { name: 'All listings for Ohio' }).click();
  expect((await cardTitles(page, 'Resources near you'))[0]).toBe('Test Columbus Legal Aid');
  expect(requests.filter((u) => /41\.1|80\.6|44503|latitude/.test(u))).toEqual([]);
  await context.close();
});

test.describe('the real directory alone', () => {
  // Its few listings with a position are local to states she is not in: on her device, none has one. Its city
  // listings (New York City's) have no position either: they are found by the counties their city lies in.
  let plain: RunningServer;
  test.beforeAll(async () => {
    plain = await startServer();
  });
  test.afterAll(async () => plain.stop());

  test('no listing on the device has a position: the wider search and her state’s listings are still offered, and her state’s 211 text line', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: plain.baseURL });
    const page = await context.newPage();
    await page.goto('/location-services');
    await waitForDeviceData(page);
    // Maine: no listing on the device has a position, none is in Augusta, and Maine's 211 publishes a text line.
    await page.getByLabel('Or type a ZIP code, city or state').fill('04330');
    await page.getByRole('button', { name: 'Search this place' }).click();
    await expect(page.getByText('Location found: Augusta, ME 04330')).toBeVisible();
    await expect(page.getByText('Programs that serve your whole state. Listings with an address will show their distance from you.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search Wider Area (within 50 miles)' })).toBeVisible();
    // Maine's 211 takes texts, as its directory listing says: offered from that listing, never typed on the page.
    await expect(page.getByText('211 Maine also answers texts:')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Text your ZIP code: 898-211' })).toHaveAttribute('href', 'sms:898-211');
    await page.getByRole('button', { name: 'All listings for Maine' }).click();
    await expect(page.getByText('The directory has no local listings across Maine yet. The programs below serve all of Maine.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resources near you' })).toContainText('Serves all of Maine');
    await expect(page.getByRole('button', { name: /Search Wider Area/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  test('in Brooklyn, New York City’s own listings serve her county, after what is near her and before her state’s programs', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: plain.baseURL });
    const page = await context.newPage();
    await page.goto('/location-services');
    await waitForDeviceData(page);
    // Brooklyn is Kings County, one of the city's five: the city's listings name no place of their own.
    await page.getByLabel('Or type a ZIP code, city or state').fill('11201');
    await page.getByRole('button', { name: 'Search this place' }).click();
    await expect(page.getByText('Location found: Brooklyn, NY 11201')).toBeVisible();
    const near = page.getByRole('list', { name: 'Resources near you' });
    const card = near.locator(':scope > li').filter({ hasText: 'Legal Services NYC Access Line' });
    // It says where it is (New York City), not that it is in her county.
    await expect(card.locator('p.font-bold').first()).toHaveText('In New York');
    // Listed as serving her place, before the programs of her whole state.
    const titles = await near.locator(':scope > li h3').allInnerTexts();
    const reach = await near.locator(':scope > li p.font-bold').allInnerTexts();
    const at = titles.indexOf('Legal Services NYC Access Line');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(reach.slice(0, at).every((t) => !t.startsWith('Serves all of'))).toBe(true);
    expect(reach.slice(at).some((t) => t.startsWith('Serves all of New York'))).toBe(true);
    // Help for her place was found: the page does not say there is none.
    await expect(page.getByText('No local listings nearby yet')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // In Albany, far from the city, they are not hers.
    await page.getByLabel('Or type a ZIP code, city or state').fill('12207');
    await page.getByRole('button', { name: 'Search this place' }).click();
    await expect(page.getByText('Location found: Albany, NY 12207')).toBeVisible();
    await expect(page.getByText('Legal Services NYC Access Line')).toHaveCount(0);
    // Albany's legal aid program is named for her county, from LSC's list of its counties: the card says whose list.
    const albany = near.locator(':scope > li').filter({ hasText: 'Legal Aid Society of Northeastern New York' });
    await expect(albany.locator('p.font-bold').first()).toHaveText('Serves Albany County');
    await expect(albany.locator('[data-counties-source]')).toHaveText('Its 16 counties are from the Legal Services Corporation list of 2009. Call to check it serves yours.');
    await expect(albany.getByText('Serves 16 counties of New York')).toBeVisible();
    await context.close();
  });
});

test('denied: the spec’s message in a red box and a Location Error toast', async ({ browser }) => {
  const { context, page } = await open(browser, { permissions: [] });
  await page.getByRole('button', { name: 'Get My Location' }).click();
  await expect(page.locator('p[data-location-error]')).toHaveText('Location access denied by user');
  await expect(page.getByRole('alert', { name: 'Location Error' })).toContainText('Location access denied by user');
  await expect(page.getByRole('heading', { name: 'Emergency Resources Nearby' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('no geolocation in the browser: "Location Not Available", and a typed place still works', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true });
    delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
  });
  const page = await context.newPage();
  await page.goto('/location-services');
  await waitForDeviceData(page);
  await page.getByRole('button', { name: 'Get My Location' }).click();
  await expect(page.locator('p[data-location-error]')).toHaveText('Geolocation is not supported by this browser');
  await expect(page.getByRole('alert', { name: 'Location Not Available' })).toContainText('Your browser doesn’t support location services');
  await page.getByLabel('Or type a ZIP code, city or state').fill('43215');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText('Location found: Columbus, OH 43215')).toBeVisible();
  await context.close();
});

test('a typed ZIP code or city is placed on the device; an ambiguous city asks which', async ({ browser }) => {
  const { context, page } = await open(browser);
  const field = page.getByLabel('Or type a ZIP code, city or state');
  await field.fill('Springfield');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText('Which one do you mean?')).toBeVisible();
  await page.getByRole('button', { name: 'Springfield, OH' }).click();
  await expect(page.getByText('Location found: Springfield, OH')).toBeVisible();
  await field.fill('Nowhereville');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.locator('p[role="alert"]')).toContainText('We could not find “Nowhereville”.');
  await field.fill('43215');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText('Location found: Columbus, OH 43215')).toBeVisible();
  expect(await cardTitles(page, 'Resources near you')).toContain('Test Columbus Legal Aid');
  // A half-typed ZIP code: the message, and nothing left of Columbus beside it.
  await field.fill('4321');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.locator('p[role="alert"]')).toContainText('We could not find “4321”.');
  await expect(page.getByText('Location found: Columbus, OH 43215')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Resources near you' })).toHaveCount(0);
  await context.close();
});

test('a typed ZIP code in Houston or rural Montana: the emergency list starts with the DV hotline, the text line and 988', async ({ browser }) => {
  const { context, page } = await open(browser);
  const field = page.getByLabel('Or type a ZIP code, city or state');
  const emergency = page.getByRole('list', { name: 'Emergency resources' });
  for (const [zip, found] of [
    ['77002', 'Location found: Houston, TX 77002'],
    ['59337', 'Location found: Jordan, MT 59337'],
  ] as const) {
    await field.fill(zip);
    await page.getByRole('button', { name: 'Search this place' }).click();
    await expect(page.getByText(found)).toBeVisible();
    await expect(emergency.locator(':scope > li').first()).toContainText(CRISIS_LINES[0] ?? 'missing');
    expect((await cardTitles(page, 'Emergency resources')).slice(0, 3)).toEqual(CRISIS_LINES);
    // Each line can be called or texted from the list.
    await expect(emergency.locator(':scope > li').first().getByRole('link', { name: /Call 1-800-799-7233/ })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('offline after one visit: a typed ZIP code still finds help', WITH_SERVICE_WORKER, async ({ browser }) => {
  const { context, page } = await open(browser);
  await waitForServiceWorker(page);
  // The ZIP table is fetched by the page once (then kept by the service worker).
  await page.getByLabel('Or type a ZIP code, city or state').fill('43215');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText('Location found: Columbus, OH 43215')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Or type a ZIP code, city or state').fill('44114');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText('Location found: Cleveland, OH 44114')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resources near you' })).toContainText('Serves all of Ohio');
  await context.close();
});
