// The admin area in Chromium: nothing for those without a role; an admin (made with `npm run admin:add`) creates,
// edits and deletes an article and a resource (the resource change reaching a visitor's device by sync), lists and
// exports donations, handles a message; stored-XSS payloads render inert and the CSP blocks inline script.
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, testWithOwnServer, waitForDeviceData } from './fixtures.ts';
import { makeAdmin, signUp } from './admin-helpers.ts';

// A server of its own: these tests add articles, donations and messages that other pages' tests must not see.
const test = testWithOwnServer;


/** Titles of the resources on this browser's device (its IndexedDB replica) that contain `text`. */
function deviceTitles(page: Page, text: string): Promise<string[]> {
  return page.evaluate(
    (needle) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('women-help');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('resources').objectStore('resources').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { title: string }[]).map((r) => r.title).filter((t) => t.includes(needle)));
          };
        };
      }),
    text,
  );
}

async function toast(page: Page, title: string, description: string) {
  const t = page.getByRole('status', { name: title }).or(page.getByRole('alert', { name: title })).filter({ hasText: description });
  await expect(t).toBeVisible();
}

/** Every change made is in the admin area's audit log. */
async function expectInAuditLog(page: Page, actions: string[]) {
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('tabpanel', { name: 'Audit log' });
  for (const action of actions) await expect(log.getByText(action, { exact: true })).toBeVisible();
}

test('the admin page shows nothing to those without a role', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByText('Total Articles')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await signUp(page, 'just.a.reader');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText('Your account does not have access to the admin area.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect((await page.request.get('/api/admin/articles')).status()).toBe(403);
  await expectNoSeriousA11yViolations(page);
});

test('articles end to end: refused, created, edited, read in the news, deleted, each in the audit log', async ({ page, browser, server }) => {
  await signUp(page, 'site.editor.one');
  makeAdmin(server, 'site.editor.one');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Total Articles')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Create, with a refusal first.
  await page.getByRole('button', { name: 'Add Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the article a title.');
  await dialog.getByLabel('Title *').fill('Court dates: what to bring');
  await dialog.getByLabel('Excerpt *').fill('A short list for the day.');
  await dialog.getByLabel('Content *').fill('## Bring\n\n- Your ID\n- Copies of **every** paper\n\n[Find legal aid](https://www.lsc.gov/about-lsc/what-legal-aid/get-legal-help)');
  await dialog.getByLabel('Category *').selectOption({ label: 'Women’s Rights' });
  await dialog.getByLabel('Featured (shown first in the news)').check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await toast(page, 'Success', 'Article created successfully');
  const item = page.getByRole('tabpanel', { name: 'Articles' }).getByRole('listitem').filter({ hasText: 'Court dates: what to bring' });
  await expect(item).toContainText('Featured');

  // Edit in a real form.
  await item.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(edit.getByLabel('Title *')).toHaveValue('Court dates: what to bring');
  await edit.getByLabel('Title *').fill('Court dates: what to bring with you');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Success', 'Article updated successfully');

  // In the news, first, with its Markdown as HTML.
  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const reader = await visitor.newPage();
  await reader.goto('/news');
  await expect(reader.getByRole('article').first()).toContainText('Court dates: what to bring with you');
  await reader.getByRole('article').first().getByRole('link', { name: 'Read Full Article' }).click();
  await expect(reader.getByRole('heading', { name: 'Bring', level: 2 })).toBeVisible();
  await expect(reader.locator('.article-body li')).toHaveText(['Your ID', 'Copies of every paper']);

  // Delete, after a confirmation.
  await item.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this article?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('alertdialog', { name: 'Delete this article?' }).getByRole('button', { name: 'Delete article' }).click();
  await toast(page, 'Success', 'Article deleted successfully');
  await expect(item).toHaveCount(0);
  await visitor.close();
  await expectInAuditLog(page, ['article.create', 'article.update', 'article.delete']);
});

test('resources in the form: refused, created with the counties it serves, edited, deleted, each in the audit log', async ({ page, server }) => {
  await signUp(page, 'site.editor.three');
  makeAdmin(server, 'site.editor.three');
  await page.reload();
  await page.getByRole('tab', { name: 'Resources' }).click();
  await page.getByRole('button', { name: 'Add Resource' }).click();
  const res = page.getByRole('dialog', { name: 'Create New Resource' });
  await res.getByLabel('Title *').fill('Harbor House Test Shelter');
  await res.getByLabel('Description *').fill('Emergency shelter and advocacy, open all night.');
  await res.getByLabel('Description in Spanish').fill('Refugio de emergencia y apoyo, abierto toda la noche.');
  await res.getByLabel('Category *').selectOption({ label: 'Housing & Shelter' });
  await res.getByRole('button', { name: 'Add a phone number' }).click();
  await res.getByLabel('Number 1').fill('1-800-555-0199');
  await res.getByLabel('Source URL *').fill('https://example.org/harbor');
  // The counties it serves, by name or code: a line that is not a county is refused, and nothing is saved.
  const counties = res.getByLabel('Counties it serves');
  await counties.fill('Kings County, NY\n36081\nAtlantis County, NY');
  await expect(res.getByText('Serves: Kings County, NY; Queens County, NY')).toBeVisible();
  await res.getByRole('button', { name: 'Create Resource' }).click();
  await expect(res.getByRole('alert')).toHaveText('No county “Atlantis County, NY” was found. Write the county and its state (Kings County, NY) or its 5-digit code.');
  await counties.fill('Kings County, NY\n36081');
  await res.getByRole('button', { name: 'Create Resource' }).click();
  await toast(page, 'Success', 'Resource created successfully');
  await page.getByLabel('Find a resource').fill('Harbor House');
  const row = page.getByRole('tabpanel', { name: 'Resources' }).getByRole('listitem').filter({ hasText: 'Harbor House Test Shelter' });
  await row.getByRole('button', { name: /^Edit / }).click();
  const resEdit = page.getByRole('dialog', { name: 'Edit Resource' });
  await expect(resEdit.getByLabel('Number 1')).toHaveValue('1-800-555-0199');
  await expect(resEdit.getByLabel('Counties it serves')).toHaveValue('Kings County, NY\nQueens County, NY');
  // The Spanish description was kept, in a field marked Spanish (spelling checks and screen readers follow it).
  await expect(resEdit.getByLabel('Description in Spanish')).toHaveValue('Refugio de emergencia y apoyo, abierto toda la noche.');
  await expect(resEdit.getByLabel('Description in Spanish')).toHaveAttribute('lang', 'es');
  await resEdit.getByLabel('Title *').fill('Harbor House Shelter');
  await resEdit.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Success', 'Resource updated successfully');
  await expect(page.getByRole('tabpanel', { name: 'Resources' }).getByRole('listitem').filter({ hasText: 'Harbor House Shelter' })).toHaveCount(1);

  await page.getByLabel('Find a resource').fill('Harbor House Shelter');
  await page.getByRole('tabpanel', { name: 'Resources' }).getByRole('listitem').filter({ hasText: 'Harbor House Shelter' }).getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('alertdialog', { name: 'Delete this resource?' }).getByRole('button', { name: 'Delete resource' }).click();
  await toast(page, 'Success', 'Resource deleted successfully');
  await expectInAuditLog(page, ['resource.create', 'resource.update', 'resource.delete']);
});

test('a listing whose counties come from a published list: the form says whose, and that changing them drops the claim', async ({ page, server }) => {
  await signUp(page, 'site.editor.five');
  makeAdmin(server, 'site.editor.five');
  await page.reload();
  await page.getByRole('tab', { name: 'Resources' }).click();
  await page.getByLabel('Find a resource').fill('West Tennessee Legal Services');
  await page.getByRole('tabpanel', { name: 'Resources' }).getByRole('listitem').filter({ hasText: 'West Tennessee Legal Services' }).getByRole('button', { name: /^Edit / }).click();
  const form = page.getByRole('dialog', { name: 'Edit Resource' });
  const counties = form.getByLabel('Counties it serves');
  await expect(counties).toHaveValue(/^Benton County, TN\n/);
  const line = form.locator('[data-counties-source]');
  await expect(line).toContainText('These counties are from the Legal Services Corporation list of 2010.');
  await expect(line.getByRole('link', { name: 'Read the Legal Services Corporation list of 2010' })).toHaveAttribute('href', /^https:\/\/github\.com\/larsenp\/LSC-Grants\//);
  // The same counties in another order keep it; one fewer drops it, and the form says so before she saves.
  const lines = (await counties.inputValue()).split('\n');
  await counties.fill([...lines].reverse().join('\n'));
  await expect(line).toContainText('These counties are from');
  await counties.fill(lines.slice(1).join('\n'));
  await expect(line).toContainText('You changed the counties: once saved, the listing no longer says they are from the Legal Services Corporation list of 2010.');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Success', 'Resource updated successfully');
  const stored = await (await page.request.get('/api/admin/resources')).json();
  const wtls = stored.find((r: { id: string }) => r.id === 'tn-legal-aid-west-tennessee');
  expect(wtls.counties).toHaveLength(lines.length - 1);
  expect(wtls.countiesSource).toBeUndefined();
});

test('a resource created, edited and deleted in the admin area reaches a visitor’s device, which finds it offline by search', async ({ page, browser, server }) => {
  await signUp(page, 'site.editor.four');
  makeAdmin(server, 'site.editor.four');
  // The visitor's device has the directory first.
  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const reader = await visitor.newPage();
  await reader.goto('/resources/housing-shelter');
  await waitForDeviceData(reader);
  // The editor's changes, through the admin API the form uses (the form itself is the test above).
  const write = async (method: 'POST' | 'PUT' | 'DELETE', path: string, data?: object) => {
    const res = await page.request.fetch(`/api/admin/resources${path}`, { method, headers: { Origin: server.baseURL }, ...(data ? { data } : {}) });
    expect(res.ok(), await res.text()).toBe(true);
    return res;
  };
  const fields = {
    title: 'Lighthouse Test Shelter',
    description: 'Emergency shelter and advocacy, open all night.',
    category: 'housing-shelter',
    phones: [{ number: '1-800-555-0198', kind: 'voice' }],
    serviceArea: 'national',
    sourceUrl: 'https://example.org/lighthouse',
    verifiedAt: new Date().toISOString().slice(0, 10),
  };
  const { resource } = (await (await write('POST', '', fields)).json()) as { resource: { id: string } };

  // The device learns of it at its next sync (on the next visit), and finds it offline by search.
  await reader.reload();
  await expect.poll(() => deviceTitles(reader, 'Lighthouse')).toEqual(['Lighthouse Test Shelter']);
  // A card she is looking at changes with the listing when the connection returns and the device syncs.
  await reader.getByRole('searchbox').first().fill('Lighthouse');
  await expect(reader.getByRole('article').getByRole('heading', { name: 'Lighthouse Test Shelter' })).toBeVisible();
  await write('PUT', `/${resource.id}`, { ...fields, title: 'Lighthouse Shelter' });
  await visitor.setOffline(true);
  await visitor.setOffline(false);
  await expect(reader.getByRole('article').getByRole('heading', { name: 'Lighthouse Shelter', exact: true })).toBeVisible();
  await reader.reload();
  await expect.poll(() => deviceTitles(reader, 'Lighthouse')).toEqual(['Lighthouse Shelter']);
  await visitor.setOffline(true);
  await reader.getByRole('searchbox').first().fill('Lighthouse');
  await expect(reader.getByRole('article').filter({ hasText: 'Lighthouse Shelter' })).toContainText('1-800-555-0198');
  await visitor.setOffline(false);

  await write('DELETE', `/${resource.id}`);
  await reader.reload();
  await expect.poll(() => deviceTitles(reader, 'Lighthouse')).toEqual([]);
  await visitor.close();
});

test('donations listed and exported; a message handled', async ({ page, server }) => {
  const db = new Database(server.dbPath);
  db.prepare("INSERT INTO donations (id, amount, donor_name, donor_email, is_recurring, frequency, status) VALUES ('e2e-d1', 2500, 'Maria', 'maria@example.org', 1, 'monthly', 'completed'), ('e2e-d2', 10000, NULL, NULL, 0, NULL, 'pending')").run();
  db.close();
  await signUp(page, 'site.admin.two');
  makeAdmin(server, 'site.admin.two');
  // An emergency message through the contact form's API, as a visitor would send it.
  const sent = await page.request.post('/api/contact', {
    headers: { Origin: server.baseURL },
    data: { name: 'Ana', email: 'ana@example.org', subject: 'Need a safe place tonight', category: 'general', priority: 'emergency', message: 'Please call me back.' },
  });
  expect(sent.status()).toBe(201);
  await page.reload();

  await page.getByRole('tab', { name: 'Donations' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Donations' });
  await expect(panel.getByRole('heading', { name: 'Donations Overview' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: '$25.00' })).toContainText('Recurring (monthly)');
  await expect(panel.getByRole('listitem').filter({ hasText: '$100.00' })).toContainText('Anonymous');
  await panel.getByLabel('Status').selectOption('completed');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('date,amount,currency,donor,email,status,recurring');
  expect(csv).toContain('25.00,USD,Maria,maria@example.org,completed,monthly');
  expect(csv).not.toContain('100.00');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Messages' }).click();
  const message = page.getByRole('tabpanel', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Need a safe place tonight' });
  await expect(message).toContainText('emergency');
  await message.getByRole('button', { name: /^Mark as handled/ }).click();
  await toast(page, 'Success', 'Message marked as handled');
  await expect(message).toContainText('Handled');
  await expectNoSeriousA11yViolations(page);
});

test('stored-XSS payloads in an article render inert, and the CSP blocks inline script', async ({ page, server }) => {
  await signUp(page, 'site.admin.three');
  makeAdmin(server, 'site.admin.three');
  await page.reload();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Add Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByLabel('Title *').fill('Payload test');
  await dialog.getByLabel('Excerpt *').fill('Payloads.');
  await dialog
    .getByLabel('Content *')
    .fill(
      [
        '<script>window.__xss = "script"</script>',
        '<img src=x onerror="window.__xss = \'img\'">',
        '[click me](javascript:window.__xss="link")',
        '<svg onload="window.__xss = \'svg\'"><circle r="4"/></svg>',
        '<a href="JaVaScRiPt:alert(1)">also click me</a>',
        '<p onmouseover="window.__xss = \'hover\'">hover text</p>',
      ].join('\n\n'),
    );
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await toast(page, 'Success', 'Article created successfully');
  const id = ((await (await page.request.get('/api/admin/articles')).json()) as { id: string; title: string }[]).find((a) => a.title === 'Payload test')!.id;

  await page.goto(`/news/${id}`);
  const body = page.locator('.article-body');
  await expect(body).toContainText('hover text');
  await body.getByText('hover text').hover();
  await body.getByText('click me', { exact: true }).click();
  await body.getByText('also click me').click();
  expect(await body.locator('script, img, svg, iframe, [onerror], [onload], [onmouseover], a[href^="javascript" i]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // Even a script element put into the page is refused by the Content-Security-Policy.
  const violation = page.waitForEvent('console', (m) => /Content Security Policy/i.test(m.text()));
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = true';
    document.body.append(s);
  });
  await violation;
  expect(await page.evaluate(() => (window as { __inline?: boolean }).__inline)).toBeUndefined();
});
