// Newsletter subscriptions, by double opt-in. Signing up a new address records it as pending and queues one email
// with a link to confirm; only a confirmed address is a subscriber. An address already known (pending, subscribed or
// unsubscribed) gets nothing, so the form cannot be used to fill someone's inbox. Each address has a one-click
// unsubscribe token; addresses never confirmed are forgotten after NEWSLETTER_PENDING_KEEP_MS.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale.ts';
import type { MessageId } from '../../shared/messages/en.ts';
import { NEWSLETTER_CONFIRM_TTL_MS, NEWSLETTER_INTERESTS, NEWSLETTER_PENDING_KEEP_MS, type Subscription } from '../../shared/schemas/newsletter.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import type { Db } from './client.ts';
import { changedRows } from './raw.ts';
import { queueMail } from './mail-repo.ts';
import { newsletterSubscriptions } from './tables.ts';
import { SITE_NAME } from './contact-repo.ts';
import { transaction } from './transaction.ts';

export interface NewsletterLinks {
  confirm: (token: string) => string;
  unsubscribe: (token: string) => string;
}

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Only this is stored for the confirmation link: a copy of the database cannot confirm anyone. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Must run inside a transaction: the pending address and its confirmation email are written together. True when an
 * email was queued (a new address); the caller answers the same either way. `locale` is the site's language she
 * signed up in: kept with the address, and its emails are written in it.
 */
export async function requestSubscription(db: Db, s: Subscription, links: NewsletterLinks, locale: Locale = DEFAULT_LOCALE, now = new Date()): Promise<boolean> {
  const known = (await db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, s.email)).limit(1))[0];
  if (known) return false;
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({
      id: crypto.randomUUID(),
      email: s.email,
      interests: s.interests,
      status: 'pending',
      unsubscribeToken,
      confirmTokenHash: hashToken(confirmToken),
      confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS),
      subscribedAt: now,
      updatedAt: now,
      language: locale,
    })
    .onConflictDoNothing();
  if (changedRows(inserted) === 0) return false;
  const say = (id: MessageId, values?: Record<string, string | number>) => serverMessage(locale, id, values);
  // The topics as the sign-up form named them, in her language (the app's `newsletter.interest.*` messages).
  const labels = NEWSLETTER_INTERESTS.filter((i) => s.interests.includes(i.id)).map((i) => `- ${say(`newsletter.interest.${i.id}`)}`);
  const stop = links.unsubscribe(unsubscribeToken);
  await queueMail(db, {
    kind: 'newsletter-confirmation',
    to: s.email,
    subject: say('mail.subject.newsletterConfirm'),
    text: [
      say('mail.newsletter.intro', { site: SITE_NAME }),
      '',
      say('mail.newsletter.open', { hours: NEWSLETTER_CONFIRM_TTL_MS / 3_600_000 }),
      links.confirm(confirmToken),
      '',
      labels.length ? `${say('mail.newsletter.topics')}\n${labels.join('\n')}` : say('mail.newsletter.general'),
      '',
      say('mail.newsletter.notYou'),
      say('mail.newsletter.never', { link: stop }),
    ].join('\n'),
    // RFC 8058: mail apps show an Unsubscribe button that POSTs to the link, with no page to open.
    headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}

/** What a confirmation link leads to: a sign-up waiting for it, one whose link has expired, or nothing. */
export type ConfirmationState = 'ready' | 'expired' | 'unknown';

async function pendingByToken(db: Db, token: string) {
  return (await db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), eq(newsletterSubscriptions.status, 'pending')))
    .limit(1))[0];
}

export async function confirmationState(db: Db, token: string, now = new Date()): Promise<ConfirmationState> {
  const row = await pendingByToken(db, token);
  if (!row) return 'unknown';
  return row.confirmExpiresAt && row.confirmExpiresAt.getTime() > now.getTime() ? 'ready' : 'expired';
}

/** Makes the address a subscriber when its link is still valid; the link is used up. Answers the state it found. */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<ConfirmationState> {
  return await transaction(db, async (tx) => {
    const state = await confirmationState(tx, token, now);
    if (state !== 'ready') return state;
    await tx.update(newsletterSubscriptions)
      .set({ status: 'active', subscribedAt: now, updatedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)));
    return state;
  });
}

/**
 * True when an address had this token. It is now unsubscribed and kept so (a new sign-up sends it nothing), also when
 * it was still waiting for confirmation: that is how she says "never sign me up".
 */
/** Whether an unsubscribe link is one of ours (reads only: the link's page changes nothing until its button). */
export async function unsubscribeTokenKnown(db: Db, token: string): Promise<boolean> {
  return (await db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeToken, token)).limit(1))[0] !== undefined;
}

export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<boolean> {
  const row = (await db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeToken, token)).limit(1))[0];
  if (!row) return false;
  await db.update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', updatedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(newsletterSubscriptions.id, row.id));
  return true;
}

/** Forgets addresses signed up but never confirmed for NEWSLETTER_PENDING_KEEP_MS. Answers how many. */
export async function purgeUnconfirmed(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - NEWSLETTER_PENDING_KEEP_MS);
  return changedRows(
    await db.delete(newsletterSubscriptions).where(and(eq(newsletterSubscriptions.status, 'pending'), lt(newsletterSubscriptions.subscribedAt, before))),
  );
}
