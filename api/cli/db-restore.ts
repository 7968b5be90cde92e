// Puts a backup in place of the database, with the server stopped:
//   npm run db:restore -- <file>
// The copy is checked first (whole, and a database of this site this version can use); the current database is kept
// aside (renamed, with its -wal and -shm files) and then the copy is put in place and brought up to date with the
// migrations. Writes made after the copy was taken are lost.
import { copyFileSync, chmodSync, existsSync, renameSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { oneArgument } from './args.ts';
import { openDb } from '../db/client.ts';
import { checkCopy } from '../ops/backup.ts';
import { realDatabasePath, servingProcess } from '../ops/server-lock.ts';

const USAGE = 'Usage: npm run db:restore -- <backup file>';
const { arg: from } = oneArgument(USAGE, {});
const config = readConfig();
if (config.DATABASE_URL) {
  console.error(`This command restores the SQLite file, and DATABASE_URL is set: restore PostgreSQL with its own tools, e.g. pg_restore --clean --if-exists --dbname="$DATABASE_URL" ${from} with every instance stopped, then start one (it brings the schema up to date). Nothing was changed.`);
  process.exit(2);
}
const configured = config.DATABASE_PATH;
// The file itself, links followed: a server started with another spelling of the path is still found, and the file it
// uses is the one replaced (not a link to it).
const target = realDatabasePath(configured);
const pid = servingProcess(target);
if (pid) {
  console.error(`A server (process ${pid}) is using ${configured}. Stop it first, then restore; nothing was changed.`);
  process.exit(1);
}
const check = checkCopy(from);
if (!check.ok) {
  console.error(`${from} is not a usable copy (${check.problem ?? check.integrity}); nothing was changed.`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
const aside = `${target}.before-restore-${stamp}`;
if (existsSync(target)) {
  for (const suffix of ['', '-wal', '-shm']) {
    if (!existsSync(target + suffix)) continue;
    renameSync(target + suffix, aside + suffix);
    // Kept aside, it is still her data: owner-only, whatever the file's permissions were.
    chmodSync(aside + suffix, 0o600);
  }
}
copyFileSync(from, target);
chmodSync(target, 0o600);
// Opening it applies any migration newer than the copy.
openDb(target).$client.close();
const after = checkCopy(target);
const rows = Object.entries(after.tables).map(([t, n]) => `${t} ${n}`).join(', ');
console.log(`Restored ${from} to ${target}${existsSync(aside) ? `; the previous database is kept as ${aside}` : ''}. Check: integrity ${after.integrity}. Rows: ${rows}.`);
if (!after.ok) process.exitCode = 1;
