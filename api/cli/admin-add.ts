// Adds an admin from the command line (the first admin of a fresh site, or when no admin can sign in):
//   npm run admin:add -- --account <name> [--role admin|editor]   one of the site's own sign-in accounts
//   npm run admin:add -- --email <address> [--role admin|editor]  an outside provider's verified email
// A bare name is taken as an account name, but only when it has no "@": account names may contain "@", and anyone
// can create an account named like someone else's email address, so an email must be said to be one.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_ROLES, type AdminRole } from '../../shared/admin/roles.ts';
import { readConfig } from '../config.ts';
import { addAdminUser } from '../db/admin-repo.ts';
import { closeDb, openConfigured } from '../db/client.ts';
import { idpAccounts } from '../db/tables.ts';

const USAGE = 'Usage: npm run admin:add -- --account <name> | --email <address> [--role admin|editor]';

function flag(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const args = process.argv.slice(2);
const role = (flag(args, '--role') ?? 'admin') as AdminRole;
const flagged = new Set(['--role', '--account', '--email'].flatMap((f) => (args.includes(f) ? [args.indexOf(f), args.indexOf(f) + 1] : [])));
const bare = args.filter((a, i) => !flagged.has(i) && !a.startsWith('--'));
const email = flag(args, '--email')?.trim();
let account = flag(args, '--account')?.trim().toLowerCase();
if (!email && !account && bare.length === 1 && !bare[0]!.includes('@')) account = bare[0]!.trim().toLowerCase();

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (!(ADMIN_ROLES as readonly string[]).includes(role)) fail(`${USAGE}\nThe role must be admin or editor.`, 2);
if (Boolean(email) === Boolean(account)) {
  fail(bare.some((b) => b.includes('@')) ? `${USAGE}\nSay whether "${bare[0]}" is an --email or an --account.` : USAGE, 2);
}
if (email && !z.email().safeParse(email).success) fail(`"${email}" is not an email address.`, 2);

const db = await openConfigured(readConfig());
if (account && !(await db.select({ id: idpAccounts.id }).from(idpAccounts).where(eq(idpAccounts.username, account)).limit(1))[0]) {
  await closeDb(db);
  fail(`No sign-in account is named "${account}". Create it first (Sign in → Create one), then run this again.`);
}
const out = await addAdminUser(db, undefined, { ...(account ? { account } : { email: email! }), role, permissions: [] });
await closeDb(db);
const who = account ?? email;
if (out.kind === 'exists') console.log(`${who} is already in the admin list.`);
else if (out.kind === 'no-account') fail(`No sign-in account is named "${who}".`);
else console.log(`Added ${who} as ${role}. They will see the admin area at /admin after signing in.`);
