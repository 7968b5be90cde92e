// Every path of the spec with its English title and description; the server puts these in the HTML it sends, the app
// sets them on navigation. Each path also lives under /es (shared/locale.ts), with the titles of route-meta-es.ts.
import { LOCALES, localePath, pathWithoutLocale } from './locale.ts';

export interface RouteMeta {
  path: string;
  title: string;
  description: string;
}

const SITE = 'Women’s Help & Resources';

export const ROUTE_META: readonly RouteMeta[] = [
  { path: '/', title: `Empowering Women Through Knowledge | ${SITE}`, description: 'Trusted information, crisis help and a directory of resources on women’s rights, health, money and housing. Works offline.' },
  { path: '/emergency', title: `Emergency & Safety | ${SITE}`, description: 'Crisis hotlines, quick exit, safety planning and check-in tools that stay on your device.' },
  { path: '/resources', title: `Resource Directory | ${SITE}`, description: 'Find shelters, health services, legal help and financial support.' },
  { path: '/resources/housing-shelter', title: `Housing & Shelter Resources | ${SITE}`, description: 'Emergency shelter, domestic violence programs in every state, and help with rent and housing.' },
  { path: '/resources/womens-health', title: `Women’s Health Resources | ${SITE}`, description: 'Health hotlines, clinics, reproductive care by state, telehealth and funding.' },
  { path: '/resources/rights-advocacy', title: `Rights & Advocacy Resources | ${SITE}`, description: 'Legal help, workplace rights, immigration and advocacy organizations.' },
  { path: '/resources/financial-support', title: `Financial Support Resources | ${SITE}`, description: 'Benefits, grants, free tax help and money advice, with scam warnings.' },
  { path: '/healthcare-reproductive-rights', title: `Healthcare & Reproductive Rights | ${SITE}`, description: 'Reproductive healthcare, rights advocacy, women’s health services and privacy.' },
  { path: '/employment-opportunities', title: `Employment Opportunities | ${SITE}`, description: 'Job placement, skills training, mentorship and career development.' },
  { path: '/housing-shelter', title: `Housing & Shelter | ${SITE}`, description: 'Emergency shelter, transitional housing and support to stay safely housed.' },
  { path: '/womens-health', title: `Women’s Health | ${SITE}`, description: 'Annual exams, birth control, mental health and pregnancy care, free or low cost.' },
  { path: '/rights-advocacy', title: `Rights & Advocacy | ${SITE}`, description: 'Your rights at work, at school and at home, and who can help you use them.' },
  { path: '/organizations-growth', title: `Organizations for Growth | ${SITE}`, description: 'Networks, programs and funders that help women start, lead and grow businesses.' },
  { path: '/financing-grants', title: `Financing and Grant Opportunities | ${SITE}`, description: 'Investors, grants, loans and programs for women founders.' },
  { path: '/women-owned-businesses', title: `Women Owned Businesses | ${SITE}`, description: 'Real women who built companies, and resources for your own business.' },
  { path: '/shelter-housing', title: `Housing Assistance | ${SITE}`, description: 'A housing assistant that matches shelters and housing programs to your needs, on your device.' },
  { path: '/grants', title: `Grants & Financial Resources | ${SITE}`, description: 'Federal programs, private foundations, scholarships and emergency assistance, and how to avoid grant scams.' },
  { path: '/news', title: `News & Current Events | ${SITE}`, description: 'News on women’s rights, health and equality.' },
  { path: '/contact', title: `Contact Us | ${SITE}`, description: 'Send the team a message. We respond within 24-48 hours.' },
  { path: '/about', title: `About Us | ${SITE}`, description: 'Our mission, values and the people we serve.' },
  { path: '/dashboard', title: `Personal Dashboard | ${SITE}`, description: 'Your saved resources and reminders, on your device.' },
  { path: '/admin', title: `Admin Dashboard | ${SITE}`, description: 'For the site’s editors and admins.' },
  { path: '/legal-education', title: `Legal Education Hub | ${SITE}`, description: 'Plain-language legal guides and tools for protection orders, family, work, housing and immigration. They work offline.' },
  { path: '/analytics', title: `Impact Analytics | ${SITE}`, description: 'How the site is used and where help is missing, counted without tracking anyone.' },
  { path: '/location-services', title: `Location Services | ${SITE}`, description: 'Find help near you. Your location stays on your device.' },
  { path: '/donate', title: `Donate | ${SITE}`, description: 'Support women’s empowerment: a one-time or monthly gift keeps free, private help within reach.' },
  { path: '/shop', title: `Shop | ${SITE}`, description: 'T-shirts, mugs, bags and journals that support free, private help for women.' },
];

export const NOT_FOUND_META: RouteMeta = {
  path: '*',
  title: `Page Not Found | ${SITE}`,
  description: 'The page you were looking for does not exist.',
};

/** Paths the app has a screen for today. Later features add theirs here and in web/routes.tsx. */
export const BUILT_PATHS: readonly string[] = [
  '/',
  '/emergency',
  '/resources',
  '/resources/housing-shelter',
  '/resources/womens-health',
  '/resources/rights-advocacy',
  '/resources/financial-support',
  '/healthcare-reproductive-rights',
  '/employment-opportunities',
  '/housing-shelter',
  '/womens-health',
  '/rights-advocacy',
  '/grants',
  '/contact',
  '/about',
  '/news',
  '/shelter-housing',
  '/location-services',
  '/organizations-growth',
  '/financing-grants',
  '/women-owned-businesses',
  '/dashboard',
  '/admin',
  '/donate',
  '/shop',
  '/legal-education',
  '/analytics',
];

/** A team article's page, /news/{id}; the page itself says so when the article does not exist. */
export const NEWS_ARTICLE_PATH = /^\/news\/[a-z0-9-]{3,80}$/;
export const NEWS_ARTICLE_META: RouteMeta = {
  path: '/news/:id',
  title: `News article | ${SITE}`,
  description: 'An explainer written by our team.',
};

/** A legal guide's page, /legal-education/guides/{id} (the guides are built into the app). */
export const LEGAL_GUIDE_PATH = /^\/legal-education\/guides\/[a-z0-9-]{3,80}$/;
export const LEGAL_GUIDE_META: RouteMeta = {
  path: '/legal-education/guides/:id',
  title: `Legal guide | ${SITE}`,
  description: 'A plain-language legal guide, with its sources.',
};

/** The English meta of a path, in either language ("/es/emergency" is "/emergency"'s); page-meta.ts adds the Spanish. */
export function metaFor(pathname: string): RouteMeta {
  const clean = pathWithoutLocale(cleanPath(pathname));
  if (NEWS_ARTICLE_PATH.test(clean)) return NEWS_ARTICLE_META;
  if (LEGAL_GUIDE_PATH.test(clean)) return LEGAL_GUIDE_META;
  if (!BUILT_PATHS.includes(clean)) return NOT_FOUND_META;
  return ROUTE_META.find((r) => r.path === clean) ?? NOT_FOUND_META;
}

/** Pages that show what only she may see (her list, the admin area): drawn on her device, never at build time. */
export const PRIVATE_PATHS: readonly string[] = ['/dashboard', '/admin'];

/** Public pages rendered at build time (issue 20): their first HTML already holds their headline, text and layout. */
export const PRERENDERED_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  BUILT_PATHS.filter((p) => !PRIVATE_PATHS.includes(p)).map((p) => localePath(p, locale)),
);

/** The path without a trailing slash ("/about/" is "/about"). */
export function cleanPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Where the build writes a prerendered page, under the web root: "/" is pages/index.html, "/resources/womens-health" pages/resources/womens-health.html. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'pages/index.html' : `pages${path}.html`;
}

/**
 * The same page as the server sends it over the network (web/build/prerender-pages.ts): with the rules of its first
 * paint and the early script in its own HTML, for a first visit. The service worker precaches the other copy
 * (`prerenderedFile`), which links them: on the device they are in the same cache, and half a megabyte more of
 * repeated rules would only make the offline copy slower to install on a poor connection.
 */
export function firstVisitFile(path: string): string {
  return prerenderedFile(path).replace(/^pages\//, 'first-visit/');
}
