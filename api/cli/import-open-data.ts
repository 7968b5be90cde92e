// Loads a national open data set into the database at DATABASE_PATH, safely while the server runs (one transaction):
//   npm run import:open-data -- <data set> [--file PATH | --url URL] [--release YYYY[-MM-DD]] [--dry-run] [--allow-shrink] [--allow-private-address]
// A file listing fewer than half of the places held from the data set is refused (a download cut short) unless
// --allow-shrink says the publisher really dropped them.
// Cards name the release a listing comes from: the date the file carries (HUD's extraction date, HRSA's record
// dates), the catalogue entry's date (CMS), or --release; else the release the mapping was written for.
// Data sets: cms-hospitals, hud-pha-contacts, hrsa-health-centers (api/open-data/datasets.ts). Without --file or --url it downloads the
// current release from the publisher's official address, where the publisher offers one.
import { readConfig } from '../config.ts';
import { oneArgument, usageError } from './args.ts';
import { createLog } from '../log.ts';
import { closeDb, openConfigured } from '../db/client.ts';
import { DATA_SETS } from '../open-data/datasets.ts';
import { importOpenData } from '../open-data/import.ts';
import { ImportError } from '../hsds/tables.ts';

const USAGE = `Usage: npm run import:open-data -- <${DATA_SETS.map((d) => d.id).join(' | ')}> [--file PATH | --url URL] [--release YYYY[-MM-DD]] [--dry-run] [--allow-shrink] [--allow-private-address]`;

const { arg: id, values } = oneArgument(USAGE, { file: { type: 'string' }, url: { type: 'string' }, release: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'allow-shrink': { type: 'boolean' }, 'allow-private-address': { type: 'boolean' } });
if (values.file && values.url) usageError(USAGE, 'Give --file or --url, not both.');
if (values.release !== undefined && !/^\d{4}(-\d{2}-\d{2})?$/.test(values.release)) usageError(USAGE, '--release is a year (2026) or a date (2026-10-01).');

const config = readConfig();
const log = createLog(config.LOG_FORMAT);
const db = await openConfigured(config);
try {
  const result = await importOpenData(db, id, { file: values.file, url: values.url, release: values.release, dryRun: values['dry-run'], allowShrink: values['allow-shrink'], allowPrivateAddress: values['allow-private-address'] });
  const { invalid, ...counts } = result.report;
  log.info('import', `Data set "${id}": ${result.lines.join('\n')}`, { source: id, dryRun: Boolean(values['dry-run']), ...counts, invalid: invalid.length, approximate: result.approximate, unplaced: result.unplaced });
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  console.error(`Nothing imported. ${error.message}`);
  process.exitCode = 1;
} finally {
  await closeDb(db);
}
