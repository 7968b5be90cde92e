// Reads a directory from an HSDS 3.0 API (the base URL of one): pages through /services, fetches each service in
// full when the list does not nest it, and lays the nested records out as the same tables a CSV datapackage gives.
import { ImportError, type ReadPackage, type TableRow, type Tables } from './tables.ts';

type Json = Record<string, unknown>;

const PER_PAGE = 100;
/** Requests at a time against someone else's server: polite, and still quick. */
const CONCURRENCY = 4;

async function getJson(url: string, fetcher: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new ImportError(`${url}: could not be reached (${(error as Error).message}).`);
  }
  if (!response.ok) throw new ImportError(`${url}: answered ${response.status} ${response.statusText}.`);
  try {
    return await response.json();
  } catch {
    throw new ImportError(`${url}: did not answer with JSON.`);
  }
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
    const rows = this.tables.get(table) ?? [];
    const row: TableRow = { file: `${table} (API)`, line: rows.length + 1, where, values };
    this.tables.set(table, [...rows, row]);
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

/** Reads every service of the HSDS API at `base` (e.g. https://example.org/api/hsds). */
export async function readApi(base: string, fetcher: typeof fetch = fetch): Promise<ReadPackage> {
  const root = base.replace(/\/+$/, '');
  const about = (await getJson(`${root}/`, fetcher)) as Json;
  const version = typeof about?.version === 'string' ? about.version : undefined;
  if (!version) throw new ImportError(`${root}/: not an HSDS API (its answer names no HSDS version).`);
  const b = new TableBuilder();
  const warnings = version.startsWith('3.') ? [] : [`${root}: says HSDS ${version}; read as 3.0.`];
  const brief: { id: string; where: string }[] = [];
  const leftOut: string[] = [];
  for (let page = 1; ; page++) {
    const answer = (await getJson(`${root}/services?page=${page}&per_page=${PER_PAGE}&full=true`, fetcher)) as Json;
    const contents: unknown[] = Array.isArray(answer?.contents) ? answer.contents : [];
    contents.forEach((s, i) => {
      const where = `${root}/services page ${page}, item ${i + 1}`;
      if (!s || typeof s !== 'object') warnings.push(`${where}: skipped, not a service record.`);
      else if (Array.isArray((s as Json).service_at_locations) && (s as Json).organization) addService(b, where, s as Json);
      else if (typeof (s as Json).id === 'string' && (s as Json).id) brief.push({ id: (s as Json).id as string, where });
      else warnings.push(`${where}: skipped, the service has no id.`);
    });
    const total = Number(answer?.total_pages ?? 1);
    if (contents.length === 0 || answer?.last_page === true || page >= total) break;
  }
  // A list that gives each service in brief: each is fetched in full. One that fails stops the import (nothing is
  // written), so a passing outage never reads as services gone from the source.
  for (let i = 0; i < brief.length; i += CONCURRENCY) {
    const batch = brief.slice(i, i + CONCURRENCY);
    const answers = await Promise.all(batch.map(({ id }) => getJson(`${root}/services/${encodeURIComponent(id)}`, fetcher)));
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
