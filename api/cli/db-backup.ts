// A consistent copy of the live database, made while the server keeps answering, then checked:
//   npm run db:backup -- <file>
// The database is opened read-only: no migration runs and nothing in it changes, whatever version the server is.
// Says what it did as a 'backup' event (a JSON line with LOG_FORMAT=json).
import { existsSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { oneArgument } from './args.ts';
import { openDbReadOnly } from '../db/client.ts';
import { createLog } from '../log.ts';
import { backupDatabase } from '../ops/backup.ts';

const USAGE = 'Usage: npm run db:backup -- <file>';
const { arg: to } = oneArgument(USAGE, {});
const config = readConfig();
const log = createLog(config.LOG_FORMAT);
if (config.DATABASE_URL) {
  log.error('backup', `This command copies the SQLite file, and DATABASE_URL is set: back up PostgreSQL with its own tools, e.g. pg_dump --format=custom --file=${to} "$DATABASE_URL" (or your provider's point-in-time recovery). Nothing was written.`);
  process.exit(2);
}
if (existsSync(to)) {
  log.error('backup', `${to} exists already: give a new file name (a backup never overwrites another).`);
  process.exit(1);
}
if (!existsSync(config.DATABASE_PATH)) {
  log.error('backup', `No database at ${config.DATABASE_PATH} (DATABASE_PATH): nothing to back up.`);
  process.exit(1);
}
const db = openDbReadOnly(config.DATABASE_PATH);
try {
  const report = await backupDatabase(db, to, { allAtOnce: true });
  const rows = Object.entries(report.tables).map(([t, n]) => `${t} ${n}`).join(', ');
  const noted = report.recorded ? '' : ` Not noted for GET /api/health (the folder of ${config.DATABASE_PATH} is not writable).`;
  log.info('backup', `Backup written to ${report.file} (${(report.bytes / 1024).toFixed(0)} KB, ${report.ms} ms, owner-only). Check: integrity ${report.integrity}. Rows: ${rows}.${noted}`, {
    file: report.file,
    bytes: report.bytes,
    startedAt: report.startedAt.toISOString(),
    copyMs: report.copyMs,
    ms: report.ms,
    integrity: report.integrity,
    tables: report.tables,
    recorded: report.recorded,
  });
} catch (error) {
  log.error('backup', `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  db.$client.close();
}
