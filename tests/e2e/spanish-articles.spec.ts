// The team's articles in Spanish (issue 22, item 4): on /es/news and /es/news/{id} each article shows its Spanish
// title, summary and text in a Spanish document (no "(en inglés)"), found by Spanish words; the built pages carry
// the Spanish text before any script runs; a Spanish article opens in Spanish offline after one visit; the English
// pages stay English.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';

interface Words {
  id: string;
  title: string;
  excerpt: string;
  content: string;
}
const read = (name: string) => (JSON.parse(readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8')) as { articles: Words[] }).articles;
const SPANISH = read('articles-es.json');
const ENGLISH = read('articles.json');
const spanishOf = (id: string) => SPANISH.find((a) => a.id === id)!;
const englishOf = (id: string) => ENGLISH.find((a) => a.id === id)!;
/** A paragraph's opening words, as the page shows them (the Markdown has no markup in these). */
const opening = (content: string, paragraph = 0) => content.split('\n\n')[paragraph]!.slice(0, 60);

const cards = (page: Page) => page.locator('section[aria-labelledby="latest-news"]').getByRole('article');
/** The language an element is read in: its own lang, or its nearest ancestor's. */
const langOf = (locator: Locator) => locator.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));
/** Polled: the built list is swapped for the device's own once the news arrives, and a card may be redrawn meanwhile. */
const expectLang = (locator: Locator, lang: string) => expect.poll(() => langOf(locator).catch(() => undefined)).toBe(lang);

test('/es/news lists each team article with its Spanish title and summary, read as Spanish, found by Spanish words', async ({ page }) => {
  await page.goto('/es/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const search = page.getByRole('searchbox', { name: 'Buscar en las noticias' });
  for (const es of SPANISH) {
    await search.fill(es.title.split(':')[0]!);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: es.title, exact: true }) });
    await expect(card).toHaveCount(1);
    const heading = card.getByRole('heading');
    await expectLang(heading, 'es');
    await expect(heading).not.toContainText('(en inglés)');
    await expect(card.locator('[lang="en"]')).toHaveCount(0);
    await expect(card).toContainText(es.excerpt.slice(0, 60));
    await expect(card).toContainText('Nuestro equipo');
  }
  // The search reads the words she sees: a Spanish word finds the article, its English title does not.
  await search.fill('impuestos');
  await expect(cards(page).filter({ hasText: spanishOf('free-tax-help').title })).toHaveCount(1);
  await search.fill(englishOf('free-tax-help').title);
  await expect(page.getByRole('heading', { name: 'No se encontraron noticias' })).toBeVisible();
  await search.fill('');
  await expectNoSeriousA11yViolations(page);
});

test('/es/news/{id} reads the article in Spanish: title, summary and text, with no English note', async ({ page }) => {
  const es = spanishOf('equal-pay-your-rights');
  await page.goto('/es/news/equal-pay-your-rights');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(es.title);
  await expect(page).toHaveTitle(new RegExp(`^${es.title} \\|`));
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await expect(page.getByText('(en inglés)')).toHaveCount(0);
  await expect(page.getByText(es.excerpt)).toBeVisible();
  const body = page.locator('.article-body');
  await expect(body).toContainText(opening(es.content));
  await expect(body).toContainText(opening(es.content, 2));
  await expectLang(body, 'es');
  await expect(body).not.toContainText(opening(englishOf('equal-pay-your-rights').content));
  // Its frame stays Spanish, and its links stay on the Spanish site.
  await expect(page.getByRole('link', { name: '← Todas las noticias' })).toHaveAttribute('href', '/es/news');
  await expectNoSeriousA11yViolations(page);
});

test('the English pages still show the English article', async ({ page }) => {
  const en = englishOf('free-tax-help');
  await page.goto('/news/free-tax-help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  await expect(page.locator('.article-body')).toContainText(opening(en.content));
  await expect(page.locator('main')).not.toContainText(spanishOf('free-tax-help').title);
  await page.goto('/news');
  await page.getByRole('searchbox', { name: 'Search the news' }).fill('taxes');
  await expect(cards(page).filter({ hasText: en.title })).toHaveCount(1);
  await expect(page.locator('section[aria-labelledby="latest-news"]')).not.toContainText(spanishOf('free-tax-help').title);
});

test('offline after one visit, a Spanish article opens in Spanish from what the device kept', WITH_SERVICE_WORKER, async ({ page, context }) => {
  const es = spanishOf('safety-planning-basics');
  await page.goto('/es/news');
  await waitForServiceWorker(page);
  // The list's answer carries every article's Spanish version: the device keeps it with the English.
  await page.getByRole('searchbox', { name: 'Buscar en las noticias' }).fill('Plan de seguridad');
  await expect(cards(page).filter({ hasText: es.title })).toHaveCount(1);
  await context.setOffline(true);
  await page.goto('/es/news/safety-planning-basics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.title);
  await expect(page.locator('.article-body')).toContainText(opening(es.content));
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await context.setOffline(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the built Spanish article page carries the Spanish title, summary and text', async ({ page }) => {
    const es = spanishOf('browsing-privately-on-a-shared-phone');
    const res = await page.goto('/es/news/browsing-privately-on-a-shared-phone');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(new RegExp(`^${es.title} \\|`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.title);
    await expect(page.getByText(es.excerpt)).toBeVisible();
    await expect(page.locator('.article-body')).toContainText(opening(es.content, 3));
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    // And the English page, the English.
    await page.goto('/news/browsing-privately-on-a-shared-phone');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishOf('browsing-privately-on-a-shared-phone').title);
  });

  test('the built Spanish news page lists the team’s articles in Spanish', async ({ page }) => {
    await page.goto('/es/news');
    for (const es of SPANISH) {
      const heading = cards(page).getByRole('heading', { name: es.title, exact: true });
      await expect(heading).toBeVisible();
      await expectLang(heading, 'es');
    }
    await expect(page.locator('section[aria-labelledby="latest-news"] [lang="en"]')).toHaveCount(0);
  });
});
