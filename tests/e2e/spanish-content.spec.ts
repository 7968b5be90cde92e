// The team's content in Spanish (issue 22): the legal guides (a Spanish page shows and loads only the Spanish ones, a
// guide not translated yet shows in English, said so), the Safety Planning Guide PDF, and the web app manifest that
// Spanish pages link; the English pages unchanged; a Spanish guide opens offline after one visit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoSeriousA11yViolations, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { guideEn } from '../../shared/messages/en/guide.ts';
import { hotline } from '../../shared/hotlines.ts';

type GuideWords = { id: string; title: string; sources: { title: string; url: string }[] };
const data = (name: string) => JSON.parse(readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8')) as { guides: GuideWords[] };
const english = data('legal-guides.json').guides;
const spanish = data('legal-guides-es.json').guides;
const untranslated = english.find((g) => !spanish.some((s) => s.id === g.id));
const englishOf = (id: string) => english.find((g) => g.id === id)!;
const spanishOf = (id: string) => spanish.find((g) => g.id === id)!;

/** The guides' chunk of each language, from the build's manifest (Vite's). */
function guideChunks(webDir: string): { en: string; es: string } {
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const file = (locale: string) => {
    const entry = Object.entries(manifest).find(([key]) => key.endsWith(`virtual:legal-guides/${locale}`));
    if (!entry) throw new Error(`no guides chunk for ${locale} in the manifest`);
    return `/${entry[1].file}`;
  };
  return { en: file('en'), es: file('es') };
}

test('a Spanish guide is in Spanish: lang, title, its note and sources, and only the Spanish guides load', async ({ page, requests, server }) => {
  const guide = spanishOf('protection-orders');
  await page.goto('/es/legal-education/guides/protection-orders');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
  await expect(page).toHaveTitle(new RegExp(`^${guide.title}`));
  await expect(page.getByText('Esta es información general, no asesoría legal.')).toBeVisible();
  await expect(page.getByText('Revisada por última vez el 22 de noviembre de 2026')).toBeVisible();
  await expect(page.getByText('Nivel básico · 4 min de lectura · actualizada el 2026-11-22')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Qué es una orden de protección' })).toBeVisible();
  // Every source, at its own address, said to be in English.
  const sources = page.getByRole('region', { name: 'Fuentes' }).getByRole('link');
  await expect(sources).toHaveCount(guide.sources.length);
  for (const [i, s] of guide.sources.entries()) {
    await expect(sources.nth(i)).toHaveText(s.title);
    await expect(sources.nth(i)).toContainText('(en inglés)');
    await expect(sources.nth(i)).toHaveAttribute('href', s.url);
  }
  // None of the page's English words, nor the English guide's title.
  const visible = await page.locator('main').innerText();
  for (const words of Object.values(guideEn)) if (!words.includes('{') && !words.includes('<')) expect(visible).not.toContain(words);
  expect(visible).not.toContain(englishOf('protection-orders').title);
  await expectNoSeriousA11yViolations(page);

  // Its links stay in Spanish.
  await page.getByRole('link', { name: 'Herramientas legales' }).click();
  await expect(page).toHaveURL('/es/legal-education?tab=tools');
  const chunks = guideChunks(server.webDir);
  expect(requests.some((u) => u.endsWith(chunks.es))).toBe(true);
  expect(requests.some((u) => u.endsWith(chunks.en))).toBe(false);
});

test('the hub’s guide search on a Spanish page finds the Spanish guides by Spanish words', async ({ page }) => {
  await page.goto('/es/legal-education?tab=guides');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.locator('input[type="search"]').fill('custodia');
  await expect(page.getByRole('heading', { level: 3, name: spanishOf('custody-and-divorce-basics').title })).toBeVisible();
  await expect(page.getByText(englishOf('custody-and-divorce-basics').title)).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(spanishOf('custody-and-divorce-basics').title) }).click();
  await expect(page).toHaveURL('/es/legal-education/guides/custody-and-divorce-basics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishOf('custody-and-divorce-basics').title);
});

test('a guide not translated yet shows in English on a Spanish page, marked lang="en" and "(en inglés)"', async ({ page, server }) => {
  // Every guide has its Spanish words today: the Spanish pages are given the English guides instead (their chunk
  // served in place of the Spanish one), as they would get a guide added in English and not yet translated.
  const chunks = guideChunks(server.webDir);
  const englishChunk = readFileSync(join(server.webDir, chunks.en));
  await page.route(`**${chunks.es}`, (route) => route.fulfill({ contentType: 'text/javascript', body: englishChunk }));
  const guide = untranslated ?? englishOf('changing-your-name');
  await page.goto(`/es/legal-education/guides/${guide.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText(guide.title);
  await expect(title).toContainText('(en inglés)');
  await expect(title.locator('[lang="en"]')).toHaveText(guide.title);
  await expect(page.getByText('Esta guía todavía no está traducida, por eso se muestra en inglés.')).toBeVisible();
  await expect(page.locator('.article-body')).toHaveAttribute('lang', 'en');
  // The page's own words are still Spanish.
  await expect(page.getByRole('heading', { level: 2, name: 'Fuentes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Todas las guías legales' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the English guide is unchanged, and loads no Spanish', async ({ page, requests, server }) => {
  const guide = englishOf('protection-orders');
  await page.goto('/legal-education/guides/protection-orders');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
  await expect(page.getByRole('link', { name: 'All legal guides' })).toBeVisible();
  await expect(page.getByText('Beginner · 4 min read · last updated 2026-11-22')).toBeVisible();
  await expect(page.getByText('This is general information, not legal advice.')).toBeVisible();
  await expect(page.getByText('(Last reviewed November 22, 2026.)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link').first()).toHaveText(guide.sources[0]!.title);
  await expect(page.getByText('(en inglés)')).toHaveCount(0);
  await expect(page.getByText('(in English)')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const chunks = guideChunks(server.webDir);
  expect(requests.some((u) => u.endsWith(chunks.en))).toBe(true);
  expect(requests.some((u) => u.endsWith(chunks.es))).toBe(false);
});

test('after one visit, a Spanish guide opens offline, in Spanish', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await page.goto('/es/legal-education');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/es/legal-education/guides/documenting-abuse');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishOf('documenting-abuse').title);
  await expect(page.getByRole('heading', { level: 2, name: 'Fuentes' })).toBeVisible();
  await context.setOffline(false);
});

test('Spanish pages link the Spanish Safety Planning Guide, a PDF with the hotline numbers', async ({ page, request }) => {
  await page.goto('/es/emergency?tab=safety-plan');
  const link = page.getByRole('link', { name: 'Descargar la plantilla del plan de seguridad (PDF)' });
  await expect(link).toHaveAttribute('href', '/safety-planning-guide-es.pdf');
  await expect(link).toHaveAttribute('download', 'safety-planning-guide-es.pdf');
  await page.goto('/es');
  await expect(page.getByRole('link', { name: 'Descargar la guía (PDF)' })).toHaveAttribute('href', '/safety-planning-guide-es.pdf');
  const pdf = await request.get('/safety-planning-guide-es.pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.toString('latin1')).toContain('/Lang (es-US)');
  // English pages keep the English guide.
  await page.goto('/emergency?tab=safety-plan');
  await expect(page.getByRole('link', { name: 'Download the safety plan template (PDF)' })).toHaveAttribute('href', '/safety-planning-guide.pdf');
  expect(hotline('domestic-violence').phone).toBeTruthy();
});

test('Spanish pages link a Spanish web app manifest that opens the Spanish site', async ({ page, request }) => {
  for (const path of ['/es', '/es/emergency', '/es/dashboard']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="manifest" href="/manifest-es.webmanifest">');
    expect(html, path).not.toContain('href="/manifest.webmanifest"');
  }
  expect(await (await request.get('/emergency')).text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  await page.goto('/es/legal-education');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown> & { shortcuts: { name: string; url: string }[] };
  expect(manifest).toMatchObject({ lang: 'es', start_url: '/es', name: 'Women’s Help & Resources (español)' });
  expect(manifest.description).toContain('Funciona sin conexión');
  expect(manifest.shortcuts[0]).toMatchObject({ name: 'Pida ayuda ahora', url: '/es/emergency' });
  const englishManifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(englishManifest).toMatchObject({ name: 'Women’s Help & Resources', start_url: '/' });
});
