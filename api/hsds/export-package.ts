// The directory as an HSDS 3.0 CSV datapackage (.zip): the tables and columns of the specification's own example
// package, filled from the same HSDS objects the API answers with, so the two never disagree.
//
// Read back by our importer (tests/api/hsds-export.test.ts), a listing keeps every field HSDS carries, except:
// - what HSDS has no place for: our id (the importer files listings by their HSDS ids), tags, isEmergency,
//   isVerified, a text line's textBody, sourceName/sourceUrl (the importer names this package as the source),
//   descriptionEs (HSDS 3.0 has no field for a text in another language: the package is English, decision 014);
// - phone numbers come back in the importer's display form ("1-800-555-0100" → "800-555-0100"), and an extension
//   loses leading zeros (the schema types it as a number); a phone label over 40 characters is not read back;
// - the reach (national, a state) is also written as an area name ("United States", "Ohio"), which comes back in
//   serviceAreas; an organization named exactly like its service comes back as none (it adds nothing);
// - open round the clock with no weekly hours comes back with seven all-day rows;
// - the importer's safety rule may mark a listing confidential that was not (a description naming a DV shelter).
//
// Checked against the specification's schema/tabular.json (tests/fixtures/hsds-tabular.ts). Times are hh:mm:ss, as
// its Table Schema type says, with closing at midnight written 23:59:59. An address part we do not know, or keep
// secret (a confidential place's street and ZIP code), is an empty cell in its required column: the same empty text
// the HSDS API answers for it, never a made-up value.
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../shared/csv-cell.ts';
import { strToU8, zipSync } from 'fflate';
import type { Resource } from '../../shared/schemas/resource.ts';
import { hsdsDirectory, type HsdsDirectory } from './export-model.ts';

/** Each table's columns, in the order of the specification's examples/csv (a copy in tests/fixtures/hsds-3.0). */
export const TABLE_COLUMNS = {
  organizations: ['id', 'name', 'alternate_name', 'description', 'email', 'website', 'tax_status', 'tax_id', 'year_incorporated', 'legal_status', 'logo', 'uri', 'parent_organization_id'],
  services: ['id', 'organization_id', 'program_id', 'name', 'alternate_name', 'description', 'url', 'email', 'status', 'interpretation_services', 'application_process', 'fees_description', 'wait_time', 'fees', 'accreditations', 'eligibility_description', 'minimum_age', 'maximum_age', 'assured_date', 'assurer_email', 'licenses', 'alert', 'last_modified'],
  locations: ['id', 'location_type', 'url', 'organization_id', 'name', 'alternate_name', 'description', 'transportation', 'latitude', 'longitude', 'external_identifier', 'external_identifier_type'],
  addresses: ['id', 'location_id', 'attention', 'address_1', 'address_2', 'city', 'region', 'state_province', 'postal_code', 'country', 'address_type'],
  phones: ['id', 'location_id', 'service_id', 'organization_id', 'contact_id', 'service_at_location_id', 'number', 'extension', 'type', 'description'],
  schedules: ['id', 'service_id', 'location_id', 'service_at_location_id', 'valid_from', 'valid_to', 'dtstart', 'timezone', 'until', 'count', 'wkst', 'freq', 'interval', 'byday', 'byweekno', 'bymonthday', 'byyearday', 'description', 'opens_at', 'closes_at', 'schedule_link', 'attending_type', 'notes'],
  service_at_location: ['id', 'service_id', 'location_id', 'description'],
  service_areas: ['id', 'service_id', 'name', 'description', 'extent', 'extent_type', 'uri'],
  languages: ['id', 'service_id', 'location_id', 'phone_id', 'name', 'code', 'note'],
  taxonomies: ['id', 'name', 'description', 'uri', 'version'],
  taxonomy_terms: ['id', 'code', 'name', 'description', 'parent_id', 'taxonomy', 'language', 'taxonomy_id', 'term_uri'],
  attributes: ['id', 'link_id', 'taxonomy_term_id', 'link_type', 'link_entity', 'value'],
} as const;

export type TableName = keyof typeof TABLE_COLUMNS;

/** Each table's resource name in datapackage.json: the specification's (schema/tabular.json), singular. */
const RESOURCE_NAMES: Record<TableName, string> = {
  organizations: 'organization',
  services: 'service',
  locations: 'location',
  addresses: 'address',
  phones: 'phone',
  schedules: 'schedule',
  service_at_location: 'service_at_location',
  service_areas: 'service_area',
  languages: 'language',
  taxonomies: 'taxonomy',
  taxonomy_terms: 'taxonomy_term',
  attributes: 'attribute',
};
/** One record of a table; only the table's own columns are written. */
type Row = object;

export interface PackageOptions {
  /** Who publishes it (the site's name): importers name the listings' source after it. */
  title: string;
  /** Where it can be checked (the site's public address), when configured. */
  homepage?: string;
  name?: string;
}

/** The rows of every table. Nested objects are flattened into their own tables, linked by id. */
export function packageTables(directory: HsdsDirectory): Record<TableName, Row[]> {
  const { services } = directory;
  const locations = services.flatMap((s) => s.service_at_locations.map((sal) => sal.location));
  const phones = services.flatMap((s) => s.phones);
  return {
    organizations: directory.organizations,
    services,
    locations: locations.map(({ addresses: _a, ...l }) => l),
    addresses: locations.flatMap((l) => l.addresses),
    phones: phones.map(({ languages: _l, ...p }) => p),
    schedules: services.flatMap((s) => s.schedules),
    service_at_location: services.flatMap((s) => s.service_at_locations.map(({ location: _l, ...sal }) => sal)),
    service_areas: services.flatMap((s) => s.service_areas),
    languages: [...services.flatMap((s) => s.languages), ...phones.flatMap((p) => p.languages)],
    taxonomies: directory.taxonomies,
    taxonomy_terms: directory.taxonomyTerms,
    attributes: services.flatMap((s) => s.attributes.map(({ taxonomy_term: _t, ...a }) => a)),
  };
}

function csv(columns: readonly string[], rows: readonly Row[]): string {
  // Only the table's own columns: nested lists (phones of a service, …) have tables of their own.
  return stringify(
    rows.map((row) => {
      const values = new Map(Object.entries(row));
      return columns.map((c) => {
        const value: unknown = values.get(c);
        // Strings as safe cells (a name imported as "=HYPERLINK(…)" stays text); numbers as they are.
        return typeof value === 'string' ? safeCell(value) : typeof value === 'number' ? String(value) : '';
      });
    }),
    { header: true, columns: [...columns] },
  );
}

/** The zip bytes of the whole directory as an HSDS 3.0 datapackage. */
export function exportHsdsPackage(records: readonly Resource[], options: PackageOptions): { zip: Uint8Array; counts: Record<string, number> } {
  const tables = packageTables(hsdsDirectory(records));
  const names = Object.keys(TABLE_COLUMNS) as TableName[];
  const descriptor = {
    name: options.name ?? 'womens-help-directory',
    title: options.title,
    ...(options.homepage ? { homepage: options.homepage } : {}),
    profile: 'tabular-data-package',
    resources: names.map((name) => ({ name: RESOURCE_NAMES[name], path: `${name}.csv`, profile: 'tabular-data-resource', format: 'csv', mediatype: 'text/csv', encoding: 'utf-8' })),
  };
  const files: Record<string, Uint8Array> = { 'datapackage.json': strToU8(`${JSON.stringify(descriptor, null, 2)}\n`) };
  for (const name of names) files[`${name}.csv`] = strToU8(csv(TABLE_COLUMNS[name], tables[name]));
  const counts = Object.fromEntries(names.map((name) => [name, tables[name].length]));
  return { zip: zipSync(files), counts };
}
