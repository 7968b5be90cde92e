// The directory's shared parts in Spanish (issue 22): on every /es page that shows them, listing cards, the search
// box and its counts, "Open now", Save, "Report a problem", the built-in directories' parts and the location picker
// speak Spanish; a national listing's Spanish description is marked lang="es" (an English one says so and is marked
// lang="en": tests/e2e/spanish-descriptions.spec.ts); the Crisis Text Line's card offers
// its Spanish keyword; dates are es-US. The pages' own words are converted elsewhere.
// Each page's own check that its directory parts are in Spanish, with axe, is in spanish-pages.spec.ts
// (tests/e2e/spanish-directory-parts.ts).
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData } from './fixtures.ts';

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
