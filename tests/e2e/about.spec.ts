// /about: its sections, figures counted from the directory, and the two calls to action.
import { readFileSync } from 'node:fs';
import { expect, expectNoSeriousA11yViolations, test, waitForDeviceData } from './fixtures.ts';

const seed = (JSON.parse(readFileSync(new URL('../../data/resources.json', import.meta.url), 'utf8')) as { resources: { category: string; serviceArea?: string }[] }).resources;

test('the about page shows mission, values, the directory’s real counts, and links to contact and resources', async ({ page }) => {
  await page.goto('/about');
  await waitForDeviceData(page);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  for (const h of ['Why this matters', 'Our mission', 'Our vision', 'Our values', 'What the directory holds today', 'Where we are going']) {
    await expect(page.getByRole('heading', { name: h, exact: true })).toBeVisible();
  }
  // A new device holds every national and statewide listing; a city's listings come once she looks up a place there.
  const housing = seed.filter((r) => r.category === 'housing-shelter' && r.serviceArea !== 'local').length;
  await expect(page.getByRole('listitem').filter({ hasText: 'housing and shelter resources on this device' })).toContainText(String(housing));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Get Involved' }).click();
  await expect(page).toHaveURL('/contact');
  // One history entry per visit (decision 012): Back would leave the site, so return by address.
  await page.goto('/about');
  await page.getByRole('link', { name: 'Explore Resources' }).click();
  await expect(page).toHaveURL('/resources');
});
