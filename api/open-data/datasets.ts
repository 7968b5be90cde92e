// National open data sets the directory can load (npm run import:open-data): each a small declarative mapping from
// its publisher's own columns to our listing fields, with who publishes it, where, under what licence and of when.
// The rules that judge a row (keep it, place it, word it) are here; reading, placing and writing are in ./import.ts.
import type { CategoryKey } from '../../shared/categories.ts';
import type { Phone } from '../../shared/schemas/resource.ts';
import { parsePhone } from '../hsds/phones.ts';
import { publishedName, publishedPlaceName } from './names.ts';

/** One row of a data set as published: its cells by column name, and where it is ("line 12", "AL004"). */
export interface OpenDataRow {
  values: Readonly<Record<string, string | undefined>>;
  where: string;
}

/** What a mapping makes of a row it keeps: the fields only it knows. Placing, dates and labels are the importer's. */
export interface MappedRow {
  /** The publisher's own id of the row: a later import of the same data set updates the listing it made. */
  externalId: string;
  title: string;
  /** Who runs it, when the row names them apart from the site. */
  organization?: string;
  description: string;
  descriptionEs: string;
  phones: Phone[];
  email?: string;
  address?: string;
  city?: string;
  state?: string;
  /** As published: the importer keeps it only when it is a ZIP code it can place. */
  zip?: string;
  /** Coordinates the publisher geocoded: the listing's own place, not its ZIP code's centre. */
  latitude?: number;
  longitude?: number;
  /** Its own website, as published ("www.example.org"): kept when it is a web address. */
  url?: string;
  /** Why the publisher's own columns make it a confidential location (a clinic inside a domestic-violence shelter). */
  confidential?: string;
  tags: string[];
}

export type RowVerdict = { keep: MappedRow } | { skip: string };

export interface DataSet {
  /** The id the command takes. */
  id: 'cms-hospitals' | 'hud-pha-contacts' | 'hrsa-health-centers';
  /** The data set's own title, as cards name it ("From {title}, {release} release"). */
  title: string;
  publisher: string;
  /** The publisher's page for the data set (https): where a reader can check it. */
  officialPage: string;
  /** Where a reader checks one row, when that is a page of its own (a state's report); else `officialPage`. */
  rowSource?(row: MappedRow): string;
  licence: string;
  /**
   * The release this mapping was written against (a year): cards say which release a listing comes from, when
   * neither the file (`releaseOf`), its catalogue entry nor the operator (`--release`) says.
   */
  release: string;
  /** The release a file says it is, from its rows (HRSA dates each record). */
  releaseOf?(rows: readonly OpenDataRow[]): string | undefined;
  /** How the publisher lays the rows out. */
  format: 'csv' | 'hud-pha-json';
  /**
   * How the command fetches the current release when given no --file or --url: the file itself, or the catalogue
   * entry (DCAT JSON) that names it. Absent: the publisher offers no file in this layout, and the operator gives one.
   */
  download?: { file: string } | { catalogue: string };
  /** Why there is no `download`, in words the command prints. */
  noDownload?: string;
  category: CategoryKey;
  /** The columns a file of this data set must have: a file of another layout is refused before anything is read. */
  columns: readonly string[];
  map(row: OpenDataRow): RowVerdict;
}

const cell = (row: OpenDataRow, column: string): string | undefined => {
  const v = row.values[column]?.replace(/\s+/g, ' ').trim();
  return v ? v : undefined;
};

function phonesOf(raw: string | undefined): Phone[] {
  const parsed = parsePhone(raw);
  return parsed ? [{ number: parsed.number, kind: 'voice', ...(parsed.extension ? { extension: parsed.extension } : {}) }] : [];
}

/** A hospital's type as CMS writes it ("Acute Care - Veterans Administration"). */
const VA_OR_DOD = /veterans|department of defense/i;

export const CMS_HOSPITALS: DataSet = {
  id: 'cms-hospitals',
  title: 'CMS Hospital General Information',
  publisher: 'Centers for Medicare & Medicaid Services (CMS), Provider Data Catalog',
  officialPage: 'https://data.cms.gov/provider-data/dataset/xubh-q36u',
  licence: 'US federal government work, public domain',
  release: '2026',
  format: 'csv',
  // The CSV's own address changes with each release; the catalogue's metastore entry names the current one.
  download: { catalogue: 'https://data.cms.gov/provider-data/api/1/metastore/schemas/dataset/items/xubh-q36u' },
  category: 'womens-health',
  columns: ['Facility ID', 'Facility Name', 'Address', 'City/Town', 'State', 'ZIP Code', 'Telephone Number', 'Hospital Type', 'Emergency Services', 'Meets criteria for birthing friendly designation'],
  map(row) {
    const id = cell(row, 'Facility ID');
    const name = cell(row, 'Facility Name');
    if (!id) return { skip: 'no facility id' };
    if (!name) return { skip: 'no name' };
    const type = cell(row, 'Hospital Type') ?? '';
    // VA and military hospitals serve their own patients; a psychiatric or children's hospital is not the walk-in
    // emergency and maternity care this list is for.
    if (VA_OR_DOD.test(type)) return { skip: 'a VA or Department of Defense hospital (serves its own patients)' };
    if (/psychiatric/i.test(type)) return { skip: 'a psychiatric hospital' };
    if (/children/i.test(type)) return { skip: "a children's hospital" };
    if (cell(row, 'Emergency Services') !== 'Yes') return { skip: 'no emergency services' };
    const birthing = cell(row, 'Meets criteria for birthing friendly designation') === 'Y';
    return {
      keep: {
        externalId: id,
        title: publishedName(name),
        description: `Hospital with emergency services, open to anyone who needs emergency care.${birthing ? ' CMS gives it the Birthing-Friendly designation for its maternity care.' : ''}`,
        descriptionEs: `Hospital con servicios de emergencia, abiertos a cualquier persona que necesite atención de emergencia.${birthing ? ' CMS le da la designación «Birthing-Friendly» por su atención de maternidad.' : ''}`,
        phones: phonesOf(cell(row, 'Telephone Number')),
        address: publishedPlaceName(cell(row, 'Address')),
        city: publishedPlaceName(cell(row, 'City/Town')),
        state: cell(row, 'State'),
        zip: cell(row, 'ZIP Code'),
        tags: ['emergency-services', ...(birthing ? ['birthing-friendly'] : [])],
      },
    };
  },
};

/** "(256)236-1575 x134" → the number and its extension; a staff member's extension is still the agency's line. */
export const HUD_PHA_CONTACTS: DataSet = {
  id: 'hud-pha-contacts',
  title: 'HUD public housing agency contacts',
  publisher: 'US Department of Housing and Urban Development (HUD), Office of Public and Indian Housing',
  officialPage: 'https://www.hud.gov/sites/dfiles/PIH/documents/PHA_Contact_Report_{STATE}.pdf',
  rowSource: (row) => `https://www.hud.gov/sites/dfiles/PIH/documents/PHA_Contact_Report_${row.state ?? ''}.pdf`,
  licence: 'US federal government work, public domain',
  release: '2026',
  format: 'hud-pha-json',
  noDownload:
    'HUD publishes these contacts as one PDF report per state (https://www.hud.gov/sites/dfiles/PIH/documents/PHA_Contact_Report_{STATE}.pdf), not as a data file: give the JSON table extracted from them with --file or --url.',
  category: 'housing-shelter',
  columns: ['pha_code', 'pha_name', 'state'],
  map(row) {
    const code = cell(row, 'pha_code');
    const name = cell(row, 'pha_name');
    if (!code) return { skip: 'no agency code' };
    if (!name) return { skip: 'no name' };
    const email = cell(row, 'email');
    return {
      keep: {
        externalId: code,
        title: publishedName(name),
        description: 'Public housing agency: ask here about public housing and Housing Choice Vouchers (Section 8) in the area it serves.',
        descriptionEs: 'Agencia de vivienda pública: pregunte aquí por la vivienda pública y los vales de elección de vivienda (Sección 8) en la zona que atiende.',
        phones: phonesOf(cell(row, 'phone')),
        ...(email ? { email: email.toLowerCase() } : {}),
        address: publishedPlaceName(cell(row, 'address')),
        city: publishedPlaceName(cell(row, 'city')),
        state: cell(row, 'state'),
        zip: cell(row, 'zip_code'),
        tags: ['public-housing', 'housing-vouchers'],
      },
    };
  },
};

/** "21.50" hours a week → 21.5; undefined for none or nonsense. */
function hoursPerWeek(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 && n <= 168 ? Math.round(n * 2) / 2 : undefined;
}

export const HRSA_HEALTH_CENTERS: DataSet = {
  id: 'hrsa-health-centers',
  title: 'HRSA Health Center Service Delivery and Look-Alike Sites',
  publisher: 'Health Resources and Services Administration (HRSA), HRSA Data Warehouse',
  officialPage: 'https://data.hrsa.gov/download',
  licence: 'US federal government work, public domain',
  release: '2026',
  format: 'csv',
  download: { file: 'https://data.hrsa.gov/DataDownload/DD_Files/Health_Center_Service_Delivery_and_LookAlike_Sites.csv' },
  // Each row carries the day the warehouse wrote it ("09/30/2026"): the latest is the file's release.
  releaseOf(rows) {
    let latest: string | undefined;
    for (const row of rows) {
      const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell(row, 'Data Warehouse Record Create Date') ?? '');
      const iso = m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
      if (iso && (!latest || iso > latest)) latest = iso;
    }
    return latest;
  },
  category: 'womens-health',
  columns: ['Data Warehouse Record Create Date', 'BPHC Assigned Number', 'Site Name', 'Site Address', 'Site City', 'Site State Abbreviation', 'Site Postal Code', 'Site Telephone Number', 'Site Web Address', 'Operating Hours per Week', 'Site Status Description', 'Health Center Type Description', 'Health Center Location Type Description', 'Health Center Service Delivery Site Location Setting Description', 'Health Center Name', 'Geocoding Artifact Address Primary X Coordinate', 'Geocoding Artifact Address Primary Y Coordinate', 'State and County Federal Information Processing Standard Code'],
  map(row) {
    const id = cell(row, 'BPHC Assigned Number');
    const name = cell(row, 'Site Name');
    if (!id) return { skip: 'no site number' };
    if (!name) return { skip: 'no name' };
    if (cell(row, 'Site Status Description') !== 'Active') return { skip: 'not active' };
    if (!/service delivery site/i.test(cell(row, 'Health Center Type Description') ?? '')) return { skip: 'not a service delivery site (an administrative office)' };
    // A van's stops are not published, and a school's clinic is for its pupils: neither is a door she can walk to.
    if (/mobile/i.test(cell(row, 'Health Center Location Type Description') ?? '')) return { skip: 'a mobile unit (where it stops is not published)' };
    const setting = cell(row, 'Health Center Service Delivery Site Location Setting Description') ?? '';
    if (/^school$/i.test(setting)) return { skip: 'a school-based site (for its pupils)' };
    if (/correctional/i.test(setting)) return { skip: 'inside a correctional facility' };
    if (/nursing home/i.test(setting)) return { skip: 'inside a nursing home (for its residents)' };
    // A clinic inside a domestic-violence shelter: its phone only, never where it is.
    const confidential = /domestic violence/i.test(setting) ? 'its site is a domestic-violence shelter' : undefined;
    const lon = Number(cell(row, 'Geocoding Artifact Address Primary X Coordinate'));
    const lat = Number(cell(row, 'Geocoding Artifact Address Primary Y Coordinate'));
    const placed = Number.isFinite(lat) && Number.isFinite(lon) && lat !== 0 && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
    const hours = hoursPerWeek(cell(row, 'Operating Hours per Week'));
    const organization = cell(row, 'Health Center Name');
    return {
      keep: {
        externalId: id,
        title: publishedName(name),
        ...(organization ? { organization: publishedName(organization) } : {}),
        description: `Community health center in HRSA's Health Center Program: primary care for anyone, with fees on a sliding scale by income; no one is turned away for being unable to pay.${hours ? ` Open about ${hours} hours a week: call for times.` : ''}`,
        descriptionEs: `Centro de salud comunitario del Programa de Centros de Salud de HRSA: atención primaria para cualquier persona, con tarifas según los ingresos; no se rechaza a nadie por no poder pagar.${hours ? ` Abre unas ${hours} horas a la semana: llame para saber el horario.` : ''}`,
        phones: phonesOf(cell(row, 'Site Telephone Number')),
        address: publishedPlaceName(cell(row, 'Site Address')),
        city: publishedPlaceName(cell(row, 'Site City')),
        state: cell(row, 'Site State Abbreviation'),
        zip: cell(row, 'Site Postal Code'),
        ...(placed ? { latitude: lat, longitude: lon } : {}),
        url: cell(row, 'Site Web Address'),
        ...(confidential ? { confidential } : {}),
        tags: ['health-center', 'sliding-fee'],
      },
    };
  },
};

export const DATA_SETS: readonly DataSet[] = [CMS_HOSPITALS, HUD_PHA_CONTACTS, HRSA_HEALTH_CENTERS];

export function dataSet(id: string): DataSet | undefined {
  return DATA_SETS.find((d) => d.id === id);
}
