// A shared phone after she is done: "Erase from this device" signs her out (at once online, at the next connection
// offline), a session that ended shows nothing of hers offline, and Sign out everywhere / Delete my account work.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, leaveForWeather, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { QUICK_EXIT_URL } from '../../shared/limits.ts';

const HEARING = 'Protective order hearing';
let accounts = 0;

/** A new account through the site's own provider, back on the dashboard, with one reminder in the account. */
async function signUpWithReminder(page: Page): Promise<string> {
  const name = `safety.${Date.now().toString(36)}.${++accounts}`;
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.getByRole('link', { name: 'Create one' }).click();
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
  await page.getByLabel('Password again').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Reminders' }).click();
  await page.getByLabel('Title *').fill(HEARING);
  await page.getByLabel('Due *').fill('2030-01-15T09:30');
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await expect
    .poll(async () => ((await (await page.request.get('/api/user/reminders')).json()) as { title: string }[]).map((r) => r.title))
    .toEqual([HEARING]);
  return name;
}

async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'session' || c.name === '__Host-session')?.value;
}

/** What the server says to a request carrying this session cookie and nothing else of the browser's. */
async function statusWith(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/auth/user', { headers: { Cookie: `session=${token}` } })).status();
}

/** Erase, reached from the footer as she would; `offline`: the connection drops once the page is kept for offline. */
async function eraseFromEmergencyPage(page: Page, context?: BrowserContext) {
  await page.goto('/emergency');
  if (context) {
    await waitForServiceWorker(page);
    await context.setOffline(true);
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Erase this site from this device' }).click();
  await page.getByRole('button', { name: 'Erase from this device…' }).click();
  await page.getByRole('button', { name: 'Yes, erase everything' }).click();
}
const eraseWithoutConnection = (page: Page, context: BrowserContext) => eraseFromEmergencyPage(page, context);

test('erase from this device signs her out first: the old cookie is refused and nothing of hers comes back', WITH_SERVICE_WORKER, async ({ page, context, request }) => {
  await signUpWithReminder(page);
  const token = await sessionCookie(context);
  expect(token).toBeTruthy();
  expect(await statusWith(request, token!)).toBe(200);

  await leaveForWeather(context, async () => {
    await eraseFromEmergencyPage(page);
    await expect(page).toHaveURL(QUICK_EXIT_URL);
  });
  expect(await statusWith(request, token!)).toBe(401);
  // Neither the site's session nor the sign-in provider's is left in the browser.
  expect((await context.cookies()).map((c) => c.name)).toEqual([]);

  // Whoever opens the dashboard next finds it signed out, with nothing of hers.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByText(HEARING)).toHaveCount(0);
  expect((await page.request.get('/api/user/reminders')).status()).toBe(401);
});

test('erase offline says the sign-out waits for a connection, and signs out when the browser is back online', WITH_SERVICE_WORKER, async ({ page, context, request }) => {
  await signUpWithReminder(page);
  const token = (await sessionCookie(context))!;
  await eraseWithoutConnection(page, context);
  const outcome = page.getByRole('status').filter({ hasText: 'Everything this site kept on this device is gone' });
  await expect(outcome).toContainText('it is still signed in on our server');
  await expect(outcome).toContainText('signs it out the next time it is online');
  await expectNoSeriousA11yViolations(page);
  // Still signed in on the server, and the marker holds nothing but "1".
  expect(await statusWith(request, token)).toBe(200);
  expect((await context.cookies()).find((c) => c.name === 'signout-pending')?.value).toBe('1');

  await context.setOffline(false);
  // Emulated offline does not fire the online event here: send it as the browser does when the connection returns
  // (without it, the page's own retry timer gets there within ten seconds).
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(outcome).toContainText('your account is signed out');
  expect(await statusWith(request, token)).toBe(401);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('signout-pending');
  await leaveForWeather(context, async () => {
    await page.getByRole('region', { name: 'Erased from this device' }).getByRole('button', { name: 'Leave this site now' }).click();
    await expect(page).toHaveURL(QUICK_EXIT_URL);
  });
});

test('erase offline, page left open: when the connection returns nothing of the site is stored again', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await page.goto('/resources');
  // The directory is on the device (as on any visit) before she goes to erase it.
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await eraseWithoutConnection(page, context);
  const outcome = page.getByRole('status').filter({ hasText: 'Everything this site kept on this device is gone' });
  await expect(outcome).toBeVisible();
  const stored = () =>
    page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((d) => d.name),
      caches: await caches.keys(),
      serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
      storage: localStorage.length + sessionStorage.length,
    }));
  const nothing = { databases: [], caches: [], serviceWorkers: 0, storage: 0 };
  expect(await stored()).toEqual(nothing);

  // A writer out of the page's reach (a service worker of an older version, which does not know the message to stop;
  // an install that was under way) stores something again: the page removes it.
  await page.evaluate(async () => {
    await caches.open('public-api');
    await new Promise((resolve) => {
      const request = indexedDB.open('women-help');
      request.onsuccess = () => resolve(request.result.close());
    });
  });
  expect((await stored()).databases).toEqual(['women-help']);
  await expect.poll(stored, { timeout: 15_000 }).toEqual(nothing);

  // Back online, the page's sync, outbox and worker would fetch the directory again and store it.
  const directoryRequests: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/resources')) directoryRequests.push(request.url());
  });
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(outcome).toContainText('your account is signed out');
  // Nothing can be awaited for what must not happen: give a sync the time it takes here, then look.
  await page.waitForTimeout(3000);
  expect(directoryRequests).toEqual([]);
  expect(await stored()).toEqual(nothing);

  // The language switch still leads to the same page in Spanish, and remembers nothing of her choice on the way (the
  // Spanish page is answered plainly here, so that no code of ours runs there before the device is looked at).
  await page.route('**/es/emergency', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Emergencia</title>' }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/emergency#erase$/);
  await expect(page).toHaveTitle('Emergencia');
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
});

test('erase offline, then the tab closed: the first request of the next visit ends the session', WITH_SERVICE_WORKER, async ({ browser, request, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signUpWithReminder(page);
  const token = (await sessionCookie(context))!;
  await eraseWithoutConnection(page, context);
  await expect(page.getByRole('status').filter({ hasText: 'still signed in on our server' })).toBeVisible();
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto('/dashboard');
  await expect(next.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  expect(await statusWith(request, token)).toBe(401);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('signout-pending');
  await context.close();
});

test('a session that ended shows nothing of hers offline', WITH_SERVICE_WORKER, async ({ page, context, request }) => {
  await signUpWithReminder(page);
  await waitForServiceWorker(page);
  await page.getByRole('tab', { name: 'Reminders' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Reminders' }).getByRole('heading', { name: HEARING })).toBeVisible();

  // Within the session's idle limit the account's copy opens offline, as before.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline: this is your list as last seen on this device.')).toBeVisible();
  await expect(page.getByRole('heading', { name: HEARING })).toBeVisible();
  await context.setOffline(false);

  // The session ends on the server (signed out on another device); the next visit online learns it...
  const token = (await sessionCookie(context))!;
  await request.post('/api/logout', { headers: { Cookie: `session=${token}`, Origin: new URL(page.url()).origin } });
  expect(await statusWith(request, token)).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
  // ...and offline afterwards the copy stays locked.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your list is locked' })).toBeVisible();
  await expect(page.getByText(HEARING)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Remove it from this device' }).click();
  await expect(page.getByRole('heading', { name: 'Your list is locked' })).toHaveCount(0);
  await context.setOffline(false);
});

test('offline after the idle limit has passed, the account copy is locked', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await signUpWithReminder(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  // Eight days on (the session ends after seven without use), the browser cannot have a live session.
  await page.clock.setSystemTime(Date.now() + 8 * 24 * 60 * 60_000);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your list is locked' })).toBeVisible();
  await expect(page.getByText(HEARING)).toHaveCount(0);
  await context.setOffline(false);
});

test('sign out everywhere ends her other sessions, and the copy of her list leaves the other device; her list stays in the account', async ({ page, context, browser, server, request }) => {
  const name = await signUpWithReminder(page);
  const here = (await sessionCookie(context))!;
  // The same account signed in on a second device.
  const other = await browser.newContext({ baseURL: server.baseURL });
  const phone = await other.newPage();
  await phone.goto('/api/login?returnTo=%2Fdashboard');
  await phone.getByLabel('Account name').fill(name);
  await phone.getByLabel('Password').fill('correct horse battery staple');
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  const there = (await sessionCookie(other))!;
  expect(await statusWith(request, there)).toBe(200);
  await phone.getByRole('tab', { name: 'Reminders' }).click();
  await expect(phone.getByRole('heading', { name: HEARING })).toBeVisible();

  const account = page.getByRole('region', { name: 'Your account' });
  await expectNoSeriousA11yViolations(page);
  await account.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('You are signed out on every device.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  // The other device learns it at its next request, and the copy of her list leaves it.
  await phone.reload();
  await expect(phone.getByText('Your account was signed out on every device, so the copy of your list on this device is gone.', { exact: false })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(phone.getByText(HEARING)).toHaveCount(0);
  expect(await phone.evaluate(async () => (await indexedDB.databases()).length)).toBeGreaterThan(0);
  expect(await statusWith(request, here)).toBe(401);
  expect(await statusWith(request, there)).toBe(401);
  await other.setOffline(true);
  await phone.reload().catch(() => undefined);
  await expect(phone.getByText(HEARING)).toHaveCount(0);
  await other.close();

  // Signed in again: her list is still in the account.
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: 'Reminders' }).click();
  await expect(page.getByRole('heading', { name: HEARING })).toBeVisible();
});

test('delete my account asks first, then removes it and everything saved in it; the name no longer signs in', async ({ page }) => {
  const name = await signUpWithReminder(page);
  const account = page.getByRole('region', { name: 'Your account' });
  await account.getByRole('button', { name: 'Delete my account…' }).click();
  await expect(account.getByRole('alertdialog')).toContainText('It cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await account.getByRole('button', { name: 'Keep my account' }).click();
  await expect(account.getByRole('button', { name: 'Delete my account…' })).toBeFocused();
  expect((await page.request.get('/api/user/reminders')).status()).toBe(200);
  await account.getByRole('button', { name: 'Delete my account…' }).click();
  await account.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText('Your account and everything saved in it are deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByText(HEARING)).toHaveCount(0);

  // The name no longer signs in.
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard$/);
});
