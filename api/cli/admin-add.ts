// Adds an admin from the command line (the first admin of a fresh site, or when no admin can sign in):
//   npm run admin:add -- <account name or email> [--role admin|editor]
// An account name is one of the site's own sign-in accounts; an email address is matched against the verified email
// an outside sign-in provider gives. The addition is written to the audit log.
import { z } from 'zod';
import { ADMIN_ROLES, type AdminRole } from '../../shared/admin/roles.ts';
import { readConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { addAdminUser } from '../db/admin-repo.ts';
import { idpAccounts } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

const args = process.argv.slice(2);
const roleAt = args.indexOf('--role');
const role = (roleAt >= 0 ? args[roleAt + 1] : 'admin') as AdminRole;
const who = args.find((a, i) => !a.startsWith('--') && i !== roleAt + 1)?.trim();

if (!who || !(ADMIN_ROLES as readonly string[]).includes(role)) {
  console.error('Usage: npm run admin:add -- <account name or email> [--role admin|editor]');
  process.exit(2);
}

const db = openDb(readConfig().DATABASE_PATH);
const name = who.toLowerCase();
const isAccount = Boolean(db.select({ id: idpAccounts.id }).from(idpAccounts).where(eq(idpAccounts.username, name)).get());
const isEmail = z.email().safeParse(who).success;
if (!isAccount && !isEmail) {
  console.error(`No sign-in account is named "${who}", and it is not an email address. Create the account first (Sign in → Create one), then run this again.`);
  process.exit(1);
}
const out = addAdminUser(db, undefined, { ...(isAccount ? { account: name } : { email: who }), role, permissions: [] });
db.$client.close();
if (out.kind === 'exists') {
  console.log(`${who} is already in the admin list.`);
} else if (out.kind === 'no-account') {
  console.error(`No sign-in account is named "${who}".`);
  process.exit(1);
} else {
  console.log(`Added ${who} as ${role}. They will see the admin area at /admin after signing in.`);
}
