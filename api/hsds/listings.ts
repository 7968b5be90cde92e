// HSDS tables → our directory records: one per service at a location (or per service when it has none), keyed by
// the source's ids. Every rule about what a field may hold lives here or in shared/hsds; rows that cannot become a
// listing are reported with their file and line, and the rest go on.
import sanitizeHtml from 'sanitize-html';
import { categoryFor, DEFAULT_CATEGORY, ownCategory } from '../../shared/hsds/category-rules.ts';
import { cleanDescription, cleanText, isPostOfficeBox } from '../../shared/hsds/clean.ts';
import { withoutFormulaStart } from '../../shared/csv-cell.ts';
import { confidentialReason, isWithheldAddress } from '../../shared/hsds/confidential.ts';
import { resourceSchema, type Phone, type Resource } from '../../shared/schemas/resource.ts';
import { stateCode } from '../../shared/us-states.ts';
import { parsePhone, phoneKind } from './phones.ts';
import { isAlwaysOpen, unreadableHours, weeklyHours } from './schedules.ts';
import { rowLabel, type TableRow, type Tables } from './tables.ts';
import { countyNamed, countyNameOf, zipCentre } from './zip-centres.ts';
import { COUNTY_FIPS } from '../../shared/geo/counties.ts';

export type ListingFields = Omit<Resource, 'updatedAt' | 'id'>;

export interface ImportedListing {
  /** The source's ids: "service-id" or "service-id@location-id". */
  externalId: string;
  /** Where its service is in the source ("services.csv line 4"), for messages. */
  where?: string;
  fields: ListingFields;
  /** Why it is confidential, when it is. */
  confidential?: string;
  /** The source gave no check date: `verifiedAt` is the day of the import, and a later import keeps the first. */
  datedByImport?: boolean;
}

export interface Skipped {
  /** "services.csv line 7", or the page and item of an HSDS API answer. */
  where: string;
  reason: string;
}

export interface MappedSource {
  listings: ImportedListing[];
  skipped: Skipped[];
  /** Services no category rule placed (they went to DEFAULT_CATEGORY). */
  defaulted: number;
  /** Service areas named as counties ("Example County") that are no county of the listing's state we know. */
  countiesUnplaced: number;
  /** Services marked inactive or defunct by the source: not listed (and removed if they were). */
  inactive: number;
  /** Details left out of a listing that is still imported (a phone number or hours that cannot be read), by row. */
  warnings: string[];
}

export interface SourceInfo {
  name: string;
  url: string;
  /** YYYY-MM-DD: the check date of listings whose source gives none. */
  importedOn: string;
}

const v = (row: TableRow | undefined, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = cleanText(row?.values[key]);
    if (value !== undefined) return value;
  }
  return undefined;
};

function groupBy(rows: readonly TableRow[] | undefined, ...keys: string[]): Map<string, TableRow[]> {
  const out = new Map<string, TableRow[]>();
  for (const row of rows ?? []) {
    for (const key of keys) {
      const id = cleanText(row.values[key]);
      if (!id) continue;
      const k = `${key}:${id}`;
      // Appended in place: copying the list for each row was quadratic (a 1 MB phones.csv took minutes).
      const list = out.get(k);
      if (list) list.push(row);
      else out.set(k, [row]);
    }
  }
  return out;
}

const INACTIVE = /^(inactive|defunct|closed|temporarily closed|deleted)$/i;

function plainText(text: string | undefined): string | undefined {
  if (!text || !/<[a-z/][^>]*>/i.test(text)) return text;
  const stripped = sanitizeHtml(text.replace(/<(br|\/p|\/li)\b[^>]*>/gi, ' '), { allowedTags: [], allowedAttributes: {} });
  return stripped.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

function clip(text: string | undefined, max: number): string | undefined {
  if (!text || text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const end = Math.max(cut.lastIndexOf('. ') + 1, cut.lastIndexOf(' '));
  return `${cut.slice(0, end > max / 2 ? end : cut.length).trim()}…`;
}

/** "www.example.org" → "https://www.example.org"; undefined for anything that is not a web address. */
export function webAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const withScheme = /^https?:\/\//i.test(raw) ? raw : /^[\w-]+(\.[\w-]+)+(\/|$)/.test(raw) ? `https://${raw}` : undefined;
  return withScheme && resourceSchema.shape.url.safeParse(withScheme).success ? withScheme : undefined;
}

function emailAddress(raw: string | undefined): string | undefined {
  return raw && resourceSchema.shape.email.safeParse(raw).success ? raw : undefined;
}

function isoDate(raw: string | undefined, today: string): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(raw ?? '');
  return m && !Number.isNaN(Date.parse(m[1]!)) && m[1]! <= today ? m[1] : undefined;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** "es", "spa", "Spanish" → "Spanish". */
function languageName(raw: string | undefined): string | undefined {
  const text = cleanText(raw);
  if (!text) return undefined;
  if (/^[a-z]{2,3}(-[A-Za-z]{2})?$/i.test(text)) {
    try {
      const name = LANGUAGE_NAMES.of(text.toLowerCase());
      if (name && name.toLowerCase() !== text.toLowerCase()) return name;
    } catch {
      /* not a language code: keep the text */
    }
  }
  return text.length >= 2 && text.length <= 40 ? text[0]!.toUpperCase() + text.slice(1) : undefined;
}

function unique<T>(items: readonly (T | undefined)[], key: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  return items.filter((item): item is T => {
    if (item === undefined) return false;
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const NATIONWIDE = /^(national(ly)?|nationwide|united states( of america)?|usa?|all states)$/i;

export function mapTables(tables: Tables, source: SourceInfo): MappedSource {
  const t = (name: string) => tables.get(name) ?? [];
  const byId = (name: string) => new Map(t(name).map((r) => [cleanText(r.values.id) ?? '', r]));
  const organizations = byId('organizations');
  const locations = byId('locations');
  const terms = byId('taxonomy_terms');
  const taxonomies = byId('taxonomies');
  const addresses = groupBy(t('addresses'), 'location_id');
  const postal = groupBy(t('postal_addresses'), 'location_id');
  const phones = groupBy(t('phones'), 'service_at_location_id', 'service_id', 'location_id', 'organization_id');
  const schedules = groupBy(t('schedules'), 'service_at_location_id', 'service_id', 'location_id');
  const atLocation = groupBy(t('service_at_location'), 'service_id');
  const serviceTerms = groupBy([...t('service_taxonomy'), ...t('attributes')], 'service_id', 'link_id');
  const languages = groupBy(t('languages'), 'service_id', 'location_id', 'phone_id');
  const eligibility = groupBy(t('eligibility'), 'service_id');
  const areas = groupBy(t('service_areas'), 'service_id');

  const result: MappedSource = { listings: [], skipped: [], defaulted: 0, inactive: 0, countiesUnplaced: 0, warnings: [] };
  // A row shared by several listings (a service's phone at each of its locations) is reported once.
  const warned = new Set<string>();
  const warn = (row: TableRow, text: string) => {
    if (warned.has(rowLabel(row))) return;
    warned.add(rowLabel(row));
    result.warnings.push(`${rowLabel(row)}: ${text}.`);
  };
  for (const service of t('services')) {
    const id = v(service, 'id');
    // A name starting like a formula ("=HYPERLINK(…)") would act in a spreadsheet wherever it is written out again.
    const name = withoutFormulaStart(v(service, 'name') ?? '') || undefined;
    if (!id) {
      result.skipped.push({ where: rowLabel(service), reason: 'no id' });
      continue;
    }
    if (!name) {
      result.skipped.push({ where: rowLabel(service), reason: 'no name' });
      continue;
    }
    if (INACTIVE.test(v(service, 'status') ?? '')) {
      result.inactive++;
      continue;
    }
    const org = organizations.get(v(service, 'organization_id') ?? '');
    const termRows = [...(serviceTerms.get(`service_id:${id}`) ?? []), ...(serviceTerms.get(`link_id:${id}`) ?? [])].filter(
      (r) => !r.values.link_type || /service/i.test(r.values.link_entity ?? r.values.link_type ?? 'service'),
    );
    const allLinked = termRows.map((r) => terms.get(v(r, 'taxonomy_id', 'taxonomy_term_id') ?? '')).filter((r) => r !== undefined);
    // Our own export's category terms decide the category and are not the source's terms (see ownCategory).
    const own = (r: TableRow) => ownCategory({ taxonomy: v(r, 'taxonomy') ?? v(taxonomies.get(v(r, 'taxonomy_id') ?? ''), 'name'), code: v(r, 'code') });
    const ownKey = allLinked.map(own).find(Boolean);
    const linked = allLinked.filter((r) => !own(r));
    const ownIds = new Set(allLinked.filter(own).map((r) => v(r, 'id')));
    const codes = unique([...linked.flatMap((r) => [v(r, 'code'), v(r, 'id')]), ...termRows.map((r) => v(r, 'taxonomy_id', 'taxonomy_term_id')).filter((id) => !ownIds.has(id))]);
    const termNames = unique([...linked.map((r) => v(r, 'name', 'term')), ...termRows.map((r) => v(r, 'taxonomy_detail'))]).filter((n) => n.length <= 120);
    const description = clip(cleanDescription(plainText(v(service, 'description'))), 2000);
    const placement = ownKey ? { category: ownKey, rule: 'our category taxonomy' } : categoryFor({ codes, terms: termNames, name, description });
    if (placement.rule === 'default') result.defaulted++;
    // A service that is its own organization (our export writes one for each listing without one) names no other.
    const orgNameRaw = withoutFormulaStart(v(org, 'name') ?? '') || undefined;
    const orgName = clip(orgNameRaw, 200) === clip(name, 200) ? undefined : clip(orgNameRaw, 200);
    const areaRows = (areas.get(`service_id:${id}`) ?? []).map((r) => ({ name: clip(v(r, 'name', 'service_area', 'description'), 200), extent: v(r, 'extent') }));
    const serviceAreaNames = unique(areaRows.map((r) => r.name)).slice(0, 10);
    const eligibilityText = v(service, 'eligibility_description') ?? (eligibility.get(`service_id:${id}`) ?? []).map((r) => v(r, 'eligibility')).filter(Boolean).join('; ');
    const today = source.importedOn;
    const sourceDate = isoDate(v(service, 'assured_date'), today) ?? isoDate(v(service, 'last_modified'), today);
    const common = {
      title: clip(name, 200)!,
      ...(orgName ? { organization: orgName } : {}),
      description: description ?? `${source.name} gives no description of this service; call or visit its website to ask what it offers.`,
      category: placement.category ?? DEFAULT_CATEGORY,
      url: webAddress(v(service, 'url') ?? v(org, 'website', 'url')),
      email: emailAddress(v(service, 'email') ?? v(org, 'email')),
      eligibility: clip(plainText(eligibilityText || undefined), 500),
      fees: clip(plainText(v(service, 'fees_description', 'fees')), 500),
      applicationProcess: clip(plainText(v(service, 'application_process')), 1000),
      taxonomyTerms: termNames.length ? termNames.slice(0, 30) : undefined,
      serviceAreas: serviceAreaNames.length ? serviceAreaNames : undefined,
      tags: [],
      isEmergency: false,
      isVerified: false,
      sourceName: clip(source.name, 120),
      sourceUrl: source.url,
      verifiedAt: sourceDate ?? today,
    };
    const sals = atLocation.get(`service_id:${id}`) ?? [];
    const places = sals.length ? sals.map((sal) => ({ sal, location: locations.get(v(sal, 'location_id') ?? '') })) : [{ sal: undefined, location: undefined }];
    for (const { sal, location } of places) {
      const locationId = v(location, 'id') ?? v(sal, 'location_id');
      const externalId = locationId ? `${id}@${locationId}` : id;
      const address = (addresses.get(`location_id:${locationId}`) ?? []).find((r) => !/postal|virtual/i.test(r.values.address_type ?? ''));
      const mailing = address ?? (addresses.get(`location_id:${locationId}`) ?? [])[0] ?? (postal.get(`location_id:${locationId}`) ?? [])[0];
      const street = [v(address, 'address_1'), v(address, 'address_2')].filter(Boolean).join(', ') || undefined;
      const reason = confidentialReason({ codes, terms: termNames, name, description, addressLines: [street ?? '', v(address, 'address_1') ?? ''] });
      const zip = /^\d{5}/.exec(v(mailing, 'postal_code') ?? '')?.[0];
      const centre = zip ? zipCentre(zip) : undefined;
      const state = stateCode(v(mailing, 'state_province')) ?? centre?.state;
      const city = clip(v(mailing, 'city'), 100);
      const lat = Number(v(location, 'latitude'));
      const lon = Number(v(location, 'longitude'));
      const exact = v(location, 'latitude') !== undefined && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0);
      const publicStreet = street && !isPostOfficeBox(street) && !isWithheldAddress(street) ? clip(street, 300) : undefined;
      const phoneRows = unique(
        [
          ...(sal ? (phones.get(`service_at_location_id:${v(sal, 'id')}`) ?? []) : []),
          ...(phones.get(`service_id:${id}`) ?? []),
          ...(locationId ? (phones.get(`location_id:${locationId}`) ?? []) : []),
          ...(org ? (phones.get(`organization_id:${v(org, 'id')}`) ?? []) : []),
        ],
        (r) => `${r.file}:${r.line}`,
      );
      const phoneList = unique(
        phoneRows.map((r): Phone | undefined => {
          const kind = phoneKind(r.values.type);
          const parsed = kind ? parsePhone(r.values.number, r.values.extension) : undefined;
          // A fax or pager line is left out on purpose; a voice line that cannot be read is worth telling.
          if (kind && !parsed) warn(r, `"${cleanText(r.values.number) ?? ''}" is not a phone number; ${name} is listed without it`);
          if (!kind || !parsed) return undefined;
          const spoken = unique([languageName(r.values.language), ...(languages.get(`phone_id:${v(r, 'id')}`) ?? []).map((l) => languageName(l.values.name ?? l.values.language))]).slice(0, 20);
          const label = clip(v(r, 'description'), 80);
          return { number: parsed.number, kind, ...(parsed.extension ? { extension: parsed.extension } : {}), ...(spoken.length ? { languages: spoken } : {}), ...(label && label.length <= 40 ? { label } : {}) };
        }),
        (p) => `${p.kind} ${p.number} ${p.extension ?? ''}`,
      ).slice(0, 8);
      const scheduleRows = [sal && schedules.get(`service_at_location_id:${v(sal, 'id')}`), schedules.get(`service_id:${id}`), locationId && schedules.get(`location_id:${locationId}`)].find((rows) => rows && rows.length) || [];
      const hours = weeklyHours(scheduleRows.map((r) => r.values));
      for (const r of scheduleRows) {
        const problem = unreadableHours(r.values);
        if (problem) warn(r, `${problem}; ${name} is listed without the hours of this row`);
      }
      const hoursText = clip(scheduleRows.map((r) => v(r, 'description')).find(Boolean), 200);
      const spokenHere = unique([...(languages.get(`service_id:${id}`) ?? []), ...(locationId ? (languages.get(`location_id:${locationId}`) ?? []) : [])].map((l) => languageName(l.values.name ?? l.values.language))).slice(0, 40);
      const areaState = serviceAreaNames.map((n) => stateCode(n) ?? (/^statewide$/i.test(n) ? state : undefined)).find(Boolean);
      const serviceArea = serviceAreaNames.some((n) => NATIONWIDE.test(n)) ? 'national' : (areaState ?? 'local');
      const counties = countiesServed(areaRows, state);
      if (counties.unplaced) result.countiesUnplaced += counties.unplaced;
      const point = reason ? undefined : exact ? { latitude: lat, longitude: lon } : centre ? { latitude: centre.latitude, longitude: centre.longitude } : undefined;
      const fields: ListingFields = {
        ...common,
        phones: phoneList,
        phoneNumber: phoneList.find((p) => p.kind === 'voice')?.number,
        address: reason ? undefined : publicStreet,
        city,
        state,
        zip: reason ? undefined : zip,
        ...(point ? { latitude: point.latitude, longitude: point.longitude, ...(exact ? {} : { approximatePlace: true }) } : {}),
        serviceArea,
        counties: counties.fips.length ? counties.fips : undefined,
        languages: spokenHere,
        schedule: hours.length ? hours : undefined,
        hours: hoursText,
        isOpen24Hours: hours.length > 0 && isAlwaysOpen(hours),
        isConfidential: !!reason,
      };
      result.listings.push({ externalId, where: rowLabel(service), fields: dropUndefined(fields), ...(reason ? { confidential: reason } : {}), ...(sourceDate ? {} : { datedByImport: true }) });
    }
  }
  return result;
}

function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as T;
}

/** A service area that names a county, parish or borough, with its state when it gives one ("Kings County, NY"). */
const COUNTY_AREA = /^(.+?\b(?:county|parish|borough))(?:\s*,\s*(.+))?$/i;

/**
 * The counties a service's areas give, as FIPS codes (all of its areas, however many): a county's FIPS code as the
 * extent (our own export writes it), else a name: "Kings County" in the listing's state, "Kings County, NY" in the
 * state it names, or, for a listing with no state, a county name no other state has ("Miami-Dade County"). A name
 * that says it is a county and is none we know of there is counted, not guessed.
 */
function countiesServed(areas: readonly { name?: string; extent?: string }[], listingState: string | undefined): { fips: string[]; unplaced: number } {
  const fips: string[] = [];
  let unplaced = 0;
  for (const { name, extent } of areas) {
    const code = extent?.trim();
    if (code && COUNTY_FIPS.test(code) && countyNameOf(code)) {
      fips.push(code);
      continue;
    }
    const m = COUNTY_AREA.exec(name?.trim() ?? '');
    if (!m) continue;
    const found = countyNamed(m[1]!, m[2] ? (stateCode(m[2]) ?? '-') : listingState);
    if (found) fips.push(found);
    else unplaced++;
  }
  return { fips: [...new Set(fips)].sort().slice(0, 70), unplaced };
}
