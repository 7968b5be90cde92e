// The newsletter subscription: the wire contract of POST /api/newsletter/subscribe and the interest options.
import { z } from 'zod';

export const NEWSLETTER_INTERESTS = [
  { id: 'health', label: 'Women’s Health' },
  { id: 'rights', label: 'Women’s Rights & Advocacy' },
  { id: 'finance', label: 'Financial Empowerment' },
  { id: 'community', label: 'Community & Support' },
  { id: 'education', label: 'Education & Resources' },
  { id: 'career', label: 'Career & Professional Development' },
] as const;

export const INTEREST_IDS = NEWSLETTER_INTERESTS.map((i) => i.id) as [string, ...string[]];

/** A catalogue id, like the schema's other messages (shared/form-issues.ts). */
export const EMAIL_REQUIRED_MESSAGE = 'form.emailRequired';
/** How long the link in the confirmation email works. */
export const NEWSLETTER_CONFIRM_TTL_MS = 48 * 60 * 60_000;
/** An address never confirmed is forgotten after this long (until then, signing it up again sends nothing). */
export const NEWSLETTER_PENDING_KEEP_MS = 7 * 24 * 60 * 60_000;

/**
 * The answer to every sign-up, whether or not an email was sent (an address already signed up gets none): it must not
 * tell anyone whether an address is on the list.
 */
export const SUBSCRIBE_SUCCESS_MESSAGE = `Thank you! Please check your inbox for an email with a link to confirm your subscription. The link works for ${NEWSLETTER_CONFIRM_TTL_MS / 3_600_000} hours. If no email arrives, this address may already be signed up.`;

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
