// The newsletter subscription: the wire contract of POST /api/newsletter/subscribe and the interest options.
import { z } from 'zod';
import { EMAIL_REQUIRED_MESSAGE, INTEREST_IDS } from '../newsletter.ts';

export {
  EMAIL_REQUIRED_MESSAGE,
  INTEREST_IDS,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_INTERESTS,
  NEWSLETTER_PENDING_KEEP_MS,
  SUBSCRIBE_SUCCESS_MESSAGE,
} from '../newsletter.ts';

export const subscriptionSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, EMAIL_REQUIRED_MESSAGE)
    .pipe(z.email('form.email'))
    .pipe(z.string().max(254))
    .transform((e) => e.toLowerCase()),
  interests: z
    .array(z.enum(INTEREST_IDS, { error: `Choose interests from: ${INTEREST_IDS.join(', ')}.` }))
    .max(INTEREST_IDS.length)
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The answer to POST /api/newsletter/subscribe: the same for a new and a known address. */
export const subscriptionReceiptSchema = z.object({ message: z.string(), interests: z.array(z.enum(INTEREST_IDS)) });
