// "Report a problem" on a listing card: sent offline, it waits on the device and reaches the server exactly once when
// the connection returns; an editor sees a report grouped by listing, resolves it, and opens the listing's editor.
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
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

  await context.setOffline(false);
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      return outboxCount(page);
    })
    .toBe(0);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(300);
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
