// Two instances of the built server on one PostgreSQL database behind a load balancer (issue 38), in Chromium: every
// request may go to either. She signs up, and her session holds whichever instance answers; a message she wrote
// offline is sent once when she is back, though the instance that served her page has been killed meanwhile.
// Needs PostgreSQL's programs, as the PostgreSQL test projects do (.ci/run installs them): without them it fails,
// saying so, rather than passing by skipping.
import pg from 'pg';
import { startBalancer, type Balancer } from '../fixtures/balancer.ts';
import { startPostgres, type Postgres } from '../fixtures/postgres.ts';
import { expect, expectNoSeriousA11yViolations, test as base, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { fillContactForm } from './contact-form.ts';
import { startServer, type RunningServer } from './server.ts';

interface Site {
  balancer: Balancer;
  instances: RunningServer[];
  databaseUrl: string;
}

const test = base.extend<object, { site: Site }>({
  site: [
    async ({}, use) => {
      const postgres: Postgres = await startPostgres();
      const balancer = await startBalancer();
      const databaseUrl = postgres.createDatabase('e2e_instances');
      // One address for both, the balancer's: sign-in sends her back there, whichever instance started it.
      const env = { DATABASE_URL: databaseUrl, PUBLIC_ORIGIN: balancer.origin };
      const instances = await Promise.all([startServer({ env }), startServer({ env })]);
      balancer.instances.push(...instances.map((i) => i.baseURL));
      await use({ balancer, instances, databaseUrl });
      await balancer.close();
      await Promise.all(instances.map((i) => i.stop()));
      await postgres.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.balancer.origin),
});

test.describe.configure({ mode: 'serial' });

async function storedCount(databaseUrl: string, subject: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM contact_messages WHERE subject = $1', [subject])).rows[0].n);
  } finally {
    await client.end();
  }
}

test('her session holds on either instance: signed up through one, her dashboard from both', async ({ page, site }) => {
  await page.goto('/api/login?returnTo=%2Fdashboard');
  await page.getByRole('link', { name: 'Create one' }).click();
  await page.getByLabel('Account name').fill('two.instances');
  await page.getByLabel('Password', { exact: true }).fill('four unrelated words here');
  await page.getByLabel('Password again').fill('four unrelated words here');
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectNoSeriousA11yViolations(page);

  // The balancer takes turns, but the page's own requests (its sync, once idle) take turns too: she asks until both
  // instances have answered her (at most ten times), and each knows her.
  const from = site.balancer.answered.length;
  const who = () => new Set(site.balancer.answered.slice(from).filter((a) => a.path === '/api/auth/user').map((a) => a.instance));
  for (let i = 0; i < 10 && who().size < 2; i++) expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect(who()).toEqual(new Set([0, 1]));
  // The sign-in itself went through both (its steps alternate between them).
  expect(new Set(site.balancer.answered.filter((a) => a.path.startsWith('/idp') || a.path === '/api/callback').map((a) => a.instance))).toEqual(new Set([0, 1]));
});

test('a message written offline is sent once after the instance that served her page was killed', WITH_SERVICE_WORKER, async ({ page, context, site }) => {
  const subject = `Two instances ${Date.now()}`;
  await page.goto('/contact');
  await waitForServiceWorker(page);
  const servedBy = [...site.balancer.answered].reverse().find((a) => a.path === '/contact')!.instance;
  await context.setOffline(true);
  await fillContactForm(page, subject);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('main').getByText('Saved on this device: it will be sent when you are back online.')).toBeVisible();

  await site.instances[servedBy]!.kill();
  await context.setOffline(false);
  // Background Sync does not fire under test: the page replays on `online`, dispatched until the queue is empty.
  const waiting = page.getByRole('region', { name: /Waiting to be sent/ });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      return waiting.count();
    })
    .toBe(0);
  await expect(page.getByRole('list', { name: 'Sent' }).getByRole('listitem').filter({ hasText: `Message: ${subject}` })).toBeVisible();
  // The other instance took it, and it is stored once.
  const sent = site.balancer.answered.filter((a) => a.method === 'POST' && a.path === '/api/contact');
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent.map((a) => a.instance))).toEqual(new Set([1 - servedBy]));
  expect(await storedCount(site.databaseUrl, subject)).toBe(1);
  await expectNoSeriousA11yViolations(page);
});
