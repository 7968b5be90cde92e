// Reads an HSDS CSV datapackage (a folder or a .zip) into plain tables: HSDS 3.0 and the older 1.1/2.0 layouts, whose
// files and columns are named differently, come out under the same table names (see TABLE_NAMES).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';

export interface TableRow {
  /** The file it came from and its line there (the header is line 1), for messages. */
  file: string;
  line: number;
  /** How messages name a row that is not a line of a file (a record of an HSDS API answer: its page and item). */
  where?: string;
  values: Record<string, string>;
}

/** "phones.csv line 8", or where in an API answer the row was. */
export const rowLabel = (row: Pick<TableRow, 'file' | 'line' | 'where'>): string => row.where ?? `${row.file} line ${row.line}`;

export type Tables = Map<string, TableRow[]>;

export interface ReadPackage {
  tables: Tables;
  /** The data package's own name, title and homepage, when it has a descriptor that says so. */
  name?: string;
  title?: string;
  homepage?: string;
  /** Where its services were read (a file name, or the API's /services), for messages about them. */
  servicesFrom: string;
  warnings: string[];
  /**
   * What could not be read (a table of details, a service the API did not give). The import then adds what is new
   * but leaves the listings it already holds from this source as they were, and removes none: a broken phones.csv
   * must not strip every listing's numbers.
   */
  leftOut: string[];
  /** Tables the descriptor lists by bare name that were found one folder down ("services.csv" → "data/services.csv"). */
  foundBelow?: string[];
}

export class ImportError extends Error {}

/** File names (without .csv) of each table across HSDS versions → our table name. */
const TABLE_NAMES: Record<string, string> = {
  services: 'services',
  organizations: 'organizations',
  locations: 'locations',
  addresses: 'addresses',
  physical_addresses: 'addresses',
  postal_addresses: 'postal_addresses',
  phones: 'phones',
  schedules: 'schedules',
  regular_schedules: 'schedules',
  service_at_location: 'service_at_location',
  services_at_location: 'service_at_location',
  service_at_locations: 'service_at_location',
  taxonomy_terms: 'taxonomy_terms',
  taxonomy: 'taxonomy_terms',
  taxonomies: 'taxonomies',
  services_taxonomy: 'service_taxonomy',
  service_taxonomy: 'service_taxonomy',
  attributes: 'attributes',
  languages: 'languages',
  eligibility: 'eligibility',
  service_areas: 'service_areas',
  service_area: 'service_areas',
  metadata: 'metadata',
};

/** Without its services a source says nothing: refused. Every other table only adds details to them. */
export const REQUIRED_TABLES = ['services'] as const;

/** The columns a table cannot be used without (they name or link its rows). */
const NEEDED_COLUMNS: Record<string, readonly string[]> = {
  services: ['id', 'name'],
  phones: ['number'],
  service_at_location: ['service_id', 'location_id'],
  locations: ['id'],
  addresses: ['location_id'],
};

/** The rows of one CSV file; throws ImportError when it cannot be read or lacks a column it is useless without. */
function parseCsv(file: string, table: string, text: string): TableRow[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, bom: true });
  } catch (error) {
    throw new ImportError(`${file}: not a readable CSV file (${(error as Error).message.split('\n')[0]})`);
  }
  const [header, ...rows] = records;
  if (!header) return [];
  const names = header.map((h) => h.trim().toLowerCase());
  const lacking = (NEEDED_COLUMNS[table] ?? []).filter((column) => !names.includes(column));
  if (lacking.length) throw new ImportError(`${file}: has no ${lacking.map((c) => `"${c}"`).join(' or ')} column`);
  return rows.map((cells, i) => {
    const values: Record<string, string> = {};
    names.forEach((name, j) => {
      const cell = cells[j];
      if (name && cell !== undefined) values[name] = cell;
    });
    return { file, line: i + 2, values };
  });
}

interface Descriptor {
  name?: string;
  title?: string;
  homepage?: string;
  resources?: { name?: string; path?: string | string[] }[];
}

/** Files in the package: name → bytes. */
type Files = Map<string, () => Uint8Array>;

function fromFiles(files: Files, label: string): ReadPackage {
  const warnings: string[] = [];
  const leftOut: string[] = [];
  // The shallowest descriptor: a folder read two levels down may hold another package's inside it.
  const descriptorFile = [...files.keys()].filter((f) => basename(f) === 'datapackage.json').sort((a, b) => a.split('/').length - b.split('/').length)[0];
  if (!descriptorFile) throw new ImportError(`${label}: no datapackage.json in it. Give a folder or .zip holding an HSDS data package.`);
  const prefix = descriptorFile.slice(0, -'datapackage.json'.length);
  let descriptor: Descriptor = {};
  try {
    descriptor = JSON.parse(new TextDecoder().decode(files.get(descriptorFile)!())) as Descriptor;
    if (typeof descriptor !== 'object' || descriptor === null) throw new Error('not an object');
  } catch {
    descriptor = {};
    warnings.push(`${descriptorFile}: not a data package descriptor; reading the HSDS tables by their usual file names.`);
  }
  const listed = (descriptor.resources ?? [])
    .flatMap((r) => (Array.isArray(r.path) ? r.path : r.path ? [r.path] : []))
    .filter((p) => p.endsWith('.csv'));
  // Real 211 exports list "services.csv" while the file sits in a folder beside the descriptor ("data/services.csv"):
  // a bare name not found beside it is looked for one folder down, and read from there when that finds one file.
  const foundBelow: string[] = [];
  const locate = (p: string): string => {
    if (files.has(prefix + p) || p.includes('/')) return prefix + p;
    const below = [...files.keys()].filter((f) => f.startsWith(prefix) && basename(f) === p && f.slice(prefix.length).split('/').length === 2);
    if (below.length !== 1) return prefix + p;
    foundBelow.push(below[0]!.slice(prefix.length));
    return below[0]!;
  };
  const paths = listed.length > 0 ? listed.map(locate) : [...files.keys()].filter((f) => f.startsWith(prefix) && f.endsWith('.csv') && !f.slice(prefix.length).includes('/'));
  const tables: Tables = new Map();
  const servicesFiles: string[] = [];
  for (const path of paths) {
    const table = TABLE_NAMES[basename(path, '.csv').toLowerCase()];
    if (!table) continue;
    const read = files.get(path);
    if (!read) {
      warnings.push(`${basename(path)}: listed in datapackage.json but not in the package.`);
      leftOut.push(basename(path));
      continue;
    }
    let rows: TableRow[];
    try {
      rows = parseCsv(basename(path), table, new TextDecoder().decode(read()));
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      if ((REQUIRED_TABLES as readonly string[]).includes(table)) throw new ImportError(`${error.message}; nothing was imported.`);
      // One broken table of details does not hold back the whole directory; the operator is told what is missing.
      warnings.push(`${error.message}; the rest was imported without this file's ${table.replace(/_/g, ' ')}.`);
      leftOut.push(basename(path));
      continue;
    }
    // Appended in place (a table may come in several files; no copy, and no spread of a long list as arguments).
    const held = tables.get(table);
    if (held) for (const row of rows) held.push(row);
    else tables.set(table, rows);
    if (table === 'services') servicesFiles.push(basename(path));
  }
  for (const required of REQUIRED_TABLES) {
    if (!tables.has(required)) throw new ImportError(`${label}: the ${required}.csv table is missing; nothing was imported.`);
  }
  return { tables, name: descriptor.name, title: descriptor.title, homepage: descriptor.homepage, servicesFrom: servicesFiles.join(', '), warnings, leftOut, ...(foundBelow.length ? { foundBelow } : {}) };
}

function folderFiles(dir: string, under = ''): Files {
  const files: Files = new Map();
  for (const entry of readdirSync(join(dir, under))) {
    const rel = under ? `${under}/${entry}` : entry;
    if (statSync(join(dir, rel)).isDirectory()) {
      // Two folders down at most: a descriptor one folder down, and its tables in a folder beside it.
      if (under.split('/').length < 2) for (const [k, v] of folderFiles(dir, rel)) files.set(k, v);
    } else files.set(rel, () => readFileSync(join(dir, rel)));
  }
  return files;
}

/** The most one file of an HSDS zip may hold once inflated, and all of them together (a national 211 is far less). */
export const ZIP_ENTRY_MAX_BYTES = 200 * 1024 * 1024;
export const ZIP_TOTAL_MAX_BYTES = 400 * 1024 * 1024;

function zipFiles(path: string): Files {
  let entries: Record<string, Uint8Array>;
  // Only the files a data package is read from are inflated (datapackage.json and the .csv tables), each to the size
  // its header gives (fflate inflates no further), within the caps: a small zip that would inflate to gigabytes is
  // refused before any of it is unpacked.
  let total = 0;
  let tooLarge: string | undefined;
  try {
    entries = unzipSync(readFileSync(path), {
      filter: (file) => {
        if (!/(^|\/)datapackage\.json$|\.csv$/i.test(file.name)) return false;
        total += file.originalSize;
        if (file.originalSize > ZIP_ENTRY_MAX_BYTES || total > ZIP_TOTAL_MAX_BYTES) tooLarge ??= file.name;
        return tooLarge === undefined;
      },
    });
  } catch (error) {
    throw new ImportError(`${basename(path)}: not a readable .zip file (${(error as Error).message}).`);
  }
  if (tooLarge !== undefined) {
    throw new ImportError(
      `${basename(path)}: ${tooLarge} would unpack to more than this import takes (${ZIP_ENTRY_MAX_BYTES / 1024 / 1024} MB a file, ${ZIP_TOTAL_MAX_BYTES / 1024 / 1024} MB in all); nothing was imported. Unpack it yourself and import the folder if it is really that large.`,
    );
  }
  return new Map(Object.entries(entries).filter(([name]) => !name.endsWith('/')).map(([name, bytes]) => [name, () => bytes]));
}

/** A folder holding datapackage.json (at its top or one folder down), or a .zip of one. */
export function readPackage(source: string): ReadPackage {
  if (!existsSync(source)) throw new ImportError(`${source}: no such file or folder.`);
  const files = statSync(source).isDirectory() ? folderFiles(source) : zipFiles(source);
  return fromFiles(files, basename(source));
}
