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

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';
export const SUBSCRIBE_SUCCESS_MESSAGE = 'Thank you for subscribing! You will receive personalized updates based on your interests.';

export const subscriptionSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, EMAIL_REQUIRED_MESSAGE)
    .pipe(z.email('Enter an email address like name@example.org.'))
    .pipe(z.string().max(254))
    .transform((e) => e.toLowerCase()),
  interests: z
    .array(z.enum(INTEREST_IDS, { error: `Choose interests from: ${INTEREST_IDS.join(', ')}.` }))
    .max(INTEREST_IDS.length)
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
