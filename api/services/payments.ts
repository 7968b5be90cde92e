// Card payments through Stripe. Amounts are decided here: a donation's from its checked request, an order's from the
// catalogue (nothing the browser says about prices is read). Each create call carries an Idempotency-Key stored on
// the row, so a retried request makes one payment. Payments are recorded as completed only from Stripe's signed
// webhooks; each event is applied once, from the state fetched from Stripe (events may come in any order).
import type { Locale } from '../../shared/locale.ts';
import type { MessageId } from '../../shared/messages/en.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { MAIL_SUBJECTS } from '../../shared/mail-subjects.ts';
import { catalogueSchema, type DonationRequest, type OrderRequest, type Product } from '../../shared/payments/schemas.ts';
import type { Db } from '../db/client.ts';
import { queueMail } from '../db/mail-repo.ts';
import { appSecrets, donations, orderLines, orders, stripeEvents } from '../db/tables.ts';
import { changedRows } from '../db/raw.ts';
import { readJsonFile } from '../startup-error.ts';
import { transaction } from '../db/transaction.ts';

export interface PaymentsSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests: a Stripe-format server on loopback. */
  apiBase?: string;
  orgName: string;
  orgTaxId?: string;
}

export function readCatalogue(path: string): Product[] {
  return readJsonFile(path, catalogueSchema).products;
}

/** A refusal she can read: its message in English (logs, tests) and, through `id`, in the request's language. */
export class PaymentError extends Error {
  constructor(
    readonly id: MessageId,
    readonly status: 400 | 409 | 502,
    readonly values: Record<string, string | number> = {},
  ) {
    super(serverMessage('en', id, values));
  }

  in(locale: Locale): string {
    return serverMessage(locale, this.id, this.values);
  }
}

const UNREACHABLE = 'api.payments.unreachable';

type DonationStatus = 'pending' | 'completed' | 'failed' | 'refunded';

/** A PaymentIntent's state as our records name it. */
function stateOf(pi: Stripe.PaymentIntent): DonationStatus {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  if (pi.status === 'succeeded') return charge?.refunded ? 'refunded' : 'completed';
  if (pi.status === 'canceled' || (pi.status === 'requires_payment_method' && pi.last_payment_error)) return 'failed';
  return 'pending';
}

const ORDER_STATUS: Record<DonationStatus, 'pending' | 'paid' | 'failed' | 'refunded'> = { pending: 'pending', completed: 'paid', failed: 'failed', refunded: 'refunded' };
const FROM_ORDER: Record<'pending' | 'paid' | 'failed' | 'refunded', DonationStatus> = { pending: 'pending', paid: 'completed', failed: 'failed', refunded: 'refunded' };

/**
 * States only move forward: pending → failed or completed; failed → completed (another card worked); completed →
 * refunded. A slower event that read an older state can then never undo a newer one.
 */
export function canMove(from: DonationStatus, to: DonationStatus): boolean {
  if (from === to) return false;
  if (from === 'pending') return to !== 'pending';
  if (from === 'failed') return to === 'completed' || to === 'refunded';
  if (from === 'completed') return to === 'refunded';
  return false;
}

/** Stripe's own "no such object" or "not allowed": the event cannot ever be applied, so it is not retried. */
function permanent(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeError && typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 && err.statusCode !== 429;
}

export interface PricedOrder {
  total: number;
  lines: { product: Product; size?: string; color?: string }[];
}

/** The order's lines and total from the catalogue; unknown products, sizes or colours are refused (400). */
export function priceOrder(catalogue: readonly Product[], req: OrderRequest): PricedOrder {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const lines = req.items.map((item, i) => {
    const product = byId.get(item.id);
    if (!product) throw new PaymentError('api.payments.notInShop', 400, { n: i + 1, id: item.id });
    if (product.sizes ? !item.size || !(product.sizes as string[]).includes(item.size) : item.size) {
      throw product.sizes
        ? new PaymentError('api.payments.chooseSize', 400, { n: i + 1, name: product.name, choices: product.sizes.join(', ') })
        : new PaymentError('api.payments.oneSize', 400, { n: i + 1, name: product.name });
    }
    if (product.colors ? !item.color || !product.colors.includes(item.color) : item.color) {
      throw product.colors
        ? new PaymentError('api.payments.chooseColour', 400, { n: i + 1, name: product.name, choices: product.colors.join(', ') })
        : new PaymentError('api.payments.oneColour', 400, { n: i + 1, name: product.name });
    }
    return { product, ...(item.size ? { size: item.size } : {}), ...(item.color ? { color: item.color } : {}) };
  });
  return { total: lines.reduce((sum, l) => sum + l.product.price, 0), lines };
}


export class Payments {
  readonly stripe: Stripe;

  constructor(
    private readonly db: Db,
    readonly settings: PaymentsSettings,
    private readonly catalogue: readonly Product[],
    options: { timeoutMs?: number } = {},
  ) {
    const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 20_000,
      ...(base ? { host: base.hostname, port: Number(base.port), protocol: 'http' as const } : {}),
    });
  }

  // ---- donations ----

  /** Starts a gift: a pending row, then the PaymentIntent (one-time) or Subscription (monthly) under its key. */
  async startDonation(req: DonationRequest, key: string): Promise<{ clientSecret: string; donationId: string }> {
    const idempotencyKey = `donation-${key}`;
    let row = (await this.db.select().from(donations).where(eq(donations.idempotencyKey, idempotencyKey)).limit(1))[0];
    if (row && (row.amount !== req.amount || row.isRecurring !== (req.type === 'monthly'))) {
      throw new PaymentError('api.payments.amountChanged', 409);
    }
    if (!row) {
      const id = crypto.randomUUID();
      await this.db
        .insert(donations)
        .values({ id, amount: req.amount, donorName: req.donorName || null, donorEmail: req.donorEmail || null, isRecurring: req.type === 'monthly', frequency: req.type === 'monthly' ? 'monthly' : null, idempotencyKey, status: 'pending' });
      row = (await this.db.select().from(donations).where(eq(donations.id, id)).limit(1))[0]!;
    }
    try {
      // Started before (a retry, maybe days later, when Stripe has forgotten the key): the same payment, if still open.
      if (row.stripePaymentIntentId) return { clientSecret: await this.openIntentSecret(row.stripePaymentIntentId), donationId: row.id };
      if (row.stripeSubscriptionId) {
        const sub = await this.stripe.subscriptions.retrieve(row.stripeSubscriptionId, { expand: ['latest_invoice.confirmation_secret'] });
        const inv = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
        if (!inv?.confirmation_secret?.client_secret || inv.status === 'paid' || inv.status === 'void') throw new PaymentError('api.payments.giftClosed', 409);
        return { clientSecret: inv.confirmation_secret.client_secret, donationId: row.id };
      }
      if (req.type === 'one-time') {
        // Only the row's id goes to Stripe: no names or emails in metadata.
        const pi = await this.stripe.paymentIntents.create(
          { amount: row.amount, currency: 'usd', automatic_payment_methods: { enabled: true }, description: 'Donation', metadata: { donationId: row.id } },
          { idempotencyKey },
        );
        await this.db.update(donations).set({ stripePaymentIntentId: pi.id, updatedAt: new Date() }).where(eq(donations.id, row.id));
        if (!pi.client_secret) throw new PaymentError(UNREACHABLE, 502);
        return { clientSecret: pi.client_secret, donationId: row.id };
      }
      const product = await this.monthlyProduct();
      const customer = await this.stripe.customers.create(
        // A subscription needs a customer; her name and email stay with us (we send the receipts ourselves).
        { metadata: { donationId: row.id } },
        { idempotencyKey: `${idempotencyKey}-customer` },
      );
      const sub = await this.stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price_data: { currency: 'usd', product, unit_amount: row.amount, recurring: { interval: 'month' } } }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { donationId: row.id },
        },
        { idempotencyKey: `${idempotencyKey}-subscription` },
      );
      const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      const secret = invoice?.confirmation_secret?.client_secret;
      await this.db
        .update(donations)
        .set({ stripeSubscriptionId: sub.id, stripeInvoiceId: invoice?.id ?? null, updatedAt: new Date() })
        .where(eq(donations.id, row.id));
      if (!secret) throw new PaymentError(UNREACHABLE, 502);
      return { clientSecret: secret, donationId: row.id };
    } catch (err) {
      if (err instanceof PaymentError) throw err;
      // The row stays pending: a retry with the same key finds it, and Stripe answers the same key with the same object.
      throw new PaymentError(UNREACHABLE, 502);
    }
  }

  private async openIntentSecret(id: string): Promise<string> {
    const pi = await this.stripe.paymentIntents.retrieve(id);
    if (pi.status === 'succeeded' || pi.status === 'canceled' || pi.status === 'processing' || !pi.client_secret) {
      throw new PaymentError('api.payments.paymentClosed', 409);
    }
    return pi.client_secret;
  }

  /** The Stripe product monthly gifts are priced against, made once per mode (test and live keys see different objects). */
  private async monthlyProduct(): Promise<string> {
    const mode = /_live_/.test(this.settings.secretKey) ? 'live' : 'test';
    const name = `stripe.monthly-product.${mode}`;
    const saved = (await this.db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1))[0];
    if (saved) return saved.value;
    const product = await this.stripe.products.create({ name: `Monthly donation to ${this.settings.orgName}` }, { idempotencyKey: `monthly-donation-product-${mode}-v1` });
    await this.db.insert(appSecrets).values({ name, value: product.id }).onConflictDoNothing();
    return product.id;
  }

  // ---- the shop ----

  async startOrder(req: OrderRequest, key: string): Promise<{ clientSecret: string; orderId: string; total: number }> {
    const idempotencyKey = `order-${key}`;
    const priced = priceOrder(this.catalogue, req);
    let order = (await this.db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1))[0];
    if (order) {
      const sig = (l: { productId: string; size: string | null; color: string | null }) => `${l.productId}|${l.size ?? ''}|${l.color ?? ''}`;
      const had = (await this.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).map(sig).sort().join(',');
      const asked = priced.lines.map((l) => sig({ productId: l.product.id, size: l.size ?? null, color: l.color ?? null })).sort().join(',');
      if (had !== asked) throw new PaymentError('api.payments.orderChanged', 409);
    }
    if (!order) {
      const id = crypto.randomUUID();
      await transaction(this.db, async (tx) => {
        await tx.insert(orders).values({ id, total: priced.total, email: req.email || null, name: req.name || null, idempotencyKey });
        for (const l of priced.lines) {
          await tx.insert(orderLines).values({ id: crypto.randomUUID(), orderId: id, productId: l.product.id, name: l.product.name, price: l.product.price, quantity: 1, size: l.size ?? null, color: l.color ?? null });
        }
      });
      order = (await this.db.select().from(orders).where(eq(orders.id, id)).limit(1))[0]!;
    }
    try {
      if (order.stripePaymentIntentId) return { clientSecret: await this.openIntentSecret(order.stripePaymentIntentId), orderId: order.id, total: order.total };
      const pi = await this.stripe.paymentIntents.create(
        { amount: order.total, currency: 'usd', automatic_payment_methods: { enabled: true }, description: 'Shop order', metadata: { orderId: order.id } },
        { idempotencyKey },
      );
      await this.db.update(orders).set({ stripePaymentIntentId: pi.id, updatedAt: new Date() }).where(eq(orders.id, order.id));
      if (!pi.client_secret) throw new PaymentError(UNREACHABLE, 502);
      return { clientSecret: pi.client_secret, orderId: order.id, total: order.total };
    } catch (err) {
      if (err instanceof PaymentError) throw err;
      throw new PaymentError(UNREACHABLE, 502);
    }
  }

  // ---- webhooks ----

  /** Checks the signature on the raw body (and its age); throws on anything not signed by Stripe with our secret. */
  verify(raw: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new Error('Missing Stripe-Signature.');
    try {
      return this.stripe.webhooks.constructEvent(raw, signature, this.settings.webhookSecret);
    } catch {
      throw new Error('The webhook signature could not be verified.');
    }
  }

  /**
   * Applies one event: the current state is read from Stripe, then the event id and its effect are written in one
   * transaction. An event seen before changes nothing. Returns what happened, for the log and the tests.
   */
  async apply(event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'> {
    if ((await this.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).limit(1))[0]) return 'duplicate';
    let effect: ((db: Db) => Promise<void>) | undefined;
    try {
      effect = await this.effectOf(event);
    } catch (err) {
      // An object Stripe says does not exist (or we may not read) will never be found: recorded, not retried for days.
      if (!permanent(err)) throw err;
      effect = undefined;
    }
    return await transaction(this.db, async (tx) => {
      const inserted = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      if (changedRows(inserted) === 0) return 'duplicate' as const;
      if (!effect) return 'ignored' as const;
      await effect(tx as unknown as Db);
      return 'applied' as const;
    });
  }

  private async effectOf(event: Stripe.Event): Promise<((db: Db) => Promise<void>) | undefined> {
    const obj = event.data.object as { id?: string; payment_intent?: string | { id: string } | null };
    let piId: string | undefined;
    if (event.type.startsWith('payment_intent.')) piId = obj.id;
    else if (event.type === 'charge.refunded' || event.type === 'charge.succeeded' || event.type === 'charge.failed') {
      piId = typeof obj.payment_intent === 'string' ? obj.payment_intent : obj.payment_intent?.id;
    } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed' || event.type === 'invoice.voided') {
      const invoice = await this.stripe.invoices.retrieve(obj.id!);
      return (db) => this.applyInvoice(db, invoice);
    }
    if (!piId) return undefined;
    const pi = await this.stripe.paymentIntents.retrieve(piId, { expand: ['latest_charge'] });
    const state = stateOf(pi);
    const known =
      (await this.db.select({ id: donations.id }).from(donations).where(eq(donations.stripePaymentIntentId, pi.id)).limit(1))[0] ??
      (await this.db.select({ id: orders.id }).from(orders).where(eq(orders.stripePaymentIntentId, pi.id)).limit(1))[0];
    if (!known && state === 'refunded') {
      // A monthly gift's payment: found through its invoice (each invoice is one row).
      const paid = await this.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: pi.id }, limit: 1 });
      const invoice = paid.data[0]?.invoice;
      const invoiceId = typeof invoice === 'string' ? invoice : invoice?.id;
      if (!invoiceId) return undefined;
      return async (db) => {
        const row = (await db.select().from(donations).where(eq(donations.stripeInvoiceId, invoiceId)).limit(1))[0];
        if (row) await this.setDonation(db, row, 'refunded');
      };
    }
    return async (db) => {
      const donation = (await db.select().from(donations).where(eq(donations.stripePaymentIntentId, pi.id)).limit(1))[0];
      if (donation) await this.setDonation(db, donation, state);
      const order = (await db.select().from(orders).where(eq(orders.stripePaymentIntentId, pi.id)).limit(1))[0];
      if (order && canMove(FROM_ORDER[order.status], state)) {
        await db.update(orders).set({ status: ORDER_STATUS[state], updatedAt: new Date() }).where(eq(orders.id, order.id));
        if (ORDER_STATUS[state] === 'paid' && order.email) await queueMail(db, { kind: 'order-confirmation', to: order.email, subject: MAIL_SUBJECTS.orderConfirmation, text: await this.orderText(db, order) });
      }
    };
  }

  /** A monthly gift's invoice: the first pays the row made at sign-up; each later one is a new completed gift. */
  private async applyInvoice(db: Db, invoice: Stripe.Invoice): Promise<void> {
    const state: DonationStatus = invoice.status === 'paid' ? 'completed' : invoice.status === 'uncollectible' || invoice.status === 'void' ? 'failed' : 'pending';
    const subId = typeof invoice.parent?.subscription_details?.subscription === 'string' ? invoice.parent.subscription_details.subscription : invoice.parent?.subscription_details?.subscription?.id;
    const existing = (await db.select().from(donations).where(eq(donations.stripeInvoiceId, invoice.id!)).limit(1))[0];
    if (existing) return await this.setDonation(db, existing, state);
    if (!subId || state !== 'completed') return;
    const first = (await db.select().from(donations).where(eq(donations.stripeSubscriptionId, subId)).orderBy(asc(donations.createdAt)).limit(1))[0];
    if (!first) return;
    const id = crypto.randomUUID();
    await db.insert(donations)
      .values({ id, amount: invoice.amount_paid, donorName: first.donorName, donorEmail: first.donorEmail, isRecurring: true, frequency: 'monthly', stripeSubscriptionId: subId, stripeInvoiceId: invoice.id!, status: 'pending' });
    await this.setDonation(db, (await db.select().from(donations).where(eq(donations.id, id)).limit(1))[0]!, 'completed');
  }

  private async setDonation(db: Db, row: typeof donations.$inferSelect, state: DonationStatus): Promise<void> {
    if (!canMove(row.status as DonationStatus, state)) return;
    await db.update(donations).set({ status: state, updatedAt: new Date() }).where(eq(donations.id, row.id));
    if (state === 'completed' && row.donorEmail && !row.receiptQueuedAt) {
      // The organisation's name is in the text only: the subject line shows in her inbox list (see shared/mail-subjects.ts).
      await queueMail(db, { kind: 'donation-receipt', to: row.donorEmail, subject: MAIL_SUBJECTS.donationReceipt, text: this.receipt(row) });
      await db.update(donations).set({ receiptQueuedAt: new Date() }).where(eq(donations.id, row.id));
    }
  }

  private async orderText(db: Db, order: typeof orders.$inferSelect): Promise<string> {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    return [
      `Thank you for your order from ${this.settings.orgName}.`,
      '',
      ...lines.map((l) => `- ${l.name}${[l.size, l.color].filter(Boolean).length ? ` (${[l.size, l.color].filter(Boolean).join(', ')})` : ''}: $${(l.price / 100).toFixed(2)}`),
      '',
      `Total paid: $${(order.total / 100).toFixed(2)}`,
      `Order number: ${order.id.slice(0, 8).toUpperCase()}`,
    ].join('\n');
  }

  /** The acknowledgement a donor needs for her taxes (US: IRS Publication 1771). */
  receipt(row: typeof donations.$inferSelect): string {
    const amount = `$${(row.amount / 100).toFixed(2)}`;
    const date = new Date().toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    return [
      `Dear ${row.donorName || 'friend'},`,
      '',
      `Thank you for your ${row.isRecurring ? 'monthly ' : ''}donation to ${this.settings.orgName}.`,
      '',
      `Amount: ${amount} (US dollars)`,
      `Date: ${date}`,
      `Organisation: ${this.settings.orgName}${this.settings.orgTaxId ? `, tax id (EIN) ${this.settings.orgTaxId}` : ''}`,
      '',
      'No goods or services were provided in exchange for this contribution.',
      'Please keep this email for your records.',
      ...(row.isRecurring ? ['', 'Your gift repeats every month. To change or stop it, reply to this email.'] : []),
    ].join('\n');
  }
}
