// The admin area in Spanish (issue 22): /es/admin says why it shows nothing to the signed out and to those without
// a role, and its sign-in link brings her back to the Spanish page; an admin sees the dashboard, its tabs, dialogs,
// toasts, dates and money in Spanish, while the values stored in data stay as they are. No English message of the
// admin catalogue is left on the page. An article's Spanish version written there is what the Spanish pages show.
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { adminEn } from '../../shared/messages/en/admin.ts';
import { makeAdmin, signUp } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, testWithOwnServer } from './fixtures.ts';
import { englishShown } from './untranslated.ts';

// A server of its own: this test adds an account, an article and donations that other files' tests must not see.
const test = testWithOwnServer;

async function toast(page: Page, title: string, description: string) {
  const t = page.getByRole('status', { name: title }).or(page.getByRole('alert', { name: title })).filter({ hasText: description });
  await expect(t).toBeVisible();
}

test('/es/admin in Spanish: the gate, sign-in back to the Spanish page, the dashboard, an article created and deleted, donations filtered', async ({ page, server }) => {
  test.setTimeout(90_000);
  await page.goto('/es/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Debe iniciar sesión' })).toBeVisible();
  await expect(page.getByText('Inicie sesión con una cuenta que tenga acceso al área de administración.')).toBeVisible();
  const signIn = page.getByRole('main').getByRole('link', { name: 'Iniciar sesión', exact: true });
  await expect(signIn).toHaveAttribute('href', '/api/login?returnTo=%2Fes%2Fadmin&lang=es');
  expect(await englishShown(page, adminEn)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // Signing up through the embedded provider (its pages are the server's, in English) brings her back in Spanish.
  await signIn.click();
  await page.getByRole('link', { name: 'Create one' }).click();
  await page.getByLabel('Account name').fill('editora.es');
  await page.getByLabel('Password', { exact: true }).fill('four unrelated words here');
  await page.getByLabel('Password again').fill('four unrelated words here');
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(page).toHaveURL(/\/es\/admin$/);
  await expect(page.getByRole('heading', { name: 'Sin acceso' })).toBeVisible();
  await expect(page.getByText('Su cuenta no tiene acceso al área de administración.', { exact: false })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);

  makeAdmin(server, 'editora.es');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Sesión iniciada como editora.es (administrador(a)).')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Áreas de administración' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Artículos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Total de artículos')).toBeVisible();
  await expect(page.getByText('Suscriptores del boletín')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Artículos' }).getByRole('listitem').first()).toBeVisible();
  expect(await englishShown(page, adminEn)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // An article: the form, its topic names, the toasts and the confirmation speak Spanish; the date is written in Spanish.
  await page.getByRole('button', { name: 'Agregar artículo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear un artículo nuevo' });
  await dialog.getByLabel('Título *').fill('Fechas de corte: qué llevar');
  await dialog.getByLabel('Resumen *').fill('Una lista corta para ese día.');
  await dialog.getByLabel('Contenido *').fill('Lleve su identificación.');
  await dialog.getByLabel('Categoría *').selectOption({ label: 'Derechos de la mujer' });
  await dialog.getByLabel('Destacado (se muestra primero en las noticias)').check();
  expect(await englishShown(page, adminEn)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Crear artículo' }).click();
  await toast(page, 'Listo', 'El artículo se creó');
  const item = page.getByRole('tabpanel', { name: 'Artículos' }).getByRole('listitem').filter({ hasText: 'Fechas de corte: qué llevar' });
  await expect(item).toContainText('Derechos de la mujer');
  await expect(item).toContainText('Destacado');
  const month = new Intl.DateTimeFormat('es-US', { month: 'short' }).format(new Date());
  await expect(item).toContainText(month);
  await item.getByRole('button', { name: 'Eliminar Fechas de corte: qué llevar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este artículo?' });
  await expect(confirm).toContainText('«Fechas de corte: qué llevar» se quitará de las noticias.');
  await confirm.getByRole('button', { name: 'Eliminar artículo' }).click();
  await toast(page, 'Listo', 'El artículo se eliminó');
  await expect(item).toHaveCount(0);

  // Donations: money in dollars, stored statuses named in Spanish, and the filter's empty state.
  const db = new Database(server.dbPath);
  db.prepare("INSERT INTO donations (id, amount, donor_name, donor_email, is_recurring, frequency, status) VALUES ('e2e-es-d1', 250000, NULL, NULL, 1, 'monthly', 'completed')").run();
  db.close();
  await page.getByRole('tab', { name: 'Donaciones' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Donaciones' });
  await expect(panel.getByRole('heading', { name: 'Resumen de donaciones' })).toBeVisible();
  const gift = panel.getByRole('listitem').filter({ hasText: '$2,500.00' });
  await expect(gift).toContainText('Anónima');
  await expect(gift).toContainText('completada');
  await expect(gift).toContainText('Periódica (mensual)');
  await panel.getByLabel('Estado').selectOption({ label: 'Reembolsada' });
  await expect(panel.getByText('No hay donaciones con el estado «reembolsada».')).toBeVisible();
  expect(await englishShown(page, adminEn)).toEqual([]);

  // The resource form, the longest, in Spanish too.
  await page.getByRole('tab', { name: 'Recursos', exact: true }).click();
  // At 320 px the longer Spanish words (and the directory's long names) stay within the screen.
  await page.setViewportSize({ width: 320, height: 740 });
  await expect(page.getByRole('tabpanel', { name: 'Recursos' }).getByRole('listitem').first()).toContainText('Revisado el');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Agregar recurso' }).click();
  const res = page.getByRole('dialog', { name: 'Crear un recurso nuevo' });
  await res.getByRole('button', { name: 'Agregar un número de teléfono' }).click();
  await expect(res.getByLabel('Número 1')).toBeVisible();
  await expect(res.getByLabel('Atiende a')).toHaveValue('national');
  expect(await englishShown(page, adminEn)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await res.getByRole('button', { name: 'Cancelar' }).click();
  await expect(res).toBeHidden();
});

test('an article’s Spanish version, written in the admin area, is what the Spanish pages show; without one, the English, marked so', async ({ page, browser, server }) => {
  test.setTimeout(90_000);
  await signUp(page, 'editora.articulos');
  makeAdmin(server, 'editora.articulos');
  await page.goto('/es/admin');
  await expect(page.getByRole('tab', { name: 'Artículos' })).toHaveAttribute('aria-selected', 'true');

  // With a Spanish version: a part of it alone is refused, field by field, in Spanish.
  await page.getByRole('button', { name: 'Agregar artículo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear un artículo nuevo' });
  await dialog.getByLabel('Título *').fill('Court dates: what to bring');
  await dialog.getByLabel('Resumen *').fill('A short list for the day.');
  await dialog.getByLabel('Contenido *').fill('Bring your ID.');
  await dialog.getByLabel('Categoría *').selectOption({ label: 'Derechos de la mujer' });
  const spanish = dialog.getByRole('group', { name: 'Versión en español (opcional)' });
  await spanish.getByLabel('Título en español').fill('Fechas de corte: qué llevar');
  await dialog.getByRole('button', { name: 'Crear artículo' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Escriba un resumen para la versión en español, o deje vacíos los tres campos en español.');
  await spanish.getByLabel('Resumen en español').fill('Una lista corta para ese día.');
  await spanish.getByLabel('Contenido en español').fill('Lleve su **identificación**.\n\n<script>window.__xss = 1</script>');
  expect(await englishShown(page, adminEn)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Crear artículo' }).click();
  await toast(page, 'Listo', 'El artículo se creó');
  const item = page.getByRole('tabpanel', { name: 'Artículos' }).getByRole('listitem').filter({ hasText: 'Court dates: what to bring' });
  await expect(item).toContainText('También en español');

  // Without one.
  await page.getByRole('button', { name: 'Agregar artículo' }).click();
  await dialog.getByLabel('Título *').fill('Renewing a lease after leaving');
  await dialog.getByLabel('Resumen *').fill('What a landlord may ask.');
  await dialog.getByLabel('Contenido *').fill('Ask for the terms in writing.');
  await dialog.getByRole('button', { name: 'Crear artículo' }).click();
  await toast(page, 'Listo', 'El artículo se creó');

  // A reader of the Spanish pages.
  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const reader = await visitor.newPage();
  await reader.goto('/es/news');
  const cards = reader.locator('section[aria-labelledby="latest-news"]').getByRole('article');
  const translated = cards.filter({ hasText: 'Fechas de corte: qué llevar' });
  await expect(translated.getByRole('heading')).toHaveText('Fechas de corte: qué llevar');
  await expect(translated.locator('[lang="en"]')).toHaveCount(0);
  const english = cards.filter({ hasText: 'Renewing a lease after leaving' });
  await expect(english.getByRole('heading').locator('[lang="en"]')).toHaveText('Renewing a lease after leaving');
  await expect(english.getByRole('heading')).toContainText('(en inglés)');

  await translated.getByRole('link', { name: /^Leer el artículo completo/ }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Fechas de corte: qué llevar');
  await expect(reader.locator('.article-body strong')).toHaveText('identificación');
  await expect(reader.locator('.article-body')).not.toContainText('window.__xss');
  await expect(reader.locator('main [lang="en"]')).toHaveCount(0);
  await reader.goto('/es/news');
  await english.getByRole('link', { name: /^Leer el artículo completo/ }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toContainText('(en inglés)');
  await expect(reader.locator('h1 [lang="en"]')).toHaveText('Renewing a lease after leaving');
  await expect(reader.locator('.article-body[lang="en"]')).toHaveText('Ask for the terms in writing.');
  await expectNoSeriousA11yViolations(reader);

  // An edit of the Spanish text reaches her with the news' next refresh.
  await item.getByRole('button', { name: /^Editar / }).click();
  const edit = page.getByRole('dialog', { name: 'Editar artículo' });
  await expect(edit.getByLabel('Título en español')).toHaveValue('Fechas de corte: qué llevar');
  await edit.getByLabel('Título en español').fill('Fechas de corte: qué llevar con usted');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await toast(page, 'Listo', 'El artículo se actualizó');
  await reader.goto('/es/news');
  await expect(cards.filter({ hasText: 'Fechas de corte: qué llevar con usted' })).toHaveCount(1);
  await visitor.close();
});
