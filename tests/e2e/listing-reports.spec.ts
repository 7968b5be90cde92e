// Readers tell us. "Report a problem" on a listing card: sent offline, it waits on the device and reaches the server
// exactly once when the connection returns; an editor sees a report grouped by listing, resolves it, and opens the
// listing's editor. "Suggest a listing" (issue 37): refused with clear messages, sent offline and once when back
// online; an editor checks it, completes it and publishes it, and its card says a reader suggested it.
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from '@playwright/test';
import { makeAdmin, signUp } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, testWithOwnServer, waitForDeviceData, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';

// A server of its own: its reports must not appear in other tests' admin areas.
const test = testWithOwnServer;

const LISTING = 'National Domestic Violence Hotline';
/** The listing of the editor's test: another, so the two tests' reports do not meet. */
const REPORTED = 'Find Shelter';

function storedReports(dbPath: string): { problem: string; note: string | null }[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare("SELECT problem, note FROM listing_reports WHERE resource_id = 'national-domestic-violence-hotline'").all() as { problem: string; note: string | null }[];
  } finally {
    db.close();
  }
}

function storedSuggestions(dbPath: string): Record<string, string | null>[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare("SELECT name, about, category, phone, website, area, contact, status FROM listing_suggestions WHERE name LIKE 'Hilltop%'").all() as Record<string, string | null>[];
  } finally {
    db.close();
  }
}

function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('women-help');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
}

/**
 * Back online: the outbox is replayed (going online fires no sync event here) until it is empty, and once more, so a
 * second sending of the same form would have happened by now if it were going to.
 */
async function backOnline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      return outboxCount(page);
    })
    .toBe(0);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(300);
}

test('a report made offline is sent once when back online', WITH_SERVICE_WORKER, async ({ page, context, server }) => {
  await page.goto('/resources/housing-shelter');
  await waitForServiceWorker(page);
  await waitForDeviceData(page);
  const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: LISTING }) }).first();
  await expect(card).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: `Report a problem with ${LISTING}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await expect(dialog).toBeVisible();
  // Sending without a choice says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose what is wrong.');
  await dialog.getByLabel('The phone number is wrong').check();
  await dialog.getByLabel('Anything to add? (optional)').fill('It rang a fax machine.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Saved on this device: it will be sent when you are back online.')).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
  expect(storedReports(server.dbPath)).toEqual([]);

  await backOnline(page, context);
  expect(storedReports(server.dbPath)).toEqual([{ problem: 'number', note: 'It rang a fax machine.' }]);
});

test('an editor sees a report grouped by its listing, resolves it, and opens the listing’s editor', async ({ page, server }) => {
  // A report on another listing, sent online as a visitor's page sends it.
  const sent = await page.request.post('/api/listing-reports', {
    headers: { Origin: server.baseURL, 'Idempotency-Key': crypto.randomUUID() },
    data: { resourceId: 'hud-find-shelter', problem: 'hours', note: 'Closed on Sundays now.' },
  });
  expect(sent.status()).toBe(201);
  await signUp(page, 'listing.editor');
  makeAdmin(server, 'listing.editor');
  await page.goto('/admin?tab=listing-reports');
  const group = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(REPORTED) }) }).first();
  await expect(group).toContainText('1 open');
  await expect(group).toContainText('The hours are wrong');
  await expect(group).toContainText('Closed on Sundays now.');
  await expectNoSeriousA11yViolations(page);
  await group.getByRole('button', { name: /Mark resolved/ }).click();
  await expect(group).toContainText('All resolved');
  await group.getByRole('link', { name: /Edit this listing/ }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Resource' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Edit Resource' }).getByLabel('Title')).toHaveValue(REPORTED);
});

test('a suggested listing: bad input refused with clear messages, then sent offline and once when back online', WITH_SERVICE_WORKER, async ({ page, context, server }) => {
  await page.goto('/resources/rights-advocacy');
  await waitForServiceWorker(page);
  await waitForDeviceData(page);
  await expect(page.getByText('Know a local service we are missing?')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Suggest a listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest a listing' });
  await expect(dialog).toBeVisible();
  // The page's kind of help is chosen for her.
  await expect(dialog.getByLabel('Kind of help')).toHaveValue('rights-advocacy');
  // Nothing filled in: each missing field says so, and she lands on the first.
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  const name = dialog.getByLabel('Name of the service');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Give the name of the service.');
  await expect(dialog.getByLabel('What does it do?')).toHaveAccessibleDescription('Say in a few words what the service does.');
  await expect(dialog.getByLabel('Its phone number')).toHaveAccessibleDescription('Give its phone number or its website, so we can check it.');
  await expect(dialog.getByLabel('Its website')).toHaveAccessibleDescription('Give its phone number or its website, so we can check it.');
  await name.fill('Hilltop Family Law Clinic');
  await dialog.getByLabel('What does it do?').fill('Free help with protective orders and custody, Tuesdays.');
  await dialog.getByLabel('Its website').fill('not a site');
  await dialog.getByLabel('Where does it help people?').fill('Madison County, Tennessee');
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(dialog.getByLabel('Its website')).toBeFocused();
  await expect(dialog.getByLabel('Its website')).toHaveAccessibleDescription('Enter a web address like example.org.');
  await dialog.getByLabel('Its website').fill('hilltop-clinic.example.org');
  await dialog.getByLabel('Its phone number').fill('731-555-0142');
  await dialog.getByLabel('How we can reach you about it').fill('reader@example.org');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Saved on this device: it will be sent when you are back online.')).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
  expect(storedSuggestions(server.dbPath)).toEqual([]);

  await backOnline(page, context);
  expect(storedSuggestions(server.dbPath)).toEqual([
    {
      name: 'Hilltop Family Law Clinic',
      about: 'Free help with protective orders and custody, Tuesdays.',
      category: 'rights-advocacy',
      phone: '731-555-0142',
      website: 'https://hilltop-clinic.example.org',
      area: 'Madison County, Tennessee',
      contact: 'reader@example.org',
      status: 'open',
    },
  ]);
});

test('an editor checks a suggestion, completes it and publishes it; its card says a reader suggested it and when we checked', async ({ page, server, browser }) => {
  const sent = await page.request.post('/api/listing-suggestions', {
    headers: { Origin: server.baseURL, 'Idempotency-Key': crypto.randomUUID() },
    data: { name: 'Hilltop Legal Aid Office', about: 'Free civil legal help.', phone: '731-555-0199', area: 'Madison County, Tennessee', contact: 'me@example.org' },
  });
  expect(sent.status()).toBe(201);
  await signUp(page, 'suggestion.editor');
  makeAdmin(server, 'suggestion.editor');
  await page.goto('/admin?tab=listing-suggestions');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Hilltop Legal Aid Office/ }) });
  await expect(item).toContainText('To check');
  await expect(item).toContainText('Madison County, Tennessee');
  await expect(item).toContainText('me@example.org');
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('link', { name: /Open as a draft listing/ }).click();

  const form = page.getByRole('dialog', { name: 'Publish a suggested listing' });
  await expect(form.getByLabel('Title *')).toHaveValue('Hilltop Legal Aid Office');
  await expect(form.getByLabel('Counties it serves')).toHaveValue('Madison County, Tennessee');
  await expect(form).toContainText('The reader said it serves: Madison County, Tennessee');
  // Checked with the service: the editor says where and when, and that it is verified.
  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('Description *').fill('Free civil legal help for people with low incomes, including protective orders.');
  await form.getByLabel('Category *').selectOption('rights-advocacy');
  await form.getByLabel('Source URL *').fill('https://hilltop-legal.example.org/contact');
  await form.getByLabel('Checked on *').fill(today);
  await form.getByLabel('Verified', { exact: true }).check();
  await form.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByText('Listing published from the suggestion')).toBeVisible();
  await page.goto('/admin?tab=listing-suggestions');
  const done = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Hilltop Legal Aid Office/ }) });
  await expect(done).toContainText('Published');
  // The way to reach the person who suggested it is gone once it is decided.
  await expect(done).not.toContainText('me@example.org');

  // A visitor finds it, and its card says what was checked.
  const visitor = await browser.newContext({ baseURL: server.baseURL });
  try {
    const v = await visitor.newPage();
    await v.goto('/resources/rights-advocacy');
    await v.getByLabel('Search Rights & Advocacy resources').fill('Hilltop Legal Aid');
    const card = v.locator('main article').filter({ has: v.getByRole('heading', { name: 'Hilltop Legal Aid Office' }) });
    const day = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`));
    await expect(card).toContainText(`Suggested by a reader, checked by us on ${day}`);
  } finally {
    await visitor.close();
  }
});
