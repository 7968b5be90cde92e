// The build preloads each page's module (web/build/page-modules.ts): its table must name the modules web/routes.tsx
// really loads, or a page would preload the wrong code and ask for its own only once the entry has run (issue 36).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, pageModuleOf } from '../../web/build/page-modules.ts';
import { BUILT_PATHS } from '../../shared/routes.ts';

const routes = readFileSync(new URL('../../web/routes.tsx', import.meta.url), 'utf8');
const imported = new Set([...routes.matchAll(/import\('\.\/(pages\/[^']+\.tsx)'\)/g)].map((m) => m[1]));

describe('the page modules the build preloads', () => {
  it('are the modules web/routes.tsx loads, every one of them', () => {
    expect(new Set(PAGE_MODULES)).toEqual(imported);
  });

  it('name a page module for every path the app draws', () => {
    for (const path of BUILT_PATHS) expect(pageModuleOf(path), path).not.toBe('pages/not-found/not-found-page.tsx');
    expect(pageModuleOf('/news/some-article')).toBe('pages/news/article-page.tsx');
    expect(pageModuleOf('/legal-education/guides/a-guide')).toBe('pages/legal/guide-page.tsx');
    expect(pageModuleOf('/resources/womens-health')).toBe('pages/resources/resources-page.tsx');
    expect(pageModuleOf('/no-such-page')).toBe('pages/not-found/not-found-page.tsx');
  });
});
