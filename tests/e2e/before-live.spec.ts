// Before the app runs (issue 36): on a slow phone a page rendered at build time shows its buttons seconds before the
// code behind them arrives. Every tap that matters in a crisis works then, or is kept and carried out once the app
// runs: the emergency page's tabs are in-page links to their panels, and a tap on a button is kept (web/early/keep-taps.ts).
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoWithoutWaitingForLive, test, waitForPageReady } from './fixtures.ts';
import { HOTLINES, telHref } from '../../shared/hotlines.ts';
import { ADDRESS_ATTRIBUTE, EARLY_SCRIPT_MARK } from '../../shared/page-html.ts';

/** Holds back the scripts whose address matches, until `release` is called; the page is as built until then. */
async function holdScripts(page: Page, glob: string | RegExp = '**/assets/*.js'): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Until the early script has run (Quick exit and kept taps work from then on). */
const waitForEarlyScript = (page: Page) => expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, EARLY_SCRIPT_MARK)).toBe(1);

const isLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-page-ready'));
const DV_HOTLINE = HOTLINES.find((h) => h.id === 'domestic-violence');

test('a tap on "Emergency Contacts" while the scripts are on their way shows the lines, and the app then keeps that tab', async ({ page }) => {
  if (!DV_HOTLINE) throw new Error('No domestic violence hotline in shared/hotlines.ts');
  gotoWithoutWaitingForLive(page);
  const release = await holdScripts(page);
  await page.goto('/emergency', { waitUntil: 'domcontentloaded' });
  const contacts = page.getByRole('tab', { name: 'Emergency Contacts' });
  await contacts.click();
  const lines = page.locator('#hotlines');
  await expect(lines.locator(`a[href="${telHref(DV_HOTLINE.phone ?? '')}"]`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How quick exit works' })).toBeHidden();
  expect(await isLive(page)).toBe(false);

  release();
  await waitForPageReady(page);
  await expect(contacts).toHaveAttribute('aria-selected', 'true');
  // The address keeps naming the panel, and the page stays where she is.
  await expect(page).toHaveURL('/emergency#hotlines');
  await expect(lines).toBeInViewport();
  await expect(lines.locator(`a[href="${telHref(DV_HOTLINE.phone ?? '')}"]`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The other tabs answer as tabs again.
  await page.getByRole('tab', { name: 'Quick Exit' }).click();
  await expect(page).toHaveURL('/emergency');
  await expect(page.getByRole('heading', { name: 'How quick exit works' })).toBeVisible();
  await expect(lines).toBeHidden();
});

test('the language switch tapped before the app runs goes to the same page in Spanish, tab kept, and is remembered', async ({ page }) => {
  gotoWithoutWaitingForLive(page);
  const release = await holdScripts(page);
  // The early script (not held) has run; the app's code has not. (Not the load event: the page's head asks for the app's
  // scripts, and a script on its way holds the load event back, here for ever.)
  await page.goto('/emergency?tab=hotlines', { waitUntil: 'domcontentloaded' });
  await waitForEarlyScript(page);
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL('/es/emergency?tab=hotlines');
  // One history entry for the site, after the blank tab (decision 012).
  expect(await page.evaluate(() => history.length)).toBe(2);
  release();
  await waitForPageReady(page);
  await expect(page.getByRole('tab', { name: 'Contactos de emergencia' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/about');
  await expect(page).toHaveURL('/es/about');
});

test('the language switch tapped while the app is being brought to life keeps the tab in the address', async ({ page }) => {
  gotoWithoutWaitingForLive(page);
  // The entry runs (it hydrates at the bare path and puts the query back once the page is live); the page's own code waits.
  const release = await holdScripts(page, '**/assets/emergency-page-*.js');
  await page.goto('/emergency?tab=hotlines', { waitUntil: 'domcontentloaded' });
  await waitForEarlyScript(page);
  await expect(page.locator('html')).toHaveAttribute('data-address', '/emergency?tab=hotlines');
  expect(await isLive(page)).toBe(false);
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
  // The Spanish page's own code is held too: while its app is brought to life, the address bar shows the bare path
  // and the page keeps the address she is on aside (web/main.tsx), as above.
  const address = () => page.evaluate((attribute) => document.documentElement.getAttribute(attribute) ?? `${location.pathname}${location.search}`, ADDRESS_ATTRIBUTE);
  await expect.poll(address).toBe('/es/emergency?tab=hotlines');
  expect(new URL(page.url()).pathname).toBe('/es/emergency');
  release();
  await waitForPageReady(page);
  await expect(page).toHaveURL('/es/emergency?tab=hotlines');
  await expect(page.getByRole('tab', { name: 'Contactos de emergencia' })).toHaveAttribute('aria-selected', 'true');
});

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('the emergency tabs are links to their panels, and each shows its own', async ({ page }) => {
    await page.goto('/emergency');
    await page.getByRole('tab', { name: 'Emergency Contacts' }).click();
    await expect(page.getByRole('heading', { name: 'Remember' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How quick exit works' })).toBeHidden();
    await page.getByRole('tab', { name: 'Safety Planning' }).click();
    await expect(page.getByRole('heading', { name: 'Safety at work' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Remember' })).toBeHidden();
  });
});

test('a donation amount tapped before the app runs is chosen once it does, and the button says it is busy meanwhile', async ({ page }) => {
  gotoWithoutWaitingForLive(page);
  const release = await holdScripts(page);
  await page.goto('/donate', { waitUntil: 'domcontentloaded' });
  const fifty = page.getByRole('button', { name: '$50', exact: true });
  // Tapped twice while waiting: carried out once.
  await fifty.click();
  await fifty.click();
  await expect(fifty).toHaveAttribute('aria-busy', 'true');
  await expect(fifty).toHaveAttribute('aria-pressed', 'false');

  release();
  await waitForPageReady(page);
  await expect(fifty).toHaveAttribute('aria-pressed', 'true');
  await expect(fifty).not.toHaveAttribute('aria-busy');
  await expect(page.getByText('$50.00 once').or(page.getByText('$50 once'))).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu tapped before the app runs opens once it does', async ({ page }) => {
    gotoWithoutWaitingForLive(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    release();
    await waitForPageReady(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeVisible();
  });
});

test('"Get My Location" tapped before the app runs finds her once it does', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, geolocation: { latitude: 39.9612, longitude: -82.9988, accuracy: 35 }, permissions: ['geolocation'] });
  try {
    const page = await context.newPage();
    gotoWithoutWaitingForLive(page);
    const release = await holdScripts(page);
    await page.goto('/location-services', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Get My Location' }).click();
    expect(await isLive(page)).toBe(false);
    release();
    await waitForPageReady(page);
    await expect(page.getByText(/Location found: Near Columbus, OH/)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a menu whose code comes after the page is live opens when it arrives, from a tap made before', async ({ page }) => {
  // The desktop menus load once the page is live (web/shell/later.tsx): held back here, so the tap comes first.
  const release = await holdScripts(page, '**/assets/nav-menu-*.js');
  await page.goto('/');
  const resources = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' });
  await resources.click();
  await expect(resources).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('menuitem', { name: 'Shelter and Housing' })).toBeVisible();
  await expect(resources).not.toHaveAttribute('aria-busy');
});

test('a phone never fetches the wide screen\'s menus, and follows links and queries without them; widened, the page loads them and they open', async ({ page }) => {
  const menuCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/nav-menu-[\w-]+\.js$/.test(request.url())) menuCode.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  // The shell's later parts are live (the help button opens its dialog), and the line is quiet.
  await page.locator('header').getByRole('button', { name: 'Emergency help', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  expect(menuCode).toEqual([]);
  // Without them, the app still draws each page she goes to (the menus' built HTML is kept as it is, so the router's
  // updates are not held back waiting for their code), and a page's query is applied once it is hydrated.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.goto('/emergency?tab=hotlines');
  await expect(page.getByRole('tab', { name: 'Emergency Contacts' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
  expect(menuCode).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => menuCode.length).toBe(1);
  const resources = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' });
  await resources.click();
  await expect(page.getByRole('menuitem', { name: 'Shelter and Housing' })).toBeVisible();
});

test('an accordion tapped before its part is live opens once it is', async ({ page }) => {
  // Ark's accordion answers a click only after it was told of the focus that the press gave the button, which came
  // while the part was not yet live: the kept tap gives the focus again before its click.
  const release = await holdScripts(page, '**/assets/health-block-*.js');
  await page.goto('/resources/womens-health');
  const banned = page.getByRole('button', { name: /States that ban or restrict abortion/ });
  await banned.click();
  await expect(banned).toHaveAttribute('aria-busy', 'true');
  release();
  const region = page.getByRole('region', { name: /States that ban or restrict abortion/ });
  await expect(region.getByRole('link', { name: /Guttmacher/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(banned).toHaveAttribute('aria-expanded', 'true');
  await expect(banned).not.toHaveAttribute('aria-busy');
  await expectNoSeriousA11yViolations(page);
});

test('words typed in the directory search before it runs are searched once it does', async ({ page }) => {
  gotoWithoutWaitingForLive(page);
  const release = await holdScripts(page);
  await page.goto('/resources', { waitUntil: 'domcontentloaded' });
  const box = page.getByLabel('Search all resources');
  await box.fill('legal aid');
  release();
  await waitForPageReady(page);
  // The box keeps her words, and the list answers them.
  await expect(page.getByText(/results? for “legal aid”/).first()).toBeVisible();
  await expect(box).toHaveValue('legal aid');
});

test('on /news, words typed and a topic picked before the list is live are applied once it is', async ({ page }) => {
  // The list (its search, topic filter and articles) loads once the page is live (web/pages/news/news-page.tsx).
  const release = await holdScripts(page, '**/assets/news-list-*.js');
  await page.goto('/news');
  const search = page.getByRole('searchbox', { name: 'Search the news' });
  const topic = page.getByRole('combobox', { name: 'Topic' });
  // Picked by keyboard, as she would (a pick Playwright makes by script is not one the page can tell from its own).
  await topic.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await expect(topic).toHaveValue('domestic-violence');
  await search.fill('planning');
  // Nothing has answered yet: the list is as built, every team article on it.
  const cards = page.locator('section[aria-labelledby="latest-news"]').getByRole('article');
  expect(await cards.count()).toBeGreaterThan(1);
  release();
  await expect(page.getByText('1 article matches “planning”.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Safety planning: a private, step-by-step start');
  await expect(topic).toHaveValue('domestic-violence');
  await expect(search).toHaveValue('planning');
  // The topic was applied, not only shown: cleared, the search lists Domestic Violence articles only.
  await search.fill('');
  await expect(page.getByText(/^Showing \d+ of 4\+? articles\.$/)).toBeVisible();
});

test('reached from another page, /news shows placeholders until its list arrives, then the articles', async ({ page }) => {
  await page.goto('/');
  const release = await holdScripts(page, '**/assets/news-list-*.js');
  await page.getByRole('link', { name: 'View All News' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & Current Events');
  await expect(page.getByRole('list', { name: 'Loading news' })).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('list', { name: 'Loading news' })).toHaveCount(0);
  await expect(page.locator('section[aria-labelledby="latest-news"]').getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a link followed while parts of the page wait for their code draws its page at once; a tap on a part kept meanwhile is carried out once it comes', async ({ page }) => {
  // Held back: the code of the shell's later parts (the header's help) and of the home page's own.
  const release = await holdScripts(page, /\/assets\/(shell-parts|news-block|essential-resources-list|newsletter-form|waiting-list-gate)-[\w-]+\.js$/);
  await page.goto('/');
  // Every router update reaches the parts still waiting: held back by them, the link would change the address only.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // The header's help, kept as built, keeps her tap until its code comes.
  const help = page.locator('header').getByRole('button', { name: 'Emergency help', exact: true });
  await help.click();
  await expect(help).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(help).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test('words typed in a part before its code comes stay, and are seen by it, when a link is followed meanwhile', async ({ page }) => {
  const release = await holdScripts(page, '**/assets/newsletter-form-*.js');
  await page.goto('/');
  const newsletter = page.locator('#newsletter');
  const box = newsletter.getByRole('textbox', { name: 'Email address' });
  await box.fill('not-an-address');
  // The box as built, marked: the form drawn afresh has a box of its own.
  await box.evaluate((el) => el.setAttribute('data-as-built', ''));
  // The site's name links to this page: the form, still waiting, is kept as built while the app draws the page again.
  await page.locator('#site-logo').click();
  await expect(page).toHaveURL('/');
  await expect(newsletter.locator('[data-waits]')).toHaveCount(1);
  await expect(box).toHaveValue('not-an-address');
  release();
  await expect(newsletter.locator('[data-waits]')).toHaveCount(0);
  await expect(box).not.toHaveAttribute('data-as-built');
  await expect(box).toHaveValue('not-an-address');
  await newsletter.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Check your email address' })).toBeVisible();
});

test('a tap kept on the header\'s help does not hold back a link followed after it, and is carried out once its code comes', async ({ page }) => {
  const release = await holdScripts(page, '**/assets/shell-parts-*.js');
  await page.goto('/');
  const help = page.locator('header').getByRole('button', { name: 'Emergency help', exact: true });
  await help.click();
  await expect(help).toHaveAttribute('aria-busy', 'true');
  // Its code is asked for and held back: the page she goes to is drawn all the same.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(help).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
});
