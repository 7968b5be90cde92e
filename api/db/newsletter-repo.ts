// Newsletter subscriptions: subscribing again updates the interests; each address has a one-click unsubscribe token.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NEWSLETTER_INTERESTS, type Subscription } from '../../shared/schemas/newsletter.ts';
import type { Db } from './client.ts';
import { queueMail } from './mail-repo.ts';
import { newsletterSubscriptions } from './schema.ts';
import { SITE_NAME } from './contact-repo.ts';

export interface SubscribeResult {
  created: boolean;
  token: string;
}

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Must run inside a transaction: the subscription and its confirmation mail are written together. */
export function subscribe(db: Db, s: Subscription, unsubscribeUrl: (token: string) => string, now = new Date()): SubscribeResult {
  const existing = db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, s.email)).get();
  let token: string;
  let created = false;
  if (existing) {
    token = existing.unsubscribeToken ?? newToken();
    db.update(newsletterSubscriptions).set({ interests: s.interests, isActive: true, unsubscribeToken: token, updatedAt: now }).where(eq(newsletterSubscriptions.id, existing.id)).run();
  } else {
    token = newToken();
    created = true;
    db.insert(newsletterSubscriptions).values({ id: crypto.randomUUID(), email: s.email, interests: s.interests, unsubscribeToken: token, subscribedAt: now, updatedAt: now }).run();
  }
  const labels = NEWSLETTER_INTERESTS.filter((i) => s.interests.includes(i.id)).map((i) => `- ${i.label}`);
  const link = unsubscribeUrl(token);
  queueMail(db, {
    kind: 'newsletter-confirmation',
    to: s.email,
    subject: `You are subscribed to ${SITE_NAME} updates`,
    text: [
      `Thank you for subscribing to updates from ${SITE_NAME}.`,
      '',
      labels.length ? `You chose:\n${labels.join('\n')}` : 'You will receive our general updates.',
      '',
      `To unsubscribe at any time, open this link (one click, no sign-in): ${link}`,
    ].join('\n'),
    // RFC 8058: mail apps show an Unsubscribe button that POSTs to the link, with no page to open.
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return { created, token };
}

/** True when a subscription had this token (it is now inactive, and stays so until she subscribes again). */
export function unsubscribe(db: Db, token: string, now = new Date()): boolean {
  const row = db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeToken, token)).get();
  if (!row) return false;
  db.update(newsletterSubscriptions).set({ isActive: false, updatedAt: now }).where(eq(newsletterSubscriptions.id, row.id)).run();
  return true;
}
