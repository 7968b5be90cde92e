// One import of one national open data set (./datasets.ts): read the publisher's file (given, or fetched from its
// official address), judge and map each row, place it, and write it through the HSDS import's one-transaction path:
// the data set is a source, a second import updates what changed and removes what its publisher dropped.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { confidentialReason } from '../../shared/hsds/confidential.ts';
import { resourceSchema } from '../../shared/schemas/resource.ts';
import { stateCode } from '../../shared/us-states.ts';
import type { Db } from '../db/client.ts';
import { applyImport, type ImportReport } from '../db/import-repo.ts';
import { ApiClient, API_ANSWER_MAX_BYTES, API_MAX_PAGES, API_MAX_SERVICES } from '../hsds/api-client.ts';
import type { ImportedListing } from '../hsds/listings.ts';
import { ImportError } from '../hsds/tables.ts';
import { zipCentre } from '../hsds/zip-centres.ts';
import { DATA_SETS, dataSet, type DataSet, type OpenDataRow } from './datasets.ts';

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
}

export interface OpenDataResult {
  dataSet: DataSet;
  report: ImportReport;
  /** Rows kept and written (or that would be, on a dry run). */
  listed: number;
  /** Placed at their ZIP code's centre, marked approximate. */
  approximate: number;
  /** Kept without a place: no ZIP code the importer can place (a territory's, a missing one). */
  unplaced: number;
  /** Rows left out, by reason, with where each is. */
  skipped: Map<string, string[]>;
  /** Details left out of rows that were still imported (an email address that is not one), by row. */
  leftOut: string[];
  /** The summary line, then details. */
  lines: string[];
}

async function download(set: DataSet, options: OpenDataOptions): Promise<{ text: string; from: string }> {
  const limits = { maxAnswerBytes: OPEN_DATA_MAX_BYTES, maxTotalBytes: OPEN_DATA_MAX_BYTES + API_ANSWER_MAX_BYTES, maxPages: API_MAX_PAGES, maxServices: API_MAX_SERVICES };
  const allowPrivate = Boolean(options.allowPrivateAddress);
  let address = options.url;
  if (!address) {
    if (!set.download) throw new ImportError(set.noDownload ?? `${set.id}: give the file with --file or --url.`);
    if ('file' in set.download) address = set.download.file;
    else {
      // A DCAT catalogue entry: its distribution names the current file.
      const catalogue = options.catalogueUrl ?? set.download.catalogue;
      const entry = (await new ApiClient(catalogue, limits, allowPrivate).json(catalogue)) as { distribution?: { downloadURL?: unknown; mediaType?: unknown }[] };
      const file = entry.distribution?.find((d) => typeof d.downloadURL === 'string' && /csv/i.test(String(d.mediaType ?? d.downloadURL)))?.downloadURL;
      if (typeof file !== 'string' || !URL.canParse(file, catalogue)) {
        throw new ImportError(`${catalogue}: the catalogue entry names no CSV file to download; download it from ${set.officialPage} and give it with --file.`);
      }
      address = new URL(file, catalogue).href;
    }
  }
  const body = await new ApiClient(address, limits, allowPrivate).get(address, set.format === 'csv' ? 'text/csv, */*' : 'application/json');
  return { text: body.toString('utf8'), from: address };
}

function rowsOf(set: DataSet, text: string, from: string): OpenDataRow[] {
  if (set.format === 'csv') {
    let records: Record<string, string>[];
    try {
      records = parse(text.replace(/^\uFEFF/, ''), { columns: true, relax_column_count: true, skip_empty_lines: true, bom: true });
    } catch (error) {
      throw new ImportError(`${from}: not a CSV file this import can read (${(error as Error).message}).`);
    }
    const missing = set.columns.filter((c) => records.length > 0 && !(c in records[0]!));
    if (records.length === 0 || missing.length) {
      throw new ImportError(`${from}: not ${set.title} as its publisher lays it out${missing.length ? ` (no column ${missing.map((c) => `"${c}"`).join(', ')})` : ' (no rows)'}.`);
    }
    // Line 1 is the header.
    return records.map((values, i) => ({ values, where: `line ${i + 2}` }));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportError(`${from}: not a JSON file.`);
  }
  const contacts = (json as { contacts?: unknown }).contacts;
  if (!contacts || typeof contacts !== 'object') throw new ImportError(`${from}: not ${set.title} as extracted (no "contacts" table).`);
  return Object.entries(contacts as Record<string, Record<string, unknown>>).map(([key, value]) => ({
    values: Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k, typeof v === 'string' || typeof v === 'number' ? String(v) : undefined])),
    where: key,
  }));
}

/** "6010" (a CSV that lost the leading zero), "36301-1234" → "06010", "36301"; anything else undefined. */
function zip5(raw: string | undefined): string | undefined {
  const m = /^(\d{3,5})(-\d{4})?$/.exec(raw?.trim() ?? '');
  return m ? m[1]!.padStart(5, '0') : undefined;
}

export async function importOpenData(db: Db, id: string, options: OpenDataOptions = {}): Promise<OpenDataResult> {
  const set = dataSet(id);
  if (!set) throw new ImportError(`No data set "${id}". The data sets: ${DATA_SETS.map((d) => d.id).join(', ')}.`);
  const { text, from } = options.file ? { text: readOrRefuse(options.file), from: options.file } : await download(set, options);
  const rows = rowsOf(set, text, from);
  const now = options.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const skipped = new Map<string, string[]>();
  const skip = (reason: string, where: string) => skipped.set(reason, [...(skipped.get(reason) ?? []), where]);
  const listings: ImportedListing[] = [];
  const leftOut: string[] = [];
  let approximate = 0;
  let unplaced = 0;
  for (const row of rows) {
    const verdict = set.map(row);
    if ('skip' in verdict) {
      skip(verdict.skip, row.where);
      continue;
    }
    const m = verdict.keep;
    // An address that is not one (a typo in the publisher's table) is left out; the listing still comes in.
    if (m.email && !resourceSchema.shape.email.safeParse(m.email).success) {
      leftOut.push(`${row.where}: the email address "${m.email}" is not one, left out`);
      delete m.email;
    }
    const state = stateCode(m.state);
    const zip = zip5(m.zip);
    const centre = zip ? zipCentre(zip) : undefined;
    // A ZIP code of another state than the row names is not a place we can trust.
    const placed = centre && (!state || centre.state === state) ? centre : undefined;
    const confidential = confidentialReason({ name: m.title, description: m.description, codes: [], terms: [], addressLines: [m.address ?? ''] });
    if (placed && !confidential) approximate++;
    else unplaced++;
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
        ...(confidential ? {} : { address: m.address, zip, ...(placed ? { latitude: placed.latitude, longitude: placed.longitude, approximatePlace: true } : {}) }),
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
        sourceDate: set.release,
        publicDataSet: true,
        verifiedAt: today,
      },
      datedByImport: true,
    });
  }
  if (listings.length === 0) throw new ImportError(`${from}: none of its ${rows.length} rows can be listed; nothing was imported.`);
  const report = applyImport(db, set.id, listings, { dryRun: options.dryRun, now });
  const result = { dataSet: set, report, listed: listings.length, approximate, unplaced, skipped, leftOut, lines: [] as string[] };
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
  const lines = where.every((w) => w.startsWith('line ')) ? where.map((w) => w.slice(5)) : undefined;
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
    `${dryRun ? 'Dry run, nothing written: ' : ''}${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.removed} removed, ${skippedRows} skipped${reasons.length ? ` (${reasons.join(', ')})` : ''}`,
    `${plural(r.approximate, 'listing')} placed at the centre of their ZIP code, marked approximate (${r.dataSet.title} gives no coordinates).`,
  ];
  if (r.unplaced) lines.push(`${plural(r.unplaced, 'listing')} imported without a place (no ZIP code, one outside the 50 states and DC, or one of another state than its own; or a confidential location): found by search and by state, not near a place.`);
  for (const [reason, where] of r.skipped) lines.push(`Skipped, ${reason}: ${rowList(where)}.`);
  for (const s of report.invalid) lines.push(`${s.where}: skipped, not a valid listing (${s.reason}).`);
  for (const note of r.leftOut) lines.push(`${note}.`);
  return lines;
}
