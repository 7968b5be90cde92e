// The resource directory in Chromium: every page's blocks and cards, 404 for unknown categories, the widget's old
// links, accordions, search in the address, and the same search online and offline putting the same resource first.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, sharedPage, test, waitForDeviceData, waitForServiceWorker, waitForStateOnDevice, WITH_SERVICE_WORKER } from './fixtures.ts';

interface SeedRecord {
  id: string;
  title: string;
  category: string;
  state?: string;
  serviceArea?: string;
  phones: { number: string; kind: string }[];
}
const all = (JSON.parse(readFileSync(new URL('../../data/resources.json', import.meta.url), 'utf8')) as { resources: SeedRecord[] }).resources;
/** What a new device holds: every national and statewide listing (a city's listings come once she looks up a place there). */
const seed = all.filter((r) => r.serviceArea !== 'local');
const coalitions = seed.filter((r) => r.id.startsWith('dv-coalition-'));

const cards = (page: Page) => page.locator('main article');
const firstCardTitle = (page: Page) => cards(page).first().getByRole('heading');

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const PAGES = [
  { path: '/resources', h1: 'Resource Directory', blocks: ['All resources', 'Guides by topic', 'Organizations working for women', 'Emergency and Crisis Resources'] },
  { path: '/resources/housing-shelter', h1: 'Housing & Shelter', blocks: ['Emergency contacts', 'Help in your state', 'Staying safe while you look for help'] },
  { path: '/resources/womens-health', h1: 'Women\'s Health', blocks: ['Health hotlines', 'National organizations', 'Reproductive health care by state'] },
  { path: '/resources/rights-advocacy', h1: 'Rights & Advocacy', blocks: ['Know your rights', 'Where to get legal help'] },
  { path: '/resources/financial-support', h1: 'Financial Support', blocks: ['Kinds of grants', 'Applying safely'] },
  { path: '/healthcare-reproductive-rights', h1: 'Healthcare and Reproductive Rights', blocks: ['Reproductive Healthcare', 'Privacy & Protection', 'Healthcare and rights resources'] },
  { path: '/employment-opportunities', h1: 'Employment Opportunities', blocks: ['Job Placement Services', 'Career Development', 'Employment resources'] },
  { path: '/housing-shelter', h1: 'Housing and Shelter', blocks: ['Why safe housing matters', 'Housing and shelter resources'] },
  { path: '/womens-health', h1: 'Women’s Health', blocks: ['Annual Exams', 'Birth Control', 'Mental Health', 'Pregnancy Care', 'Health resources'] },
  { path: '/rights-advocacy', h1: 'Rights and Advocacy', blocks: ['Your rights at work and under the law', 'Impact', 'Rights and advocacy resources'] },
  { path: '/grants', h1: 'Grants and Financial Resources', blocks: ['Federal programs', 'Private foundations', 'Educational scholarships', 'Emergency assistance', 'Ready to Apply?'] },
] as const;

// One page shared by these tests: each opens its page as a new document.
test.describe('each directory page', () => {
  const shared = sharedPage();
  for (const p of PAGES) {
    test(`${p.path} shows its blocks and resource cards, and passes axe`, async () => {
      const page = shared();
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
      for (const name of p.blocks) await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      const card = cards(page).first();
      // What was checked, said plainly: a web page read is not a phone call.
      await expect(card.getByText(/^Checked against (its website|a page on [a-z0-9.-]+), \w+ \d{4}\. Not confirmed by phone: check before you go\.$/)).toBeVisible();
      await expect(card.getByText(/^Verified/)).toHaveCount(0);
      await expect(card.getByText(/^(Serves .+|\d.+)$/).first()).toBeVisible();
      const site = card.getByRole('link', { name: /Visit Website/ });
      if (await site.count()) {
        await expect(site).toHaveAttribute('target', '_blank');
        await expect(site).toHaveAttribute('rel', /noreferrer/);
        await expect(site).toHaveAttribute('href', /^https:\/\//);
      }
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('every topic page is reachable from the directory', async ({ page }) => {
  await page.goto('/resources');
  const guides = page.getByRole('region', { name: 'Guides by topic' });
  for (const [label, path] of [
    ['Housing and Shelter', '/housing-shelter'],
    ['Women’s Health', '/womens-health'],
    ['Healthcare and Reproductive Rights', '/healthcare-reproductive-rights'],
    ['Rights and Advocacy', '/rights-advocacy'],
    ['Employment Opportunities', '/employment-opportunities'],
    ['Grants and Financial Resources', '/grants'],
  ] as const) {
    await guides.getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The site keeps one history entry per visit (decision 012): Back would leave it, so return by address.
    await page.goto('/resources');
  }
});

test('an unknown category is the 404 page, with a 404 status', async ({ page }) => {
  const res = await page.goto('/resources/pets');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('the emergency widget’s old links land on the right category', async ({ page }) => {
  for (const [old, key, h1] of [
    ['shelter', 'housing-shelter', 'Housing & Shelter'],
    ['healthcare', 'womens-health', 'Women\'s Health'],
    ['womens-rights', 'rights-advocacy', 'Rights & Advocacy'],
  ] as const) {
    await page.goto(`/resources?category=${old}`);
    await expect(page).toHaveURL(`/resources/${key}`);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole('link', { name: h1, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('category buttons navigate and keep the search; the list shows only that category', async ({ page }) => {
  await page.goto('/resources');
  await waitForDeviceData(page);
  await page.getByRole('link', { name: 'Financial Support', exact: true }).click();
  await expect(page).toHaveURL('/resources/financial-support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Support');
  const count = seed.filter((r) => r.category === 'financial-support').length;
  await expect(page.getByText(`${count} resources`, { exact: true })).toBeVisible();
  const badges = await cards(page).locator('span').filter({ hasText: /^(Housing & Shelter|Women's Health|Rights & Advocacy|Financial Support|Grants)$/ }).allInnerTexts();
  expect(new Set(badges)).toEqual(new Set(['Financial Support']));
  await page.getByLabel('Search Financial Support resources').fill('taxes');
  await expect(page.getByText(/results? for “taxes”/).first()).toBeVisible();
  // The words stay out of the address; the search is kept (in memory) from one category to another.
  await expect(page).toHaveURL('/resources/financial-support');
  await page.getByRole('link', { name: 'All Categories' }).click();
  await expect(page).toHaveURL('/resources');
  await expect(page.getByLabel('Search all resources')).toHaveValue('taxes');
  await page.getByRole('link', { name: 'Financial Support', exact: true }).click();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL('/resources');
  await expect(page.getByLabel('Search all resources')).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveCount(0);
});

test('the housing state accordion is single-open and collapsible, and View All 50 States lists every coalition', async ({ page }) => {
  await page.goto('/resources/housing-shelter');
  await waitForDeviceData(page);
  const california = page.getByRole('button', { name: 'California', exact: true });
  const texas = page.getByRole('button', { name: 'Texas', exact: true });
  await california.click();
  await expect(california).toHaveAttribute('aria-expanded', 'true');
  await texas.click();
  await expect(texas).toHaveAttribute('aria-expanded', 'true');
  await expect(california).toHaveAttribute('aria-expanded', 'false');
  await texas.click();
  await expect(texas).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'View All 50 States' }).click();
  const list = page.getByRole('list', { name: 'Statewide domestic violence coalitions' });
  await expect(list.getByRole('listitem')).toHaveCount(51);
  const tx = coalitions.find((r) => r.state === 'TX');
  await expect(list).toContainText(tx?.title ?? 'missing');
  const withPhone = coalitions.find((r) => r.phones.length > 0);
  if (withPhone) await expect(list.getByRole('link', { name: `Call ${withPhone.phones[0]?.number}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the reproductive health accordion says as of when, and links the tracker', async ({ page }) => {
  await page.goto('/resources/womens-health');
  await expect(page.getByText(/^Information as of \w+ \d+, \d{4}\./)).toBeVisible();
  await page.getByRole('button', { name: /States that ban or restrict abortion/ }).click();
  await expect(page.getByRole('region', { name: /States that ban or restrict abortion/ }).getByRole('link', { name: /Guttmacher/ })).toHaveAttribute('href', /^https:\/\//);
});

test('search: under 3 characters the list, from 3 ranked results; "dv" is searched; the words never stay in the address', async ({ page }) => {
  await page.goto('/resources/housing-shelter');
  await waitForDeviceData(page);
  const total = seed.filter((r) => r.category === 'housing-shelter').length;
  // .first(): the visible count; a screen-reader copy of the same words follows once typing settles.
  await expect(page.getByText(`${total} resources`, { exact: true }).first()).toBeVisible();
  // The list without search text leads with the crisis line (shared/crisis-order.ts); ranked results below do not.
  await expect(firstCardTitle(page)).toHaveText('National Domestic Violence Hotline');
  const box = page.getByLabel('Search Housing & Shelter resources');
  await box.fill('sh');
  await expect(page.getByText(`${total} resources`, { exact: true }).first()).toBeVisible();
  await box.fill('dv');
  await expect(page.getByText(/^\d+ results? for “dv”$/).first()).toBeVisible();
  await expect(firstCardTitle(page)).toHaveText('National Domestic Violence Hotline');
  await box.fill('zzzzqx');
  await expect(page.getByRole('heading', { name: 'No resources found' })).toBeVisible();
  await expect(page.getByText('No resources found for your search. Try different keywords.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(page).toHaveURL('/resources/housing-shelter');

  // An old or shared link with words in it: the box takes them, and they leave the address and its history entry.
  await page.goto('/resources/housing-shelter?q=texas');
  await expect(box).toHaveValue('texas');
  await expect(firstCardTitle(page)).toHaveText(coalitions.find((r) => r.state === 'TX')?.title ?? 'missing');
  await expect(page).toHaveURL('/resources/housing-shelter');
  // A new page load forgets what was typed: nothing of it is stored.
  await page.reload();
  await expect(box).toHaveValue('');
});

test('topic pages show their own empty message, word for word', async ({ page }) => {
  await page.goto('/healthcare-reproductive-rights?q=zzzzqx');
  await expect(page.getByRole('heading', { name: 'No Healthcare Resources Found' })).toBeVisible();
  await expect(page.getByText('No results found for "zzzzqx". Try different keywords.')).toBeVisible();
  await page.goto('/employment-opportunities?q=zzzzqx');
  await expect(page.getByRole('heading', { name: 'No Employment Opportunities Found' })).toBeVisible();
  await page.goto('/housing-shelter?q=zzzzqx');
  await expect(page.getByRole('heading', { name: 'No Housing Resources Found' })).toBeVisible();
});

test('a search typed online and the same search offline put the same resource first', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await page.goto('/resources');
  await waitForServiceWorker(page);
  await waitForDeviceData(page);
  const results: Record<string, string[]> = {};
  for (const q of ['rent help', 'legal aid', 'abortion']) {
    // The words go in the body of a POST, never in an address.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/resources/search') && r.request().method() === 'POST' && (r.request().postDataJSON() as { q?: string }).q === q);
    await page.getByLabel('Search all resources').fill(q);
    expect((await answered).status()).toBe(200);
    await expect(page.getByText(new RegExp(`results? for “${q}”`)).first()).toBeVisible();
    results[q] = await cards(page).getByRole('heading').allInnerTexts();
  }

  // What she searched for is not kept by the service worker.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    return urls;
  });
  expect(cached.filter((u) => u.includes('/api/resources/search'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  // Offline she searches what the device holds: the same results in the same order, less the cities' listings
  // (they come to a device once she looks up a place in their state).
  const cityTitles = new Set(all.filter((r) => r.serviceArea === 'local').map((r) => r.title));
  for (const q of ['rent help', 'legal aid', 'abortion']) {
    await page.getByLabel('Search all resources').fill(q);
    await expect(page.getByText('Offline: searching what this device holds, the national and statewide listings and the local ones of the states you have used here. Connect to search the whole directory.', { exact: true })).toBeVisible();
    const expected = (results[q] ?? []).filter((t) => !cityTitles.has(t));
    await expect(firstCardTitle(page)).toHaveText(expected[0] ?? 'missing');
    // The cards are drawn in steps: wait for the list, not its first slice.
    await expect.poll(async () => (await cards(page).getByRole('heading').allInnerTexts()).slice(0, expected.length)).toEqual(expected);
  }
  await context.setOffline(false);
});

test('each list says where it comes from: the device’s list, the whole directory online, and this device when the server fails or is slow', async ({ page }) => {
  const note = page.locator('[data-source-note]');
  await page.goto('/resources/housing-shelter');
  await waitForDeviceData(page);
  // A category's list is read from the device, which holds the national and statewide listings: a few words beside
  // the count, the detail under the list.
  await expect(page.getByText('Listed from this device', { exact: true })).toBeVisible();
  await expect(note).toHaveText('Listed from this device: the national and statewide listings. Local ones come when you look up a place.');

  // Online, ranked results come from the server's whole directory.
  const box = page.getByLabel('Search Housing & Shelter resources');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/resources/search') && r.request().method() === 'POST');
  await box.fill('legal aid');
  expect((await answered).status()).toBe(200);
  await expect(note).toHaveText('Results from the whole directory.');

  // The server fails: the device's results stand, and say so.
  await page.route('**/api/resources/search', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }) : route.fallback(),
  );
  await box.fill('rent help');
  const unreachable = 'The full directory could not be reached. These results are from what this device holds.';
  await expect(note).toHaveText(unreachable);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: unreachable })).toHaveCount(1);

  // The server never answers: the device's results first ("so far"), then the same note once the wait is over.
  await page.unroute('**/api/resources/search');
  await page.route('**/api/resources/search', (route) => (route.request().method() === 'POST' ? undefined : route.fallback()));
  await box.fill('shelter');
  await expect(note).toHaveText('Results from this device so far; searching the whole directory…');
  await expect(cards(page).first()).toBeVisible();
  await expect(note).toHaveText(unreachable);
  await page.unroute('**/api/resources/search');
  await expectNoSeriousA11yViolations(page);

  // Once she has looked up a place, the device holds that state's local listings too, and the list says so.
  await page.goto('/location-services');
  await page.getByLabel('Or type a ZIP code, city or state').fill('43215');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText('Location found: Columbus, OH 43215')).toBeVisible();
  await waitForStateOnDevice(page, 'OH');
  await expect(page.getByText(/Getting the listings for Ohio|not on this device yet/)).toHaveCount(0);
  await page.goto('/resources/housing-shelter');
  await waitForDeviceData(page);
  await expect(note).toHaveText('Listed from this device: the national and statewide listings and the local ones of the states you have used here.');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('directory pages fit 320 px without sideways scrolling', async ({ page }) => {
    for (const path of ['/resources/housing-shelter', '/resources/womens-health', '/grants', '/rights-advocacy']) {
      await page.goto(path);
      await expect(cards(page).first()).toBeVisible();
      await noHorizontalScroll(page);
    }
  });
});

test.describe('phone, 360 × 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Housing & Shelter: the first listing starts on the first screen; the category row scrolls sideways and works by keyboard', async ({ page }) => {
    await page.goto('/resources/housing-shelter');
    await waitForDeviceData(page);
    await expect(firstCardTitle(page)).toHaveText('National Domestic Violence Hotline');
    const top = await cards(page).first().boundingBox();
    expect(top?.y ?? Infinity).toBeLessThan(740);
    await noHorizontalScroll(page);

    // The row holds every category; Tab walks along it and each button comes fully into view.
    const nav = page.getByRole('navigation', { name: 'Resource categories' });
    await expect(nav.getByRole('link', { name: 'Housing & Shelter', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'All Categories' }).focus();
    for (const name of ['Housing & Shelter', 'Women\'s Health', 'Rights & Advocacy', 'Financial Support']) {
      await page.keyboard.press('Tab');
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeFocused();
      await expect.poll(async () => (await link.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
      await expect.poll(async () => { const b = await link.boundingBox(); return b ? b.x + b.width : Infinity; }).toBeLessThanOrEqual(360);
      const size = await link.boundingBox();
      expect(size?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/resources/financial-support');
    await expectNoSeriousA11yViolations(page);
  });
});
