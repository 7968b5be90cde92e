// The directory's shared parts in Spanish (issue 22): on every /es page that shows them, listing cards, the search
// box and its counts, "Open now", Save, "Report a problem", the built-in directories' parts and the location picker
// speak Spanish; a national listing's Spanish description is marked lang="es" (an English one says so and is marked
// lang="en": tests/e2e/spanish-descriptions.spec.ts); the Crisis Text Line's card offers
// its Spanish keyword; dates are es-US. The pages' own words are converted elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData } from './fixtures.ts';
import { directoryEn } from '../../shared/messages/en/directory.ts';

/** Every page that shows one of the directory's shared parts, with a Spanish word of that part it must show. */
const ROUTES: readonly { path: string; shows: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/resources', shows: (p) => p.getByRole('button', { name: 'Buscar', exact: true }) },
  { path: '/resources/housing-shelter', shows: (p) => p.getByRole('button', { name: 'Buscar', exact: true }) },
  { path: '/healthcare-reproductive-rights', shows: (p) => p.getByRole('button', { name: 'Buscar', exact: true }) },
  { path: '/employment-opportunities', shows: (p) => p.getByRole('button', { name: 'Buscar', exact: true }) },
  { path: '/housing-shelter', shows: (p) => p.getByRole('button', { name: 'Buscar', exact: true }) },
  { path: '/womens-health', shows: (p) => p.getByRole('button', { name: 'Buscar', exact: true }) },
  { path: '/rights-advocacy', shows: (p) => p.getByRole('button', { name: 'Buscar', exact: true }) },
  { path: '/grants', shows: (p) => p.getByRole('button', { name: 'Buscar', exact: true }) },
  { path: '/shelter-housing?tab=search', shows: (p) => p.getByRole('button', { name: 'Buscar', exact: true }) },
  { path: '/location-services', shows: (p) => p.getByRole('button', { name: 'Usar mi ubicación' }) },
  { path: '/organizations-growth', shows: (p) => p.getByRole('link', { name: /^Visitar el sitio web/ }).first() },
  { path: '/financing-grants', shows: (p) => p.getByRole('link', { name: /^Visitar el sitio web/ }).first() },
  { path: '/women-owned-businesses', shows: (p) => p.getByRole('link', { name: /^fuente de / }).first() },
  { path: '/legal-education', shows: (p) => p.locator('main') },
];

/** The source of the pages themselves: words they still write in English are converted elsewhere, not here. */
function pagesSource(dir = join(import.meta.dirname, '../../web/pages')): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((e) => (e.isDirectory() ? pagesSource(join(dir, e.name)) : e.name.endsWith('.tsx') ? readFileSync(join(dir, e.name), 'utf8') : ''))
    .join('\n');
}
const PAGES_SOURCE = pagesSource();

/**
 * The directory's English words a Spanish page must not show: each message's fixed parts (around its arguments) of
 * 12 characters or more (a short word such as "Save" may be a page's own), leaving out any a page also writes itself.
 */
const ENGLISH_PARTS = [
  ...new Set(
    Object.values(directoryEn)
      .filter((m) => !m.includes('plural'))
      .flatMap((m) => m.split(/\{[^{}]*\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 12 && !PAGES_SOURCE.includes(part)),
  ),
];

async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return ENGLISH_PARTS.filter((part) => text.includes(part));
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every page with the directory’s parts shows them in Spanish, none of their English, and passes axe', async ({ page }) => {
    test.setTimeout(300_000);
    for (const { path, shows } of ROUTES) {
      await page.goto(`/es${path}`);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'es');
      await waitForDeviceData(page);
      await expect(shows(page), path).toBeVisible();
      expect(await englishLeft(page), path).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test('a listing card in Spanish: its frame, its Spanish description, languages, checks, the Spanish text keyword', async ({ page }) => {
  await page.goto('/es/resources/womens-health');
  await waitForDeviceData(page);
  const textLine = page.locator('main article').filter({ has: page.getByRole('heading', { name: 'Crisis Text Line' }) }).first();
  await expect(textLine).toBeVisible();
  // The Spanish keyword of shared/hotlines.ts, to the line's own number: "HOME" would reach an English speaker.
  const sms = textLine.getByRole('link', { name: 'Envíe AYUDA al 741741' });
  await expect(sms).toHaveAttribute('href', 'sms:741741?&body=AYUDA');
  await expect(textLine).not.toContainText('HOME');
  // A national line has a Spanish description, written for it: marked Spanish, and not said to be English.
  await expect(textLine.locator('p span[lang="es"]')).toContainText('consejero de crisis');
  await expect(textLine).not.toContainText('(en inglés)');
  await expect(textLine).toContainText('Abierto las 24 horas');
  await expect(textLine.getByText(/^Verificado en (su sitio web|una página de [a-z0-9.-]+)(,| de \d{4},) [a-záéíóúñ]+ de \d{4}\. No confirmado por teléfono: verifíquelo antes de ir\.$/)).toBeVisible();
  await expect(textLine.getByRole('link', { name: /^Visitar el sitio web de Crisis Text Line \(se abre en una pestaña nueva\)/ })).toBeVisible();

  await page.goto('/es/resources/housing-shelter');
  await waitForDeviceData(page);
  const hotline = page.locator('main article').filter({ has: page.getByRole('heading', { name: 'National Domestic Violence Hotline' }) }).first();
  // The languages the service speaks, named in Spanish.
  await expect(hotline).toContainText('Idiomas: inglés, español');
  await expect(hotline.getByRole('link', { name: /^Llame al 1-800-799-7233/ })).toHaveAttribute('href', 'tel:18007997233');
  await expect(hotline).toContainText('Atiende en todo Estados Unidos');

  // Save: the button and its notice in Spanish.
  await hotline.getByRole('button', { name: 'Guardar National Domestic Violence Hotline' }).click();
  await expect(page.getByText('Guardado en este dispositivo').first()).toBeVisible();
  await expect(hotline.getByRole('button', { name: 'Guardado National Domestic Violence Hotline' })).toHaveAttribute('aria-pressed', 'true');

  // Report a problem: the form in Spanish; nothing chosen, nothing sent.
  await hotline.getByRole('button', { name: 'Informar un problema con National Domestic Violence Hotline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Informar un problema' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: '¿Qué está mal?' })).toBeVisible();
  await expect(dialog.getByLabel('El número de teléfono está mal')).toBeVisible();
  await expect(dialog.getByLabel('¿Quiere agregar algo? (opcional)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
});

test('searching in Spanish: counts, Open now, clearing, and where the list comes from', async ({ page }) => {
  await page.goto('/es/resources');
  await waitForDeviceData(page);
  const status = page.locator('main p[id$="-status"]').first();
  await expect(status).toHaveText(/^\d+ recursos$/);
  const box = page.locator('main').getByRole('searchbox').first();
  await box.fill('shelter');
  await expect(status).toHaveText(/^\d+ resultados? para “shelter”$/);
  await page.getByLabel('Solo abiertos ahora').check();
  await expect(status).toHaveText(/^\d+ resultados? abiertos? ahora para “shelter”$/);
  await expect(page.getByText('Se muestran los servicios abiertos en este momento según su horario publicado')).toBeVisible();
  await page.getByLabel('Solo abiertos ahora').uncheck();
  await page.getByRole('button', { name: 'Borrar la búsqueda' }).click();
  await expect(status).toHaveText(/^\d+ recursos$/);
  await expect(page.getByText('Lista de este dispositivo', { exact: true })).toBeVisible();
});

test('finding a place in Spanish: an empty field, a place not found, and a denied position', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, permissions: [] });
  const page = await context.newPage();
  await page.goto('/es/location-services');
  await waitForDeviceData(page);
  await page.getByRole('button', { name: 'Buscar en este lugar' }).click();
  await expect(page.locator('p[data-location-error]')).toHaveText('Escriba un código postal, una ciudad o un estado.');
  await page.getByLabel('O escriba un código postal, una ciudad o un estado').fill('Nowhereville');
  await page.getByRole('button', { name: 'Buscar en este lugar' }).click();
  await expect(page.locator('p[data-location-error]')).toContainText('No encontramos “Nowhereville”.');
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(page.locator('p[data-location-error]')).toHaveText('Se negó el acceso a la ubicación');
  await expect(page.getByRole('alert', { name: 'Error de ubicación' })).toContainText('Se negó el acceso a la ubicación');
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('a built-in directory in Spanish: entry counts, links and es-US dates', async ({ page }) => {
  await page.goto('/es/organizations-growth');
  await waitForDeviceData(page);
  await expect(page.getByText(/^\d+ entradas?$/).first()).toBeVisible();
  await expect(page.getByText(/^Agregado en [a-záéíóúñ]+ de \d{4} ·/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^fuente de .+ \(se abre en una pestaña nueva\)$/ }).first()).toBeVisible();
});

test('at 320 px a Spanish listing page fits the screen', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 320, height: 740 } });
  const page = await context.newPage();
  for (const path of ['/es/resources/womens-health', '/es/location-services', '/es/organizations-growth']) {
    await page.goto(path);
    await waitForDeviceData(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
  await context.close();
});
