// The home page's newsletter signup: the two steps, the spec's messages, the confirmation link (double opt-in), and offline.
import type { Page } from '@playwright/test';
import { openDb } from '../../api/db/client.ts';
import { expect, expectNoSeriousA11yViolations, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';

function subscription(dbPath: string, email: string): { interests: string[]; status?: string; count: number; mails: string[] } {
  const db = openDb(dbPath);
  try {
    const rows = db.$client.prepare('SELECT interests, status FROM newsletter_subscriptions WHERE email = ?').all(email) as { interests: string; status: string }[];
    const mails = db.$client.prepare("SELECT text FROM outbound_mail WHERE kind = 'newsletter-confirmation' AND \"to\" = ?").all(email) as { text: string }[];
    return { interests: rows[0] ? (JSON.parse(rows[0].interests) as string[]) : [], ...(rows[0] ? { status: rows[0].status } : {}), count: rows.length, mails: mails.map((m) => m.text) };
  } finally {
    db.$client.close();
  }
}

const section = (page: Page) => page.locator('#newsletter');

test('two steps: email, then interests; "Subscribe to N Topics"; back to email; one confirmation, subscribed only once confirmed', async ({ page, server }) => {
  const email = `reader${Date.now()}@example.org`;
  await page.goto('/');
  await section(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Email required')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(section(page).getByLabel('Email address')).toBeFocused();

  await section(page).getByLabel('Email address').fill(email);
  await section(page).getByRole('button', { name: 'Continue' }).click();
  // The keyboard stays in the form as the step changes.
  await expect(section(page).getByText('What would you like to hear about? (optional)')).toBeFocused();
  await section(page).getByLabel('Women’s Health').check();
  await section(page).getByLabel('Financial Empowerment').check();
  await expect(section(page).getByRole('button', { name: 'Subscribe to 2 Topics' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await section(page).getByRole('button', { name: 'Back to Email' }).click();
  await expect(section(page).getByLabel('Email address')).toHaveValue(email);
  await section(page).getByRole('button', { name: 'Continue' }).click();
  await section(page).getByRole('button', { name: 'Subscribe to 2 Topics' }).click();
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();
  await expect(page.getByText(/check your inbox for an email with a link to confirm/)).toBeVisible();
  await expect(section(page).getByLabel('Email address')).toHaveValue('');
  // Asked, not subscribed: one confirmation mail, and the address waits for it.
  expect(subscription(server.dbPath, email)).toMatchObject({ interests: ['health', 'finance'], status: 'pending', count: 1, mails: [expect.stringContaining('/api/newsletter/confirm?token=')] });

  // The same address again: the same answer on screen, and nothing more is sent or changed.
  await section(page).getByLabel('Email address').fill(email);
  await section(page).getByRole('button', { name: 'Continue' }).click();
  await section(page).getByLabel('Career & Professional Development').check();
  await section(page).getByRole('button', { name: 'Subscribe to 1 Topic' }).click();
  await expect(page.getByText('Check your inbox', { exact: true }).last()).toBeVisible();
  expect(subscription(server.dbPath, email)).toMatchObject({ interests: ['health', 'finance'], status: 'pending', mails: [expect.any(String)] });

  // The link in the mail shows a page; only its button subscribes.
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(subscription(server.dbPath, email).mails[0] ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(new URL(link!).pathname + new URL(link!).search, server.baseURL).href);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  expect(subscription(server.dbPath, email).status).toBe('pending');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  expect(subscription(server.dbPath, email)).toMatchObject({ status: 'active', interests: ['health', 'finance'] });
});

test('a signup made offline is kept on the device and sent once when back online', WITH_SERVICE_WORKER, async ({ page, context, server }) => {
  const email = `offline${Date.now()}@example.org`;
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await section(page).getByLabel('Email address').fill(email);
  await section(page).getByRole('button', { name: 'Continue' }).click();
  await section(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(section(page).getByText('Saved on this device: it will be sent when you are back online.')).toBeVisible();
  const waiting = section(page).getByRole('region', { name: /Waiting to be sent/ });
  await expect(waiting).toContainText('Newsletter signup');
  await expect(waiting).not.toContainText(email);
  expect(subscription(server.dbPath, email).count).toBe(0);
  // Said at once by a toast too (in place of "You are offline"); she dismisses it, as she might long before the connection returns.
  await page.getByRole('status').filter({ hasText: 'Saved on this device' }).getByRole('button', { name: 'Dismiss notification' }).click();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => subscription(server.dbPath, email).count).toBe(1);
  // Said by a toast (read first: it goes after 5 seconds) and where the queue was, with what to do next (double
  // opt-in), and once.
  await expect(page.getByText('Your newsletter signup was sent', { exact: true })).toHaveCount(1);
  await expect(waiting).toHaveCount(0);
  const sent = section(page).getByRole('list', { name: 'Sent' }).getByRole('listitem');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(/Your newsletter signup was sent at \d{1,2}:\d{2}.*\. Check your inbox for an email with a link to confirm your subscription\./);
  await expect(sent).not.toContainText(email);
  await expectNoSeriousA11yViolations(page);
  await sent.getByRole('button', { name: 'Dismiss Newsletter signup' }).click();
  await expect(sent).toHaveCount(0);
  expect(subscription(server.dbPath, email)).toMatchObject({ count: 1, mails: [expect.any(String)] });
});
