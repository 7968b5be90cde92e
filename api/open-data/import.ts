// One import of one national open data set (./datasets.ts): read the publisher's file (given, or fetched from its
// official address), judge and map each row, place it, and write it through the HSDS import's one-transaction path:
// the data set is a source, a second import updates what changed and removes what its publisher dropped.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { confidentialReason } from '../../shared/hsds/confidential.ts';
import { isPostOfficeBox } from '../../shared/hsds/clean.ts';
import { resourceSchema } from '../../shared/schemas/resource.ts';
import { distanceMiles } from '../../shared/geo/distance.ts';
import { stateCode } from '../../shared/us-states.ts';
import type { Db } from '../db/client.ts';
import { and, isNull, ne, or } from 'drizzle-orm';
import { applyImport, liveListingCount, type ImportReport } from '../db/import-repo.ts';
import { resources } from '../db/tables.ts';
import { ApiClient, API_ANSWER_MAX_BYTES, API_MAX_PAGES, API_MAX_SERVICES } from '../hsds/api-client.ts';
import { webAddress, type ImportedListing } from '../hsds/listings.ts';
import { ImportError } from '../hsds/tables.ts';
import { zipCentre } from '../hsds/zip-centres.ts';
import { DATA_SETS, dataSet, type DataSet, type OpenDataRow } from './datasets.ts';

/** The furthest a publisher's coordinates may be from their ZIP code's centre to be taken as the listing's own place. */
export const OWN_PLACE_MAX_MILES = 25;

/** A national file is a few MB (CMS's hospitals 1.5 MB, HRSA's sites about 10 MB): far more is not the data set. */
export const OPEN_DATA_MAX_BYTES = 100 * 1024 * 1024;

export interface OpenDataOptions {
  /** A copy of the file on disk. */
  file?: string;
  /** The file at another address (a mirror, a local copy served over HTTP). */
  url?: string;
  dryRun?: boolean;
  now?: Date;
  /** Read a private or loopback address (the operator's --allow-private-address, or a test's local server). */
  allowPrivateAddress?: boolean;
  /** Another address for the publisher's catalogue entry (a test's local copy of it). */
  catalogueUrl?: string;
  /** The release the file is (a year or a date), when the file does not say (the operator's --release). */
  release?: string;
  /** Apply a file that lists fewer than half of the listings held from the data set (the operator's --allow-shrink). */
  allowShrink?: boolean;
}

export interface OpenDataResult {
  dataSet: DataSet;
  report: ImportReport;
  /** Rows kept and written (or that would be, on a dry run). */
  listed: number;
  /** Placed where the publisher geocoded them. */
  exact: number;
  /** Placed at their ZIP code's centre, marked approximate. */
  approximate: number;
  /** Of those, rows whose own coordinates were too far from their ZIP code to be trusted. */
  farFromZip: number;
  /** The release cards name (a year or a date). */
  release: string;
  /** Kept without a place: no ZIP code the importer can place (a territory's, a missing one). */
  unplaced: number;
  /** Rows left out, by reason, with where each is. */
  skipped: Map<string, string[]>;
  /** Details left out of rows that were still imported (an email address that is not one), by row. */
  leftOut: string[];
  /** The summary line, then details. */
  lines: string[];
}

/** A national file of many MB over a slow line: longer than one API answer may take. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

async function download(set: DataSet, options: OpenDataOptions): Promise<{ text: string; from: string; release?: string }> {
  const limits = { maxAnswerBytes: OPEN_DATA_MAX_BYTES, maxTotalBytes: OPEN_DATA_MAX_BYTES + API_ANSWER_MAX_BYTES, maxPages: API_MAX_PAGES, maxServices: API_MAX_SERVICES };
  const allowPrivate = Boolean(options.allowPrivateAddress);
  let address = options.url;
  let release: string | undefined;
  if (!address) {
    if (!set.download) throw new ImportError(set.noDownload ?? `${set.id}: give the file with --file or --url.`);
    if ('file' in set.download) address = set.download.file;
    else {
      // A DCAT catalogue entry: its distribution names the current file.
      const catalogue = options.catalogueUrl ?? set.download.catalogue;
      const entry = (await new ApiClient(catalogue, limits, allowPrivate).json(catalogue)) as { modified?: unknown; distribution?: { downloadURL?: unknown; mediaType?: unknown }[] };
      if (typeof entry.modified === 'string' && /^\d{4}-\d{2}-\d{2}/.test(entry.modified)) release = entry.modified.slice(0, 10);
      const file = entry.distribution?.find((d) => typeof d.downloadURL === 'string' && /csv/i.test(String(d.mediaType ?? d.downloadURL)))?.downloadURL;
      if (typeof file !== 'string' || !URL.canParse(file, catalogue)) {
        throw new ImportError(`${catalogue}: the catalogue entry names no CSV file to download; download it from ${set.officialPage} and give it with --file.`);
      }
      address = new URL(file, catalogue).href;
    }
  }
  const body = await new ApiClient(address, limits, allowPrivate).get(address, set.format === 'csv' ? 'text/csv, */*' : 'application/json', DOWNLOAD_TIMEOUT_MS);
  return { text: body.toString('utf8'), from: address, ...(release ? { release } : {}) };
}

function rowsOf(set: DataSet, text: string, from: string): { rows: OpenDataRow[]; misaligned: string[]; release?: string } {
  if (set.format === 'csv') {
    let records: { record: string[]; info: { lines: number } }[];
    try {
      records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, bom: true, info: true }) as unknown as { record: string[]; info: { lines: number } }[];
    } catch (error) {
      throw new ImportError(`${from}: not a CSV file this import can read (${(error as Error).message}).`);
    }
    // HRSA's header ends with a comma: a last column without a name, that its rows leave out.
    const header = (records[0]?.record ?? []).map((h) => h.trim());
    while (header.length && header[header.length - 1] === '') header.pop();
    const missing = set.columns.filter((c) => !header.includes(c));
    if (records.length < 2 || missing.length) {
      throw new ImportError(`${from}: not ${set.title} as its publisher lays it out${missing.length ? ` (no column ${missing.map((c) => `"${c}"`).join(', ')})` : ' (no rows)'}.`);
    }
    const rows: OpenDataRow[] = [];
    const misaligned: string[] = [];
    for (const { record, info } of records.slice(1)) {
      // A row with more or fewer cells than the header has them in the wrong columns: a phone could land in a ZIP code.
      if (record.length !== header.length) misaligned.push(`line ${info.lines}`);
      else rows.push({ values: Object.fromEntries(header.map((h, i) => [h, record[i]])), where: `line ${info.lines}` });
    }
    return { rows, misaligned, release: set.releaseOf?.(rows) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportError(`${from}: not a JSON file.`);
  }
  const contacts = (json as { contacts?: unknown }).contacts;
  if (!contacts || typeof contacts !== 'object') throw new ImportError(`${from}: not ${set.title} as extracted (no "contacts" table).`);
  const extracted = (json as { metadata?: { extracted_date?: unknown } }).metadata?.extracted_date;
  const rows = Object.entries(contacts as Record<string, Record<string, unknown>>).map(([key, value]) => ({
    values: Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k, typeof v === 'string' || typeof v === 'number' ? String(v) : undefined])),
    where: key,
  }));
  return { rows, misaligned: [], release: typeof extracted === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(extracted) ? extracted : undefined };
}

/**
 * Keys under which two rows are the same place: its name and ZIP code, or (in the same category: a clinic may use
 * its hospital's switchboard) its phone number and ZIP code.
 */
function sameListingKeys(title: string, zip: string | undefined, category: string, phone?: string): string[] {
  if (!zip) return [];
  const name = title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, ' ').trim();
  const digits = phone?.replace(/\D/g, '');
  return [`name:${name}|${zip}`, ...(digits && digits.length >= 10 ? [`phone:${category}:${digits}|${zip}`] : [])];
}

/** Listings not of this data set, by their keys: what they are from, as the summary names it. */
async function listedElsewhere(db: Db, sourceKey: string): Promise<Map<string, { from: string; where?: string }>> {
  const rows = await db
    .select({ title: resources.title, zip: resources.zip, category: resources.category, phones: resources.phones, sourceName: resources.sourceName, sourceKey: resources.sourceKey })
    .from(resources)
    .where(and(isNull(resources.deletedAt), or(isNull(resources.sourceKey), ne(resources.sourceKey, sourceKey))));
  const out = new Map<string, { from: string; where?: string }>();
  for (const r of rows) {
    for (const key of sameListingKeys(r.title, r.zip ?? undefined, r.category, r.phones[0]?.number)) if (!out.has(key)) out.set(key, { from: r.sourceName ?? (r.sourceKey ? `the source "${r.sourceKey}"` : 'our own directory') });
  }
  return out;
}

/** "6010" (a CSV that lost the leading zero), "36301-1234" → "06010", "36301"; anything else undefined. */
function zip5(raw: string | undefined): string | undefined {
  const m = /^(\d{3,5})(-\d{4})?$/.exec(raw?.trim() ?? '');
  return m ? m[1]!.padStart(5, '0') : undefined;
}

export async function importOpenData(db: Db, id: string, options: OpenDataOptions = {}): Promise<OpenDataResult> {
  const set = dataSet(id);
  if (!set) throw new ImportError(`No data set "${id}". The data sets: ${DATA_SETS.map((d) => d.id).join(', ')}.`);
  const { text, from, release: downloadedRelease } = options.file ? { text: readOrRefuse(options.file), from: options.file, release: undefined } : await download(set, options);
  const { rows, misaligned, release: published } = rowsOf(set, text, from);
  // The release cards name: the operator's word, else the date the file carries, else the mapping's own.
  const release = options.release ?? published ?? downloadedRelease ?? set.release;
  const now = options.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const skipped = new Map<string, string[]>();
  const skip = (reason: string, where: string) => skipped.set(reason, [...(skipped.get(reason) ?? []), where]);
  for (const where of misaligned) skip('its cells do not line up with the header', where);
  const listings: ImportedListing[] = [];
  const elsewhere = await listedElsewhere(db, set.id);
  const leftOut: string[] = [];
  let exact = 0;
  let farFromZip = 0;
  let approximate = 0;
  let unplaced = 0;
  for (const row of rows) {
    const verdict = set.map(row);
    if ('skip' in verdict) {
      skip(verdict.skip, row.where);
      continue;
    }
    const m = verdict.keep;
    // The same place from another data set, an HSDS source or our own directory is shown once: the one already held.
    const already = sameListingKeys(m.title, zip5(m.zip), set.category, m.phones[0]?.number)
      .map((k) => elsewhere.get(k))
      .find(Boolean);
    if (already) {
      if (already.where) skip('in the file twice (the first row kept)', `${row.where} (as ${already.where})`);
      else skip(`already listed (from ${already.from})`, row.where);
      continue;
    }
    // The same place twice in the file (a hospital under two facility ids, by name and ZIP code): the first row
    // stands for it. Agencies of one file that share an office's phone are each their own listing.
    const [byName] = sameListingKeys(m.title, zip5(m.zip), set.category);
    if (byName && !elsewhere.has(byName)) elsewhere.set(byName, { from: set.title, where: row.where });
    // An address that is not one (a typo in the publisher's table) is left out; the listing still comes in.
    if (m.email && !resourceSchema.shape.email.safeParse(m.email).success) {
      leftOut.push(`${row.where}: the email address "${m.email}" is not one, left out`);
      delete m.email;
    }
    const state = stateCode(m.state);
    const zip = zip5(m.zip);
    const centre = zip ? zipCentre(zip) : undefined;
    // A ZIP code of another state than the row names is not a place we can trust.
    const byZip = centre && (!state || centre.state === state) ? centre : undefined;
    // The publisher's own coordinates only beside its ZIP code's centre: a geocoder's slip must not become a street
    // pin, and a row without a ZIP code we can place is not placed at all.
    const own =
      byZip && m.latitude !== undefined && m.longitude !== undefined && distanceMiles({ latitude: m.latitude, longitude: m.longitude }, byZip) <= OWN_PLACE_MAX_MILES
        ? { latitude: m.latitude, longitude: m.longitude }
        : undefined;
    // A post office box is where letters go, not a door: the listing keeps its ZIP code's centre and no street.
    const street = m.address && !isPostOfficeBox(m.address) ? m.address : undefined;
    const confidential = m.confidential ?? confidentialReason({ name: m.title, description: m.description, codes: [], terms: [], addressLines: [m.address ?? ''] });
    const url = webAddress(m.url);
    if (confidential || (!own && !byZip)) unplaced++;
    else if (own) exact++;
    else {
      approximate++;
      if (m.latitude !== undefined) farFromZip++;
    }
    listings.push({
      externalId: m.externalId,
      where: row.where,
      ...(confidential ? { confidential } : {}),
      fields: {
        title: m.title,
        description: m.description,
        descriptionEs: m.descriptionEs,
        category: set.category,
        phones: m.phones,
        ...(m.phones[0] ? { phoneNumber: m.phones[0].number } : {}),
        ...(m.email ? { email: m.email } : {}),
        // A confidential location keeps its phone and nothing that says where it is, whatever the data set says.
        ...(confidential
          ? {}
          : { address: street, zip, ...(own ? own : byZip ? { latitude: byZip.latitude, longitude: byZip.longitude, approximatePlace: true } : {}) }),
        ...(m.organization && m.organization !== m.title ? { organization: m.organization } : {}),
        ...(url ? { url } : {}),
        city: m.city,
        ...(state ? { state } : {}),
        serviceArea: 'local',
        languages: [],
        isOpen24Hours: false,
        tags: m.tags,
        isEmergency: false,
        // Nobody here checked it: the card says where it comes from and to call first.
        isVerified: false,
        isConfidential: Boolean(confidential),
        sourceName: set.title,
        sourceUrl: set.rowSource?.(m) ?? set.officialPage,
        sourceDate: release,
        publicDataSet: true,
        verifiedAt: today,
      },
      datedByImport: true,
    });
  }
  if (listings.length === 0) throw new ImportError(`${from}: none of its ${rows.length} rows can be listed; nothing was imported.`);
  // A download or a copy cut short would remove thousands of places people rely on: a release that lists fewer than
  // half of what the data set gives now is applied only when the operator says the publisher really dropped them.
  const held = await liveListingCount(db, set.id);
  if (listings.length < held / 2 && !options.allowShrink) {
    throw new ImportError(
      `${from}: lists ${listings.length} of the ${held} places held from ${set.title}; importing it would remove at least ${held - listings.length}. A download or a file cut short looks like this. If the publisher really dropped them, import it again with --allow-shrink.`,
    );
  }
  const report = await applyImport(db, set.id, listings, { dryRun: options.dryRun, now });
  const result = { dataSet: set, report, listed: listings.length, exact, approximate, unplaced, farFromZip, release, skipped, leftOut, lines: [] as string[] };
  result.lines = summarize(result, options.dryRun);
  return result;
}

function readOrRefuse(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ImportError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "line 4", "line 9" → "lines 4, 9"; ids ("AL004") as they are. */
function rowList(where: readonly string[]): string {
  const lines = where.every((w) => /^line \d+$/.test(w)) ? where.map((w) => w.slice(5)) : undefined;
  if (!lines) return where.join(', ');
  return `${lines.length === 1 ? 'line' : 'lines'} ${lines.join(', ')}`;
}

function summarize(r: Omit<OpenDataResult, 'lines'>, dryRun = false): string[] {
  const { report } = r;
  const invalid = report.invalid.length;
  const skippedRows = [...r.skipped.values()].reduce((n, w) => n + w.length, 0) + invalid + report.keptEdited;
  const reasons = [...r.skipped].map(([reason, where]) => `${where.length} ${reason}`);
  if (invalid) reasons.push(`${invalid} not a valid listing`);
  if (report.keptEdited) reasons.push(`${report.keptEdited} edited in the admin area, kept as edited`);
  const lines = [
    `${dryRun ? 'Dry run, nothing written: ' : ''}${r.dataSet.title}, release ${r.release}: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.removed} removed, ${skippedRows} skipped${reasons.length ? ` (${reasons.join(', ')})` : ''}`,
  ];
  if (r.exact) lines.push(`${plural(r.exact, 'listing')} placed at the coordinates ${r.dataSet.title} gives.`);
  if (r.approximate) {
    lines.push(`${plural(r.approximate, 'listing')} placed at the centre of their ZIP code, marked approximate (${r.farFromZip ? `${r.farFromZip} of them gave coordinates more than ${OWN_PLACE_MAX_MILES} miles from it; the others none` : 'no coordinates given'}).`);
  }
  if (r.unplaced) lines.push(`${plural(r.unplaced, 'listing')} imported without a place (no ZIP code, one outside the 50 states and DC, or one of another state than its own; or a confidential location): found by search, not near a place.`);
  for (const [reason, where] of r.skipped) lines.push(`Skipped, ${reason}: ${rowList(where)}.`);
  for (const s of report.invalid) lines.push(`${s.where}: skipped, not a valid listing (${s.reason}).`);
  for (const note of r.leftOut) lines.push(`${note}.`);
  return lines;
}
