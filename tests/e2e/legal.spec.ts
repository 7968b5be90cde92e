// The Legal Education Hub in Chromium: its tabs, guide search, a guide's page with its sources, tools filled, printed
// and found again after a reload (kept on the device only), and all of it offline after one visit.
import { expect, expectNoSeriousA11yViolations, test, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';

test('tabs, guide search, and a guide with its sources', async ({ page }) => {
  await page.goto('/legal-education');
  await expect(page.getByRole('heading', { name: 'Legal Education Hub', level: 1 })).toBeVisible();
  await expect(page.getByText('This is general information, not legal advice.')).toBeVisible();
  for (const name of ['Overview', 'Legal Guides', 'Legal Tools', 'Get Legal Help']) await expect(page.getByRole('tab', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Legal Guides' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Legal Guides' });
  await expect(panel.getByRole('listitem')).toHaveCount(8);
  await panel.getByLabel('Search the guides').fill('pumping');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('status')).toHaveText('1 guide for “pumping”');
  await panel.getByLabel('Search the guides').fill('zzzz');
  await expect(panel.getByText('No guide matches.')).toBeVisible();
  await panel.getByLabel('Search the guides').fill('visa');
  await panel.getByRole('link', { name: /^Read the guide/ }).click();
  await expect(page).toHaveURL(/\/legal-education\/guides\/immigration-protections-for-survivors$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Immigration Protections for Survivors');
  await expect(page).toHaveTitle(/Immigration Protections for Survivors/);
  await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
  expect(await page.getByRole('region', { name: 'Sources' }).getByRole('link').count()).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/legal-education?tab=help');
  await expect(page.getByRole('tabpanel', { name: 'Get Legal Help' }).getByRole('heading', { name: 'LawHelp.org', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('tools: filled, printed and found again after a reload; a deadline counted', async ({ page, requests }) => {
  await page.goto('/legal-education?tab=tools');
  const tools = page.getByRole('tabpanel', { name: 'Legal Tools' });
  const log = tools.getByRole('region', { name: 'Evidence log' });
  await log.getByRole('button', { name: 'Add to the log' }).click();
  await expect(log.getByRole('alert')).toHaveText('Give at least the date and what happened.');
  await log.getByLabel('Date *').fill('2026-11-01');
  await log.getByLabel('What happened *').fill('He took my phone and would not give it back.');
  await log.getByLabel('Evidence and where it is kept (optional)').fill('Photo, with my sister');
  await log.getByRole('button', { name: 'Add to the log' }).click();
  await expect(log.getByRole('table')).toContainText('He took my phone');
  // The entry's boxes are emptied once it is stored.
  await expect(log.getByLabel('What happened *')).toHaveValue('');

  // Printing shows only this tool.
  await page.evaluate(() => {
    (window as { printed?: string[] }).printed = [];
    window.print = () => {
      (window as { printed?: string[] }).printed!.push(document.querySelector('.plan-printable')?.textContent?.slice(0, 40) ?? '');
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  await log.getByRole('button', { name: 'Print the log' }).click();
  expect(await page.evaluate(() => (window as { printed?: string[] }).printed)).toEqual([expect.stringContaining('Evidence log')]);
  await expect(page.locator('.plan-printable')).toHaveCount(0);

  const checklist = tools.getByRole('region', { name: 'Protection order: preparation checklist' });
  await checklist.getByRole('checkbox').first().check();
  await expect(checklist.getByText('1 of 9 done.')).toBeVisible();

  const calc = tools.getByRole('region', { name: 'Discrimination charge: deadline calculator' });
  const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  await calc.getByLabel('Date of the discrimination (or the latest act)').fill(tenDaysAgo);
  await expect(calc.getByRole('listitem').filter({ hasText: 'EEOC charge (most workers)' })).toContainText('170 days left');
  await expectNoSeriousA11yViolations(page);

  // Kept on this device, and nothing of it sent anywhere.
  await page.reload();
  await expect(tools.getByRole('region', { name: 'Evidence log' }).getByRole('table')).toContainText('He took my phone');
  await expect(tools.getByRole('region', { name: 'Protection order: preparation checklist' }).getByRole('checkbox').first()).toBeChecked();
  // Only the directory sync and, maybe, the anonymous visit count (which carries nothing of the tools) reach the server.
  expect(requests.filter((u) => u.includes('/api/') && !u.includes('/api/resources') && !u.endsWith('/api/analytics/counts'))).toEqual([]);
});

test('the hub, a guide and the tools work offline after one visit', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await page.goto('/legal-education');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/legal-education/guides/protection-orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protection Orders: How They Work and How to Get Ready');
  await page.goto('/legal-education?tab=tools');
  await expect(page.getByRole('region', { name: 'A budget for leaving' })).toBeVisible();
  await page.getByRole('region', { name: 'A budget for leaving' }).getByLabel('Pay from work').fill('1800');
  await page.getByRole('region', { name: 'A budget for leaving' }).getByLabel('Rent or deposit').fill('1200');
  await expect(page.getByRole('region', { name: 'A budget for leaving' })).toContainText('$600 left a month.');
  // The help tab's code comes only when she opens it; offline it comes from the device, with the listings.
  await page.getByRole('tab', { name: 'Get Legal Help' }).click();
  const help = page.getByRole('tabpanel', { name: 'Get Legal Help' });
  await expect(help.getByRole('heading', { name: 'LawHelp.org', exact: true })).toBeVisible();
  await expect(help.getByRole('link', { name: /^Visit Website/ }).first()).toBeVisible();
  await context.setOffline(false);
});

test('when the browser will not store a tool, she is told once, and what she wrote stays on the screen', async ({ page }) => {
  // The browser refuses every write to the site's private store, as it does when its storage is full.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.transaction.db.name === 'women-help-private') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await page.goto('/legal-education?tab=tools');
  const tools = page.getByRole('tabpanel', { name: 'Legal Tools' });
  const log = tools.getByRole('region', { name: 'Evidence log' });
  await log.getByLabel('Date *').fill('2026-11-02');
  await log.getByLabel('What happened *').fill('He followed me to work.');
  await log.getByRole('button', { name: 'Add to the log' }).click();
  const notKept = page.getByRole('alert', { name: 'Not kept on this device' }).or(page.getByRole('status', { name: 'Not kept on this device' }));
  await expect(notKept).toContainText('print it or copy it somewhere safe');
  await expect(log.getByRole('table')).toContainText('He followed me to work.');
  await expect(log.getByRole('button', { name: 'Print the log' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // Told once, not at every keystroke nor by every tool: the budget's boxes and a checklist tick, refused as well, say
  // nothing more (a failure's toast is never replaced: a second would be waiting behind the first).
  const budget = tools.getByRole('region', { name: 'A budget for leaving' });
  await budget.getByLabel('Pay from work').fill('1800');
  await expect(budget.getByLabel('Pay from work')).toHaveValue('1800');
  const checklist = tools.getByRole('region', { name: 'Protection order: preparation checklist' });
  await checklist.getByRole('checkbox').first().check();
  await expect(checklist.getByText('1 of 9 done.')).toBeVisible();
  await notKept.getByRole('button', { name: 'Dismiss notification' }).click();
  // Once the first has gone, a toast waiting behind it would show at once: a second is seen within the second.
  await page.waitForTimeout(1_000);
  await expect(notKept).toHaveCount(0);
});
