// Spanish (issue 22), the news, contact, about and legal pages: each under /es is a Spanish page (lang, headline,
// key words), shows none of its area's English messages (feed articles stay English and are marked so; the team's
// articles are in Spanish, see spanish-articles.spec.ts), passes axe, and answers in Spanish when used: the news
// search, the contact form's errors and its waiting list, the guides' search and the tools.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { aboutEn } from '../../shared/messages/en/about.ts';
import { contactEn } from '../../shared/messages/en/contact.ts';
import { legalEn } from '../../shared/messages/en/legal.ts';
import { newsEn } from '../../shared/messages/en/news.ts';
import { outboxUiEn } from '../../shared/messages/en/outbox-ui.ts';

/** The English messages of this area that take no argument and hold no markup: none may show on a Spanish page. */
const ENGLISH = [newsEn, outboxUiEn, contactEn, aboutEn, legalEn]
  .flatMap((part) => Object.values(part))
  .filter((text) => !/[{<]/.test(text) && text.length >= 8);

/** English messages of ours in the page's main content, leaving out what is marked as English (feed articles, guides). */
async function englishShown(page: Page): Promise<string[]> {
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"]').forEach((el) => el.remove());
    return copy.textContent ?? '';
  });
  return ENGLISH.filter((english) => text.includes(english));
}

async function expectSpanishPage(page: Page, path: string, headline: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  expect(await englishShown(page), path).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

const cards = (page: Page) => page.locator('section[aria-labelledby="latest-news"]').getByRole('article');

test('/es/news: Spanish page, English articles marked so, search and topic filter in Spanish', async ({ page }) => {
  await expectSpanishPage(page, '/es/news', 'Noticias y actualidad');
  await expect(page).toHaveTitle(/^Noticias y actualidad \|/);
  await expect(page.getByRole('heading', { level: 2, name: 'Últimas noticias' })).toBeVisible();
  await expect(page.getByText('Se muestran 9 de 15 artículos.')).toBeVisible();
  // Articles stay in their language, marked for screen readers, and say so in Spanish.
  const first = cards(page).first();
  await expect(first.getByRole('heading').locator('[lang="en"]')).toHaveText('State legislature passes paid family leave bill');
  await expect(first.getByRole('heading')).toContainText('(en inglés)');
  await expect(first.getByRole('link', { name: /^Leer el artículo completo/ })).toHaveAttribute('target', '_blank');
  await expect(first.getByText('Derechos de la mujer').or(first.getByText('Igualdad en el trabajo'))).toBeVisible();
  // Long dates in Spanish ("20 de noviembre de 2026, 10:00 a. m."), not English month names.
  await expect(first.locator('time')).toHaveText(/ de \d{4}/);

  const search = page.getByRole('searchbox', { name: 'Buscar en las noticias' });
  await search.fill('CONTRACEPTION');
  await expect(page.getByText('1 artículo coincide con “CONTRACEPTION”.')).toBeVisible();
  await search.fill('zzz nada');
  await expect(page.getByRole('heading', { name: 'No se encontraron noticias' })).toBeVisible();
  await expect(page.getByText('Intente cambiar la búsqueda o el tema.')).toBeVisible();
  await search.fill('');
  await page.getByRole('combobox', { name: 'Tema' }).selectOption({ label: 'Atención médica' });
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Cargar más artículos' }).waitFor({ state: 'detached' });
  expect(await englishShown(page)).toEqual([]);
});

test('/es/news/{id}: a team explainer in Spanish, its frame in Spanish', async ({ page }) => {
  await expectSpanishPage(page, '/es/news/safety-planning-basics', 'Plan de seguridad: cómo empezar, en privado y paso a paso');
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await expect(page.locator('.article-body')).toContainText('Un plan de seguridad no es un formulario que se le entrega a alguien.');
  await expect(page.getByRole('link', { name: '← Todas las noticias' })).toHaveAttribute('href', '/es/news');
  await page.getByRole('link', { name: 'Más noticias' }).click();
  await expect(page).toHaveURL('/es/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias y actualidad' })).toBeVisible();
});

test('/es/contact: Spanish form, its errors, the emergency panel and the support areas', async ({ page, requests }) => {
  await expectSpanishPage(page, '/es/contact', 'Contáctenos');
  await expect(page.getByRole('heading', { name: 'Envíenos un mensaje' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo podemos ayudarle' })).toBeVisible();

  // Missing fields: said in Spanish, nothing sent, the first field to fix focused.
  await page.getByLabel('Nombre *').fill('A. Persona');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Falta información')).toBeVisible();
  await expect(page.getByText('Complete todos los campos obligatorios.')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico *')).toBeFocused();
  expect(requests.filter((u) => u.includes('/api/contact'))).toEqual([]);

  // Emergency priority: 911 and the crisis lines at once, in Spanish.
  await page.getByLabel('Prioridad (opcional)').selectOption({ label: 'Emergencia (necesito apoyo en crisis)' });
  const alert = page.getByRole('alert').filter({ hasText: 'Si está en peligro, llame al 911.' });
  await expect(alert.locator('a[href="tel:911"]')).toBeVisible();
  await page.getByLabel('Prioridad (opcional)').selectOption('normal');

  // A support area chooses the form's category.
  // (Chromium names the button "Escribir sobre esto : Ayuda general": the hidden part is positioned, so set apart.)
  await page.getByRole('button', { name: /^Escribir sobre esto\s*: Ayuda general$/ }).click();
  await expect(page.getByLabel('Categoría *')).toHaveValue('general');
});

test('/es/contact offline: the message waits on the device, and the waiting list speaks Spanish', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await page.goto('/es/contact');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const subject = `Alquiler ${Date.now()}`;
  await page.getByLabel('Nombre *').fill('A. Persona');
  await page.getByLabel('Categoría *').selectOption('general');
  await page.getByLabel('Correo electrónico *').fill('persona@example.org');
  await page.getByLabel('Asunto *').fill(subject);
  await page.getByLabel('Mensaje *').fill('¿Dónde encuentro ayuda con la renta?');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('main').getByText('Guardado en este dispositivo: se enviará cuando vuelva a tener conexión.')).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Pendiente de envío (1)' });
  await expect(waiting.getByRole('listitem').filter({ hasText: `Mensaje: ${subject}` })).toContainText('Guardado:');
  expect(await englishShown(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await waiting.getByRole('button', { name: `Borrar Mensaje: ${subject}` }).click();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText('Se borró de este dispositivo')).toBeVisible();
  await context.setOffline(false);
});

test('/es/about: the team’s page in Spanish, with the directory’s counts', async ({ page }) => {
  await expectSpanishPage(page, '/es/about', 'Quiénes somos');
  for (const heading of ['Nuestra misión', 'Nuestra visión', 'Nuestros valores', 'Lo que contiene hoy el directorio', 'Hacia dónde vamos']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  // The counts come from the device's directory once it is read.
  await expect(page.getByRole('listitem').filter({ hasText: 'recursos de vivienda y refugio en este dispositivo' })).toContainText(/\d/);
  await expect(page.getByText('Paso 1: Ahora')).toBeVisible();
  await page.getByRole('link', { name: 'Participe' }).click();
  await expect(page).toHaveURL('/es/contact');
});

test('/es/legal-education: tabs, guide search and the tools in Spanish', async ({ page }) => {
  await expectSpanishPage(page, '/es/legal-education', 'Centro de información legal');
  await expect(page.getByText('Esta es información general, no asesoría legal.')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Centro de información legal' })).toBeVisible();

  await page.getByRole('tab', { name: 'Guías legales' }).click();
  const search = page.getByRole('searchbox', { name: 'Buscar en las guías' });
  await search.fill('zzzz');
  await expect(page.getByText('Ninguna guía coincide.', { exact: false })).toBeVisible();
  await search.fill('lactancia');
  await expect(page.getByRole('tabpanel', { name: 'Guías legales' }).getByRole('status')).toHaveText('1 guía para “lactancia”');

  await page.getByRole('tab', { name: 'Herramientas legales' }).click();
  const log = page.getByRole('region', { name: 'Registro de pruebas' });
  await log.getByRole('button', { name: 'Agregar al registro' }).click();
  await expect(log.getByRole('alert')).toHaveText('Escriba al menos la fecha y qué pasó.');
  const calc = page.getByRole('region', { name: 'Cargo por discriminación: calculadora de plazos' });
  const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  await calc.getByLabel('Fecha de la discriminación (o del hecho más reciente)').fill(tenDaysAgo);
  await expect(calc.getByRole('listitem').filter({ hasText: 'Cargo ante la EEOC (la mayoría de los trabajadores)' })).toContainText('quedan 170 días');
  const budget = page.getByRole('region', { name: 'Un presupuesto para irse' });
  await budget.getByLabel('Sueldo del trabajo').fill('1800');
  await budget.getByLabel('Renta o depósito').fill('1200');
  await expect(budget).toContainText('quedan $600 al mes.');
  expect(await englishShown(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // The help tab brings the listing cards' words with its code: Spanish ones.
  await page.getByRole('tab', { name: 'Ayuda legal' }).click();
  const help = page.getByRole('tabpanel', { name: 'Ayuda legal' });
  await expect(help.getByRole('heading', { name: 'LawHelp.org', exact: true })).toBeVisible();
  await expect(help.getByRole('link', { name: /^Visitar el sitio web/ }).first()).toBeVisible();
  // Words whose catalogue did not come would show as their ids.
  await expect(help).not.toContainText(/directory\.[a-zA-Z]+\.[a-zA-Z]/);

  // A guide's page carries the note too, in Spanish (its words load with the guide).
  await page.goto('/es/legal-education/guides/protection-orders');
  await expect(page.locator('main')).toContainText('Esta es información general, no asesoría legal.');
});
