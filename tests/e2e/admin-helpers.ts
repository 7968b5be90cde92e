// Signing up through the embedded provider and making that account an admin with `npm run admin:add`, as the README
// says to: shared by the admin area's tests.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { RunningServer } from './server.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

export async function signUp(page: Page, name: string) {
  await page.goto('/api/login?returnTo=%2Fadmin');
  await page.getByRole('link', { name: 'Create one' }).click();
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('four unrelated words here');
  await page.getByLabel('Password again').fill('four unrelated words here');
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

export function makeAdmin(server: RunningServer, name: string) {
  // As the README says to: the account name alone (the role defaults to admin).
  const out = execFileSync(process.execPath, [join(ROOT, 'dist/server/api/cli/admin-add.js'), name], { env: { ...process.env, DATABASE_PATH: server.dbPath } });
  expect(out.toString()).toContain(`Added ${name} as admin`);
}

