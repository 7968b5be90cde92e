// The contact form in Chromium: sent online; written to the device and sent exactly once when offline, then said once
// (a toast and a line until dismissed), also when the service worker sent it with the page closed; kept on a 503
// with "Not sent yet"; deletable while waiting; the emergency panel; the spec's messages.
import type { Page } from '@playwright/test';
import { hotline, telHref } from '../../shared/hotlines.ts';
import { expect, expectNoSeriousA11yViolations, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { storedSubjects } from './stored.ts';
import { fillContactForm as fill, savedOnDeviceToast } from './contact-form.ts';

const waiting = (page: Page) => page.getByRole('region', { name: /Waiting to be sent/ });
const waitingItem = (page: Page, subject: string) => waiting(page).getByRole('listitem').filter({ hasText: `Message: ${subject}` });
const sentLines = (page: Page) => page.getByRole('list', { name: 'Sent' }).getByRole('listitem');
const sentLine = (page: Page, subject: string) => sentLines(page).filter({ hasText: `Message: ${subject}` });
const sentToast = (page: Page) => page.getByText('Your message was sent', { exact: true });

test('a message sent online arrives once, the form resets to priority normal, and the page passes axe', async ({ page, server }) => {
  const subject = `Online ${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fill(page, subject);
  await page.getByLabel('Priority (optional)').selectOption('high');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully')).toBeVisible();
  await expect(page.getByLabel('Subject *')).toHaveValue('');
  await expect(page.getByLabel('Priority (optional)')).toHaveValue('normal');
  expect(storedSubjects(server.dbPath).filter((s) => s === subject)).toHaveLength(1);
  await expect(waiting(page)).toHaveCount(0);
});

test('missing fields: "Missing Information", nothing sent, values kept', async ({ page, requests }) => {
  await page.goto('/contact');
  await page.getByLabel('Name *').fill('A. Person');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await expect(page.getByLabel('Email *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email *')).toBeFocused();
  await expect(page.getByLabel('Name *')).toHaveValue('A. Person');
  expect(requests.filter((u) => u.includes('/api/contact'))).toEqual([]);
});

test('choosing "Emergency" shows 911 and the hotlines at once', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Priority (optional)').selectOption('emergency');
  const alert = page.getByRole('alert').filter({ hasText: 'If you are in danger, call 911.' });
  await expect(alert).toBeVisible();
  await expect(alert.locator('a[href="tel:911"]')).toBeVisible();
  await expect(alert.locator(`a[href="${telHref(hotline('domestic-violence').phone ?? '')}"]`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('offline: saved on the device, survives a reload, and is sent exactly once when back online', WITH_SERVICE_WORKER, async ({ page, context, server }) => {
  const subject = `Offline ${Date.now()}`;
  await page.goto('/contact');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fill(page, subject);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('main').getByText('Saved on this device: it will be sent when you are back online.')).toBeVisible();
  await expect(waitingItem(page, subject)).toBeVisible();

  await page.reload();
  await expect(waitingItem(page, subject)).toBeVisible();
  expect(storedSubjects(server.dbPath)).not.toContain(subject);

  await context.setOffline(false);
  // Background Sync does not fire under test; the page replays on `online` (fired here in case the browser did not,
  // and again if the first replay still met the connection going down, as a real connection coming back may).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      return waiting(page).count();
    })
    .toBe(0);
  // Said where the queue was, and by one toast (in place of "Back online": toasts show one at a time).
  await expect(sentLine(page, subject)).toHaveText(/^Your message was sent at \d{1,2}:\d{2}/);
  await expect(sentToast(page)).toHaveCount(1);
  await expect(page.getByText(/^Sent at \d{1,2}:\d{2}/)).toBeVisible();
  await expect(page.getByText('Back online', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Another replay has nothing to send or say; the server has the message once.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(300);
  await expect(sentLines(page)).toHaveCount(1);
  expect(storedSubjects(server.dbPath).filter((s) => s === subject)).toHaveLength(1);

  // The line stays (a reload does not toast again) until she dismisses it, from the keyboard.
  await page.reload();
  await expect(sentLine(page, subject)).toBeVisible();
  await page.waitForTimeout(500);
  await expect(sentToast(page)).toHaveCount(0);
  await sentLine(page, subject).getByRole('button', { name: `Dismiss Message: ${subject}` }).press('Enter');
  await expect(sentLines(page)).toHaveCount(0);
  // The keyboard stays where the line was.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-live'))).toBe('polite');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(sentLines(page)).toHaveCount(0);
  await expect(sentToast(page)).toHaveCount(0);
});

test('sent by the service worker with the page closed: said once, the next time a page is open', WITH_SERVICE_WORKER, async ({ page, context, server }) => {
  const subject = `Worker ${Date.now()}`;
  await page.goto('/contact');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fill(page, subject);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(waitingItem(page, subject)).toBeVisible();
  await expect(savedOnDeviceToast(page)).toBeVisible();
  await page.close();

  // Background Sync, as the browser fires it once the device is online (the worker's own event, through DevTools).
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL.startsWith(server.baseURL) && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(server.baseURL).origin, registrationId, tag: 'outbox', lastChance: false });
  await expect.poll(() => storedSubjects(server.dbPath).filter((s) => s === subject)).toHaveLength(1);

  // Two pages open: one toast, one line on each page that shows the queue.
  const first = await context.newPage();
  await first.goto('/contact');
  await expect(sentLine(first, subject)).toBeVisible();
  await expect(sentToast(first)).toBeVisible();
  const second = await context.newPage();
  await second.goto('/contact');
  await expect(sentLine(second, subject)).toBeVisible();
  await second.waitForTimeout(500);
  await expect(sentToast(second)).toHaveCount(0);
  await expect(sentLines(first)).toHaveCount(1);
  await expect(waiting(first)).toHaveCount(0);
  expect(storedSubjects(server.dbPath).filter((s) => s === subject)).toHaveLength(1);
});

test.describe('without a service worker', () => {
  // Background Sync would send the item at once (the worker's requests are not routed by the page): test the page's
  // own handling of a 503 here.
  test.use({ serviceWorkers: 'block' });

  test('a 503 keeps the message waiting; it goes once the server is back', async ({ page, server }) => {
    const subject = `Busy ${Date.now()}`;
    await page.goto('/contact');
    let tries = 0;
    await page.route('**/api/contact', (route) => {
      tries++;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down for maintenance' }) });
    });
    await fill(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(waitingItem(page, subject)).toBeVisible();
    // Sent at once, and tried again when the page's outbox starts (on a busy machine, after she sent it): the count
    // shown is the count of tries the server saw.
    await expect(async () => {
      // Once when sent, at most once more when the outbox starts: never a burst.
      expect(tries).toBeGreaterThan(0);
      expect(tries).toBeLessThanOrEqual(2);
      await expect(waitingItem(page, subject)).toContainText(
        `Not sent yet: the server did not accept it (tried ${tries} ${tries === 1 ? 'time' : 'times'}). It will be tried again.`,
        { timeout: 1000 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(waitingItem(page, subject)).toContainText('The server said: Down for maintenance');
    await page.unroute('**/api/contact');
    await waiting(page).getByRole('button', { name: 'Send now' }).click();
    await expect(waiting(page)).toHaveCount(0);
    await expect(sentLine(page, subject)).toHaveText(/^Your message was sent at /);
    await expect(sentLines(page)).toHaveCount(1);
    expect(storedSubjects(server.dbPath).filter((s) => s === subject)).toHaveLength(1);
  });
});

test('a waiting message can be deleted and is then never sent', WITH_SERVICE_WORKER, async ({ page, context, server }) => {
  const subject = `Deleted ${Date.now()}`;
  await page.goto('/contact');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fill(page, subject);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(waitingItem(page, subject)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await waiting(page).getByRole('button', { name: `Delete Message: ${subject}` }).click();
  await expect(waiting(page)).toHaveCount(0);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(300);
  expect(storedSubjects(server.dbPath)).not.toContain(subject);
});
