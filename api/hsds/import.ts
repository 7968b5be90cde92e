// One import of one HSDS source: read it (folder, .zip or API), map it, write it in one transaction, and say what
// happened in words an operator can act on.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { CATEGORY_LABELS } from '../../shared/categories.ts';
import { DEFAULT_CATEGORY } from '../../shared/hsds/category-rules.ts';
import type { Db } from '../db/client.ts';
import { applyImport, liveListingCount, type ImportReport } from '../db/import-repo.ts';
import { readApi } from './api-source.ts';
import { mapTables, type MappedSource } from './listings.ts';
import { ImportError, readPackage, type ReadPackage } from './tables.ts';

export interface ImportOptions {
  /** The key its listings are filed under; a later import with the same key updates them. */
  source?: string;
  /** Who publishes it, as cards name them. */
  name?: string;
  /** Where its data can be checked (https). */
  sourceUrl?: string;
  dryRun?: boolean;
  /**
   * Import a source that lists no service at all, removing every listing it gave before. Without it such a source
   * is refused: an export cut short or an API having a bad day must not empty a region's directory.
   */
  allowEmpty?: boolean;
  now?: Date;
  /** Read an HSDS API at a private or loopback address (the operator's --allow-private-address); refused otherwise. */
  allowPrivateAddress?: boolean;
}

export interface ImportResult {
  sourceKey: string;
  report: ImportReport;
  mapped: MappedSource;
  /** What the import left out but went on without: a table that could not be read, a phone number, hours; by file and row. */
  warnings: string[];
  /** The summary line, then details. */
  lines: string[];
}

const isUrl = (s: string) => /^https?:\/\//i.test(s);

async function read(source: string, options: ImportOptions): Promise<ReadPackage> {
  if (isUrl(source) && !existsSync(source)) return readApi(source, { allowPrivateAddress: options.allowPrivateAddress });
  return readPackage(source);
}

function keyOf(text: string): string {
  return text.toLowerCase().replace(/\.zip$/, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'hsds';
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export async function importHsds(db: Db, source: string, options: ImportOptions = {}): Promise<ImportResult> {
  const pkg = await read(source, options);
  const sourceKey = keyOf(options.source ?? pkg.name ?? basename(source.replace(/\/+$/, '')));
  const sourceUrl = options.sourceUrl ?? (pkg.homepage && /^https:\/\//.test(pkg.homepage) ? pkg.homepage : undefined) ?? (isUrl(source) ? source : undefined);
  if (!sourceUrl || !/^https?:\/\//.test(sourceUrl)) {
    throw new ImportError(`${basename(source)}: say where this directory can be checked, e.g. --source-url https://211example.org/data (its data package names no homepage).`);
  }
  const now = options.now ?? new Date();
  const name = options.name ?? pkg.title ?? pkg.name ?? sourceKey;
  const mapped = mapTables(pkg.tables, { name, url: sourceUrl, importedOn: now.toISOString().slice(0, 10) });
  if (mapped.listings.length === 0 && !options.allowEmpty) throw new ImportError(await emptySource(db, sourceKey, pkg, mapped));
  const partial = pkg.leftOut.length > 0;
  const report = await applyImport(db, sourceKey, mapped.listings, { dryRun: options.dryRun, now, partial });
  const lines = summarize(report, mapped, options.dryRun);
  if (pkg.foundBelow?.length) {
    lines.splice(1, 0, `Tables listed in datapackage.json by bare name were read one folder down: ${pkg.foundBelow.join(', ')}.`);
  }
  if (partial) {
    lines.splice(1, 0, `Part of the source could not be read (${pkg.leftOut.join(', ')}): ${plural(report.keptPartial, 'listing')} already held from it kept as ${report.keptPartial === 1 ? 'it was' : 'they were'}, and none removed. Fix the source and import it again.`);
  }
  return { sourceKey, report, mapped, warnings: [...pkg.warnings, ...mapped.warnings], lines };
}

/** The refusal of a source that gives no service to list. */
async function emptySource(db: Db, sourceKey: string, pkg: ReadPackage, mapped: MappedSource): Promise<string> {
  const rows = pkg.tables.get('services')?.length ?? 0;
  const what = rows === 0 ? `${pkg.servicesFrom} lists no services` : `none of the ${plural(rows, 'service')} in ${pkg.servicesFrom} can be listed (${inWords(skipReasons(mapped))})`;
  const listed = await liveListingCount(db, sourceKey);
  const harm = listed ? `; importing it would remove ${listed === 1 ? 'the one listing' : `all ${listed} listings`} of "${sourceKey}"` : '';
  return `${what}${harm}. If the source really has no services now, import it again with --allow-empty.`;
}

/** Why services of the source are not listed, and how many for each reason. */
function skipReasons(mapped: MappedSource, report?: ImportReport): Map<string, number> {
  const reasons = new Map<string, number>();
  const count = (reason: string, n = 1) => reasons.set(reason, (reasons.get(reason) ?? 0) + n);
  for (const s of mapped.skipped) count(s.reason === 'no name' ? 'without a name' : s.reason === 'no id' ? 'without an id' : s.reason);
  if (report?.invalid.length) count('not valid', report.invalid.length);
  if (mapped.inactive) count('inactive or defunct', mapped.inactive);
  if (report?.keptEdited) count('edited in the admin area, kept as edited', report.keptEdited);
  return reasons;
}

/** "1 without a name, 1 inactive or defunct". */
const inWords = (reasons: Map<string, number>) => [...reasons].map(([reason, n]) => `${n} ${reason}`).join(', ');

export function summarize(report: ImportReport, mapped: MappedSource, dryRun = false): string[] {
  const reasons = skipReasons(mapped, report);
  const skipped = [...reasons.values()].reduce((a, b) => a + b, 0);
  const why = skipped ? ` (${inWords(reasons)})` : '';
  const lines = [
    `${dryRun ? 'Dry run, nothing written: ' : ''}${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.removed} removed, ${skipped} skipped${why}`,
  ];
  if (mapped.defaulted) lines.push(`${plural(mapped.defaulted, 'service')} matched no category rule and went to ${CATEGORY_LABELS[DEFAULT_CATEGORY]}.`);
  const confidential = mapped.listings.filter((l) => l.confidential).length;
  if (confidential) lines.push(`${plural(confidential, 'listing')} stored as confidential locations: no street address, ZIP code or coordinates.`);
  const approximate = mapped.listings.filter((l) => l.fields.approximatePlace).length;
  if (approximate) lines.push(`${plural(approximate, 'listing')} placed at the centre of their ZIP code (the source gave no coordinates).`);
  const byCounty = mapped.listings.filter((l) => l.fields.counties?.length).length;
  if (byCounty) lines.push(`${plural(byCounty, 'listing')} placed in the counties their service areas name.`);
  if (mapped.countiesUnplaced) lines.push(`${plural(mapped.countiesUnplaced, 'service area')} named as a county matched no county of the listing's state, and count for no county.`);
  for (const s of mapped.skipped) lines.push(`${s.where}: skipped, ${s.reason === 'no name' ? 'the service has no name' : s.reason === 'no id' ? 'the service has no id' : s.reason}.`);
  for (const s of report.invalid) lines.push(`${s.where}: skipped, not a valid listing (${s.reason}).`);
  return lines;
}
