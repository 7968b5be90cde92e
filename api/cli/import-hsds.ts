// Loads a directory published in Open Referral's HSDS into the database at DATABASE_PATH, safely while the server
// runs (one transaction; the server sees the new listings within a second):
//   npm run import:hsds -- <folder | file.zip | https://api.example.org/hsds> [--source key] [--name "Who publishes it"]
//                          [--source-url https://where-to-check] [--dry-run] [--allow-empty] [--allow-private-address]
// A source that lists no services is refused unless --allow-empty says that it really has none now (it would remove
// every listing it gave before). An API at a loopback, private or link-local address is refused unless
// --allow-private-address says the operator means it: an address handed to us must not get an internal service read
// and published as listings.
import { readConfig } from '../config.ts';
import { oneArgument } from './args.ts';
import { createLog } from '../log.ts';
import { closeDb, openConfigured } from '../db/client.ts';
import { importHsds } from '../hsds/import.ts';
import { ImportError } from '../hsds/tables.ts';

const USAGE =
  'Usage: npm run import:hsds -- <folder | file.zip | HSDS API base URL> [--source key] [--name "Publisher"] [--source-url https://…] [--dry-run] [--allow-empty] [--allow-private-address]';

const { arg: from, values } = oneArgument(USAGE, { source: { type: 'string' }, name: { type: 'string' }, 'source-url': { type: 'string' }, 'dry-run': { type: 'boolean' }, 'allow-empty': { type: 'boolean' }, 'allow-private-address': { type: 'boolean' } });

const config = readConfig();
const log = createLog(config.LOG_FORMAT);
const db = await openConfigured(config);
try {
  const result = await importHsds(db, from, {
    source: values.source,
    name: values.name,
    sourceUrl: values['source-url'],
    dryRun: values['dry-run'],
    allowEmpty: values['allow-empty'],
    allowPrivateAddress: values['allow-private-address'],
  });
  for (const warning of result.warnings) console.warn(`Note: ${warning}`);
  const { invalid, ...counts } = result.report;
  log.info('import', `Source "${result.sourceKey}": ${result.lines.join('\n')}`, { source: result.sourceKey, dryRun: Boolean(values['dry-run']), ...counts, invalid: invalid.length });
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  console.error(`Nothing imported. ${error.message}`);
  process.exitCode = 1;
} finally {
  await closeDb(db);
}
