// Donations and the shop: the wire contract, the donation rules (spec 2, sections 5 and 9) and the catalogue's shape.
// Amounts travel in cents; the server decides every amount it charges.
import { z } from 'zod';

import { DONATION_MAX_DOLLARS, DONATION_MIN_DOLLARS, DONATION_TYPES, toCents } from './amounts.ts';

export { DONATION_MAX_DOLLARS, DONATION_MIN_DOLLARS, DONATION_PRESETS, DONATION_TYPES, toCents, type DonationType } from './amounts.ts';

const optionalName = z.string().trim().max(100, 'Keep the name under 100 characters.').optional();
const optionalEmail = z.email('Please enter a valid email address, or leave it empty.').max(200).optional();

export const donationRequestSchema = z.object({
  type: z.enum(DONATION_TYPES, { error: 'type must be one-time or monthly.' }),
  /** In cents, whole. */
  amount: z
    .number({ error: 'Say how much to give (amount, in cents).' })
    .int('The amount must be in whole cents.')
    .min(DONATION_MIN_DOLLARS * 100, `The smallest gift by card is $${DONATION_MIN_DOLLARS}.`)
    .max(DONATION_MAX_DOLLARS * 100, `For gifts over $${DONATION_MAX_DOLLARS.toLocaleString('en-US')}, please contact us.`),
  donorName: optionalName,
  donorEmail: optionalEmail,
});
export type DonationRequest = z.infer<typeof donationRequestSchema>;

export const productSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,60}$/),
  name: z.string().min(1).max(100),
  /** In cents. */
  price: z.number().int().positive(),
  category: z.enum(['apparel', 'accessories', 'stationery']),
  description: z.string().min(1).max(300),
  sizes: z.array(z.enum(['XS', 'S', 'M', 'L', 'XL', 'XXL'])).optional(),
  colors: z.array(z.string().min(1).max(30)).optional(),
});
export type Product = z.infer<typeof productSchema>;
export const catalogueSchema = z.object({ products: z.array(productSchema).min(1) });

export const CART_MAX_LINES = 20;

export const orderRequestSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string({ error: 'Each item needs a product id.' }).max(60),
        size: z.string().max(10).optional(),
        color: z.string().max(30).optional(),
        /** The spec's cart: one per line. Anything the browser says about prices is not read. */
        quantity: z.literal(1, { error: 'Each cart line holds one item.' }).default(1),
      }),
    )
    .min(1, 'Your cart is empty.')
    .max(CART_MAX_LINES, `At most ${CART_MAX_LINES} items per order.`),
  email: optionalEmail,
  name: optionalName,
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** What the pages need to know: whether card payments are on, and the other ways to give when they are not. */
export const paymentsConfigSchema = z.object({
  enabled: z.boolean(),
  publishableKey: z.string().optional(),
  orgName: z.string(),
  otherWays: z.string().optional(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** The answer to POST /api/create-payment-intent: what Stripe Elements needs to confirm the payment. */
export const paymentStartedSchema = z.union([
  z.object({ clientSecret: z.string(), donationId: z.string() }),
  z.object({ clientSecret: z.string(), orderId: z.string(), total: z.number().int().describe('In cents.') }),
]);
