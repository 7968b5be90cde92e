// The resource record: the seed file's shape, the wire shape and the sync answer (HSDS in spirit: organization, service, phone, schedule).
import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../content-languages.ts';
import { CATEGORY_KEYS } from '../categories.ts';
import { US_STATES } from '../us-states.ts';

const US_STATE_CODES = new Set<string>(US_STATES.map(([code]) => code));

export const categoryKeySchema = z.enum(CATEGORY_KEYS);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22');
const httpsUrl = z.url({ protocol: /^https?$/, message: 'Use a full web address starting with https://' });

export const phoneSchema = z.object({
  /** Display form, e.g. "1-800-799-7233" or a short code such as "88788". */
  number: z.string().regex(/^[0-9+][0-9 ()+.-]{1,24}$/, 'Use digits, spaces and dashes only'),
  kind: z.enum(['voice', 'text', 'tty', 'whatsapp']),
  /** For text lines: the word to send, e.g. "START". */
  textBody: z.string().max(40).optional(),
  label: z.string().max(80).optional(),
  /** Digits to dial after the call connects. */
  extension: z.string().regex(/^\d{1,8}$/, 'An extension is digits only').optional(),
  /** Languages spoken on this line, when its source says. */
  languages: z.array(z.string().min(2).max(40)).max(20).optional(),
});
export type Phone = z.infer<typeof phoneSchema>;

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One opening period of a week, in the listing's local time. */
export const weeklyHoursSchema = z.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  day: z.number().int().min(1).max(7),
  opens: z.string().regex(clock, 'Use a time like 09:00'),
  /** "24:00" is midnight; a time before `opens` means it closes after midnight, on the next day. */
  closes: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use a time like 17:30'),
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/**
 * Where the list of a listing's counties comes from, when that is not the page it was checked against: a legal aid
 * program's counties as the Legal Services Corporation's service-area tables name them, for instance. The card says
 * whose list it is and of which year, and to call to check it serves hers.
 */
export const countiesSourceSchema = z.object({
  /** Who published the list, without an article ("Legal Services Corporation": the card says "the … list of 2010"). */
  name: z.string().trim().min(1).max(120),
  /** The year of the list. */
  year: z.string().regex(/^\d{4}$/, 'Use a year like 2011'),
  /** Where the list can be read. */
  url: httpsUrl,
});
export type CountiesSource = z.infer<typeof countiesSourceSchema>;

export const resourceSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,99}$/, 'Ids are lowercase words joined by dashes'),
  title: z.string().trim().min(1).max(200),
  organization: z.string().trim().max(200).optional(),
  description: z.string().trim().min(1).max(2000),
  /**
   * The description in Spanish, written by a person (never a machine's guess): Spanish pages show it, and say the
   * English one is English where there is none. Searchable in both languages.
   */
  descriptionEs: z
    .string()
    .trim()
    .min(1, 'Leave descriptionEs out when there is no Spanish description')
    .max(2000, 'form.listing.descriptionEsMax')
    .optional(),
  category: categoryKeySchema,
  phones: z.array(phoneSchema).max(8).default([]),
  /** The main phone number, kept for the spec's `phoneNumber` field: the first voice phone. */
  phoneNumber: z.string().optional(),
  url: httpsUrl.optional(),
  email: z.email().optional(),
  address: z.string().max(300).optional(),
  city: z.string().max(100).optional(),
  state: z.string().regex(/^[A-Z]{2}$/).optional(),
  zip: z.string().regex(/^\d{5}$/).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** "national", a two-letter state code (it serves that whole state), or "local" (the area around its location). */
  serviceArea: z.string().regex(/^(national|local|[A-Z]{2})$/).default('national'),
  /** The coordinates are the centre of its ZIP code (its source gave none): never shown as a street pin. */
  approximatePlace: z.boolean().optional(),
  /** The areas it serves, as its source names them ("Miami-Dade County"). */
  serviceAreas: z.array(z.string().min(1).max(200)).max(10).optional(),
  /**
   * The counties it serves, as 5-digit FIPS codes ("36047" is Kings County, NY): named by its source (an HSDS import), or,
   * for a city's own listing with no place of its own, the counties the city lies in (the server works them out).
   */
  counties: z.array(z.string().regex(/^\d{5}$/, 'A county is its 5-digit FIPS code, like 36047')).max(260).optional(),
  /** Whose list of its counties that is, when not its own page's (the listing's `sourceUrl`). */
  countiesSource: countiesSourceSchema.optional(),
  languages: z.array(z.string().min(2).max(40)).max(40).default([]),
  hours: z.string().max(200).optional(),
  /** Weekly opening hours, when known: "Open now" is worked out from them on the device. */
  schedule: z.array(weeklyHoursSchema).max(28).optional(),
  fees: z.string().max(500).optional(),
  applicationProcess: z.string().max(1000).optional(),
  /** Taxonomy terms its source files it under ("Domestic Violence Hotlines"); searchable. */
  taxonomyTerms: z.array(z.string().min(1).max(120)).max(30).optional(),
  /** Who published an imported listing ("Example County 211"): the card names them. */
  sourceName: z.string().max(120).optional(),
  /**
   * Imported from a national public data set as its publisher released it (a federal agency's list of hospitals, of
   * housing agencies): `sourceName` names the list and `sourceDate` its release. Nobody here checked it, and the
   * card says so: call first.
   */
  publicDataSet: z.boolean().optional(),
  isOpen24Hours: z.boolean().default(false),
  eligibility: z.string().max(500).optional(),
  tags: z.array(z.string().min(1).max(40)).max(30).default([]),
  isEmergency: z.boolean().default(false),
  isVerified: z.boolean().default(true),
  /** Confidential locations (domestic-violence shelters) carry no street address or coordinates. */
  isConfidential: z.boolean().default(false),
  sourceUrl: httpsUrl,
  /** When we last checked the listing against `sourceUrl` (its website, a government page, its source directory). */
  verifiedAt: isoDate,
  /** The date the page read carried (a year, or a day), when it showed one: a stored page from before 2023 says so. */
  sourceDate: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/, 'Use a year like 2024 or a date like 2024-05-01').optional(),
  /** An editor called them and they confirmed the listing, on this day. */
  phoneConfirmedOn: isoDate.optional(),
  /**
   * A reader suggested it (shared/schemas/listing-suggestion.ts) and an editor checked it at its source before
   * publishing it: the card says so. Set only by publishing a suggestion, never by the form.
   */
  suggestedByReader: z.boolean().optional(),
});

/** Rules across fields, for the seed file and the admin area alike. */
export function checkResourcePlace(r: { isConfidential?: boolean; address?: string; latitude?: number; longitude?: number }, ctx: z.RefinementCtx): void {
  if (r.isConfidential && (r.address || r.latitude !== undefined || r.longitude !== undefined)) {
    ctx.addIssue({ code: 'custom', message: 'A confidential location must not carry an address or coordinates', path: ['address'] });
  }
  if ((r.latitude === undefined) !== (r.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', message: 'Give both latitude and longitude, or neither', path: ['latitude'] });
  }
}

/** A list's source without the list says nothing: counties named elsewhere come with their counties. */
export function checkCountiesSource(r: { counties?: string[] | null; countiesSource?: CountiesSource | null }, ctx: z.RefinementCtx): void {
  if (r.countiesSource && !r.counties?.length) ctx.addIssue({ code: 'custom', message: 'Where its counties come from is given without any county', path: ['countiesSource'] });
}

/** A record as written in data/resources.json. */
export const seedResourceSchema = resourceSchema.superRefine((r, ctx) => {
  checkResourcePlace(r, ctx);
  checkCountiesSource(r, ctx);
});
export type SeedResource = z.input<typeof resourceSchema>;

/** A resource as the API sends it. */
export const wireResourceSchema = resourceSchema.extend({
  updatedAt: z.string(),
});
export type Resource = z.infer<typeof wireResourceSchema>;

export const resourceListSchema = z.array(wireResourceSchema);

/** Incremental sync: everything that changed after `since`, deletions as ids, and the cursor to ask with next time. */
export const resourceChangesSchema = z.object({
  changes: z.array(wireResourceSchema),
  deleted: z.array(z.string()),
  cursor: z.string(),
  /** True when the client should drop its replica and take `changes` as the whole set. */
  reset: z.boolean(),
  /** The new states whose local listings came whole (`newStates` asked with a cursor): the client holds them now. */
  newStates: z.array(z.string()).optional(),
});
export type ResourceChanges = z.infer<typeof resourceChangesSchema>;

/**
 * The request header in which the app names the states whose local listings it keeps (`OH,TX`; empty: none): a state
 * she looked up is hers, and a header stays out of the address that proxies and access logs keep. `?states=` is still
 * read, for other clients of the API.
 */
export const DIRECTORY_STATES_HEADER = 'X-Directory-States';

/**
 * The request header in which the app names the states it has just added to those it keeps (`TX`), with the cursor
 * of what it holds: their local listings come whole, beside what changed, and nothing it holds is sent again.
 * `?newStates=` for other clients.
 */
export const DIRECTORY_NEW_STATES_HEADER = 'X-Directory-New-States';

/**
 * The states whose local listings a device keeps, besides every national and statewide program: `states=OH,TX`
 * (empty: none). Absent, the change feed sends the whole directory (older clients, and tools).
 */
export const syncStatesSchema = z
  .string()
  .max(200)
  .transform((raw) => [...new Set(raw.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean))].sort())
  .refine((states) => states.every((s) => US_STATE_CODES.has(s)), 'states must be two-letter US state codes separated by commas, like OH,TX.');

/** Cursors are opaque to clients; today they are the last change number seen. */
export const cursorSchema = z.string().regex(/^\d{1,15}$/, 'The cursor must be a value returned by this endpoint');

/**
 * The languages of the listings' own words a device keeps beside English (`?langs=es`): a device that has never shown
 * a Spanish page is not sent the Spanish descriptions (a first sync a fifth smaller), nor does it index them.
 */
export const syncLanguagesSchema = z
  .string()
  .max(20)
  .transform((raw) => [...new Set(raw.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))].sort())
  .refine((langs) => langs.every((l) => (CONTENT_LANGUAGES as readonly string[]).includes(l)), `langs must be languages the listings are written in besides English (${CONTENT_LANGUAGES.join(', ')}), separated by commas.`);

/** The query of a change feed (`?since=`): without a cursor, everything, with `reset: true`. */
export const changesQuerySchema = z.object({
  since: cursorSchema.describe('The cursor of the last answer; leave out for everything.').optional(),
  states: syncStatesSchema.describe('Send only the local listings of these states (every national and statewide program comes anyway); leave out for the whole directory.').optional(),
  langs: syncLanguagesSchema.describe('Also send the listings\' descriptions in these languages (`es`); leave out for English only.').optional(),
  newStates: syncStatesSchema
    .describe('Among `states`, those added since the cursor: their local listings come whole beside the changes (national and statewide programs, and the other states, only as they changed).')
    .optional(),
});

/** Website links without a scheme get https added (spec 2.1). */
export { normalizeUrl } from '../web-address.ts';

const MISSING_POINT = 'Give latitude and longitude, e.g. ?latitude=39.96&longitude=-83.0.';
const coordinate = (name: string, max: number) =>
  z
    .string({ error: MISSING_POINT })
    .trim()
    .min(1, MISSING_POINT)
    .regex(/^[+-]?\d{1,3}(\.\d{1,12})?$/, `${name} must be a number in degrees, like 39.96.`)
    .transform(Number)
    .refine((v) => Math.abs(v) <= max, `${name} must be between -${max} and ${max}.`);

/** GET /api/resources/nearby: where, how far (miles) and how many; `state` adds the programs serving that whole state. */
export const nearbyQuerySchema = z.object({
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  radius: z.coerce.number({ error: 'radius must be a number of miles.' }).min(1, 'radius must be from 1 to 3000 miles.').max(3000, 'radius must be from 1 to 3000 miles.').default(25),
  limit: z.coerce.number({ error: 'limit must be a whole number.' }).int('limit must be a whole number.').min(1, 'limit must be from 1 to 100.').max(100, 'limit must be from 1 to 100.').default(50),
  state: z.string().regex(/^[A-Za-z]{2}$/, 'state must be a two-letter code like OH.').transform((s) => s.toUpperCase()).optional(),
});

/** GET /api/resources/nearby: nearest first, each with its distance when it has a place (a confidential one has none). */
export const nearbyResourceListSchema = z.array(
  wireResourceSchema.extend({
    distanceMiles: z.number().optional(),
    /** It serves the point's county (it names it, or it is the own listing of a city in it): no distance to give. */
    servesArea: z.literal(true).optional(),
  }),
);
