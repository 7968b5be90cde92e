// The newsletter's options and fixed answers, apart from its schemas (shared/schemas/newsletter.ts): the home page
// draws the form with these and loads the validation library only when she uses it.
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
