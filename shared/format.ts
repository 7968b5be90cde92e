// Small display rules shared by screens and tests.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "2026-11-22" → "November 2026"; undefined for anything that is not such a date. */
export function monthYear(isoDate: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(isoDate);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${month} ${m[1]}` : undefined;
}

/** "2026-11-20" → "20 November 2026". */
export function dayMonthYear(isoDate: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : undefined;
}

/**
 * What was done to check a listing, as facts a screen words in its language (web/components/listing-words.ts): a
 * phone call an editor made, the directory it was imported from, or the web page we read (another site's, when the
 * page read is not the listing's own) and that page's year when it was older than 2023. Dates stay ISO strings.
 */
export type CheckedFacts =
  | { kind: 'phone'; on: string }
  | { kind: 'listed'; by: string; when: string }
  /** A public data set imported as released (`release`: its year or date): nobody here checked it. */
  | { kind: 'dataset'; by: string; release: string }
  | { kind: 'page'; when: string; site?: string; year?: number }
  /** A reader suggested it; an editor checked it (by phone, or at its source) on `on` before publishing it. */
  | { kind: 'suggested'; on: string; byPhone: boolean };

type CheckedInput = {
  verifiedAt: string;
  phoneConfirmedOn?: string;
  sourceName?: string;
  sourceDate?: string;
  sourceUrl?: string;
  url?: string;
  publicDataSet?: boolean;
  suggestedByReader?: boolean;
};

export function checkedFacts(r: CheckedInput): CheckedFacts {
  if (r.suggestedByReader) return { kind: 'suggested', on: r.phoneConfirmedOn ?? r.verifiedAt, byPhone: Boolean(r.phoneConfirmedOn) };
  if (r.phoneConfirmedOn) return { kind: 'phone', on: r.phoneConfirmedOn };
  if (r.publicDataSet && r.sourceName) return { kind: 'dataset', by: r.sourceName, release: (r.sourceDate ?? r.verifiedAt).slice(0, 4) };
  if (r.sourceName) return { kind: 'listed', by: r.sourceName, when: r.verifiedAt };
  const year = r.sourceDate ? Number(r.sourceDate.slice(0, 4)) : undefined;
  // Its own website, or another page (a state agency's, a court's) that lists it: say which was read.
  const site = r.sourceUrl && r.url && siteOf(r.sourceUrl) !== siteOf(r.url) ? siteOf(r.sourceUrl) : undefined;
  return { kind: 'page', when: r.verifiedAt, ...(site ? { site } : {}), ...(year !== undefined && year < 2023 ? { year } : {}) };
}

/** The same facts in English words (what cards said before they went through the message catalogues). */
export function checkedLine(r: CheckedInput): string {
  const f = checkedFacts(r);
  if (f.kind === 'phone') return `Confirmed by phone on ${dayMonthYear(f.on) ?? f.on}`;
  if (f.kind === 'suggested') return `Suggested by a reader, ${f.byPhone ? 'confirmed by us by phone' : 'checked by us'} on ${dayMonthYear(f.on) ?? f.on}`;
  if (f.kind === 'dataset') return `From ${f.by}, ${f.release} release. Not checked by us: call first`;
  const when = monthYear(f.when) ?? f.when;
  if (f.kind === 'listed') return `Listed by ${f.by}, ${when}`;
  if (f.year !== undefined) return `Checked against ${f.site ? `a ${f.year} page on ${f.site}` : `a copy of its website from ${f.year}`}, ${when}`;
  return `Checked against ${f.site ? `a page on ${f.site}` : 'its website'}, ${when}`;
}

/** "https://www.dhs.state.example.gov/x" → "dhs.state.example.gov"; undefined for anything that is not a web address. */
function siteOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** "housing-shelter" → "housing shelter" (spec: hyphens shown as spaces where no label exists). */
export function unhyphenate(key: string): string {
  return key.replace(/-/g, ' ');
}

const DAY_MS = 86_400_000;

/** Calendar days from `iso` to `now` in the reader's time zone (0 today, 1 yesterday); undefined for no date. */
export function calendarDaysAgo(iso: string, now: Date = new Date()): number | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((startOf(now) - startOf(date)) / DAY_MS);
}

/**
 * The news cards' date (spec section 4): "Today", "Yesterday", "N days ago" under a week, else the local date.
 * Days are counted on the calendar in the reader's time zone, not in 24-hour blocks.
 */
export function relativeDate(iso: string, now: Date = new Date(), locale = 'en-US'): string {
  const days = calendarDaysAgo(iso, now);
  if (days === undefined) return '';
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return new Date(iso).toLocaleDateString(locale);
}

/** "2026-11-22" as a Date at noon UTC (the same calendar day in every American time zone), or undefined. */
export function isoDay(isoDate: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return Number.isNaN(date.getTime()) || date.getUTCMonth() !== Number(m[2]) - 1 ? undefined : date;
}

/** The news page's "published date-time (US long format)", e.g. "November 20, 2026 at 10:00 AM". */
export function longDateTime(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
}

/** An id made from a title: lowercase words joined by dashes, then a short random suffix ("court-dates-3f9a1c"). */
export function slugId(title: string, fallback: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || fallback}-${crypto.randomUUID().slice(0, 6)}`;
}
