// The impact analytics page in Spanish (issue 22): /es/analytics is built in Spanish, its periods and tabs work in
// Spanish, the sample figures say they are samples, numbers and dates follow the language, and no English message
// of the analytics catalogue is left on the page (the same check finds the English page's words, so it can fail).
import { readFileSync } from 'node:fs';
import { analyticsEn } from '../../shared/messages/en/analytics.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { englishShown } from './untranslated.ts';

test('/es/analytics in Spanish: built in Spanish, the sample figures labelled, periods and tabs', async ({ page, request }) => {
  // The page the server sends is already Spanish, before any script runs.
  const html = await (await request.get('/es/analytics')).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain('Panel de análisis de impacto');
  expect(html).not.toContain('Impact Analytics Dashboard');

  // The check below finds English where there is English.
  await page.goto('/analytics');
  await expect(page.getByText('Sample figures: these are examples, not real data.')).toBeVisible();
  expect((await englishShown(page, analyticsEn)).length).toBeGreaterThan(10);

  await page.goto('/es/analytics');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de análisis de impacto' })).toBeVisible();
  await expect(page.getByText('Cifras de muestra: son ejemplos, no datos reales.')).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totales' });
  await expect(totals).toContainText('15,420');
  await expect(totals).toContainText('+12.5% respecto al período anterior');
  await expect(page.getByText(/^Período de ejemplo del 1 ene 2024 al 30 jun 2024$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resultados por categoría' })).toContainText('28,450 vistas · 68 recursos · calificación de 4.6 sobre 5');
  expect(await englishShown(page, analyticsEn)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // A shorter period: the address keeps it, and the example months follow.
  const periods = page.getByRole('group', { name: 'Período' });
  await periods.getByRole('button', { name: '3 meses' }).click();
  await expect(page).toHaveURL('/es/analytics?period=3months');
  await expect(periods.getByRole('button', { name: '3 meses' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Período de ejemplo del 1 abr 2024 al 30 jun 2024$/)).toBeVisible();

  await page.getByRole('tab', { name: 'Uso de la plataforma' }).click();
  await expect(page.getByRole('region', { name: 'Observaciones' })).toContainText('Vivienda y refugio es la categoría más vista, con 28,450 vistas en el período.');
  await expect(page.getByRole('region', { name: 'Crecimiento en los últimos tres meses' })).toContainText('jun 2024');
  expect(await englishShown(page, analyticsEn)).toEqual([]);

  await page.getByRole('tab', { name: 'Indicadores de impacto' }).click();
  await expect(page.getByText('Ejemplos, no personas reales: muestran cómo se verán las historias.')).toBeVisible();
  await expect(page.getByText('Una oficina de asistencia legal me ayudó a pedir una orden de protección.', { exact: false })).toBeVisible();

  await page.getByRole('tab', { name: 'Brechas de recursos' }).click();
  await expect(page.getByText('Montana: Vivienda y refugio')).toBeVisible();
  await expect(page.getByText('Brecha de 8.5/10')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Seguimiento legislativo' })).toContainText(/Situación al \d{1,2} de [a-z]+ de \d{4}\./);
  expect(await englishShown(page, analyticsEn)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // The report she downloads from the Spanish page is worded in Spanish too; its figures stay bare numbers.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar el informe de análisis' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('sección,elemento,medida,valor');
  expect(csv).toMatch(/^Resumen,Visitas,cantidad,\d+$/m);
  expect(csv).toMatch(/^Resultados por categoría,Vivienda y refugio,vistas,\d+$/m);
  expect(csv).toContain('Informe,Informe de impacto,cifras,"Cifras de MUESTRA');
  expect(csv).not.toMatch(/\b(Overview|Visits|count|views|Category performance)\b/);
});
