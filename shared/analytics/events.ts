// What the browser may count (no zod here: the app's first load carries this file).

/**
 * visit: the app was opened (once per page load, no marker kept); view: a directory list was opened; search: a
 * directory search was run; connect: a call, text or website button of a listing was used.
 */
export const USAGE_EVENTS = ['visit', 'view', 'search', 'connect'] as const;
export type UsageEvent = (typeof USAGE_EVENTS)[number];

/** Per entry at most this many of one kind, and this many entries per batch: small batches from one page. */
export const MAX_COUNT_PER_ENTRY = 50;
export const MAX_ENTRIES_PER_BATCH = 30;
/** All the counts of one batch together. */
export const MAX_BATCH_TOTAL = 100;

/** Nothing is counted on these pages, nor sent from them: the emergency page in every language (/es/emergency too). */
export const UNCOUNTED_PATH = /^(\/es)?\/emergency(\/|$)/;

/** The state a listing serves, or '' for national ones (they serve everyone and mark no state out). */
export function listingStateOf(l: { serviceArea: string; state?: string | null }): string {
  return /^[A-Z]{2}$/.test(l.serviceArea) ? l.serviceArea : l.serviceArea === 'local' ? (l.state ?? '') : '';
}
