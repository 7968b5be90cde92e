// A consistent copy of the live database, made while the server keeps answering, then checked:
//   npm run db:backup -- <file>
import { existsSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { oneArgument } from './args.ts';
import { openDb } from '../db/client.ts';
import { backupDatabase } from '../ops/backup.ts';

const USAGE = 'Usage: npm run db:backup -- <file>';
const { arg: to } = oneArgument(USAGE, {});
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
