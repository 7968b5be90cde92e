// Every public page in Spanish (issue 22, "done when"): lang="es", no English words of the interface left (the visible
// text is scanned for the English catalogue's messages), no serious or critical axe violation, and quick exit works.
// English content we have no Spanish for yet (a listing's description, a feed's news item) is marked lang="en" on the
// page, so a screen reader reads it right; that text is left out of the scan. The team's articles have their Spanish
// version: on their pages nothing is marked English.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, leaveForWeather, sharedPage, test, waitForDeviceData } from './fixtures.ts';
import { en } from '../../shared/messages/en.ts';
import { es } from '../../shared/messages/es.ts';
import { PRERENDERED_PATHS } from '../../shared/routes.ts';
import { QUICK_EXIT_URL } from '../../shared/limits.ts';
import { DIRECTORY_ENGLISH_PARTS, DIRECTORY_PART_PAGES, directoryEnglishLeft } from './spanish-directory-parts.ts';

/**
 * Stretches of English interface text worth looking for: the literal parts of each English message that differs from
 * its Spanish one, of at least three words (a single word such as "Email" may be a name or the same in Spanish).
 */
function englishFragments(): { id: string; text: string }[] {
  const spanishText = Object.values(es).join('\n');
  const out: { id: string; text: string }[] = [];
  for (const [id, english] of Object.entries(en)) {
    if ((es as Record<string, string>)[id] === english) continue;
    // The literal runs between ICU arguments, plural branches and tags.
    for (const piece of english.split(/[{}<>]/)) {
      // Without the punctuation around it: "Business Owners (" is two words of a name once its bracket goes.
      const text = piece.replace(/\s+/g, ' ').trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.!?]+$/gu, '');
      if (text.split(' ').length < 3 || text.length < 15 || spanishText.includes(text)) continue;
      out.push({ id, text });
    }
  }
  return out;
}
const FRAGMENTS = englishFragments();

/** The page's text as a reader meets it (hidden menus and screen-reader text included), without what is marked English. */
async function spanishText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll('[lang]:not([lang^="es"]), script, style, template')) el.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ');
  });
}

/** The team's articles with a Spanish version (data/articles-es.json): built ahead of time too, in Spanish. */
const SPANISH_ARTICLES = (JSON.parse(readFileSync(new URL('../../data/articles-es.json', import.meta.url), 'utf8')) as { articles: { id: string }[] }).articles.map(
  (a) => `/es/news/${a.id}`,
);

const SPANISH_PAGES = [
  ...PRERENDERED_PATHS.filter((p) => p === '/es' || p.startsWith('/es/')),
  ...SPANISH_ARTICLES,
  // Pages drawn in the browser: a legal guide, and her dashboard (on this device, no account).
  '/es/legal-education/guides/protection-orders',
  '/es/dashboard',
  // The housing page's search tab, which shows the directory's search.
  '/es/shelter-housing?tab=search',
];

test('the scan finds English interface text (it can fail)', () => {
  expect(FRAGMENTS.length).toBeGreaterThan(100);
  expect(FRAGMENTS.some((f) => f.text.includes('Skip to main content'))).toBe(true);
  // The directory's own parts too, and every page that shows them is one of the pages checked here.
  expect(DIRECTORY_ENGLISH_PARTS.length).toBeGreaterThan(20);
  expect(Object.keys(DIRECTORY_PART_PAGES).filter((p) => !SPANISH_PAGES.includes(p))).toEqual([]);
});

// One page shared by the pages' tests: each is a new document, on a device that has the directory from the first.
test.describe('every Spanish page', () => {
  const shared = sharedPage();
  for (const path of SPANISH_PAGES) {
    test(`${path} is in Spanish, passes axe, and quick exit leaves it`, async () => {
      const page = shared();
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      // Lists drawn from the device's copy (the directory, the news) are part of the page too.
      if (path !== '/es/dashboard') await waitForDeviceData(page);
      await expect(page.locator('main')).not.toBeEmpty();
      const text = await spanishText(page);
      const left = FRAGMENTS.filter((f) => text.includes(f.text)).map((f) => `${f.id}: “${f.text}”`);
      expect(left, `English words left on ${path}`).toEqual([]);
      if (SPANISH_ARTICLES.includes(path)) await expect(page.locator('main [lang="en"]'), path).toHaveCount(0);
      // The directory's parts the page shows (cards, search, Open now, the location picker): in Spanish, none of their English.
      const part = DIRECTORY_PART_PAGES[path];
      if (part) {
        await expect(part(page), path).toBeVisible();
        expect(await directoryEnglishLeft(page), path).toEqual([]);
      }
      await expectNoSeriousA11yViolations(page);
      await leaveForWeather(page.context(), async () => {
        await page.getByRole('link', { name: 'Salida rápida' }).first().click();
        await expect(page).toHaveURL(QUICK_EXIT_URL);
      });
    });
  }
});
