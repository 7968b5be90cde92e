// The words that cross the server, in Spanish (issue 22): on /es/contact a bad submission is explained in Spanish
// (the schema's messages through the catalogue), and a message written offline on the Spanish page is replayed once
// and stored with its language, the server's thanks and the outbox's notices in Spanish too. Fields are found by
// their ids, so the test holds whatever language the form's labels are in.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { storedLanguages } from './stored.ts';
import { formEn } from '../../shared/messages/en/form.ts';
import { outboxEn } from '../../shared/messages/en/outbox.ts';

const field = (page: Page, name: string) => page.locator(`form [id$="-${name}"]`);
const send = (page: Page) => page.locator('form button[type="submit"]');

async function fill(page: Page, subject: string) {
  await field(page, 'name').fill('A. Persona');
  await field(page, 'email').fill('a.persona@example.org');
  await field(page, 'subject').fill(subject);
  await field(page, 'category').selectOption('resources');
  await field(page, 'message').fill('¿Dónde puedo encontrar ayuda con la renta?');
}

/**
 * The English words of the form and outbox messages that take no arguments: none may show on a Spanish page. (The
 * contact form's own "saved on this device" toast is the contact page's words, converted with that page.)
 */
const { 'outbox.savedOffline': _formsOwn, ...OUTBOX } = outboxEn;
const ENGLISH = Object.values({ ...formEn, ...OUTBOX }).filter((m) => !m.includes('{'));

test('a bad submission on /es/contact is explained in Spanish, nothing is sent, and the page passes axe', async ({ page, requests }) => {
  await page.goto('/es/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await field(page, 'name').fill('A. Persona');
  await send(page).click();
  await expect(page.getByText('Complete todos los campos obligatorios.')).toBeVisible();
  await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'email').fill('no-es-una-direccion');
  await field(page, 'subject').fill('Asunto');
  await field(page, 'category').selectOption('resources');
  await field(page, 'message').fill('Hola');
  await send(page).click();
  await expect(page.getByText('Escriba un correo electrónico como nombre@ejemplo.org.')).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(ENGLISH.filter((m) => text.includes(m))).toEqual([]);
  expect(requests.filter((u) => u.includes('/api/contact'))).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('a message written offline on /es/contact waits, is replayed once when back online, and is stored as Spanish', WITH_SERVICE_WORKER, async ({ page, context, server }) => {
  const subject = `Sin conexión ${Date.now()}`;
  await page.goto('/es/contact');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fill(page, subject);
  await send(page).click();
  const waiting = page.locator('section').filter({ has: page.locator('li', { hasText: subject }) });
  await expect(waiting).toBeVisible();
  expect(storedLanguages(server.dbPath).filter((m) => m.subject === subject)).toEqual([]);

  // Offline attempts are counted and said in Spanish.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(waiting.getByText(/se intentó \d+ (vez|veces) \(Sin conexión\)/)).toBeVisible();

  await context.setOffline(false);
  // Background Sync does not fire under test: the page replays on `online` (again if it met the connection still down).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      return waiting.count();
    })
    .toBe(0);
  await expect(page.getByText(/^Su mensaje se envió hoy /)).toBeVisible();
  await expect(page.getByText('Su mensaje se envió', { exact: true })).toHaveCount(1);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => storedLanguages(server.dbPath).filter((m) => m.subject === subject)).toEqual([{ subject, language: 'es' }]);
  const text = await page.locator('body').innerText();
  expect(ENGLISH.filter((m) => text.includes(m))).toEqual([]);
});
