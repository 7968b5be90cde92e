// A consistent copy of the live database, made while the server keeps answering, then checked:
//   npm run db:backup -- <file>
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { backupDatabase } from '../ops/backup.ts';

const USAGE = 'Usage: npm run db:backup -- <file>';
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: {} });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const [to, ...extra] = parsed.positionals;
if (!to || extra.length) {
  console.error(USAGE);
  process.exit(2);
}
if (existsSync(to)) {
  console.error(`${to} exists already: give a new file name (a backup never overwrites another).`);
  process.exit(1);
}
const config = readConfig();
if (!existsSync(config.DATABASE_PATH)) {
  console.error(`No database at ${config.DATABASE_PATH} (DATABASE_PATH): nothing to back up.`);
  process.exit(1);
}
const db = openDb(config.DATABASE_PATH);
try {
  const report = await backupDatabase(db, to);
  const rows = Object.entries(report.tables).map(([t, n]) => `${t} ${n}`).join(', ');
  console.log(`Backup written to ${report.file} (${(report.bytes / 1024).toFixed(0)} KB, ${report.ms} ms, owner-only). Check: integrity ${report.integrity}. Rows: ${rows}.`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  db.$client.close();
}
