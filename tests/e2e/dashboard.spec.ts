// The dashboard without an account: signed out it asks to sign in or to keep a private list on this device; the list
// holds saved resources (status one step per press), reminders (due soon, complete) and the week's urgent items.
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';

test('signed out: "Sign In Required" with the toast, or a private list on this device', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Authentication Required' })).toContainText('Please sign in to access your personal dashboard.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/api/login?returnTo=%2Fdashboard');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Use a list on this device' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Your private list, kept on this device only.')).toBeVisible();
  // Remembered on this device: no sign-in prompt next time.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toHaveCount(0);
});

test('save from the directory, move its status, add and complete a reminder; the overview shows what is urgent', async ({ page }) => {
  await page.goto('/resources/housing-shelter');
  await waitForDeviceData(page);
  const card = page.getByRole('article').first();
  const title = await card.getByRole('heading').innerText();
  await card.getByRole('button', { name: new RegExp(`^Save ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  await expect(page.getByRole('alert', { name: 'Saved on this device' }).or(page.getByRole('status', { name: 'Saved on this device' }))).toBeVisible();
  await expect(card.getByRole('button', { name: new RegExp(`^Saved `) })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Use a list on this device' }).click();
  await page.getByRole('tab', { name: 'Saved Resources' }).click();
  const item = page.getByRole('tabpanel', { name: 'Saved Resources' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Saved');
  for (const next of ['Contacted', 'Applied', 'Completed']) {
    await item.getByRole('button', { name: new RegExp(`^Mark as ${next}`) }).click();
    await expect(item.locator('span.rounded-full').first()).toHaveText(next);
  }
  await expect(item.getByRole('button', { name: /^Completed/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('status', { name: 'Status Updated' }).or(page.getByRole('alert', { name: 'Status Updated' }))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Reminders' }).click();
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Give the reminder a title and a due date.' })).toBeVisible();
  const soon = new Date(Date.now() + 2 * 86_400_000);
  const local = new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel('Title *').fill('Send the housing application');
  await page.getByLabel('Type').selectOption({ label: 'Deadline' });
  await page.getByLabel('Due *').fill(local);
  await page.getByRole('button', { name: 'Add reminder' }).click();
  const reminder = page.getByRole('tabpanel', { name: 'Reminders' }).getByRole('listitem').filter({ hasText: 'Send the housing application' });
  await expect(reminder).toContainText('Due Soon');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.locator('section[aria-labelledby="urgent"]')).toContainText('Send the housing application');
  await expect(page.locator('section[aria-labelledby="recent"] li').first()).toContainText('Added reminder “Send the housing application”');

  await page.getByRole('tab', { name: 'Reminders' }).click();
  await reminder.getByRole('button', { name: /^Mark complete/ }).click();
  await expect(reminder).toContainText('Completed');
  await expect(reminder.getByRole('button', { name: /^Mark complete/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.locator('section[aria-labelledby="urgent"]')).toContainText('Nothing due in the next 7 days.');
});

test('the device list works offline', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Use a list on this device' }).click();
  // The choice is stored on the device once the list shows: only then is a reload sure to find it.
  await expect(page.getByRole('tab', { name: 'Reminders' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Reminders' }).click();
  await page.getByLabel('Title *').fill('Call the legal aid office');
  await page.getByLabel('Due *').fill('2030-01-15T09:30');
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Reminders' }).getByRole('listitem').filter({ hasText: 'Call the legal aid office' })).toBeVisible();
  await context.setOffline(false);
});
