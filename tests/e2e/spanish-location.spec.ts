// /es/location-services in Spanish: lang, the headline and the privacy promise, a typed place found with the
// next steps when nothing is local (a wider search, 211 with its Spanish caveat) in Spanish, no English of the page's
// catalogue left, and no serious accessibility fault.
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData } from './fixtures.ts';
import { englishLeft } from './english-left.ts';
import { startServerWithLocalData } from './local-data.ts';
import { locationEn } from '../../shared/messages/en/location.ts';
import { locationEs } from '../../shared/messages/es/location.ts';

let server: Awaited<ReturnType<typeof startServerWithLocalData>>;
test.beforeAll(async () => {
  server = await startServerWithLocalData();
});
test.afterAll(async () => server.cleanup());

test('/es/location-services: a place with nothing local near it, in Spanish, and the search widens', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  // The check below finds English where there is some.
  await page.goto('/location-services');
  expect(await englishLeft(page, locationEn, locationEs)).toEqual(expect.arrayContaining(['location.title', 'location.privacy.title', 'location.privacy.body']));

  await page.goto('/es/location-services');
  await waitForDeviceData(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios de ubicación' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Su ubicación se queda en este dispositivo' })).toBeVisible();
  await expect(page.getByText('Su navegador le preguntará antes de compartir su ubicación con esta página.')).toBeVisible();
  expect(await englishLeft(page, locationEn, locationEs)).toEqual([]);

  // The place field belongs to the directory's components (their own catalogue): found by its form, not its words.
  const find = page.locator('section[aria-labelledby="find"]');
  await find.getByRole('search').getByRole('textbox').fill('44503');
  await find.getByRole('search').getByRole('textbox').press('Enter');
  await expect(page.getByText(/^Ubicación encontrada: Youngstown, OH 44503/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recursos de emergencia cercanos' })).toBeVisible();

  // The test listings are in Columbus and Dayton, over 100 miles away, and no program names Mahoning County: nothing
  // local, and the next steps.
  await expect(page.getByRole('heading', { name: 'Todavía no hay recursos locales cerca' })).toBeVisible();
  await expect(page.getByText('El directorio todavía no tiene recursos locales a 25 millas o menos de este lugar. Los programas de abajo atienden en todo Ohio. Esto es lo que puede hacer:')).toBeVisible();
  const near = page.getByRole('list', { name: 'Recursos cerca de usted' });
  await expect(near).toContainText('Atiende en todo Ohio');
  await expect(page.getByText('Llame al 211 para recibir ayuda local')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Llame al 211', exact: true })).toHaveAttribute('href', 'tel:211');
  await expect(page.getByRole('link', { name: /^Visitar 211\.org/ })).toHaveAttribute('href', 'https://www.211.org');
  // Each local 211 decides how it helps in Spanish: said, as for every line we could not confirm.
  await expect(page.getByText('No pudimos confirmar en su propio sitio cómo atiende en español', { exact: false })).toBeVisible();
  expect(await englishLeft(page, locationEn, locationEs)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Buscar en un área más amplia (a 50 millas o menos)' }).click();
  await expect(page.getByText('El directorio todavía no tiene recursos locales a 50 millas o menos de este lugar.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recursos cerca de usted', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Buscar en un área más amplia (a 100 millas o menos)' }).click();
  await page.getByRole('button', { name: 'Buscar en un área más amplia (en todo Ohio)' }).click();
  await expect(page.getByText('Primero los más cercanos: lugares en todo Ohio, y luego programas que atienden en todo su estado.')).toBeVisible();
  // Distances in the page's language: "A 142.3 mi".
  await expect(near.locator(':scope > li').first()).toContainText(/A 1\d\d\.\d mi/);
  await expect(page.getByRole('button', { name: /Buscar en un área más amplia/ })).toHaveCount(0);
  expect(await englishLeft(page, locationEn, locationEs)).toEqual([]);
  await context.close();
});
