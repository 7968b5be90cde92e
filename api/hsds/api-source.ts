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

  add(table: string, record: Json, links: Record<string, unknown> = {}): void {
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...record, ...links })) {
      if (value === null || value === undefined || typeof value === 'object') continue;
      values[key] = String(value);
    }
    const key = `${table}:${values.id ?? ''}:${JSON.stringify(links)}`;
    if (values.id && this.seen.has(key)) return;
    this.seen.add(key);
    const rows = this.tables.get(table) ?? [];
    const row: TableRow = { file: `${table} (API)`, line: rows.length + 1, values };
    this.tables.set(table, [...rows, row]);
  }
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as Json[]) : []);

function addPhones(b: TableBuilder, phones: unknown, links: Record<string, unknown>): void {
  for (const phone of list(phones)) {
    b.add('phones', phone, links);
    for (const language of list(phone.languages)) b.add('languages', language, { phone_id: phone.id });
  }
}

function addService(b: TableBuilder, s: Json): void {
  const org = s.organization && typeof s.organization === 'object' ? (s.organization as Json) : undefined;
  if (org) b.add('organizations', org);
  b.add('services', s, { organization_id: s.organization_id ?? org?.id });
  addPhones(b, s.phones, { service_id: s.id });
  for (const schedule of list(s.schedules)) b.add('schedules', schedule, { service_id: s.id });
  for (const area of list(s.service_areas)) b.add('service_areas', area, { service_id: s.id });
  for (const language of list(s.languages)) b.add('languages', language, { service_id: s.id });
  for (const attribute of list(s.attributes)) {
    const term = attribute.taxonomy_term && typeof attribute.taxonomy_term === 'object' ? (attribute.taxonomy_term as Json) : undefined;
    if (term) b.add('taxonomy_terms', term);
    b.add('attributes', attribute, { link_id: s.id, link_entity: 'service', taxonomy_term_id: attribute.taxonomy_term_id ?? term?.id });
  }
  for (const sal of list(s.service_at_locations)) {
    const location = sal.location && typeof sal.location === 'object' ? (sal.location as Json) : undefined;
    b.add('service_at_location', sal, { service_id: s.id, location_id: sal.location_id ?? location?.id });
    addPhones(b, sal.phones, { service_at_location_id: sal.id });
    for (const schedule of list(sal.schedules)) b.add('schedules', schedule, { service_at_location_id: sal.id });
    if (!location) continue;
    b.add('locations', location);
    for (const address of list(location.addresses)) b.add('addresses', address, { location_id: location.id });
    addPhones(b, location.phones, { location_id: location.id });
    for (const schedule of list(location.schedules)) b.add('schedules', schedule, { location_id: location.id });
    for (const language of list(location.languages)) b.add('languages', language, { location_id: location.id });
  }
}

/** Reads every service of the HSDS API at `base` (e.g. https://example.org/api/hsds). */
export async function readApi(base: string, fetcher: typeof fetch = fetch): Promise<ReadPackage> {
  const root = base.replace(/\/+$/, '');
  const about = (await getJson(`${root}/`, fetcher)) as Json;
  const version = typeof about?.version === 'string' ? about.version : undefined;
  if (!version) throw new ImportError(`${root}/: not an HSDS API (its answer names no HSDS version).`);
  const b = new TableBuilder();
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const answer = (await getJson(`${root}/services?page=${page}&per_page=${PER_PAGE}&full=true`, fetcher)) as Json;
    const contents = list(answer?.contents);
    for (const s of contents) {
      if (Array.isArray(s.service_at_locations) && s.organization) addService(b, s);
      else if (typeof s.id === 'string') ids.push(s.id);
    }
    const total = Number(answer?.total_pages ?? 1);
    if (contents.length === 0 || answer?.last_page === true || page >= total) break;
  }
  for (let i = 0; i < ids.length; i += CONCURRENCY) {
    const batch = await Promise.all(ids.slice(i, i + CONCURRENCY).map((id) => getJson(`${root}/services/${encodeURIComponent(id)}`, fetcher)));
    for (const s of batch) if (s && typeof s === 'object') addService(b, s as Json);
  }
  if (!b.tables.has('services')) b.tables.set('services', []);
  return { tables: b.tables, name: new URL(root).hostname, homepage: root, warnings: version.startsWith('3.') ? [] : [`${root}: says HSDS ${version}; read as 3.0.`] };
}
