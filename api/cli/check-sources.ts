// Operators: checks every listing's source page and website (a public data set's listings by its page, once),
// politely, and writes a report of dead and moved links grouped by state. It never changes data. Only public
// addresses are visited: a link, or a redirect, into loopback, a private network or a cloud's metadata service is
// reported as refused and never asked.
//   npm run check:sources -- [--out report.md] [--delay-ms 500] [--timeout-ms 10000]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readConfig } from '../config.ts';
import { flags, usageError } from './args.ts';
import { closeDb, openConfigured } from '../db/client.ts';
import { listResources } from '../db/resources-repo.ts';
import { projectPath } from '../project-root.ts';
import { checkListings, linkReport, linksToCheck } from '../sources/check-links.ts';

const USAGE = 'Usage: npm run check:sources -- [--out report.md] [--delay-ms 500] [--timeout-ms 10000]';
const values = flags(USAGE, { out: { type: 'string' }, 'delay-ms': { type: 'string' }, 'timeout-ms': { type: 'string' } });
const number = (raw: string | undefined, fallback: number, name: string) => {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) usageError(USAGE, `${name} must be a whole number of milliseconds.`);
  return n;
};
const delayMs = number(values['delay-ms'], 500, '--delay-ms');
const timeoutMs = number(values['timeout-ms'], 10_000, '--timeout-ms');

const config = readConfig();
const db = await openConfigured(config);
const listings = await listResources(db);
await closeDb(db);
if (listings.length === 0) {
  console.error(`No listings in ${config.DATABASE_PATH}: start the server once (it loads data/resources.json), or set DATABASE_PATH.`);
  process.exit(1);
}
const now = new Date();
const out = values.out ?? projectPath('var', `link-check-${now.toISOString().slice(0, 10)}.md`);
const userAgent = `women-help-link-check/1.0${config.PUBLIC_ORIGIN ? ` (+${config.PUBLIC_ORIGIN})` : ''}`;
const { listings: toCheck, dataSets } = linksToCheck(listings);
const results = await checkListings(toCheck, {
  delayMs,
  timeoutMs,
  userAgent,
  onProgress: (done, total) => {
    if (done % 25 === 0 || done === total) process.stderr.write(`\r${done} of ${total} links`);
  },
});
process.stderr.write('\n');
const report = linkReport(results, now, dataSets);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, report);
console.log(`${report.split('\n')[2]}\nReport: ${out}`);
