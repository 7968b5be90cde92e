// Payments: whether card payments are on (GET /api/payments/config), starting a donation or an order
// (POST /api/create-payment-intent, amounts decided here), and Stripe's webhooks (POST /api/stripe/webhook).
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { donationRequestSchema, orderRequestSchema, paymentsConfigSchema, paymentStartedSchema, type PaymentsConfig, type Product } from '../../shared/payments/schemas.ts';
import { badRequest } from '../http/errors.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../http/idempotent-write.ts';
import { IDEMPOTENCY_KEY_HEADER, jsonBody, jsonResponse, problem } from '../http/openapi.ts';
import { requestLocale, say } from '../http/locale.ts';
import { PaymentError, priceOrder, type Payments } from '../services/payments.ts';

export interface PaymentsRouteOptions {
  payments?: Payments;
  catalogue: readonly Product[];
  orgName: string;
  otherWays?: string;
  /** After an event was applied (it may have queued a receipt). */
  onApplied?: () => void;
}

const NOT_SET_UP = 'api.payments.notSetUp';

const tags = ['Payments'];
const docs = {
  config: describeRoute({ tags, summary: 'Whether card payments are on, and the other ways to give', responses: { 200: jsonResponse('The payment settings the pages need', paymentsConfigSchema) } }),
  start: describeRoute({
    tags,
    summary: 'Start a donation, or an order when the body has items (amounts are decided by the server)',
    parameters: [{ ...IDEMPOTENCY_KEY_HEADER, required: true, description: 'The same for a retry of the same payment.' }],
    requestBody: jsonBody(z.union([donationRequestSchema, orderRequestSchema])),
    responses: {
      201: jsonResponse('Started: confirm it with Stripe Elements', paymentStartedSchema),
      400: problem('The amount, the items or the Idempotency-Key are not valid'),
      429: problem('Too many payments started from this client for now'),
      503: problem('Card payments are not set up; nothing was charged'),
    },
  }),
  webhook: describeRoute({
    tags,
    summary: 'Stripe’s webhook events, verified by their signature',
    parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
    requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', description: 'A Stripe event, read only after its signature is verified.' } } } },
    responses: {
      200: jsonResponse('Received', z.object({ received: z.literal(true), outcome: z.string() })),
      400: problem('Not verified'),
      404: problem('Card payments are not set up'),
      503: problem('Not applied now; Stripe sends it again'),
    },
  }),
};

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

export function paymentsRouter(opts: PaymentsRouteOptions) {
  const { payments } = opts;
  const app = new Hono();

  app.get('/payments/config', docs.config, (c) => {
    c.header('Cache-Control', 'no-store');
    const body: PaymentsConfig = {
      enabled: Boolean(payments),
      orgName: opts.orgName,
      ...(payments ? { publishableKey: payments.settings.publishableKey } : {}),
      ...(opts.otherWays ? { otherWays: opts.otherWays } : {}),
    };
    return c.json(body);
  });

  app.post('/create-payment-intent', docs.start, async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await readJson(c);
    const isOrder = Boolean(body && typeof body === 'object' && 'items' in body);
    // Checked before anything else, so bad input gets its message whether or not payments are set up.
    const parsed = isOrder ? orderRequestSchema.safeParse(body) : donationRequestSchema.safeParse(body);
    if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? say(c, 'api.invalid'), parsed.error);
    const key = c.req.header('idempotency-key');
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return badRequest(c, 'Send an Idempotency-Key header (8 to 200 letters, digits, dashes or underscores), the same for a retry of the same payment.');
    }
    try {
      if (isOrder) {
        const req = orderRequestSchema.parse(body);
        priceOrder(opts.catalogue, req);
        if (!payments) return c.json({ message: say(c, NOT_SET_UP), ...(opts.otherWays ? { otherWays: opts.otherWays } : {}) }, 503);
        return c.json(await payments.startOrder(req, key), 201);
      }
      if (!payments) return c.json({ message: say(c, NOT_SET_UP), ...(opts.otherWays ? { otherWays: opts.otherWays } : {}) }, 503);
      return c.json(await payments.startDonation(donationRequestSchema.parse(body), key), 201);
    } catch (err) {
      if (err instanceof PaymentError) return c.json({ message: err.in(requestLocale(c)) }, err.status);
      throw err;
    }
  });

  // Signed by Stripe: the raw body is verified before anything is read from it.
  app.post('/stripe/webhook', docs.webhook, async (c) => {
    if (!payments) return c.json({ message: say(c, NOT_SET_UP) }, 404);
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
