// The answers of our read-only HSDS 3.0 API (/api/hsds) as zod schemas: the records we send (a subset of what HSDS
// allows, checked against the specification's JSON Schemas in tests/api/hsds-api.test.ts), the list shapes and the
// page envelope. The export's types are inferred from them, and the OpenAPI description is generated from them (the
// records used in several answers once each, as named components: the `id` of their meta).
import { z } from 'zod';

const uuid = z.string().describe('A UUID (v5) derived from our own id: the same on every request.');

export const hsdsTaxonomySchema = z.object({ id: uuid, name: z.string(), description: z.string() });

export const hsdsTermSchema = z
  .object({
    id: uuid,
    code: z.string().optional(),
    name: z.string(),
    description: z.string(),
    taxonomy: z.string(),
    taxonomy_id: uuid,
  })
  .meta({ id: 'HsdsTaxonomyTerm' });

export const hsdsAttributeSchema = z.object({
  id: uuid,
  link_id: uuid,
  taxonomy_term_id: uuid,
  link_type: z.literal('service'),
  link_entity: z.literal('service'),
  taxonomy_term: hsdsTermSchema,
});

export const hsdsLanguageSchema = z.object({ id: uuid, service_id: uuid.optional(), phone_id: uuid.optional(), name: z.string() });

export const hsdsPhoneSchema = z.object({
  id: uuid,
  service_id: uuid,
  number: z.string(),
  extension: z.number().int().optional(),
  type: z.string().describe('voice, text, textphone or whatsapp.'),
  description: z.string().optional(),
  languages: z.array(hsdsLanguageSchema),
});

export const hsdsScheduleSchema = z.object({
  id: uuid,
  service_id: uuid,
  freq: z.literal('WEEKLY').optional(),
  byday: z.string().optional().describe('One iCal day: MO … SU.'),
  opens_at: z.string().optional().describe('hh:mm:ss, local time at the listing.'),
  closes_at: z.string().optional().describe('hh:mm:ss; closing at midnight is 23:59:59.'),
  description: z.string().optional(),
});

export const hsdsServiceAreaSchema = z.object({
  id: uuid,
  service_id: uuid,
  name: z.string(),
  /** A county it serves: its 5-digit FIPS code ("36047"), as text. */
  extent: z.string().optional(),
  extent_type: z.literal('text').optional(),
});

export const hsdsAddressSchema = z.object({
  id: uuid,
  location_id: uuid,
  address_1: z.string().describe('The street; "Confidential location" for a place kept secret; empty when not known.'),
  city: z.string(),
  state_province: z.string(),
  postal_code: z.string().describe('Empty for a confidential location.'),
  country: z.literal('US'),
  address_type: z.literal('physical'),
});

export const hsdsLocationSchema = z
  .object({
    id: uuid,
    location_type: z.literal('physical'),
    organization_id: uuid,
    name: z.string(),
    latitude: z.number().optional().describe('Only for an exact place: never for a confidential one or a ZIP code centre.'),
    longitude: z.number().optional(),
    addresses: z.array(hsdsAddressSchema),
  })
  .meta({ id: 'HsdsLocation' });

const salFields = z.object({ id: uuid, service_id: uuid, location_id: uuid, location: hsdsLocationSchema });
export const hsdsServiceAtLocationSchema = salFields.meta({ id: 'HsdsServiceAtLocation' });

const organizationFields = z.object({ id: uuid, name: z.string(), description: z.string() });
export const hsdsOrganizationSchema = organizationFields.meta({ id: 'HsdsOrganization' });

const serviceCoreFields = z.object({
  id: uuid,
  organization_id: uuid,
  name: z.string(),
  description: z.string(),
  url: z.string().optional(),
  email: z.string().optional(),
  status: z.literal('active'),
  application_process: z.string().optional(),
  fees_description: z.string().optional(),
  eligibility_description: z.string().optional(),
  assured_date: z.string().describe('YYYY-MM-DD: when the listing was last checked.'),
  last_modified: z.string().describe('When the listing last changed (ISO 8601).'),
});
/** A service's own fields, without the records nested in it. */
export const hsdsServiceCoreSchema = serviceCoreFields.meta({ id: 'HsdsServiceCore' });

export const hsdsServiceSchema = serviceCoreFields
  .extend({
    organization: hsdsOrganizationSchema,
    phones: z.array(hsdsPhoneSchema),
    schedules: z.array(hsdsScheduleSchema),
    service_areas: z.array(hsdsServiceAreaSchema),
    service_at_locations: z.array(hsdsServiceAtLocationSchema),
    languages: z.array(hsdsLanguageSchema),
    attributes: z.array(hsdsAttributeSchema),
  })
  .meta({ id: 'HsdsService' });

/** GET /api/hsds */
export const hsdsAboutSchema = z.object({ version: z.literal('3.0'), profile: z.string() });

/** An item of GET /services: the service's own fields and its organization; `minimal` the id and date only; `full` all. */
export const hsdsServiceListItemSchema = z.union([
  serviceCoreFields.extend({ organization: hsdsOrganizationSchema }),
  z.object({ id: uuid, last_modified: z.string() }),
  hsdsServiceSchema,
]);

/** An organization with its services (`full_service`: each in full). */
export const hsdsOrganizationWithServicesSchema = organizationFields.extend({ services: z.array(z.union([hsdsServiceCoreSchema, hsdsServiceSchema])) });

/** An item of GET /organizations: the organization, or with `full` or `full_service` its services too. */
export const hsdsOrganizationListItemSchema = z.union([hsdsOrganizationSchema, hsdsOrganizationWithServicesSchema]);

/** A service at a location with its service (`full`: in full). */
export const hsdsServiceAtLocationWithServiceSchema = salFields.extend({ service: z.union([hsdsServiceCoreSchema, hsdsServiceSchema]) });

/** The HSDS page envelope (its OpenAPI description's Page) around `contents`. */
export function hsdsPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    total_items: z.number().int(),
    total_pages: z.number().int(),
    page_number: z.number().int(),
    size: z.number().int().describe('How many are on this page.'),
    first_page: z.boolean(),
    last_page: z.boolean(),
    empty: z.boolean().describe('True when nothing matched at all (not merely a page past the end).'),
    contents: z.array(item),
  });
}

export type HsdsTaxonomy = z.infer<typeof hsdsTaxonomySchema>;
export type HsdsTerm = z.infer<typeof hsdsTermSchema>;
export type HsdsAttribute = z.infer<typeof hsdsAttributeSchema>;
export type HsdsLanguage = z.infer<typeof hsdsLanguageSchema>;
export type HsdsPhone = z.infer<typeof hsdsPhoneSchema>;
export type HsdsSchedule = z.infer<typeof hsdsScheduleSchema>;
export type HsdsServiceArea = z.infer<typeof hsdsServiceAreaSchema>;
export type HsdsAddress = z.infer<typeof hsdsAddressSchema>;
export type HsdsLocation = z.infer<typeof hsdsLocationSchema>;
export type HsdsServiceAtLocation = z.infer<typeof hsdsServiceAtLocationSchema>;
export type HsdsOrganization = z.infer<typeof hsdsOrganizationSchema>;
export type HsdsServiceCore = z.infer<typeof hsdsServiceCoreSchema>;
export type HsdsService = z.infer<typeof hsdsServiceSchema>;
