// Payments: whether card payments are on (GET /api/payments/config), starting a donation or an order
// (POST /api/create-payment-intent, amounts decided here), and Stripe's webhooks (POST /api/stripe/webhook).
import { Hono, type Context } from 'hono';
import { donationRequestSchema, orderRequestSchema, type PaymentsConfig, type Product } from '../../shared/payments/schemas.ts';
import { badRequest } from '../http/errors.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../http/idempotent-write.ts';
import { PaymentError, priceOrder, type Payments } from '../services/payments.ts';

export interface PaymentsRouteOptions {
  payments?: Payments;
  catalogue: readonly Product[];
  orgName: string;
  otherWays?: string;
  /** After an event was applied (it may have queued a receipt). */
  onApplied?: () => void;
}

const NOT_SET_UP = 'Card payments are not set up on this site. Nothing was charged.';

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

export function paymentsRouter(opts: PaymentsRouteOptions) {
  const { payments } = opts;
  const app = new Hono();

  app.get('/payments/config', (c) => {
    c.header('Cache-Control', 'no-store');
    const body: PaymentsConfig = {
      enabled: Boolean(payments),
      orgName: opts.orgName,
      ...(payments ? { publishableKey: payments.settings.publishableKey } : {}),
      ...(opts.otherWays ? { otherWays: opts.otherWays } : {}),
    };
    return c.json(body);
  });

  app.post('/create-payment-intent', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await jsonBody(c);
    const isOrder = Boolean(body && typeof body === 'object' && 'items' in body);
    // Checked before anything else, so bad input gets its message whether or not payments are set up.
    const parsed = isOrder ? orderRequestSchema.safeParse(body) : donationRequestSchema.safeParse(body);
    if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? 'The request is not valid.', parsed.error);
    const key = c.req.header('idempotency-key');
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return badRequest(c, 'Send an Idempotency-Key header (8 to 200 letters, digits, dashes or underscores), the same for a retry of the same payment.');
    }
    try {
      if (isOrder) {
        const req = orderRequestSchema.parse(body);
        priceOrder(opts.catalogue, req);
        if (!payments) return c.json({ message: NOT_SET_UP, ...(opts.otherWays ? { otherWays: opts.otherWays } : {}) }, 503);
        return c.json(await payments.startOrder(req, key), 201);
      }
      if (!payments) return c.json({ message: NOT_SET_UP, ...(opts.otherWays ? { otherWays: opts.otherWays } : {}) }, 503);
      return c.json(await payments.startDonation(donationRequestSchema.parse(body), key), 201);
    } catch (err) {
      if (err instanceof PaymentError) return c.json({ message: err.message }, err.status);
      throw err;
    }
  });

  // Signed by Stripe: the raw body is verified before anything is read from it.
  app.post('/stripe/webhook', async (c) => {
    if (!payments) return c.json({ message: NOT_SET_UP }, 404);
    const raw = Buffer.from(await c.req.arrayBuffer());
    let event;
    try {
      event = payments.verify(raw, c.req.header('stripe-signature'));
    } catch (err) {
      return c.json({ message: err instanceof Error ? err.message : 'Not verified.' }, 400);
    }
    try {
      const outcome = await payments.apply(event);
      if (outcome === 'applied') opts.onApplied?.();
      return c.json({ received: true, outcome });
    } catch {
      // Stripe sends it again later; nothing was recorded for this event.
      return c.json({ message: 'The event could not be applied now. Stripe will send it again.' }, 503);
    }
  });

  return app;
}
