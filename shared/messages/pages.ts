// Which messages belong to a page (or a group of pages) rather than the shell: each language's catalogue is split by
// these id prefixes (web/build/compiled-messages.ts), so a page's words load with that page and the first load carries
// the shell's only. Words that the home page or the shell show (the header, the crisis lines) stay in the shell's part.

export const PAGE_MESSAGE_PREFIXES = {
  // The emergency page's tools that keep what she writes on the device (the safety plan, the check-in, the document
  // vault, erasing the site): their words come with their code, once the page is live (web/shell/later.tsx). Before
  // `emergency`, whose prefix would take the check-in's.
  emergencyTools: ['plan.', 'vault.', 'erase.', 'emergency.checkIn'],
  emergency: ['emergency.'],
  // The directory's shared parts (listing cards, search, the built-in directories' parts, the location picker), with
  // the suggest-a-listing form's own validation messages.
  directory: ['directory.', 'form.suggestion.'],
  // The directory's pages (/resources, /resources/{category}); the topic pages and the reading content they share
  // with the directory's categories; /organizations-growth; the listings and figures of reading content (also /grants).
  resources: ['resources.'],
  topics: ['topics.'],
  organizations: ['organizations.'],
  listing: ['listing.'],
  donate: ['donate.'],
  shop: ['shop.'],
  funding: ['funding.'],
  grants: ['grants.'],
  owners: ['owners.'],
  // What only the server says (API answers, its own pages, emails: shared/server-intl.ts). No route lists it, so the
  // app never loads it; it has a part of its own only to keep it out of the shell's.
  server: ['api.', 'mail.'],
  guide: ['guide.'],
  // The news page and team articles; the home page's news words (`news.topic…`, `newsCard.`) stay in the shell's.
  news: ['news.page.', 'news.article.'],
  contact: ['contact.'],
  about: ['about.'],
  legal: ['legal.'],
  // The "not legal advice" note, on the hub and on every guide's page.
  legalNote: ['legalNote.'],
  // With the article form's own validation messages (the other `form.` ids are the shell's: forms are on many pages).
  admin: ['admin.', 'form.article.', 'form.decline.'],
  analytics: ['analytics.'],
  location: ['location.'],
  housing: ['housing.'],
  dashboard: ['dashboard.'],
} as const satisfies Record<string, readonly string[]>;

export type MessagePage = keyof typeof PAGE_MESSAGE_PREFIXES;
export const MESSAGE_PAGES = Object.keys(PAGE_MESSAGE_PREFIXES) as MessagePage[];

/**
 * The catalogues each route needs beside the shell's, by its path without a language prefix ("/news/*" is every
 * article). The route loads them with its code (web/routes.tsx), and its prerendered HTML preloads them. Every page
 * that shows a listing card, the directory's search or the built-in directories' parts needs `directory`, unless the
 * part that shows them brings it with its code (the legal hub's help tab).
 */
export const ROUTE_MESSAGES: Readonly<Record<string, readonly MessagePage[]>> = {
  '/emergency': ['emergency'],
  // The directory's own parts (its search, readings and lists) bring theirs with their code, once the page is live
  // (web/pages/resources/resources-page.tsx).
  '/resources': ['resources'],
  '/resources/*': ['resources'],
  '/healthcare-reproductive-rights': ['topics', 'listing', 'directory'],
  '/employment-opportunities': ['topics', 'listing', 'directory'],
  '/housing-shelter': ['topics', 'listing', 'directory'],
  '/womens-health': ['topics', 'listing', 'directory'],
  '/rights-advocacy': ['topics', 'listing', 'directory'],
  '/organizations-growth': ['organizations', 'directory'],
  // Its listings are drawn by web/pages/resources/reading-blocks.tsx.
  '/grants': ['grants', 'listing', 'directory'],
  '/donate': ['donate'],
  // The shop's payment step is the donate page's.
  '/shop': ['shop', 'donate'],
  '/financing-grants': ['funding', 'directory'],
  '/women-owned-businesses': ['owners', 'directory'],
  '/news': ['news'],
  '/news/*': ['news'],
  '/contact': ['contact'],
  '/about': ['about'],
  // Its help tab brings the listing cards' words (`directory`) with its code (web/pages/legal/legal-page.tsx).
  '/legal-education': ['legal', 'legalNote'],
  '/legal-education/guides/*': ['guide'],
  '/admin': ['admin'],
  '/analytics': ['analytics'],
  '/location-services': ['location', 'directory'],
  '/shelter-housing': ['housing', 'directory'],
  '/dashboard': ['dashboard', 'directory'],
};

/** The catalogues a path (without its language prefix) needs beside the shell's. */
export function messagePagesOf(path: string): readonly MessagePage[] {
  const exact = ROUTE_MESSAGES[path];
  if (exact) return exact;
  const pattern = Object.keys(ROUTE_MESSAGES).find((p) => p.endsWith('/*') && path.startsWith(p.slice(0, -1)));
  return pattern ? (ROUTE_MESSAGES[pattern] ?? []) : [];
}

/** The page whose catalogue holds this id, or undefined for the shell's. */
export function pageOfMessage(id: string): MessagePage | undefined {
  return MESSAGE_PAGES.find((page) => PAGE_MESSAGE_PREFIXES[page].some((prefix) => id.startsWith(prefix)));
}
