// The contact form filled as she would, for the tests that send it (online, offline, through either instance).
import type { Page } from '@playwright/test';

export async function fillContactForm(page: Page, subject: string): Promise<void> {
  await page.getByLabel('Name *').fill('A. Person');
  await page.getByLabel('Email *').fill('a.person@example.org');
  await page.getByLabel('Subject *').fill(subject);
  await page.getByLabel('Category *').selectOption('resources');
  await page.getByLabel('Message *').fill('Where can I find help with rent?');
}

/**
 * The toast "Saved on this device", which the form shows once its message is stored and its first try has ended (the
 * waiting list shows the message a moment before that try has put down that it failed). A test that closes the page
 * and then has the service worker send it waits for this.
 */
export function savedOnDeviceToast(page: Page) {
  return page.getByRole('status', { name: 'Saved on this device' }).or(page.getByRole('alert', { name: 'Saved on this device' }));
}
