// Which module of web/ draws each public path (the same as web/routes.tsx's lazy imports; a unit test keeps the two
// together). The build preloads a page's module and everything it imports, so a page rendered at build time asks for
// all it needs to become live in one wave, beside the entry script, not after it (issue 36).

const TOPICS = 'pages/topics/topic-pages.tsx';

const EXACT: Readonly<Record<string, string>> = {
  '/': 'pages/home/home-page.tsx',
  '/emergency': 'pages/emergency/emergency-page.tsx',
  '/resources': 'pages/resources/resources-page.tsx',
  '/grants': 'pages/grants/grants-page.tsx',
  '/healthcare-reproductive-rights': TOPICS,
  '/employment-opportunities': TOPICS,
  '/housing-shelter': TOPICS,
  '/womens-health': TOPICS,
  '/rights-advocacy': TOPICS,
  '/contact': 'pages/contact/contact-page.tsx',
  '/about': 'pages/about/about-page.tsx',
  '/news': 'pages/news/news-page.tsx',
  '/shelter-housing': 'pages/housing/housing-page.tsx',
  '/location-services': 'pages/location/location-page.tsx',
  '/organizations-growth': 'pages/organizations/organizations-page.tsx',
  '/financing-grants': 'pages/funding/funding-page.tsx',
  '/women-owned-businesses': 'pages/owners/owners-page.tsx',
  '/donate': 'pages/donate/donate-page.tsx',
  '/shop': 'pages/shop/shop-page.tsx',
  '/legal-education': 'pages/legal/legal-page.tsx',
  '/analytics': 'pages/analytics/analytics-page.tsx',
  '/dashboard': 'pages/dashboard/dashboard-page.tsx',
  '/admin': 'pages/admin/admin-page.tsx',
};

const UNDER: readonly (readonly [prefix: string, module: string])[] = [
  ['/resources/', 'pages/resources/resources-page.tsx'],
  ['/news/', 'pages/news/article-page.tsx'],
  ['/legal-education/guides/', 'pages/legal/guide-page.tsx'],
];

export const NOT_FOUND_MODULE = 'pages/not-found/not-found-page.tsx';

/** Every module a route draws with, for the test that compares them with web/routes.tsx. */
export const PAGE_MODULES: readonly string[] = [...new Set([...Object.values(EXACT), ...UNDER.map(([, m]) => m), NOT_FOUND_MODULE])];

/** The module that draws a path without its locale prefix ("/emergency", "/news/some-article"). */
export function pageModuleOf(path: string): string {
  return EXACT[path] ?? UNDER.find(([prefix]) => path.startsWith(prefix))?.[1] ?? NOT_FOUND_MODULE;
}
