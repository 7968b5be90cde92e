// The resource form's draft: a listing as the form edits it (text fields), and back to the API's input.
import type { Phone, Resource } from '../../../shared/schemas/resource.ts';
import type { SuggestionRow } from '../../../shared/schemas/listing-suggestion.ts';

export interface Draft {
  title: string;
  organization: string;
  description: string;
  descriptionEs: string;
  category: string;
  /** `languages` is not on the form: an imported line's languages are carried through an edit. */
  phones: { number: string; kind: Phone['kind']; label: string; textBody: string; extension: string; languages?: string[] }[];
  url: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: string;
  longitude: string;
  serviceArea: string;
  /** The counties it serves, one per line: a 5-digit FIPS code or a name with its state (see countyLines). */
  counties: string;
  languages: string;
  hours: string;
  isOpen24Hours: boolean;
  eligibility: string;
  tags: string;
  isEmergency: boolean;
  isVerified: boolean;
  isConfidential: boolean;
  sourceUrl: string;
  verifiedAt: string;
  phoneConfirmedOn: string;
}

export const today = () => new Date().toISOString().slice(0, 10);

export const EMPTY: Draft = {
  title: '',
  organization: '',
  description: '',
  descriptionEs: '',
  category: 'housing-shelter',
  phones: [],
  url: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  latitude: '',
  longitude: '',
  serviceArea: 'national',
  counties: '',
  languages: 'English',
  hours: '',
  isOpen24Hours: false,
  eligibility: '',
  tags: '',
  isEmergency: false,
  isVerified: true,
  isConfidential: false,
  sourceUrl: '',
  verifiedAt: today(),
  phoneConfirmedOn: '',
};

export function toDraft(r: Resource): Draft {
  return {
    title: r.title,
    organization: r.organization ?? '',
    description: r.description,
    descriptionEs: r.descriptionEs ?? '',
    category: r.category,
    phones: r.phones.map((p) => ({ number: p.number, kind: p.kind, label: p.label ?? '', textBody: p.textBody ?? '', extension: p.extension ?? '', ...(p.languages ? { languages: p.languages } : {}) })),
    url: r.url ?? '',
    email: r.email ?? '',
    address: r.address ?? '',
    city: r.city ?? '',
    state: r.state ?? '',
    zip: r.zip ?? '',
    latitude: r.latitude?.toString() ?? '',
    longitude: r.longitude?.toString() ?? '',
    serviceArea: r.serviceArea,
    counties: (r.counties ?? []).join('\n'),
    languages: r.languages.join(', '),
    hours: r.hours ?? '',
    isOpen24Hours: r.isOpen24Hours,
    eligibility: r.eligibility ?? '',
    tags: r.tags.join(', '),
    isEmergency: r.isEmergency,
    isVerified: r.isVerified,
    isConfidential: r.isConfidential,
    sourceUrl: r.sourceUrl,
    verifiedAt: r.verifiedAt,
    phoneConfirmedOn: r.phoneConfirmedOn ?? '',
  };
}

/**
 * A draft made from a reader's suggestion: what she told us, for an editor to check at its source and complete. The
 * area she gave goes into the counties field when it names a county (the form resolves it, or says it cannot); the
 * source is her website until the editor says which page she checked; the day checked is left for the editor to set.
 */
export function fromSuggestion(s: SuggestionRow): Draft {
  const namesCounty = /\b(county|parish|borough)\b/i.test(s.area);
  return {
    ...EMPTY,
    title: s.name,
    description: s.about,
    category: s.category ?? EMPTY.category,
    phones: s.phone ? [{ number: s.phone, kind: 'voice', label: '', textBody: '', extension: '' }] : [],
    url: s.website ?? '',
    serviceArea: 'local',
    counties: namesCounty ? s.area : '',
    languages: '',
    sourceUrl: s.website ?? '',
    verifiedAt: '',
    isVerified: false,
  };
}

/** The form as the API's input: empty fields left out, lists split on commas, numbers as numbers. */
export function toInput(d: Draft): Record<string, unknown> {
  const out: Record<string, unknown> = {
    title: d.title,
    description: d.description,
    category: d.category,
    serviceArea: d.serviceArea,
    isOpen24Hours: d.isOpen24Hours,
    isEmergency: d.isEmergency,
    isVerified: d.isVerified,
    isConfidential: d.isConfidential,
    sourceUrl: d.sourceUrl.trim(),
    verifiedAt: d.verifiedAt,
    phones: d.phones
      .filter((p) => p.number.trim())
      .map((p) => ({
        number: p.number.trim(),
        kind: p.kind,
        ...(p.label.trim() ? { label: p.label.trim() } : {}),
        ...(p.textBody.trim() ? { textBody: p.textBody.trim() } : {}),
        ...(p.extension.trim() ? { extension: p.extension.trim() } : {}),
        ...(p.languages ? { languages: p.languages } : {}),
      })),
    languages: d.languages.split(',').map((s) => s.trim()).filter(Boolean),
    tags: d.tags.split(',').map((s) => s.trim()).filter(Boolean),
  };
  for (const key of ['organization', 'descriptionEs', 'url', 'email', 'city', 'state', 'zip', 'hours', 'eligibility', 'phoneConfirmedOn'] as const) {
    if (d[key].trim()) out[key] = d[key].trim();
  }
  // A confidential location is never sent with a street address or coordinates (its fields are hidden then).
  if (!d.isConfidential) {
    if (d.address.trim()) out.address = d.address.trim();
    if (d.latitude.trim()) out.latitude = Number(d.latitude);
    if (d.longitude.trim()) out.longitude = Number(d.longitude);
  }
  return out;
}

/** The non-empty lines of the counties field. */
export function countyLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The counties field as FIPS codes: each line through `find` (a name with its state, or a code the table knows).
 * Without a table, 5-digit codes only. `unknown`: the first line that is not a county.
 */
export function resolveCountyLines(text: string, find: ((line: string) => string | undefined) | undefined): { counties: string[] } | { unknown: string } {
  const counties: string[] = [];
  for (const line of countyLines(text)) {
    const fips = find ? find(line) : /^\d{5}$/.test(line) ? line : undefined;
    if (!fips) return { unknown: line };
    if (!counties.includes(fips)) counties.push(fips);
  }
  return { counties };
}
