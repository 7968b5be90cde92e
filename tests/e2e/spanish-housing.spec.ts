// /es/shelter-housing in Spanish: lang, headline and tabs, the questionnaire's refusal and its results (options,
// toast, match, reasons, the emergency call) in Spanish, no English of the page's catalogue left, and no serious
// accessibility fault.
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData } from './fixtures.ts';
import { englishLeft } from './english-left.ts';
import { startServerWithLocalData } from './local-data.ts';
import { housingEn } from '../../shared/messages/en/housing.ts';
import { housingEs } from '../../shared/messages/es/housing.ts';

let server: Awaited<ReturnType<typeof startServerWithLocalData>>;
test.beforeAll(async () => {
  server = await startServerWithLocalData();
});
test.afterAll(async () => server.cleanup());

test('/es/shelter-housing: the housing assistant asks, refuses and answers in Spanish', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/es/shelter-housing');
  await waitForDeviceData(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda con la vivienda' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cómo podemos ayudarle' })).toContainText('Acceso a refugios de emergencia');
  await expect(page.getByRole('tablist', { name: 'Formas de encontrar vivienda' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Asistente de vivienda' })).toHaveAttribute('aria-selected', 'true');
  expect(await englishLeft(page, housingEn, housingEs)).toEqual([]);

  // Nothing answered: the toast says what is missing, and the first missing field takes focus.
  await page.getByRole('button', { name: 'Buscar recursos de vivienda' }).click();
  await expect(page.getByText('Falta información')).toBeVisible();
  await expect(page.getByText('Indique la ubicación, el tipo de vivienda y la urgencia.')).toBeVisible();
  await expect(page.getByLabel(/¿Dónde necesita vivienda\?/)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Opciones de vivienda para sus necesidades' })).toHaveCount(0);

  await page.getByLabel(/¿Dónde necesita vivienda\?/).fill('Columbus, OH');
  await page.getByLabel(/Tipo de vivienda/).selectOption({ label: 'Refugio para víctimas de violencia doméstica' });
  await page.getByLabel(/¿Para cuándo la necesita\?/).selectOption({ label: 'Inmediata (necesito ayuda hoy)' });
  await page.getByLabel(/Situación familiar/).selectOption({ label: 'Con hijos' });
  await page.getByRole('button', { name: 'Buscar recursos de vivienda' }).click();
  await expect(page.getByText('Búsqueda de vivienda terminada')).toBeVisible();
  await expect(page.getByText(/Se encontraron? \d+ recursos? de vivienda posibles? según sus necesidades\./)).toBeVisible();
  const results = page.locator('section', { has: page.getByRole('heading', { name: 'Opciones de vivienda para sus necesidades' }) });
  await expect(results.getByText('Inmediata (necesito ayuda hoy)')).toBeVisible();
  await expect(results.getByRole('link', { name: 'llame al 911' })).toHaveAttribute('href', 'tel:911');

  const first = results.getByRole('article').first();
  await expect(first).toContainText('Test Columbus Shelter');
  await expect(first).toContainText('90 % de coincidencia');
  await expect(first).toContainText('Servicios de emergencia disponibles: comuníquese de inmediato');
  for (const reason of ['Atiende en Columbus, OH', 'Ayuda de emergencia disponible hoy', 'Apoya a sobrevivientes de violencia doméstica', 'Recibe a mujeres con hijos', 'Recurso revisado por nuestro equipo']) {
    await expect(first.getByText(reason, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Comunicarse con el equipo de apoyo' })).toHaveAttribute('href', '/es/contact?category=resources');
  expect(await englishLeft(page, housingEn, housingEs)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
