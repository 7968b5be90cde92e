// Loads a national open data set into the database at DATABASE_PATH, safely while the server runs (one transaction):
//   npm run import:open-data -- <data set> [--file PATH | --url URL] [--dry-run] [--allow-private-address]
// Data sets: cms-hospitals, hud-pha-contacts (api/open-data/datasets.ts). Without --file or --url it downloads the
// current release from the publisher's official address, where the publisher offers one.
import { readConfig } from '../config.ts';
import { oneArgument, usageError } from './args.ts';
import { createLog } from '../log.ts';
import { openDb } from '../db/client.ts';
import { DATA_SETS } from '../open-data/datasets.ts';
import { importOpenData } from '../open-data/import.ts';
import { ImportError } from '../hsds/tables.ts';

const USAGE = `Usage: npm run import:open-data -- <${DATA_SETS.map((d) => d.id).join(' | ')}> [--file PATH | --url URL] [--dry-run] [--allow-private-address]`;

const { arg: id, values } = oneArgument(USAGE, { file: { type: 'string' }, url: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'allow-private-address': { type: 'boolean' } });
if (values.file && values.url) usageError(USAGE, 'Give --file or --url, not both.');

const config = readConfig();
const log = createLog(config.LOG_FORMAT);
const db = openDb(config.DATABASE_PATH);
try {
  const result = await importOpenData(db, id, { file: values.file, url: values.url, dryRun: values['dry-run'], allowPrivateAddress: values['allow-private-address'] });
  const { invalid, ...counts } = result.report;
  log.info('import', `Data set "${id}": ${result.lines.join('\n')}`, { source: id, dryRun: Boolean(values['dry-run']), ...counts, invalid: invalid.length, approximate: result.approximate, unplaced: result.unplaced });
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  console.error(`Nothing imported. ${error.message}`);
  process.exitCode = 1;
} finally {
  db.$client.close();
}
