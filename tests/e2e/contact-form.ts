// The contact form filled as she would, for the tests that send it (online, offline, through either instance).
import type { Page } from '@playwright/test';

export async function fillContactForm(page: Page, subject: string): Promise<void> {
  await page.getByLabel('Name *').fill('A. Person');
  await page.getByLabel('Email *').fill('a.person@example.org');
  await page.getByLabel('Subject *').fill(subject);
  await page.getByLabel('Category *').selectOption('resources');
  await page.getByLabel('Message *').fill('Where can I find help with rent?');
}
