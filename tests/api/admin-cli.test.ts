// npm run admin:add: the first admin from the command line. An account name alone is enough (admin by default); an
// email must be said to be one, since anyone can create an account named like someone else's address.
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../api/auth/embedded-idp.ts';
import { databaseEnv, sqlRows, tempDb, type TempDb } from '../fixtures/db.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
  await createAccount(t.db, { username: 'site.admin', password: 'four unrelated words here', confirm: 'four unrelated words here' });
  await createAccount(t.db, { username: 'director@ngo.org', password: 'four unrelated words here', confirm: 'four unrelated words here' });
});
afterEach(() => t.close());

function run(...args: string[]): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'api/cli/admin-add.ts', ...args], { cwd: ROOT, env: { ...process.env, ...databaseEnv(t) }, stdio: 'pipe' });
    return { code: 0, out: out.toString() };
  } catch (err) {
    const e = err as { status: number; stderr: Buffer; stdout: Buffer };
    return { code: e.status, out: e.stderr.toString() + e.stdout.toString() };
  }
}
const admins = async () => (await sqlRows<{ by_user: unknown }>(t.db, 'SELECT label, role, email, user_id IS NOT NULL AS by_user FROM admin_users ORDER BY label')).map((r) => ({ ...r, by_user: Number(r.by_user) }));

describe('admin:add', () => {
  it('adds an account by name, as admin unless told otherwise, once', async () => {
    expect(run('site.admin')).toMatchObject({ code: 0, out: expect.stringContaining('Added site.admin as admin') });
    expect(run('site.admin', '--role', 'editor').out).toContain('already in the admin list');
    expect((await admins())).toEqual([{ label: 'site.admin', role: 'admin', email: null, by_user: 1 }]);
  });

  it('never takes an address-like name as either kind without being told', async () => {
    expect(run('director@ngo.org').code).toBe(2);
    expect((await admins())).toEqual([]);
    expect(run('--email', 'Director@NGO.org', '--role', 'editor').code).toBe(0);
    expect((await admins())).toEqual([{ label: 'director@ngo.org', role: 'editor', email: 'director@ngo.org', by_user: 0 }]);
  });

  it('refuses unknown accounts and roles', async () => {
    expect(run('nobody.here').code).toBe(1);
    expect(run('site.admin', '--role', 'owner').code).toBe(2);
    expect((await admins())).toEqual([]);
  });
});
