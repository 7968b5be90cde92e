// Our directory records → HSDS 3.0 objects (their shapes: shared/hsds/answers.ts): the one mapping behind both the
// read-only HSDS API and the CSV export. Ids are stable UUIDs derived from our ids, so a consumer's links survive
// every export; a confidential location leaves without street, ZIP code or coordinates, and a ZIP-centre place
// without coordinates posing as exact.
import { STATE_FIPS } from '../../shared/geo/counties.ts';
import { countyNameOf } from './zip-centres.ts';
import { createHash } from 'node:crypto';
import { CATEGORY_KEYS, CATEGORY_LABELS } from '../../shared/categories.ts';
import { CATEGORY_TAXONOMY_NAME } from '../../shared/hsds/category-rules.ts';
import type {
  HsdsAddress,
  HsdsLocation,
  HsdsOrganization,
  HsdsPhone,
  HsdsSchedule,
  HsdsService,
  HsdsServiceCore,
  HsdsTaxonomy,
  HsdsTerm,
} from '../../shared/hsds/answers.ts';
import type { Phone, Resource } from '../../shared/schemas/resource.ts';
import { stateName } from '../../shared/us-states.ts';

/** The namespace of our ids (UUID v5 style). Never change it: every id a consumer holds would move. */
const NAMESPACE = '5c1d3a52-8f0e-4d7a-9b6e-2f4c1a7e9d30';

/** A name-based UUID (version 5: SHA-1 of the namespace and the key), the same for the same key in every process. */
export function stableUuid(key: string): string {
  const hash = createHash('sha1').update(Buffer.from(NAMESPACE.replace(/-/g, ''), 'hex')).update(key, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What a withheld street address says. HSDS 3.0 requires address_1 on an address, and sources write this word
 * where the street would be; our importer (and others') reads it as a confidential location.
 */
export const WITHHELD_ADDRESS = 'Confidential location';

export const CATEGORY_TAXONOMY_ID = stableUuid('taxonomy:categories');
export const SOURCE_TAXONOMY_ID = stableUuid('taxonomy:source-terms');
const SOURCE_TAXONOMY_NAME = 'Source directory terms';

export interface HsdsDirectory {
  /** Sorted by name, then id: pages are stable. */
  services: HsdsService[];
  organizations: HsdsOrganization[];
  taxonomies: HsdsTaxonomy[];
  taxonomyTerms: HsdsTerm[];
}

const ICAL_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const PHONE_TYPES: Record<Phone['kind'], string> = { voice: 'voice', text: 'text', tty: 'textphone', whatsapp: 'whatsapp' };

const categoryTerm = (key: (typeof CATEGORY_KEYS)[number]): HsdsTerm => ({
  id: stableUuid(`taxonomy_term:category:${key}`),
  code: key,
  name: CATEGORY_LABELS[key],
  description: `Services listed under ${CATEGORY_LABELS[key]} in our directory.`,
  taxonomy: CATEGORY_TAXONOMY_NAME,
  taxonomy_id: CATEGORY_TAXONOMY_ID,
});

const sourceTerm = (name: string): HsdsTerm => ({
  id: stableUuid(`taxonomy_term:source:${name}`),
  name,
  description: `"${name}", as the directory a listing came from files it.`,
  taxonomy: SOURCE_TAXONOMY_NAME,
  taxonomy_id: SOURCE_TAXONOMY_ID,
});

export const TAXONOMIES: readonly HsdsTaxonomy[] = [
  { id: CATEGORY_TAXONOMY_ID, name: CATEGORY_TAXONOMY_NAME, description: 'The categories of our directory; each term code is a category key.' },
  { id: SOURCE_TAXONOMY_ID, name: SOURCE_TAXONOMY_NAME, description: 'The taxonomy terms the directories we import file their services under, by name.' },
];

const STATE_BY_FIPS = new Map(Object.entries(STATE_FIPS).map(([code, fips]) => [fips, code]));

export const organizationName = (r: Pick<Resource, 'organization' | 'title'>) => r.organization ?? r.title;

/** The area a service covers, by name: its source's names, else the state or the country it serves. */
function areaNames(r: Resource): string[] {
  const derived = r.serviceArea === 'national' ? 'United States' : r.serviceArea === 'local' ? undefined : stateName(r.serviceArea);
  const names = [...(r.serviceAreas ?? [])];
  // Both, so the reach ('national', a state) survives next to the source's own names.
  if (derived && !names.includes(derived)) names.push(derived);
  return names;
}

function location(r: Resource, organizationId: string): HsdsLocation | undefined {
  const hasAddress = r.address || r.city || r.state || r.zip || r.isConfidential;
  const exact = r.latitude !== undefined && r.longitude !== undefined && !r.approximatePlace && !r.isConfidential;
  if (!hasAddress && !exact) return undefined;
  const id = stableUuid(`location:${r.id}`);
  // Required by the schema; a part we do not know is empty rather than made up.
  const address: HsdsAddress = {
    id: stableUuid(`address:${r.id}`),
    location_id: id,
    address_1: r.isConfidential ? WITHHELD_ADDRESS : (r.address ?? ''),
    city: r.city ?? '',
    state_province: r.state ?? '',
    postal_code: r.isConfidential ? '' : (r.zip ?? ''),
    country: 'US',
    address_type: 'physical',
  };
  return {
    id,
    location_type: 'physical',
    organization_id: organizationId,
    name: r.title,
    ...(exact ? { latitude: r.latitude, longitude: r.longitude } : {}),
    addresses: hasAddress ? [address] : [],
  };
}

/**
 * "09:00" → "09:00:00": the schema types opens_at and closes_at as Table Schema times (hh:mm:ss, its examples say
 * "10:00:00"). A time of day has no 24:00, so closing at midnight is the last second of the day, which HSDS readers
 * (ours too) read as midnight.
 */
function hsdsTime(clock: string): string {
  return clock === '24:00' ? '23:59:59' : `${clock}:00`;
}

function schedules(r: Resource, serviceId: string): HsdsSchedule[] {
  // Open round the clock with no hours given: seven all-day rows say so in a form every HSDS reader knows.
  const hours = r.schedule?.length ? r.schedule : r.isOpen24Hours ? [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' })) : [];
  const description = r.hours ? { description: r.hours } : {};
  if (!hours.length) return r.hours ? [{ id: stableUuid(`schedule:${r.id}:hours`), service_id: serviceId, ...description }] : [];
  return hours.map((h, i) => ({
    id: stableUuid(`schedule:${r.id}:${i}`),
    service_id: serviceId,
    freq: 'WEEKLY',
    byday: ICAL_DAYS[h.day - 1]!,
    opens_at: hsdsTime(h.opens),
    closes_at: hsdsTime(h.closes),
    ...description,
  }));
}

function phones(r: Resource, serviceId: string): HsdsPhone[] {
  return r.phones.map((p, i) => {
    const id = stableUuid(`phone:${r.id}:${i}`);
    return {
      id,
      service_id: serviceId,
      number: p.number,
      // The schema types the extension as a number: leading zeros cannot be said.
      ...(p.extension ? { extension: Number(p.extension) } : {}),
      type: PHONE_TYPES[p.kind],
      ...(p.label ? { description: p.label } : {}),
      languages: (p.languages ?? []).map((name) => ({ id: stableUuid(`language:${r.id}:phone${i}:${name}`), phone_id: id, name })),
    };
  });
}

/** One record as one HSDS service, with everything nested. */
export function toHsdsService(r: Resource, organization: HsdsOrganization): HsdsService {
  const id = stableUuid(`service:${r.id}`);
  const place = location(r, organization.id);
  const terms = [categoryTerm(r.category), ...(r.taxonomyTerms ?? []).map(sourceTerm)];
  return {
    id,
    organization_id: organization.id,
    name: r.title,
    description: r.description,
    ...(r.url ? { url: r.url } : {}),
    ...(r.email ? { email: r.email } : {}),
    status: 'active',
    ...(r.applicationProcess ? { application_process: r.applicationProcess } : {}),
    ...(r.fees ? { fees_description: r.fees } : {}),
    ...(r.eligibility ? { eligibility_description: r.eligibility } : {}),
    assured_date: r.phoneConfirmedOn ?? r.verifiedAt,
    last_modified: r.updatedAt,
    organization,
    phones: phones(r, id),
    schedules: schedules(r, id),
    service_areas: [
      ...areaNames(r).map((name) => ({ id: stableUuid(`service_area:${r.id}:${name}`), service_id: id, name })),
      // Each county it serves, by name with its state, its FIPS code as the extent (our import reads the name back).
      // (Not again when its areas already name it so: a listing that came from our own export.)
      ...(r.counties ?? [])
        .map((fips) => ({ fips, name: `${countyNameOf(fips) ?? `County ${fips}`}, ${STATE_BY_FIPS.get(fips.slice(0, 2)) ?? ''}`.replace(/, $/, '') }))
        .filter(({ name }) => !areaNames(r).includes(name))
        .map(({ fips, name }) => ({
          id: stableUuid(`service_area:${r.id}:county:${fips}`),
          service_id: id,
          name,
          extent: fips,
          extent_type: 'text' as const,
          // Whose list named the county, when not the listing's own page (a legal aid program's LSC service area).
          ...(r.countiesSource ? { description: `From the ${r.countiesSource.name} list of ${r.countiesSource.year}`, uri: r.countiesSource.url } : {}),
        })),
    ],
    service_at_locations: place ? [{ id: stableUuid(`service_at_location:${r.id}`), service_id: id, location_id: place.id, location: place }] : [],
    languages: r.languages.map((name) => ({ id: stableUuid(`language:${r.id}:${name}`), service_id: id, name })),
    attributes: terms.map((term) => ({ id: stableUuid(`attribute:${r.id}:${term.id}`), link_id: id, taxonomy_term_id: term.id, link_type: 'service', link_entity: 'service', taxonomy_term: term })),
  };
}

/** The whole directory in HSDS terms: organizations are the distinct organization names (a listing without one is its own). */
export function hsdsDirectory(records: readonly Resource[]): HsdsDirectory {
  const titles = new Map<string, string[]>();
  for (const r of records) {
    const name = organizationName(r);
    const list = titles.get(name);
    if (list) list.push(r.title);
    else titles.set(name, [r.title]);
  }
  const organizations = new Map<string, HsdsOrganization>();
  for (const [name, services] of titles) {
    const list = services.sort().join('; ');
    organizations.set(name, { id: stableUuid(`organization:${name}`), name, description: `Provides ${list.length > 480 ? `${list.slice(0, 479)}…` : list}.` });
  }
  const services = records.map((r) => toHsdsService(r, organizations.get(organizationName(r))!));
  services.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const terms = new Map<string, HsdsTerm>(CATEGORY_KEYS.map((k) => [categoryTerm(k).id, categoryTerm(k)]));
  for (const s of services) for (const a of s.attributes) terms.set(a.taxonomy_term.id, a.taxonomy_term);
  return {
    services,
    organizations: [...organizations.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    taxonomies: [...TAXONOMIES],
    taxonomyTerms: [...terms.values()].sort((a, b) => a.taxonomy.localeCompare(b.taxonomy) || a.name.localeCompare(b.name)),
  };
}

/**
 * Each organization's services, in the directory's order (by name, then id), from one pass over the services. The
 * API keeps it beside the directory: looking each organization's services up by a scan cost the square of the size.
 */
export function servicesByOrganization(services: readonly HsdsService[]): ReadonlyMap<string, readonly HsdsService[]> {
  const grouped = new Map<string, HsdsService[]>();
  for (const s of services) {
    const list = grouped.get(s.organization_id);
    if (list) list.push(s);
    else grouped.set(s.organization_id, [s]);
  }
  return grouped;
}

/** A service without its nested lists: the shape of list answers. */
export function serviceCore(s: HsdsService): HsdsServiceCore {
  const { organization: _o, phones: _p, schedules: _s, service_areas: _a, service_at_locations: _l, languages: _g, attributes: _t, ...core } = s;
  return core;
}
