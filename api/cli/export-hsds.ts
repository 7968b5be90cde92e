// Writes the live directory at DATABASE_PATH as an Open Referral HSDS 3.0 CSV datapackage (.zip), for 211s and other
// directories to load; our own importer reads it back to the same listings:
//   npm run export:hsds -- <file.zip>
import { writeFileSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { oneArgument } from './args.ts';
import { closeDb, openConfigured } from '../db/client.ts';
import { listResources } from '../db/resources-repo.ts';
import { exportHsdsPackage } from '../hsds/export-package.ts';

const USAGE = 'Usage: npm run export:hsds -- <file.zip>';

const { arg: to } = oneArgument(USAGE, {}, (file) => file.toLowerCase().endsWith('.zip'));

const config = readConfig();
const db = await openConfigured(config);
try {
  const { zip, counts } = exportHsdsPackage(await listResources(db), { title: config.ORG_NAME, ...(config.PUBLIC_ORIGIN ? { homepage: config.PUBLIC_ORIGIN } : {}) });
  writeFileSync(to, zip);
  console.log(`Wrote ${to}: ${counts.services} services, ${counts.organizations} organizations, ${counts.locations} locations (HSDS 3.0).`);
} finally {
  await closeDb(db);
}
