// The words of the listings and figures of the reading content (web/pages/resources/reading-blocks.tsx), shared by
// the directory's pages, the topic pages and /grants. Loaded with those pages (shared/messages/pages.ts: `listing.`).

export const listingEn = {
  'listing.award': 'Award: {award}. ',
  'listing.focus': 'Focus: {focus}',
  'listing.website': 'Website',
  'listing.newTabOf': 'of {name} (opens in a new tab)',
  'listing.source': 'Source:',
  /** After a directory record's description on a page in another language: the description is the organization's own words. */
  'listing.inEnglish': '(in English)',
};
