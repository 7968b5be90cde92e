// /emergency: tabs by click and by address, hotlines, quick-exit advice, the printable template, offline after visiting the home page.
import { expect, expectNoSeriousA11yViolations, leaveForWeather, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { QUICK_EXIT_URL } from '../../shared/limits.ts';
import { HOTLINES, smsHref, telHref } from '../../shared/hotlines.ts';

test('opens on Quick Exit, switches tabs by click (keeping the tab in the address), and passes axe on each', async ({ page }) => {
  await page.goto('/emergency');
  await expect(page).toHaveTitle(/Emergency & Safety/);
  const tabs = page.getByRole('tablist', { name: 'Safety tools' });
  await expect(tabs.getByRole('tab', { name: 'Quick Exit' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'How quick exit works' })).toBeVisible();
  await expect(page.getByText('It does not erase your browser history.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await tabs.getByRole('tab', { name: 'Emergency Contacts' }).click();
  await expect(page).toHaveURL('/emergency?tab=hotlines');
  await expectNoSeriousA11yViolations(page);

  await tabs.getByRole('tab', { name: 'Safety Planning' }).click();
  await expect(page).toHaveURL('/emergency?tab=safety-plan');
  await expect(page.getByRole('heading', { name: 'Safety at work' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Arrow keys move between tabs, as in any tab list.
  await tabs.getByRole('tab', { name: 'Safety Planning' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Emergency Contacts' })).toBeFocused();
});

test('?tab=hotlines opens Emergency Contacts with every hotline as call and text buttons', async ({ page }) => {
  await page.goto('/emergency?tab=hotlines');
  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'Emergency Contacts' })).toHaveAttribute('aria-selected', 'true');
  for (const h of HOTLINES) {
    await expect(panel.getByRole('heading', { name: h.name })).toBeVisible();
    if (h.phone) await expect(panel.locator(`a[href="${telHref(h.phone)}"]`)).toBeVisible();
    if (h.text) await expect(panel.locator(`a[href="${smsHref(h.text.to, h.text.body)}"]`)).toBeVisible();
  }
  await expect(panel.locator(`a[href="${smsHref('88788', 'START')}"]`)).toBeVisible();
  await expect(panel.locator(`a[href="${smsHref('233733')}"]`)).toBeVisible();
  await expect(panel.locator('a[href="tel:911"]')).toBeVisible();
});

test('an unknown tab falls back to Quick Exit', async ({ page }) => {
  await page.goto('/emergency?tab=nonsense');
  await expect(page.getByRole('tab', { name: 'Quick Exit' })).toHaveAttribute('aria-selected', 'true');
});

test('the check-in tab offers a notification as her browser allows: asks while undecided, says so once allowed', async ({ page, context }) => {
  await page.goto('/emergency?tab=check-in');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('no one is notified and nothing is sent anywhere.')).toBeVisible();
  // What the tab asks (the Permissions API); headless Chromium may answer "denied" on its own, and then the offer is
  // rightly not shown.
  const undecided = await page.evaluate(async () => (await navigator.permissions.query({ name: 'notifications' })).state === 'prompt');
  if (undecided) await expect(panel.getByRole('button', { name: 'Also show a notification on this device' })).toBeVisible();
  else await expect(panel.getByRole('button', { name: 'Also show a notification on this device' })).toHaveCount(0);
  await context.grantPermissions(['notifications']);
  await page.reload();
  await expect(panel.getByText('This device will also show a notification when the check-in is due, while the site is open.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Also show a notification on this device' })).toHaveCount(0);
});

test('the safety plan template is the printable PDF', async ({ page }) => {
  await page.goto('/emergency?tab=safety-plan');
  await expect(page.getByRole('link', { name: 'Download the safety plan template (PDF)' })).toHaveAttribute('href', '/safety-planning-guide.pdf');
});

test('opens offline after visiting only the home page', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/emergency?tab=hotlines');
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency & safety' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'National Domestic Violence Hotline' })).toBeVisible();
  await context.setOffline(false);
});

test('a check-in started here is active with its due time, survives reload, and asks "Are you okay?" when due', async ({ page, requests }) => {
  await page.goto('/emergency?tab=check-in');
  await expect(page.getByText('no one is notified and nothing is sent anywhere.')).toBeVisible();
  await page.getByRole('button', { name: '4 hours', exact: true }).click();
  await expect(page.getByText(/Safety check-in active: due (tomorrow )?at \d{1,2}:\d{2} [AP]M\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByText(/Safety check-in active/)).toBeVisible();

  // Starting again replaces it; the test then makes it fall due in two seconds, as a short duration would.
  await page.getByRole('button', { name: '1 hour', exact: true }).click();
  await page.evaluate(async () => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('women-help-private');
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('items', 'readwrite');
        const now = Date.now();
        tx.objectStore('items').put({ key: 'check-in', value: { startedAt: now, durationMs: 2000, dueAt: now + 2000 } });
        tx.oncomplete = () => {
          db.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  });
  await page.reload();
  const prompt = page.getByRole('alertdialog', { name: 'Are you okay?' });
  await expect(prompt).toBeVisible({ timeout: 8000 });
  await expectNoSeriousA11yViolations(page);
  await prompt.getByRole('button', { name: 'I’m okay' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByText(/Safety check-in active/)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Safety check-in' })).toBeVisible();
  await expect(prompt).toBeHidden();
  // Nothing about the check-in left the device: the only API calls are the directory sync.
  expect(requests.filter((u) => u.includes('/api/') && !u.includes('/api/resources/changes'))).toEqual([]);
});

test('a check-in can be cancelled', async ({ page }) => {
  await page.goto('/emergency?tab=check-in');
  await page.getByRole('button', { name: '24 hours' }).click();
  await expect(page.getByText(/Safety check-in active/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel check-in' }).click();
  await expect(page.getByText(/Safety check-in active/)).toBeHidden();
});

test('"Erase from this device" asks first, then leaves nothing of the site on the device', WITH_SERVICE_WORKER, async ({ page, context, server }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // Something private to erase: a check-in.
  await page.goto('/emergency?tab=check-in');
  await page.getByRole('button', { name: '24 hours' }).click();
  await expect(page.getByText(/Safety check-in active/)).toBeVisible();

  // Reachable from the footer of any page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Erase this site from this device' }).click();
  await expect(page.getByRole('heading', { name: 'Erase this site from this device' })).toBeInViewport();
  await page.getByRole('button', { name: 'Erase from this device…' }).click();
  await page.getByRole('button', { name: 'Keep everything' }).click();
  await page.goto('/emergency?tab=check-in');
  await expect(page.getByText(/Safety check-in active/)).toBeVisible();

  await page.getByRole('button', { name: 'Erase from this device…' }).click();
  await expectNoSeriousA11yViolations(page);
  await leaveForWeather(context, async () => {
    await page.getByRole('button', { name: 'Yes, erase everything' }).click();
    await expect(page).toHaveURL(QUICK_EXIT_URL);
  });

  // A plain file of our origin runs none of our code, so it sees exactly what was left behind.
  await page.goto(`${server.baseURL}/robots.txt`);
  const left = await page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name),
    caches: await caches.keys(),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    local: localStorage.length,
    session: sessionStorage.length,
  }));
  expect(left).toEqual({ databases: [], caches: [], workers: 0, local: 0, session: 0 });
});
