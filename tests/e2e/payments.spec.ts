// /donate and /shop in Chromium with no payment keys (the embedded default): amount choice and the custom-amount
// rules, the cart on the device, checkout and Back to Cart, the plain "not set up" message (nothing sent to any
// payment service), and the thank-you toasts on the success return.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

function toastNamed(page: Page, title: string) {
  return page.getByRole('status', { name: title }).or(page.getByRole('alert', { name: title }));
}

/** Adds a product and waits for "Added to cart", which is said once the line is stored (before the cart's lines were
 * written in a transaction of their own, the cart showed a line a moment before it was stored, and CI left the page
 * in that moment). */
async function addToCart(page: Page, name: string) {
  await page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(toastNamed(page, 'Added to cart').filter({ hasText: name })).toBeVisible();
}

test('donate: presets, the custom amount rules, monthly, and an honest "not set up"', async ({ page, requests }) => {
  await page.goto('/donate');
  await expect(page.getByRole('heading', { name: 'Support Women’s Empowerment', level: 1 })).toBeVisible();
  for (const title of ['Emergency Support', 'Resource Directory', 'Educational Content', 'Technology Infrastructure', 'Secure & Trusted']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // Presets.
  await page.getByRole('button', { name: '$100', exact: true }).click();
  await expect(page.getByRole('button', { name: '$100', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: '$100 once' })).toBeVisible();

  // The custom amount: "Use" waits for at least $5 in whole cents.
  const custom = page.getByLabel('Or another amount (at least $5)');
  const use = page.getByRole('button', { name: 'Use', exact: true });
  await expect(use).toBeDisabled();
  await custom.fill('4.99');
  await expect(use).toBeDisabled();
  await expect(page.getByText('The smallest gift by card is $5.')).toBeVisible();
  await custom.fill('30.255');
  await expect(use).toBeDisabled();
  await custom.fill('30.50');
  await expect(use).toBeEnabled();
  await use.click();
  await expect(page.getByRole('heading', { name: '$30.50 once' })).toBeVisible();
  await page.getByText('Monthly', { exact: true }).click();
  await expect(page.getByRole('heading', { name: '$30.50 every month' })).toBeVisible();

  // Optional details, then the payment step: not set up on this site, and nothing was sent anywhere.
  await page.getByLabel('Email for your receipt (optional)').fill('not an email');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await page.getByLabel('Email for your receipt (optional)').fill('rosa@example.org');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Card payments are not set up on this site yet.')).toBeVisible();
  await expect(page.getByText('Nothing was charged')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(requests.filter((u) => u.includes('create-payment-intent') || /stripe\.(com|network)/.test(u))).toEqual([]);
});

test('donate: the success return thanks her', async ({ page }) => {
  // Stripe returns her with how it went.
  await page.goto('/donate?success=true&redirect_status=succeeded');
  await expect(toastNamed(page, 'Payment Successful')).toContainText('Thank you for supporting women’s empowerment!');
  await expect(page).toHaveURL(/\/donate$/);
  await page.goto('/donate?success=true&redirect_status=failed');
  await expect(toastNamed(page, 'Payment Failed')).toContainText('Nothing was charged');
});

test('shop: sizes, a cart kept on the device, Remove and the total, checkout and Back to Cart', async ({ page, requests }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  const products = page.getByRole('region', { name: 'Products' }).getByRole('listitem');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
  const tee = page.getByRole('listitem').filter({ hasText: 'Empowerment T-Shirt' });
  await expect(tee).toContainText('$25');
  await tee.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(tee.getByText('Choose a size first.')).toBeVisible();
  await tee.getByLabel('Size').selectOption('M');
  await tee.getByLabel('Colour').selectOption('Black');
  await tee.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(toastNamed(page, 'Added to cart').filter({ hasText: 'Empowerment T-Shirt, M, Black' })).toBeVisible();
  await addToCart(page, 'Sticker Pack');
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart).toContainText('Empowerment T-Shirt');
  await expect(cart).toContainText('M, Black');
  await expect(cart.getByText('$33')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await products.count()).toBeGreaterThan(0);

  // Kept on this device.
  await page.reload();
  await expect(cart.getByText('$33')).toBeVisible();
  await cart.getByRole('button', { name: 'Remove Sticker Pack' }).click();
  await expect(cart.getByText('$25').last()).toBeVisible();
  await expect(cart).not.toContainText('Sticker Pack');

  await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeFocused();
  await page.getByRole('button', { name: 'Back to Cart' }).click();
  await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('Empowerment T-Shirt');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Card payments are not set up on this site yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(requests.filter((u) => u.includes('create-payment-intent') || /stripe\.(com|network)/.test(u))).toEqual([]);
});

test('shop: the success return thanks her and empties the cart', async ({ page }) => {
  await page.goto('/shop');
  await addToCart(page, 'Journal Set');
  await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('Journal Set');
  await page.goto('/shop?success=true&redirect_status=failed');
  await expect(toastNamed(page, 'Payment Failed')).toContainText('your cart is still here');
  await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('Journal Set');
  await page.goto('/shop?success=true&redirect_status=succeeded');
  await expect(toastNamed(page, 'Order Successful')).toContainText('Thank you for supporting the product!');
  await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('Your cart is empty.');
});

test.describe('with card payments set up (a Stripe-format server on loopback)', () => {
  test('the server starts the payment for the amount chosen, and Stripe’s script is asked for only at the payment step', async ({ browser }) => {
    const { startFakeStripe } = await import('../fixtures/stripe-server.ts');
    const { startServer } = await import('./server.ts');
    const stripe = await startFakeStripe();
    const server = await startServer({
      env: { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e', STRIPE_WEBHOOK_SECRET: 'whsec_e2e_secret', STRIPE_API_BASE: stripe.url },
    });
    try {
      const context = await browser.newContext({ baseURL: server.baseURL });
      const seen: string[] = [];
      context.on('request', (r) => seen.push(r.url()));
      // No outside network here: Stripe's script cannot load, which is all this test needs to see (that it is asked for, and when).
      await context.route(/^https:\/\/(js|api|hooks)\.stripe\.com\//, (route) => route.abort());
      const page = await context.newPage();
      await page.goto('/');
      await page.goto('/donate');
      await page.getByRole('button', { name: '$250', exact: true }).click();
      await page.getByText('Monthly', { exact: true }).click();
      expect(seen.filter((u) => u.includes('stripe.com'))).toEqual([]);
      await page.getByLabel('Your name (optional)').fill('Rosa Example');
      await page.getByLabel('Email for your receipt (optional)').fill('rosa@example.org');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect.poll(() => seen.filter((u) => u.startsWith('https://js.stripe.com/')).length).toBeGreaterThan(0);
      // The server asked for a subscription of $250 a month; her name and email stayed with us.
      await expect.poll(() => stripe.subscriptions.size).toBe(1);
      const toStripe = JSON.stringify(stripe.requests.map((r) => r.body));
      expect(toStripe).not.toContain('rosa@example.org');
      expect(toStripe).not.toContain('Rosa');
      expect(stripe.requests.find((r) => r.path === '/v1/subscriptions')?.body).toMatchObject({ items: { 0: { price_data: { unit_amount: '25000' } } } });
      await context.close();
    } finally {
      await server.stop();
      await stripe.close();
    }
  });
});
