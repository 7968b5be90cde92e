// Reads a directory from an HSDS 3.0 API (the base URL of one): pages through /services, fetches each service in
// full when the list does not nest it, and lays the nested records out as the same tables a CSV datapackage gives.
import { ApiClient, API_ANSWER_MAX_BYTES, API_MAX_PAGES, API_MAX_SERVICES, API_TOTAL_MAX_BYTES, type ApiLimits } from './api-client.ts';
import { ImportError, type ReadPackage, type TableRow, type Tables } from './tables.ts';

type Json = Record<string, unknown>;

const PER_PAGE = 100;
/** Requests at a time against someone else's server: polite, and still quick. */
const CONCURRENCY = 4;

export interface ApiReadOptions {
  /**
   * Read an API whose address is private or local (the operator's --allow-private-address). Without it such an
   * address is refused; a redirect that leaves the API's origin is refused either way.
   */
  allowPrivateAddress?: boolean;
  /** Lower caps, for tests. */
  limits?: Partial<ApiLimits>;
}

class TableBuilder {
  tables: Tables = new Map();
  private seen = new Set<string>();

  /** `where` names the record in the API's answers, for messages: "…/services page 2, item 3, phones[0]". */
  add(table: string, where: string, record: Json, links: Record<string, unknown> = {}): void {
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...record, ...links })) {
      if (value === null || value === undefined || typeof value === 'object') continue;
      values[key] = String(value);
    }
    const key = `${table}:${values.id ?? ''}:${JSON.stringify(links)}`;
    if (values.id && this.seen.has(key)) return;
    this.seen.add(key);
    let rows = this.tables.get(table);
    if (!rows) this.tables.set(table, (rows = []));
    const row: TableRow = { file: `${table} (API)`, line: rows.length + 1, where, values };
    rows.push(row);
  }
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as Json[]) : []);

/** Each object of a nested list with its place in the answer: `[record, "phones[0]"]`. */
const each = (value: unknown, path: string): [Json, string][] => list(value).map((item, i) => [item, `${path}[${i}]`]);

function addPhones(b: TableBuilder, where: string, phones: unknown, links: Record<string, unknown>): void {
  for (const [phone, at] of each(phones, `${where}.phones`)) {
    b.add('phones', at, phone, links);
    for (const [language, at2] of each(phone.languages, `${at}.languages`)) b.add('languages', at2, language, { phone_id: phone.id });
  }
}

/** One service of the API, nested records and all, laid out as table rows; `where` is its page and item. */
function addService(b: TableBuilder, where: string, s: Json): void {
  const org = s.organization && typeof s.organization === 'object' ? (s.organization as Json) : undefined;
  if (org) b.add('organizations', `${where}.organization`, org);
  b.add('services', where, s, { organization_id: s.organization_id ?? org?.id });
  addPhones(b, where, s.phones, { service_id: s.id });
  for (const [schedule, at] of each(s.schedules, `${where}.schedules`)) b.add('schedules', at, schedule, { service_id: s.id });
  for (const [area, at] of each(s.service_areas, `${where}.service_areas`)) b.add('service_areas', at, area, { service_id: s.id });
  for (const [language, at] of each(s.languages, `${where}.languages`)) b.add('languages', at, language, { service_id: s.id });
  for (const [attribute, at] of each(s.attributes, `${where}.attributes`)) {
    const term = attribute.taxonomy_term && typeof attribute.taxonomy_term === 'object' ? (attribute.taxonomy_term as Json) : undefined;
    if (term) b.add('taxonomy_terms', `${at}.taxonomy_term`, term);
    b.add('attributes', at, attribute, { link_id: s.id, link_entity: 'service', taxonomy_term_id: attribute.taxonomy_term_id ?? term?.id });
  }
  for (const [sal, at] of each(s.service_at_locations, `${where}.service_at_locations`)) {
    const location = sal.location && typeof sal.location === 'object' ? (sal.location as Json) : undefined;
    b.add('service_at_location', at, sal, { service_id: s.id, location_id: sal.location_id ?? location?.id });
    addPhones(b, at, sal.phones, { service_at_location_id: sal.id });
    for (const [schedule, at2] of each(sal.schedules, `${at}.schedules`)) b.add('schedules', at2, schedule, { service_at_location_id: sal.id });
    if (!location) continue;
    const here = `${at}.location`;
    b.add('locations', here, location);
    for (const [address, at2] of each(location.addresses, `${here}.addresses`)) b.add('addresses', at2, address, { location_id: location.id });
    addPhones(b, here, location.phones, { location_id: location.id });
    for (const [schedule, at2] of each(location.schedules, `${here}.schedules`)) b.add('schedules', at2, schedule, { location_id: location.id });
    for (const [language, at2] of each(location.languages, `${here}.languages`)) b.add('languages', at2, language, { location_id: location.id });
  }
}

/**
 * Reads every service of the HSDS API at `base` (e.g. https://example.org/api/hsds). Pages through /services until
 * the API says it is done or a page lists only services already read (a server that ignores `page` answers the
 * same page for ever), within the caps of api-client.ts; a cap reached refuses the import rather than cut it short.
 */
export async function readApi(base: string, options: ApiReadOptions = {}): Promise<ReadPackage> {
  const root = base.replace(/\/+$/, '');
  if (!URL.canParse(root)) throw new ImportError(`${base}: not a web address.`);
  const limits: ApiLimits = { maxAnswerBytes: API_ANSWER_MAX_BYTES, maxTotalBytes: API_TOTAL_MAX_BYTES, maxPages: API_MAX_PAGES, maxServices: API_MAX_SERVICES, ...options.limits };
  const api = new ApiClient(root, limits, options.allowPrivateAddress ?? false);
  const about = (await api.json(`${root}/`)) as Json;
  const version = typeof about?.version === 'string' ? about.version : undefined;
  if (!version) throw new ImportError(`${root}/: not an HSDS API (its answer names no HSDS version).`);
  const b = new TableBuilder();
  const warnings = version.startsWith('3.') ? [] : [`${root}: says HSDS ${version}; read as 3.0.`];
  const brief: { id: string; where: string }[] = [];
  const leftOut: string[] = [];
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    if (page > limits.maxPages) {
      throw new ImportError(`${root}/services: goes on past page ${limits.maxPages}, the most an import reads; nothing was imported.`);
    }
    const answer = (await api.json(`${root}/services?page=${page}&per_page=${PER_PAGE}&full=true`)) as Json;
    const contents: unknown[] = Array.isArray(answer?.contents) ? answer.contents : [];
    let added = 0;
    contents.forEach((s, i) => {
      const where = `${root}/services page ${page}, item ${i + 1}`;
      const id = s && typeof s === 'object' && typeof (s as Json).id === 'string' && (s as Json).id ? ((s as Json).id as string) : undefined;
      if (id && seen.has(id)) return;
      if (id) {
        seen.add(id);
        added++;
        if (seen.size > limits.maxServices) {
          throw new ImportError(`${root}/services: lists more than ${limits.maxServices} services, the most an import takes; nothing was imported.`);
        }
      }
      if (!s || typeof s !== 'object') warnings.push(`${where}: skipped, not a service record.`);
      else if (Array.isArray((s as Json).service_at_locations) && (s as Json).organization) addService(b, where, s as Json);
      else if (id) brief.push({ id, where });
      else warnings.push(`${where}: skipped, the service has no id.`);
    });
    const total = Number(answer?.total_pages ?? 1);
    if (contents.length === 0 || answer?.last_page === true || page >= total) break;
    if (added === 0) {
      // What the pages after it hold is unknown: the import counts as partial, so nothing is removed for being absent.
      warnings.push(`${root}/services page ${page}: lists only services already read, though the API says it has ${answer?.total_pages} pages; reading stopped there.`);
      leftOut.push(`${root}/services after page ${page}`);
      break;
    }
  }
  // A list that gives each service in brief: each is fetched in full. One that fails stops the import (nothing is
  // written), so a passing outage never reads as services gone from the source.
  for (let i = 0; i < brief.length; i += CONCURRENCY) {
    const batch = brief.slice(i, i + CONCURRENCY);
    const answers = await Promise.all(batch.map(({ id }) => api.json(`${root}/services/${encodeURIComponent(id)}`)));
    answers.forEach((s, j) => {
      const { id, where } = batch[j]!;
      if (s && typeof s === 'object') addService(b, `${root}/services/${id} (${where.slice(root.length + 1)})`, s as Json);
      else {
        warnings.push(`${where}: skipped, ${root}/services/${id} answered no service record.`);
        leftOut.push(`${root}/services/${id}`);
      }
    });
  }
  if (!b.tables.has('services')) b.tables.set('services', []);
  return { tables: b.tables, name: new URL(root).hostname, homepage: root, servicesFrom: `${root}/services`, warnings, leftOut };
}
