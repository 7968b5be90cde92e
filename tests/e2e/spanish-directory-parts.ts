// The directory's shared parts in Spanish (issue 22): on every /es page that shows them, listing cards, the search
// box and its counts, "Open now", Save, "Report a problem", the built-in directories' parts and the location picker
// speak Spanish. Checked page by page in spanish-pages.spec.ts, with that page's other checks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { directoryEn } from '../../shared/messages/en/directory.ts';

const search = (p: Page) => p.getByRole('button', { name: 'Buscar', exact: true });

/** Every Spanish page that shows one of the directory's shared parts, with a Spanish word of that part it must show. */
export const DIRECTORY_PART_PAGES: Readonly<Record<string, (page: Page) => Locator>> = {
  '/es/resources': search,
  '/es/resources/housing-shelter': search,
  '/es/healthcare-reproductive-rights': search,
  '/es/employment-opportunities': search,
  '/es/housing-shelter': search,
  '/es/womens-health': search,
  '/es/rights-advocacy': search,
  '/es/grants': search,
  '/es/shelter-housing?tab=search': search,
  '/es/location-services': (p) => p.getByRole('button', { name: 'Usar mi ubicación' }),
  '/es/organizations-growth': (p) => p.getByRole('link', { name: /^Visitar el sitio web/ }).first(),
  '/es/financing-grants': (p) => p.getByRole('link', { name: /^Visitar el sitio web/ }).first(),
  '/es/women-owned-businesses': (p) => p.getByRole('link', { name: /^fuente de / }).first(),
  '/es/legal-education': (p) => p.locator('main'),
};

/** The source of the pages themselves: words they still write in English are converted elsewhere, not here. */
function pagesSource(dir = join(import.meta.dirname, '../../web/pages')): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((e) => (e.isDirectory() ? pagesSource(join(dir, e.name)) : e.name.endsWith('.tsx') ? readFileSync(join(dir, e.name), 'utf8') : ''))
    .join('\n');
}

/**
 * The directory's English words a Spanish page must not show: each message's fixed parts (around its arguments) of
 * 12 characters or more (a short word such as "Save" may be a page's own), leaving out any a page also writes itself.
 */
export const DIRECTORY_ENGLISH_PARTS: readonly string[] = (() => {
  const source = pagesSource();
  return [
    ...new Set(
      Object.values(directoryEn)
        .filter((m) => !m.includes('plural'))
        .flatMap((m) => m.split(/\{[^{}]*\}/))
        .map((part) => part.trim())
        .filter((part) => part.length >= 12 && !source.includes(part)),
    ),
  ];
})();

/** The directory's English words left in the page's main part. */
export async function directoryEnglishLeft(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return DIRECTORY_ENGLISH_PARTS.filter((part) => text.includes(part));
}
