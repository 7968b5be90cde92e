// /es/dashboard in Spanish (a private page, drawn in the browser): lang, the sign-in box that brings her back to the
// Spanish page, a private list whose reminders, dates and recent activity are in Spanish, recommendations with their
// reasons in Spanish, no English of the page's catalogue left, and no serious accessibility fault.
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData } from './fixtures.ts';
import { englishLeft } from './english-left.ts';
import { dashboardEn } from '../../shared/messages/en/dashboard.ts';
import { dashboardEs } from '../../shared/messages/es/dashboard.ts';

test('/es/dashboard: signed out, then a private list with a reminder and suggestions, all in Spanish', async ({ page }) => {
  await page.goto('/es/dashboard');
  await waitForDeviceData(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel personal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Debe iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Debe iniciar sesión' })).toContainText('Inicie sesión para entrar a su panel personal.');
  // Sign-in comes back to the Spanish page.
  await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión', exact: true })).toHaveAttribute('href', '/api/login?returnTo=%2Fes%2Fdashboard&lang=es');
  expect(await englishLeft(page, dashboardEn, dashboardEs)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Usar una lista en este dispositivo' }).click();
  await expect(page.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Su lista privada, guardada solo en este dispositivo.', { exact: false })).toBeVisible();

  // A reminder: refused without a title, then added; its due date in Spanish, as es-US writes it.
  await page.getByRole('tab', { name: 'Recordatorios' }).click();
  await page.getByRole('button', { name: 'Agregar recordatorio' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Escriba un título y una fecha límite para el recordatorio.' })).toBeVisible();
  await expect(page.getByLabel('Título *')).toBeFocused();
  const soon = new Date(Date.now() + 2 * 86_400_000);
  const local = new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel('Título *').fill('Enviar la solicitud de vivienda');
  await page.getByLabel('Tipo').selectOption({ label: 'Fecha límite' });
  await page.getByLabel('Fecha límite *').fill(local);
  await page.getByRole('button', { name: 'Agregar recordatorio' }).click();
  const when = await page.evaluate((iso) => new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), new Date(local).toISOString());
  const reminder = page.getByRole('tabpanel', { name: 'Recordatorios' }).getByRole('listitem').filter({ hasText: 'Enviar la solicitud de vivienda' });
  await expect(reminder).toContainText(`Vence pronto · ${when}`);
  await expect(reminder).toContainText('Fecha límite');

  await page.getByRole('tab', { name: 'Resumen' }).click();
  await expect(page.locator('section[aria-labelledby="urgent"]')).toContainText('Enviar la solicitud de vivienda');
  await expect(page.locator('section[aria-labelledby="recent"] li').first()).toContainText('Agregó el recordatorio “Enviar la solicitud de vivienda”');

  // Suggestions: the kinds of help in Spanish, and each suggestion's reasons worded in Spanish.
  await page.getByRole('tab', { name: 'Sugerencias' }).click();
  await expect(page.getByRole('heading', { name: '¿Qué está buscando?' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Español' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Vivienda y refugio' }).check();
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByRole('heading', { name: 'Sugerencias para usted' })).toBeVisible();
  await expect(page.getByText('Para: Vivienda y refugio')).toBeVisible();
  const card = page.getByRole('tabpanel', { name: 'Sugerencias' }).getByRole('listitem').filter({ hasText: '% de coincidencia' }).first();
  await expect(card).toContainText('Ofrece vivienda y refugio, que es lo que usted busca');
  await expect(card).toContainText('Disponible en todo el país');
  expect(await englishLeft(page, dashboardEn, dashboardEs)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});
