// Payments with the real Stripe SDK against a local server answering in Stripe's format, and webhooks signed with the
// SDK's test-header helper: amounts decided by the server, each event applied once and in any order, bad signatures
// refused, a timed-out create call retried into one payment, and plain refusals of bad input.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { Payments, readCatalogue } from '../../api/services/payments.ts';
import { sqlCount, sqlRow, sqlRows, sqlValue, tempDb, type TempDb } from '../fixtures/db.ts';
import { startFakeStripe, type FakeStripe } from '../fixtures/stripe-server.ts';
import { MAIL_SUBJECTS } from '../../shared/mail-subjects.ts';

const ORIGIN = 'http://localhost';
const SECRET = 'whsec_test_secret_0123456789';
const catalogue = readCatalogue(new URL('../../data/products.json', import.meta.url).pathname);
let stripe: FakeStripe;
let t: TempDb;
let payments: Payments;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());
beforeEach(async () => {
  t = await tempDb();
  payments = new Payments(t.db, { secretKey: 'sk_test_local', publishableKey: 'pk_test_local', webhookSecret: SECRET, apiBase: stripe.url, orgName: 'Test Org', orgTaxId: '12-3456789' }, catalogue, { timeoutMs: 800 });
  app = createApp({ db: t.db, payments, catalogue });
});
afterEach(() => t.close());

let keys = 0;
const newKey = () => `test-payment-key-${Date.now()}-${++keys}`;
function start(body: unknown, key: string | null = newKey(), a = app) {
  return a.request(`${ORIGIN}/api/create-payment-intent`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
}
let events = 0;
function deliver(type: string, object: Record<string, unknown>, opts: { id?: string; secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify({ id: opts.id ?? `evt_test_${++events}`, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object } });
  const header = payments.stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? SECRET, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });
  return app.request(`${ORIGIN}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Stripe-Signature': header, 'Content-Type': 'application/json' },
    body: opts.tamper ? payload.replace('"type"', '"type" ') : payload,
  });
}
const donation = async (id: string) => (await sqlRow(t.db, 'SELECT status, amount, stripe_payment_intent_id AS pi FROM donations WHERE id = ?', id)) as { status: string; amount: number; pi: string };
const receipts = async () => (await sqlRows(t.db, "SELECT \"to\", subject, text FROM outbound_mail WHERE kind = 'donation-receipt'")) as { to: string; subject: string; text: string }[];

async function oneTime(amount = 2500, extra: Record<string, unknown> = { donorName: 'Rosa', donorEmail: 'rosa@example.org' }) {
  const res = await start({ type: 'one-time', amount, ...extra });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { clientSecret: string; donationId: string };
  return { ...body, pi: (await donation(body.donationId)).pi };
}

describe('one-time donations', () => {
  it('start pending with the provider id and the amount the server checked; only the row id goes to Stripe', async () => {
    const { donationId, clientSecret, pi } = await oneTime();
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect((await donation(donationId))).toMatchObject({ status: 'pending', amount: 2500 });
    expect(stripe.intents.get(pi)).toMatchObject({ amount: 2500, currency: 'usd', metadata: { donationId } });
    // What was sent, as sent: the amount, the currency, the row id, and nothing about her.
    const sent = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST').at(-1)!.body;
    expect(sent).toEqual({ amount: '2500', currency: 'usd', automatic_payment_methods: { enabled: 'true' }, description: 'Donation', metadata: { donationId } });
  });

  it('a valid event completes it, sends one receipt, and the same event again changes nothing', async () => {
    const { donationId, pi } = await oneTime();
    stripe.setIntent(pi, { status: 'succeeded' });
    const first = await deliver('payment_intent.succeeded', { id: pi, object: 'payment_intent' }, { id: 'evt_same' });
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    const again = await deliver('payment_intent.succeeded', { id: pi, object: 'payment_intent' }, { id: 'evt_same' });
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await donation(donationId)).status).toBe('completed');
    expect((await receipts())).toHaveLength(1);
    const [receipt] = (await receipts());
    expect(receipt!.to).toBe('rosa@example.org');
    // The subject shows in her inbox list: what the email is, not whom she gave to (that is in the text).
    expect(receipt!.subject).toBe(MAIL_SUBJECTS.donationReceipt);
    expect(receipt!.text).toContain('Amount: $25.00');
    expect(receipt!.text).toContain('Test Org, tax id (EIN) 12-3456789');
    expect(receipt!.text).toContain('No goods or services were provided in exchange for this contribution.');
  });

  it('ends in the right state whatever order the events come in', async () => {
    const refunded = await oneTime();
    stripe.setIntent(refunded.pi, { status: 'succeeded', refunded: true });
    await deliver('charge.refunded', { id: 'ch_x', object: 'charge', payment_intent: refunded.pi });
    await deliver('payment_intent.succeeded', { id: refunded.pi, object: 'payment_intent' });
    expect((await donation(refunded.donationId)).status).toBe('refunded');

    // A first card failed, a second worked: the failure arrives last.
    const retried = await oneTime(5000, {});
    stripe.setIntent(retried.pi, { status: 'succeeded' });
    await deliver('payment_intent.succeeded', { id: retried.pi, object: 'payment_intent' });
    await deliver('payment_intent.payment_failed', { id: retried.pi, object: 'payment_intent' });
    expect((await donation(retried.donationId)).status).toBe('completed');

    const failed = await oneTime(700, {});
    stripe.setIntent(failed.pi, { status: 'requires_payment_method', failure: 'Your card was declined.' });
    await deliver('payment_intent.payment_failed', { id: failed.pi, object: 'payment_intent' });
    expect((await donation(failed.donationId)).status).toBe('failed');
    // No receipt for a refunded gift, nor without an email address.
    expect((await receipts())).toEqual([]);
  });

  it('refuses unsigned, tampered, wrongly signed and stale events, changing nothing', async () => {
    const { donationId, pi } = await oneTime();
    stripe.setIntent(pi, { status: 'succeeded' });
    const object = { id: pi, object: 'payment_intent' };
    const unsigned = await app.request(`${ORIGIN}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded', data: { object } }) });
    expect(unsigned.status).toBe(400);
    expect((await deliver('payment_intent.succeeded', object, { tamper: true })).status).toBe(400);
    expect((await deliver('payment_intent.succeeded', object, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver('payment_intent.succeeded', object, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    expect((await donation(donationId)).status).toBe('pending');
    expect((await sqlCount(t.db, 'SELECT count(*) FROM stripe_events'))).toBe(0);
  });

  it('a create call that times out is retried with the same key: one payment', async () => {
    const before = stripe.intents.size;
    stripe.delayNextAnswer(1500);
    const key = newKey();
    const res = await start({ type: 'one-time', amount: 4000 }, key);
    expect(res.status).toBe(201);
    const { donationId } = (await res.json()) as { donationId: string };
    const sent = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST' && r.idempotencyKey === `donation-${key}`);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(stripe.intents.size).toBe(before + 1);
    // Her browser sends the same request again (a double click, a lost answer): the same gift, the same payment.
    const again = await start({ type: 'one-time', amount: 4000 }, key);
    expect(((await again.json()) as { donationId: string }).donationId).toBe(donationId);
    expect(stripe.intents.size).toBe(before + 1);
    expect((await sqlCount(t.db, 'SELECT count(*) FROM donations'))).toBe(1);
    // The same key for another amount is refused.
    expect((await start({ type: 'one-time', amount: 9000 }, key)).status).toBe(409);
    // A day later Stripe has forgotten the key: the same row still gives the same, still open, payment.
    stripe.forgetIdempotencyKeys();
    const later = await start({ type: 'one-time', amount: 4000 }, key);
    expect(((await later.json()) as { donationId: string }).donationId).toBe(donationId);
    expect(stripe.intents.size).toBe(before + 1);
    // Once paid, that key starts nothing more.
    stripe.setIntent((await donation(donationId)).pi, { status: 'succeeded' });
    expect((await start({ type: 'one-time', amount: 4000 }, key)).status).toBe(409);
    expect(stripe.intents.size).toBe(before + 1);
  });

  it('never moves a gift backwards: a late event that read an older state changes nothing', async () => {
    const { donationId, pi } = await oneTime();
    stripe.setIntent(pi, { status: 'succeeded' });
    await deliver('payment_intent.succeeded', { id: pi, object: 'payment_intent' });
    // As if a failure event had read the intent before it succeeded, and committed last.
    stripe.setIntent(pi, { status: 'requires_payment_method', failure: 'Your card was declined.' });
    await deliver('payment_intent.payment_failed', { id: pi, object: 'payment_intent' });
    expect((await donation(donationId)).status).toBe('completed');
  });

  it('records an event about an object Stripe does not know, without retrying it for days', async () => {
    const res = await deliver('payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent' });
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('monthly donations', () => {
  it('start a subscription; its first invoice paid completes the gift, each renewal is a new gift, once', async () => {
    const res = await start({ type: 'monthly', amount: 1500, donorEmail: 'mo@example.org' });
    expect(res.status).toBe(201);
    const { donationId, clientSecret } = (await res.json()) as { donationId: string; clientSecret: string };
    expect(clientSecret).toContain('_secret_');
    const row = (await sqlRow(t.db, 'SELECT stripe_subscription_id AS sub, stripe_invoice_id AS inv, is_recurring, frequency FROM donations WHERE id = ?', donationId)) as { sub: string; inv: string; is_recurring: number | boolean; frequency: string };
    expect({ ...row, is_recurring: Boolean(row.is_recurring) }).toMatchObject({ is_recurring: true, frequency: 'monthly' });
    stripe.payInvoice(row.inv);
    await deliver('invoice.paid', { id: row.inv, object: 'invoice' });
    expect((await donation(donationId)).status).toBe('completed');
    const renewal = stripe.renewal(row.sub);
    await deliver('invoice.paid', { id: renewal.id, object: 'invoice' }, { id: 'evt_renewal' });
    await deliver('invoice.paid', { id: renewal.id, object: 'invoice' }, { id: 'evt_renewal' });
    const rows = (await sqlRows(t.db, 'SELECT status, amount FROM donations WHERE stripe_subscription_id = ? ORDER BY created_at', row.sub));
    expect(rows).toEqual([
      { status: 'completed', amount: 1500 },
      { status: 'completed', amount: 1500 },
    ]);
    expect((await receipts()).map((r) => r.to)).toEqual(['mo@example.org', 'mo@example.org']);
    expect((await receipts())[0]!.text).toContain('Your gift repeats every month.');

    // The first month's payment is refunded: found through its invoice.
    const paidBy = stripe.invoices.get(row.inv)!.payment_intent_for_tests as string;
    stripe.setIntent(paidBy, { refunded: true });
    await deliver('charge.refunded', { id: 'ch_any', object: 'charge', payment_intent: paidBy });
    expect((await donation(donationId)).status).toBe('refunded');
  });
});

describe('the shop', () => {
  it('charges the catalogue’s total whatever the browser claims, records the order, and marks it paid', async () => {
    const res = await start({ amount: 1, total: 1, email: 'buyer@example.org', items: [{ id: 'empowerment-tshirt', size: 'M', color: 'Purple', price: 1 }, { id: 'sticker-pack' }] });
    expect(res.status).toBe(201);
    const { orderId, total } = (await res.json()) as { orderId: string; total: number };
    expect(total).toBe(3300);
    const order = (await sqlRow(t.db, 'SELECT total, status, stripe_payment_intent_id AS pi FROM orders WHERE id = ?', orderId)) as { total: number; status: string; pi: string };
    expect(order).toMatchObject({ total: 3300, status: 'pending' });
    expect(stripe.intents.get(order.pi)!.amount).toBe(3300);
    expect((await sqlRows(t.db, 'SELECT product_id, price, size, color FROM order_lines WHERE order_id = ? ORDER BY price DESC', orderId))).toEqual([
      { product_id: 'empowerment-tshirt', price: 2500, size: 'M', color: 'Purple' },
      { product_id: 'sticker-pack', price: 800, size: null, color: null },
    ]);
    stripe.setIntent(order.pi, { status: 'succeeded' });
    await deliver('payment_intent.succeeded', { id: order.pi, object: 'payment_intent' });
    expect((await sqlValue(t.db, 'SELECT status FROM orders WHERE id = ?', orderId))).toBe('paid');
    const mail = (await sqlRows(t.db, "SELECT \"to\", text FROM outbound_mail WHERE kind = 'order-confirmation'")) as { to: string; text: string }[];
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe('buyer@example.org');
    expect(mail[0]!.text).toContain('- Empowerment T-Shirt (M, Purple): $25.00');
    expect(mail[0]!.text).toContain('Total paid: $33.00');
  });
});

describe('bad input', () => {
  it.each([
    [{ type: 'one-time', amount: 499 }, 'The smallest gift by card is $5.'],
    [{ type: 'one-time', amount: 2550.5 }, 'The amount must be in whole cents.'],
    [{ type: 'one-time', amount: 1_000_001 }, 'please contact us'],
    [{ type: 'weekly', amount: 2500 }, 'type must be one-time or monthly.'],
    [{ type: 'one-time', amount: 2500, donorEmail: 'not-an-email' }, 'valid email'],
    [{ items: [{ id: 'gold-bar' }] }, '“gold-bar” is not in our shop.'],
    [{ items: [{ id: 'empowerment-tshirt', size: 'XXXL', color: 'Purple' }] }, 'choose a size of Empowerment T-Shirt'],
    [{ items: [{ id: 'empowerment-tshirt', color: 'Purple' }] }, 'choose a size of Empowerment T-Shirt'],
    [{ items: [{ id: 'sticker-pack', size: 'M' }] }, 'comes in one size'],
    [{ items: [] }, 'Your cart is empty.'],
  ])('%j is refused with a message, making nothing', async (body, message) => {
    const res = await start(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
    expect((await sqlCount(t.db, 'SELECT (SELECT count(*) FROM donations) + (SELECT count(*) FROM orders)'))).toBe(0);
  });

  it('asks for an Idempotency-Key', async () => {
    const res = await start({ type: 'one-time', amount: 2500 }, null);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('Idempotency-Key');
  });
});

describe('with no keys (the embedded default)', () => {
  it('says card payments are not set up, with the other ways to give, and charges nothing; bad input is still refused', async () => {
    const plain = createApp({ db: t.db, catalogue, otherWaysToGive: 'Mail a check to PO Box 1, Anytown.' });
    const config = await (await plain.request(`${ORIGIN}/api/payments/config`)).json();
    expect(config).toEqual({ enabled: false, orgName: 'Women’s Help & Resources', otherWays: 'Mail a check to PO Box 1, Anytown.' });
    const res = await start({ type: 'one-time', amount: 2500 }, newKey(), plain);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Card payments are not set up on this site. Nothing was charged.', otherWays: 'Mail a check to PO Box 1, Anytown.' });
    expect((await start({ items: [{ id: 'gold-bar' }] }, newKey(), plain)).status).toBe(400);
    expect((await plain.request(`${ORIGIN}/api/stripe/webhook`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await sqlCount(t.db, 'SELECT count(*) FROM donations'))).toBe(0);
  });
});
