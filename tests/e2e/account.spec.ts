// Signing in, in Chromium, through the site's own OpenID Connect provider (oidc-provider, served by the same server on
// loopback): create an account, move the device list into it, change a status offline (replayed once), set
// preferences and see recommendations, sign out (the old cookie is refused). A reused or tampered answer fails.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, sharedPage, test, waitForDeviceData, WITH_SERVICE_WORKER } from './fixtures.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function createAccount(page: Page, name: string, password: string, givenName: string) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quick exit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('What should we call you? (optional)').fill(givenName);
  await page.getByLabel('Password', { exact: true }).fill(password.slice(0, 6));
  await page.getByLabel('Password again').fill(password.slice(0, 6));
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  // A weak password is refused, with what she typed kept.
  await expect(page.getByRole('alert')).toContainText('at least 12 characters');
  await expect(page.getByLabel('Account name')).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password again').fill(password);
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
}

// One visitor's journey, in steps on one page (each step its own time-out; a step that fails skips the rest).
test.describe('sign up, move the device list in, change it offline, get recommendations, sign out', WITH_SERVICE_WORKER, () => {
  test.describe.configure({ mode: 'serial' });
  const shared = sharedPage({ serviceWorker: true });
  const callbacks: string[] = [];
  let title = '';

  test('a private list on this device moves into her new account', async () => {
    const page = shared();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/callback') callbacks.push(r.url());
    });
    // A private list on this device first.
    await page.goto('/resources/housing-shelter');
    await waitForDeviceData(page);
    const card = page.getByRole('article').first();
    title = await card.getByRole('heading').innerText();
    await card.getByRole('button', { name: new RegExp(`^Save ${escape(title)}$`) }).click();
    await expect(card.getByRole('button', { name: /^Saved / })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await createAccount(page, 'quiet.garden', 'four unrelated words here', 'Rosa');

    // Back on the dashboard, signed in: offered to move the device list into the account.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Move your list into your account?' })).toBeVisible();
    await expect(page.getByText('This device has a private list: 1 saved resource.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Move into my account' }).click();
    await expect(page.getByText('Welcome, Rosa.')).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/user/saved-resources')).json()) as unknown[])
      .toEqual([expect.objectContaining({ title, status: 'saved' })]);
  });

  test('offline, her changes show at once and are sent once when the connection returns', async () => {
    const page = shared();
    const context = page.context();
    // Offline: the status moves on the device at once, and waits to be sent.
    await page.getByRole('tab', { name: 'Saved Resources' }).click();
    const item = page.getByRole('tabpanel', { name: 'Saved Resources' }).getByRole('listitem').filter({ hasText: title });
    await context.setOffline(true);
    await item.getByRole('button', { name: /^Mark as Contacted/ }).click();
    await expect(item.locator('span.rounded-full').first()).toHaveText('Contacted');
    await expect(page.getByText('1 change waiting to be sent to your account.')).toBeVisible();
    // A reminder made offline, too.
    await page.getByRole('tab', { name: 'Reminders' }).click();
    await page.getByLabel('Title *').fill('Call the shelter back');
    await page.getByLabel('Due *').fill('2030-01-15T09:30');
    await page.getByRole('button', { name: 'Add reminder' }).click();
    await expect(page.getByText('2 changes waiting to be sent to your account.')).toBeVisible();
    await context.setOffline(false);
    // Background Sync does not fire under test: replay as the page does when the connection returns, twice.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const saved = (await (await page.request.get('/api/user/saved-resources')).json()) as { status: string }[];
    expect(saved).toEqual([expect.objectContaining({ status: 'contacted' })]);
    const reminders = (await (await page.request.get('/api/user/reminders')).json()) as { title: string }[];
    expect(reminders.map((r) => r.title)).toEqual(['Call the shelter back']);
  });

  test('her preferences give recommendations from her account', async () => {
    const page = shared();
    // Preferences, then recommendations with their score, fallbacks and reasons, from her account.
    await page.getByRole('tab', { name: 'Recommendations' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Recommendations' });
    await panel.getByRole('button', { name: 'Save preferences' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Choose at least one kind of help you are looking for.');
    await panel.getByLabel('Housing & Shelter').check();
    await panel.getByLabel('Spanish').check();
    await panel.getByRole('button', { name: 'Save preferences' }).click();
    await expect(panel.getByRole('heading', { name: 'Suggested for you' })).toBeVisible();
    const first = panel.getByRole('listitem').filter({ hasText: '% match' }).first();
    await expect(first).toContainText(/\d+% match/);
    await expect(first).toContainText('Offers housing & shelter, which you are looking for');
    await expect(first).toContainText(/Multiple locations|, [A-Z]{2}/);
    await expect(panel.getByText('Worked out by the site from your account’s preferences.')).toBeAttached();
    expect(await (await page.request.get('/api/user/preferences')).json()).toMatchObject({ needs: ['housing-shelter'], languages: ['Spanish'] });
    await expectNoSeriousA11yViolations(page);
  });

  test('the provider’s answer works once; sign out removes her copy; signing in again brings her list back', async ({ server }) => {
    const page = shared();
    const context = page.context();
    // The answer the provider sent back cannot be used a second time.
    expect(callbacks).toHaveLength(1);
    const reuse = await context.newPage();
    await reuse.goto(callbacks[0]!);
    await expect(reuse.getByRole('heading', { name: 'Sign-in did not work' })).toBeVisible();
    await reuse.close();

    // Sign out, removing the copy from this device; the old session cookie is refused afterwards.
    const old = (await context.cookies()).find((c) => c.name === 'session');
    expect(old).toBeDefined();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign out' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign out and remove it from this device' }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(server.baseURL)}/?$`));
    const me = await fetch(`${server.baseURL}/api/auth/user`, { headers: { cookie: `session=${old!.value}` } });
    expect(me.status).toBe(401);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await page.goto('/resources/housing-shelter');
    await expect(page.getByRole('article').first().getByRole('button', { name: new RegExp(`^Save ${escape(title)}$`) })).toHaveAttribute('aria-pressed', 'false');

    // Signing in again brings her list back from the account.
    await page.goto('/api/login?returnTo=%2Fdashboard%3Ftab%3Dsaved');
    await page.getByLabel('Account name').fill('quiet.garden');
    await page.getByLabel('Password').fill('four unrelated words here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=saved$/);
    await expect(page.getByRole('tabpanel', { name: 'Saved Resources' }).getByRole('listitem').filter({ hasText: title })).toContainText('Contacted');
  });
});

test('a wrong password or a tampered answer signs no one in', async ({ page, server }) => {
  await page.goto('/api/login');
  await createAccount(page, 'second.person', 'another long passphrase', '');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out and remove it from this device' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/api/login');
  await page.getByLabel('Account name').fill('second.person');
  await page.getByLabel('Password').fill('not the right one at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That account name and password do not match. Please check them and try again.');

  // The right password, but the provider's answer is changed on its way back (a different state). Redirects cannot
  // be intercepted, so the form's answer is walked here and the browser is sent on with the altered callback URL.
  await page.route('**/idp/interaction/*/login', async (route) => {
    // Sent as the browser sent it (the Origin header is the browser's own, not passed on by route.fetch).
    const posted = await route.fetch({ maxRedirects: 0, headers: { ...(await route.request().allHeaders()), origin: server.baseURL } });
    const resume = new URL(posted.headers().location!, route.request().url()).href;
    const answer = await page.request.get(resume, { maxRedirects: 0 });
    const callback = new URL(answer.headers().location!, resume);
    expect(callback.pathname).toBe('/api/callback');
    callback.searchParams.set('state', 'tampered-state-value');
    await route.fulfill({ status: 303, headers: { location: callback.href } });
  });
  await page.getByLabel('Password').fill('another long passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in did not work' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
