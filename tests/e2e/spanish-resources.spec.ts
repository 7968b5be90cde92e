// The directory's pages, the topic pages and /organizations-growth in Spanish (issue 22): each is a Spanish page
// (lang, headline, its own words), shows none of its English messages, passes axe, and answers in Spanish when used:
// the category buttons, the state accordions, the law by state with its date, an empty search, the filters.
// The organizations' own words stay in English on these pages, marked lang="en" and said so.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, sharedPage, test, waitForDeviceData } from './fixtures.ts';
import { listingEn } from '../../shared/messages/en/listing.ts';
import { organizationsEn } from '../../shared/messages/en/organizations.ts';
import { resourcesEn } from '../../shared/messages/en/resources.ts';
import { topicsEn } from '../../shared/messages/en/topics.ts';
import { listingEs } from '../../shared/messages/es/listing.ts';
import { organizationsEs } from '../../shared/messages/es/organizations.ts';
import { resourcesEs } from '../../shared/messages/es/resources.ts';
import { topicsEs } from '../../shared/messages/es/topics.ts';

const SPANISH = Object.values({ ...resourcesEs, ...topicsEs, ...organizationsEs, ...listingEs }).join('\n');

/**
 * The fixed words of this area's English messages, as they would show on a page: each message's text between its
 * arguments (plurals and selects left out), long enough to be told apart from a figure, and not a name the Spanish
 * messages keep ("National Domestic Violence Hotline").
 */
const ENGLISH_WORDS = [...new Set(
  Object.values({ ...resourcesEn, ...topicsEn, ...organizationsEn, ...listingEn })
    .filter((m) => !/\{\w+, (plural|select)/.test(m))
    .flatMap((m) => m.replace(/<\/?\w+>/g, '').split(/\{\w+\}/))
    .map((s) => s.trim())
    .filter((s) => /[a-z]{3}/i.test(s) && s.length >= 12 && !SPANISH.includes(s)),
)];

/**
 * Drawn by the directory's components (web/components: the listing cards, the summary bar), whose words are
 * converted separately, and the listings' own data: left out here, where only this area's words are checked.
 */
const OTHER_AREAS = 'article, div:has(> [data-summary])';

/** The text she can see or hear on the page, less what is marked as English (the organizations' own words). */
async function textInSpanish(page: Page): Promise<string> {
  return page.evaluate((others) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest(`body [lang="en"], script, style, ${others}`) || !el.checkVisibility()) continue;
      parts.push(n.textContent ?? '');
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  }, OTHER_AREAS);
}

async function expectNoEnglishOfThisArea(page: Page) {
  const text = await textInSpanish(page);
  expect(ENGLISH_WORDS.filter((words) => text.includes(words))).toEqual([]);
}

test('the check of English words finds them on the English page (it can fail)', async ({ page }) => {
  await page.goto('/resources/housing-shelter');
  const text = await textInSpanish(page);
  const found = ENGLISH_WORDS.filter((words) => text.includes(words));
  expect(found).toEqual(expect.arrayContaining(['Guides by topic', 'Staying safe while you look for help', 'Emergency and Crisis Resources']));
});

const PAGES = [
  { path: '/es/resources', h1: 'Directorio de recursos', words: ['Guías por tema', 'Organizaciones que trabajan por las mujeres', 'Recursos de emergencia y crisis', 'Si está en peligro inmediato, llame al 911.'] },
  { path: '/es/resources/housing-shelter', h1: 'Vivienda y refugio', words: ['Contactos de emergencia', 'Ayuda en su estado', 'Cómo mantenerse segura mientras busca ayuda', 'Plan de emergencia'] },
  { path: '/es/resources/womens-health', h1: 'Salud de la mujer', words: ['Líneas de ayuda de salud', 'Organizaciones nacionales', 'Atención de salud reproductiva por estado'] },
  { path: '/es/resources/rights-advocacy', h1: 'Derechos y defensa', words: ['Conozca sus derechos', 'Dónde obtener ayuda legal', 'Ayuda legal gratuita cerca de usted'] },
  { path: '/es/resources/financial-support', h1: 'Apoyo económico', words: ['Tipos de subvenciones', 'Cómo solicitar con seguridad', 'Señales de alerta al solicitar'] },
  { path: '/es/healthcare-reproductive-rights', h1: 'Atención médica y derechos reproductivos', words: ['Privacidad y protección', 'Estados que protegen el acceso al aborto'] },
  { path: '/es/employment-opportunities', h1: 'Oportunidades de empleo', words: ['Servicios de colocación laboral', 'Desarrollo profesional'] },
  { path: '/es/housing-shelter', h1: 'Vivienda y refugio', words: ['Por qué importa una vivienda segura', '1 de cada 4', 'Fuente:'] },
  { path: '/es/womens-health', h1: 'Salud de la mujer', words: ['La salud de la mujer en cifras', 'Exámenes anuales', 'Dónde obtenerlo:'] },
  { path: '/es/rights-advocacy', h1: 'Derechos y defensa', words: ['Sus derechos en el trabajo y ante la ley', 'Órdenes de protección', 'Impacto'] },
  { path: '/es/organizations-growth', h1: 'Organizaciones para crecer', words: ['Directorio de organizaciones', 'Desarrollo de liderazgo'] },
] as const;

// One page shared by these tests: each opens its page as a new document.
test.describe('at 1280 px', () => {
  const shared = sharedPage({ contextOptions: { viewport: { width: 1280, height: 900 } } });

  for (const p of PAGES) {
    test(`${p.path} is in Spanish, shows none of its English words, and passes axe`, async () => {
      const page = shared();
      await page.goto(p.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
      for (const words of p.words) await expect(page.getByText(words, { exact: false }).first()).toBeVisible();
      await expectNoEnglishOfThisArea(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('the category buttons lead between Spanish pages, and "Quitar todos los filtros" goes back to all', async ({ page }) => {
  await page.goto('/es/resources');
  const categories = page.getByRole('navigation', { name: 'Categorías de recursos' });
  await expect(categories.getByRole('link', { name: 'Todas las categorías' })).toHaveAttribute('aria-current', 'page');
  await categories.getByRole('link', { name: 'Apoyo económico', exact: true }).click();
  await expect(page).toHaveURL('/es/resources/financial-support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apoyo económico');
  await expect(page.getByLabel('Buscar recursos de Apoyo económico')).toBeVisible();
  await expectNoEnglishOfThisArea(page);
  await page.getByRole('link', { name: 'Quitar todos los filtros' }).click();
  await expect(page).toHaveURL('/es/resources');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Directorio de recursos');
});

test('the housing states have Spanish names and words; every coalition is listed, its own words marked English', async ({ page }) => {
  await page.goto('/es/resources/housing-shelter');
  await waitForDeviceData(page);
  const newYork = page.getByRole('button', { name: 'Nueva York', exact: true });
  await newYork.click();
  await expect(newYork).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('El estado de Nueva York tiene su propia línea de ayuda gratuita y confidencial', { exact: false })).toBeVisible();
  await expect(page.getByText('enviar un mensaje de texto al 844-997-2121', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Ver los 50 estados' }).click();
  const list = page.getByRole('list', { name: 'Coaliciones estatales contra la violencia doméstica' });
  await expect(list.getByRole('listitem')).toHaveCount(51);
  // Sorted by their Spanish names: "Carolina del Norte" comes before "Colorado", as a Spanish reader looks for it.
  const names = await list.locator('li > p:first-child').allInnerTexts();
  expect(names.indexOf('CAROLINA DEL NORTE')).toBeGreaterThan(-1);
  expect(names.indexOf('CAROLINA DEL NORTE')).toBeLessThan(names.indexOf('COLORADO'));
  const first = list.getByRole('listitem').first();
  await expect(first.locator('[lang="en"]').first()).toBeVisible();
  await expect(first.getByText('(en inglés)')).toBeVisible();
  await expect(first.getByRole('link', { name: /^Llame al / }).first()).toHaveAttribute('href', /^tel:/);
  await expectNoEnglishOfThisArea(page);
});

test('the law by state is dated in Spanish and its notes are Spanish', async ({ page }) => {
  await page.goto('/es/resources/womens-health');
  await expect(page.getByText(/^Información al \d{1,2} de [a-z]+ de \d{4}\./)).toBeVisible();
  await page.getByRole('button', { name: /^Estados que prohíben o restringen el aborto \(\d+\)$/ }).click();
  const region = page.getByRole('region', { name: /Estados que prohíben o restringen el aborto/ });
  await expect(region.getByText('Carolina del Norte')).toBeVisible();
  await expect(region).toContainText('Carolina del Norte: Prohibido después de unas 12 semanas');
  await expect(region.getByRole('link', { name: /Guttmacher/ })).toHaveAttribute('href', /^https:\/\//);
  await expectNoEnglishOfThisArea(page);
});

test('a search that finds nothing on a topic page says so in Spanish', async ({ page }) => {
  await page.goto('/es/housing-shelter');
  await waitForDeviceData(page);
  await page.getByLabel('Buscar recursos de vivienda y refugio').fill('zzzzqx');
  await expect(page.getByRole('heading', { name: 'No se encontraron recursos de vivienda' })).toBeVisible();
  await expect(page.getByText('No se encontraron resultados para “zzzzqx”. Pruebe con otras palabras.')).toBeVisible();
});

test('organizations: Spanish counts and filters, the listings in English said so, and the empty state', async ({ page }) => {
  await page.goto('/es/organizations-growth');
  const summary = page.locator('main [data-summary]');
  await expect(summary).toHaveText(/^Se muestran las [1-9]\d* organizaciones$/);
  const total = Number((await summary.innerText()).match(/\d+/)?.[0]);
  await page.getByRole('button', { name: /^Gobierno \(\d+\)$/ }).click();
  await expect(summary).toHaveText(new RegExp(`^Se muestran \\d+ de ${total} organizaciones$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Programas del gobierno federal' })).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card.locator('[lang="en"]').first()).toBeVisible();
  await expect(card.getByText('(en inglés)')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar organizaciones' }).fill('zzzzqx');
  await expect(page.getByRole('heading', { name: 'No se encontraron organizaciones' })).toBeVisible();
  await expect(summary).toHaveText(`Se muestran 0 de ${total} organizaciones para “zzzzqx”`);
  await expectNoEnglishOfThisArea(page);
});
