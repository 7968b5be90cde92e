// The housing assistant in Chromium: the questionnaire's validation, results sorted by the transparent score with
// their reasons, the emergency banner, the empty card and the way to the contact form; offline too.
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { startServerWithLocalData } from './local-data.ts';

let server: Awaited<ReturnType<typeof startServerWithLocalData>>;
test.beforeAll(async () => {
  server = await startServerWithLocalData();
});
test.afterAll(async () => server.cleanup());
test.use({ baseURL: '' });

async function open(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/shelter-housing');
  await waitForDeviceData(page);
  return { context, page };
}

test('the questionnaire refuses missing answers with the spec’s message, and shows no results', async ({ browser }) => {
  const { context, page } = await open(browser);
  await expect(page.getByRole('heading', { level: 1, name: 'Housing Assistance' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Housing Assistant' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Find Housing Resources' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please fill in location, housing type, and urgency level.')).toBeVisible();
  await expect(page.getByLabel(/Where do you need housing/)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Your housing matches' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('results come best first with their match, reasons, the emergency banner and the urgency badge', async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.getByLabel(/Where do you need housing/).fill('Columbus, OH');
  await page.getByLabel(/Type of housing/).selectOption({ label: 'Domestic violence shelter' });
  await page.getByLabel(/How soon/).selectOption({ label: 'Immediate (Need help today)' });
  await page.getByLabel(/Family situation/).selectOption({ label: 'With children' });
  await page.getByRole('button', { name: 'Find Housing Resources' }).click();
  await expect(page.getByText('Housing Search Complete')).toBeVisible();
  await expect(page.getByText(/Found \d+ potential housing resources based on your needs\./)).toBeVisible();
  const results = page.locator('section', { has: page.getByRole('heading', { name: 'Your housing matches' }) });
  await expect(results.getByText('Immediate (Need help today)')).toBeVisible();

  const cards = results.getByRole('article');
  // 30 (Columbus in its address) + 25 (emergency, today) + 20 (domestic violence) + 10 (children) + 5 (verified).
  await expect(cards.first())
    .toContainText('Test Columbus Shelter')
    .catch(async (error: Error) => {
      // Failed once on CI, never here: say what the page and the device held, so the next failure explains itself.
      const state = await page.evaluate(async () => {
        const text = document.querySelector('main')?.textContent?.slice(0, 2000) ?? '';
        const rows = await new Promise<string>((resolve) => {
          const open = indexedDB.open('women-help');
          open.onsuccess = () => {
            const all = open.result.transaction('resources').objectStore('resources').getAll();
            all.onsuccess = () => resolve(`${all.result.length} listings, housing: ${all.result.filter((r: { category: string }) => r.category === 'housing-shelter').map((r: { title: string }) => r.title).join('; ')}`);
            all.onerror = () => resolve('could not read');
          };
          open.onerror = () => resolve('could not open');
        });
        return `device: ${rows}\npage: ${text}`;
      });
      throw new Error(`${error.message}\n${state}`);
    });
  await expect(cards.first()).toContainText('90% match');
  await expect(cards.first()).toContainText('Emergency services available - Contact immediately');
  for (const reason of ['Serves Columbus, OH', 'Emergency help available today', 'Supports survivors of domestic violence', 'Welcomes women with children', 'Listing checked by our team']) {
    await expect(cards.first().getByText(reason, { exact: true })).toBeVisible();
  }
  await expect(cards.first()).toContainText('1 Test Street, Columbus, OH, 43215');
  // What she can call comes first, then what has only a website, then the rest; within each, the best match first.
  const ranked = await cards.evaluateAll((articles) =>
    articles.map((a) => ({
      tier: a.querySelector('a[href^="tel:"], a[href^="sms:"]') ? 2 : a.querySelector('a[target="_blank"]') ? 1 : 0,
      score: Number(/(\d+)% match/.exec(a.textContent ?? '')?.[1] ?? NaN),
    })),
  );
  expect(ranked.length).toBeGreaterThan(3);
  const inOrder = [...ranked].sort((a, b) => b.tier - a.tier || b.score - a.score);
  expect(ranked).toEqual(inOrder);
  // The statewide Ohio coalition serves Columbus too, and says why.
  await expect(results.getByRole('article').filter({ hasText: 'Serves all of Ohio' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('a place that cannot be found is said plainly, and a state typed alone is not matched as text', async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.getByLabel(/Where do you need housing/).fill('Kansas');
  await page.getByLabel(/Type of housing/).selectOption({ label: 'Domestic violence shelter' });
  await page.getByLabel(/How soon/).selectOption({ label: 'Within a week' });
  await page.getByRole('button', { name: 'Find Housing Resources' }).click();
  await page.getByRole('button', { name: 'Kansas (the whole state)' }).click();
  const first = page.getByRole('article').first();
  await expect(first).toContainText('Kansas Coalition Against Sexual and Domestic Violence');
  await expect(first.getByText('Serves all of Kansas', { exact: true })).toBeVisible();
  await expect(first).toContainText('55% match');
  // Arkansas is not "in Kansas", and a program for another state is no help to her: it is not listed at all.
  await expect(page.getByRole('article').filter({ hasText: 'Kansas Coalition' }).first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Arkansas Coalition' })).toHaveCount(0);
  await page.getByLabel(/Where do you need housing/).fill('Qwertyville');
  await page.getByRole('button', { name: 'Find Housing Resources' }).click();
  await expect(page.getByText('We could not place “Qwertyville” on the map, so the results are not sorted by where you are.', { exact: false })).toBeVisible();
  await context.close();
});

test('no match: the "No Direct Matches Found" card, and Contact Support Team opens the form on the right category', async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.getByLabel(/Where do you need housing/).fill('Nowhereville');
  await page.getByLabel(/Type of housing/).selectOption({ label: 'Permanent housing' });
  await page.getByLabel(/How soon/).selectOption({ label: 'Planning ahead' });
  await page.getByRole('button', { name: 'Find Housing Resources' }).click();
  await expect(page.getByRole('heading', { name: 'No Direct Matches Found' })).toBeVisible();
  await expect(page.getByText('Expand the search area')).toBeVisible();
  await page.getByRole('link', { name: 'Contact Support Team' }).click();
  await expect(page).toHaveURL('/contact?category=resources');
  await expect(page.getByLabel(/Category/)).toHaveValue('resources');
  await context.close();
});

test('the Search Directory tab lists housing resources; the assistant also works offline', WITH_SERVICE_WORKER, async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.getByRole('tab', { name: 'Search Directory' }).click();
  await expect(page.getByRole('heading', { name: 'Housing and shelter resources' })).toBeVisible();
  // The list, before any search: the crisis line first (shared/crisis-order.ts).
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText('National Domestic Violence Hotline');
  await page.getByRole('searchbox', { name: 'Search housing resources' }).fill('Dayton transitional');
  await expect(page.getByRole('article').first()).toContainText('Test Dayton Transitional Housing');
  await expectNoSeriousA11yViolations(page);

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/shelter-housing');
  await page.getByLabel(/Where do you need housing/).fill('Dayton');
  await page.getByLabel(/Type of housing/).selectOption({ label: 'Transitional housing' });
  await page.getByLabel(/How soon/).selectOption({ label: 'Within a month' });
  await page.getByRole('button', { name: 'Find Housing Resources' }).click();
  // Several states have a Dayton: she says which (the ZIP table was kept on the device at the first visit).
  await expect(page.getByText('Which one do you mean?')).toBeFocused();
  await page.getByRole('button', { name: 'Dayton, OH' }).click();
  await expect(page.getByRole('article').first()).toContainText('Test Dayton Transitional Housing');
  // 30 (in Dayton, OH) + 15 (transitional) + 5 (verified).
  await expect(page.getByRole('article').first()).toContainText('50% match');
  await expect(page.getByRole('article').first().getByText('Serves Dayton, OH', { exact: true })).toBeVisible();
  await context.close();
});

test('the Search Directory list: the DV hotline, then the programs of the state she gave on Location Services; a search keeps its ranking', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/location-services');
  await waitForDeviceData(page);
  await page.getByLabel('Or type a ZIP code, city or state').fill('77002');
  await page.getByRole('button', { name: 'Search this place' }).click();
  await expect(page.getByText('Location found: Houston, TX 77002')).toBeVisible();
  // Within the visit (her place is kept in memory only, so no reload): the menu, then the tab.
  await page.getByRole('button', { name: 'Resources', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Shelter and Housing' }).click();
  await page.getByRole('tab', { name: 'Search Directory' }).click();
  const titles = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles.first()).toHaveText('National Domestic Violence Hotline');
  await expect(titles.nth(1)).toHaveText('Texas Council on Family Violence');
  // Ranked results are not reordered: "Find Shelter" (HUD) matches "shelter" best and leads; the DV hotline, found too, follows.
  await page.getByRole('searchbox', { name: 'Search housing resources' }).fill('shelter');
  await expect(page.getByText(/results? for “shelter”/).first()).toBeVisible();
  await expect(titles.first()).toHaveText('Find Shelter');
  await expect(titles.filter({ hasText: 'National Domestic Violence Hotline' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
