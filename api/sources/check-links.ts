// The operators' link checker: visits every listing's source page and website, politely (one request at a time,
// a pause between them, a time-out), and reports the dead and the moved, grouped by state. It never changes data:
// a person reads the report and fixes the listings. It visits public addresses only, on every redirect.
import type { IncomingMessage } from 'node:http';
import { stateName } from '../../shared/us-states.ts';
import { publicGet, RefusedAddressError } from '../http/public-address.ts';

export interface CheckedListing {
  id: string;
  title: string;
  serviceArea: string;
  state?: string;
  url?: string;
  sourceUrl: string;
  /** Imported from a national public data set (CMS, HUD, HRSA): fixed at its publisher, not here. */
  publicDataSet?: boolean;
  sourceName?: string;
}

/** A public data set's listings, checked as one: its page once, their own websites not at all. */
export interface DataSetLinks {
  name: string;
  sourceUrl: string;
  listings: number;
}

/**
 * What the check visits: every listing written or imported one by one, and one stand-in per public data set (its
 * page), not the thousands of hospitals' and agencies' websites, which an editor could not fix here (the next
 * import would bring the publisher's back) and which would take hours at a polite pace.
 */
export function linksToCheck(listings: readonly CheckedListing[]): { listings: CheckedListing[]; dataSets: DataSetLinks[] } {
  const own: CheckedListing[] = [];
  const sets = new Map<string, DataSetLinks>();
  for (const l of listings) {
    if (!l.publicDataSet) {
      own.push(l);
      continue;
    }
    const name = l.sourceName ?? l.sourceUrl;
    const set = sets.get(name) ?? { name, sourceUrl: l.sourceUrl, listings: 0 };
    set.listings++;
    sets.set(name, set);
  }
  const dataSets = [...sets.values()].sort((a, b) => a.name.localeCompare(b.name));
  const standIns = dataSets.map((d) => ({ id: `data set: ${d.name}`, title: `${d.name} (${d.listings.toLocaleString('en-US')} listings)`, serviceArea: 'national', sourceUrl: d.sourceUrl }));
  return { listings: [...own, ...standIns], dataSets };
}

export type LinkOutcome =
  | { kind: 'ok'; status: number }
  | { kind: 'moved'; status: number; to: string }
  | { kind: 'dead'; status?: number; reason: string };

export interface LinkResult {
  listing: CheckedListing;
  field: 'url' | 'sourceUrl';
  address: string;
  outcome: LinkOutcome;
}

export interface CheckOptions {
  /** Per request, including redirects. */
  timeoutMs?: number;
  /** Pause between requests, so no site sees more than a visitor's pace. */
  delayMs?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** Origins that may be visited although not public: for tests against a local server only (see public-address.ts). */
  allowPrivateOrigins?: readonly string[];
  onProgress?: (done: number, total: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Why a hop was not visited. The report names the host a redirect tried to reach, never its path: a listing's site
 * that redirects to an internal page must not get that page's address (or anything from it) into the report.
 */
function refusal(error: RefusedAddressError, hop: number): string {
  if (error.kind === 'not-web') return hop === 0 ? 'not a web address (refused)' : 'redirects to an address that is not a web page (refused)';
  return hop === 0 ? 'leads to a private address (refused)' : `redirects to a private address, ${error.host} (refused)`;
}

/**
 * One address: follows redirects itself, so a permanent move is reported with where it went, and every hop is held
 * to the address rule (public addresses only) before it is asked.
 */
export async function checkLink(address: string, options: CheckOptions = {}): Promise<LinkOutcome> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const signal = AbortSignal.timeout(timeoutMs);
  const headers = { 'user-agent': options.userAgent ?? 'women-help-link-check/1.0', accept: 'text/html,*/*' };
  let current = address;
  let permanent = false;
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
    let res: IncomingMessage;
    try {
      res = await publicGet(new URL(current), { signal, headers, allowPrivateOrigins: options.allowPrivateOrigins });
    } catch (error) {
      if (error instanceof RefusedAddressError) return { kind: 'dead', reason: refusal(error, hop) };
      const timedOut = signal.aborted || (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      return { kind: 'dead', reason: timedOut ? `no answer within ${Math.round(timeoutMs / 1000)} s` : `could not connect (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message})` };
    }
    // Only the headers are needed: the page itself is not read.
    res.destroy();
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (status >= 300 && status < 400 && location) {
      permanent ||= status === 301 || status === 308;
      try {
        current = new URL(location, current).toString();
      } catch {
        return { kind: 'dead', status, reason: 'redirects to an address that is not one' };
      }
      continue;
    }
    if (status >= 400) return { kind: 'dead', status, reason: `answered ${status}` };
    return permanent && current !== address ? { kind: 'moved', status, to: current } : { kind: 'ok', status };
  }
  return { kind: 'dead', reason: 'too many redirects' };
}

/** Every listing's `url` and `sourceUrl`, each address visited once. */
export async function checkListings(listings: readonly CheckedListing[], options: CheckOptions = {}): Promise<LinkResult[]> {
  const jobs = listings.flatMap((listing) =>
    (['sourceUrl', 'url'] as const).flatMap((field) => (listing[field] ? [{ listing, field, address: listing[field]! }] : [])),
  );
  const seen = new Map<string, LinkOutcome>();
  const results: LinkResult[] = [];
  let visited = 0;
  for (const job of jobs) {
    let outcome = seen.get(job.address);
    if (!outcome) {
      if (visited > 0) await sleep(options.delayMs ?? 500);
      outcome = await checkLink(job.address, options);
      seen.set(job.address, outcome);
      visited++;
    }
    results.push({ ...job, outcome });
    options.onProgress?.(results.length, jobs.length);
  }
  return results;
}

const placeOf = (l: CheckedListing) => (l.serviceArea === 'national' ? 'National' : (stateName(l.state ?? l.serviceArea) ?? l.state ?? 'Other'));

/** A Markdown report of what needs a person's attention, grouped by state, then the counts. */
export function linkReport(results: readonly LinkResult[], checkedAt: Date, dataSets: readonly DataSetLinks[] = []): string {
  const problems = results.filter((r) => r.outcome.kind !== 'ok');
  const groups = new Map<string, LinkResult[]>();
  for (const r of problems) groups.set(placeOf(r.listing), [...(groups.get(placeOf(r.listing)) ?? []), r]);
  const lines = [`# Listing links checked ${checkedAt.toISOString().slice(0, 10)}`, ''];
  const count = (kind: LinkOutcome['kind']) => results.filter((r) => r.outcome.kind === kind).length;
  lines.push(`${results.length} links: ${count('ok')} fine, ${count('moved')} moved, ${count('dead')} dead. Nothing was changed; fix listings in the admin area.`, '');
  if (dataSets.length) {
    const listed = dataSets.map((d) => `${d.name} (${d.listings.toLocaleString('en-US')})`).join(', ');
    lines.push(`Listings from public data sets are checked by their data set's page only, not one by one: ${listed}. Their own links are the publisher's, and the next import brings its corrections.`, '');
  }
  for (const place of [...groups.keys()].sort((a, b) => (a === 'National' ? -1 : b === 'National' ? 1 : a.localeCompare(b)))) {
    lines.push(`## ${place}`, '');
    for (const r of groups.get(place)!) {
      const what = r.field === 'url' ? 'website' : 'source page';
      const outcome = r.outcome.kind === 'moved' ? `moved to ${r.outcome.to}` : r.outcome.kind === 'dead' ? r.outcome.reason : '';
      lines.push(`- ${r.listing.title} (\`${r.listing.id}\`), ${what} ${r.address}: ${outcome}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
