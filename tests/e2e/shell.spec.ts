// The shared shell: header and footer links, menus, the mobile menu, the crisis banner, sign-in, the widget, toasts, 404 and titles.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { RESOURCES_MENU, TOOLS_MENU } from '../../web/shell/nav-links.ts';
import { hotline, smsHref, telHref } from '../../shared/hotlines.ts';
import { en } from '../../shared/messages/en.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Crisis help' });
const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page Not Found' });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the home page passes axe, has its title and description, and every top-level header link leads where it says', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Empowering Women Through Knowledge/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Trusted information/);
    await expectNoSeriousA11yViolations(page);

    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const [label, path] of [
      ['News & Current Events', '/news'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Donate', '/donate'],
      ['Shop', '/shop'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      const heading = { '/donate': 'Support Women’s Empowerment', '/shop': 'Shop' }[path as string] ?? label;
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(path === '/donate' ? 'Donate' : path === '/shop' ? 'Shop' : label));
      await expect(notFound(page)).toHaveCount(0);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('link', { name: /Women’s Help/ }).first().click();
    await expect(page).toHaveURL('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Help Now' }).click();
    await expect(page).toHaveURL('/emergency');
  });

  test('the Resources and Tools menus open by mouse and keyboard, list their links in order, and navigate', async ({ page }) => {
    await page.goto('/');
    const resources = page.getByRole('button', { name: 'Resources', exact: true });
    await resources.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(RESOURCES_MENU.map((l) => en[l.label]));
    await menu.getByRole('menuitem', { name: 'Shelter and Housing' }).click();
    await expect(page).toHaveURL('/shelter-housing');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: /Resources.*current section/ })).toBeVisible();

    const tools = page.getByRole('button', { name: 'Tools', exact: true });
    await tools.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(TOOLS_MENU.map((l) => en[l.label]));
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(dashboard|legal-education)$/);
  });

  test('the footer links, hotlines and Get Help Now work', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const dv = hotline('domestic-violence');
    await expect(footer.locator(`a[href="${telHref(dv.phone ?? '')}"]`)).toBeVisible();
    const text = hotline('crisis-text');
    await expect(footer.locator(`a[href="${smsHref(text.text?.to ?? '', text.text?.body)}"]`)).toBeVisible();
    await expect(footer).toContainText('501(c)(3)');
    await expect(footer).toContainText('does not erase your browser history');
    for (const [label, path] of [
      ['Emergency & safety', '/emergency'],
      ['Resource directory', '/resources'],
      ['News & current events', '/news'],
      ['About us', '/about'],
      ['Contact us', '/contact'],
      ['Donate', '/donate'],
    ] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    await footer.getByRole('link', { name: 'Get Help Now' }).click();
    await expect(page).toHaveURL('/emergency');
  });

  test('Sign in is a full page load of /api/login, which leads to the sign-in provider’s page (the site’s own here)', async ({ page }) => {
    await page.goto('/');
    const signIn = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    expect((await signIn).isNavigationRequest()).toBe(true);
    await expect(page).toHaveURL(/\/idp\/interaction\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the 404 page explains itself, offers a way on, and passes axe', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(notFound(page)).toBeVisible();
    await expect(page.getByText('web/routes.tsx')).toBeVisible();
    // Some menu links land here until their screens exist: the crisis lines are on this page too.
    await expect(page.getByRole('main').locator(`a[href="${telHref(hotline('domestic-violence').phone ?? '')}"]`)).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="tel:911"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
  });
});

test('the crisis banner can be hidden for this session only', async ({ page, context }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Hide this banner' }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  // A new tab is a new session: the banner is back.
  const other = await context.newPage();
  await other.goto('/');
  await expect(banner(other)).toBeVisible();
});

test('the emergency widget opens a dialog with 911, the hotlines and directory links in a new tab, and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Emergency help' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Emergency help' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('a[href="tel:911"]')).toBeVisible();
  for (const id of ['domestic-violence', 'sexual-assault', 'suicide-crisis'] as const) {
    await expect(dialog.locator(`a[href="${telHref(hotline(id).phone ?? '')}"]`)).toBeVisible();
  }
  await expect(dialog.locator(`a[href="${smsHref('741741', 'HOME')}"]`)).toBeVisible();
  for (const href of ['/resources?category=shelter', '/resources?category=healthcare', '/resources?category=womens-rights']) {
    const link = dialog.locator(`a[href="${href}"]`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  // One Escape closed the dialog; it must not have counted towards quick exit beyond that.
  await expect(page).toHaveURL('/');
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, holds Resources, Tools, News, About and Contact but not Donate or Shop, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Main' });
    for (const l of [...RESOURCES_MENU, ...TOOLS_MENU]) await expect(panel.getByRole('link', { name: en[l.label] })).toBeVisible();
    for (const name of ['News & Current Events', 'About Us', 'Contact Us']) await expect(panel.getByRole('link', { name })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Donate' })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Shop' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    // The page itself changes, not only the address.
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole('link', { name: 'Get Help Now' }).click();
    await expect(page).toHaveURL('/emergency');
    await expect(page.getByRole('heading', { level: 1, name: 'Emergency & safety' })).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('nothing is wider than a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/', '/missing', '/emergency', '/emergency?tab=hotlines', '/emergency?tab=safety-plan', '/emergency?tab=check-in', '/emergency?tab=documents']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('toasts', () => {
  test('what she just did is said at once, in place of the toast shown; a failure stays its 5 seconds', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    const toasts = page.locator('[data-scope="toast"][data-part="root"]');
    await context.setOffline(true);
    await context.setOffline(false);
    const backOnline = page.getByText('Back online', { exact: true });
    await expect(backOnline).toBeVisible();
    // Her own action's answer does not wait for the earlier toast's time to run out.
    await page.locator('#newsletter').getByRole('button', { name: 'Continue' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Please enter your email address.' });
    await expect(failure).toBeVisible();
    await expect(backOnline).toBeHidden();
    await expect(toasts).toHaveCount(1);
    // What comes next does not take a failure's place before she has had its time to read it.
    await context.setOffline(true);
    const offline = page.getByText('You are offline', { exact: true });
    await page.clock.runFor(4_000);
    await expect(failure).toBeVisible();
    await expect(offline).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(offline).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(toasts).toHaveCount(1);
    await context.setOffline(false);
  });

  test('one at a time; the latest replaces the earlier, F8 reaches them, and they go after 5 seconds', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/');
    // The notifications region (loaded beside the first render) listens before the connection drops.
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    await context.setOffline(true);
    // The toast's title (the news block may say "You are offline. …" in its own words).
    const offlineToast = page.getByText('You are offline', { exact: true });
    await expect(offlineToast).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Back online', { exact: true })).toBeVisible();
    await expect(offlineToast).toBeHidden();
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(1);

    await page.clock.runFor(5_500);
    await expect(page.getByText('Back online', { exact: true })).toBeHidden();

    // F8 takes keyboard focus to the notifications (and a toast waits while it has focus).
    await context.setOffline(true);
    await expect(offlineToast).toBeVisible();
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeFocused();
    await context.setOffline(false);
  });

  test('a swipe right past 50 px dismisses; a shorter one does not', async ({ page, context }) => {
    await page.goto('/');
    // The notifications region (loaded beside the first render) listens before the connection drops.
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    await context.setOffline(true);
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await expect(toast).toBeVisible();
    const swipe = async (dx: number) => {
      const box = await toast.boundingBox();
      if (!box) throw new Error('no toast');
      const y = box.y + box.height / 2;
      const x = box.x + 30;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y, { steps: 4 });
      await page.mouse.move(x + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    await swipe(30);
    await expect(toast).toBeVisible();
    await swipe(80);
    await expect(toast).toBeHidden();
    await context.setOffline(false);
  });
});
