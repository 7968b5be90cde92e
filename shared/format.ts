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
 * What was done to check a listing, in words a card can show: a phone call an editor made, the directory it was
 * imported from, or the web page we read (and how old that page was, when it was older than 2023).
 */
export function checkedLine(r: { verifiedAt: string; phoneConfirmedOn?: string; sourceName?: string; sourceDate?: string; sourceUrl?: string; url?: string }): string {
  if (r.phoneConfirmedOn) return `Confirmed by phone on ${dayMonthYear(r.phoneConfirmedOn) ?? r.phoneConfirmedOn}`;
  const when = monthYear(r.verifiedAt) ?? r.verifiedAt;
  if (r.sourceName) return `Listed by ${r.sourceName}, ${when}`;
  const year = r.sourceDate ? Number(r.sourceDate.slice(0, 4)) : undefined;
  // Its own website, or another page (a state agency's, a court's) that lists it: say which was read.
  const other = r.sourceUrl && r.url && siteOf(r.sourceUrl) !== siteOf(r.url) ? siteOf(r.sourceUrl) : undefined;
  const what = other ? `a page on ${other}` : 'its website';
  if (year !== undefined && year < 2023) return `Checked against ${other ? `a ${year} page on ${other}` : `a copy of its website from ${year}`}, ${when}`;
  return `Checked against ${what}, ${when}`;
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
  const date = new Date(iso);
  const days = calendarDaysAgo(iso, now);
  if (days === undefined) return '';
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return date.toLocaleDateString(locale);
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
