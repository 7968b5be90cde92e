// Stores contact messages and queues the staff notification (and her copy, only if she asked) in one transaction.
import { randomUUID } from 'node:crypto';
import { CONTACT_CATEGORY_LABELS, CONTACT_PRIORITY_LABELS, type ContactMessage } from '../../shared/schemas/contact.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import type { Db } from './client.ts';
import { queueMail } from './mail-repo.ts';
import { contactMessages } from './tables.ts';

export const SITE_NAME = 'Women’s Help & Resources';

/** For the staff notification, which stays English: the team's working language. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };

function staffText(m: ContactMessage, id: string, language: Locale): string {
  return [
    `A message came in through the contact form (reference ${id}).`,
    '',
    `Priority: ${CONTACT_PRIORITY_LABELS[m.priority]}`,
    `Category: ${CONTACT_CATEGORY_LABELS[m.category]}`,
    `From: ${m.name} <${m.email}>${m.phone ? `, phone ${m.phone}` : ''}`,
    `Language: ${LANGUAGE_NAMES[language]}`,
    `Subject: ${m.subject}`,
    '',
    m.message,
    '',
    'Safety: reply only to the address she gave, and do not call unless she asked you to.',
  ].join('\n');
}

/**
 * Must run inside a transaction (see runOnce): the message and its mail are written together or not at all. `locale`
 * is the site's language she wrote from: kept with the message, and her copy is written in it.
 */
export async function storeContactMessage(db: Db, m: ContactMessage, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const id = randomUUID();
  await db.insert(contactMessages)
    .values({ id, name: m.name, email: m.email, phone: m.phone ?? null, subject: m.subject, category: m.category, priority: m.priority, message: m.message, wantsCopy: m.sendCopy, language: locale });
  const urgent = m.priority === 'emergency' || m.priority === 'high';
  await queueMail(db, { kind: 'contact-staff', to: null, subject: `${urgent ? `[${m.priority.toUpperCase()}] ` : ''}Contact form: ${m.subject}`, text: staffText(m, id, locale) });
  if (m.sendCopy) {
    // Her own subject stays in the text: the subject line shows in her inbox list, and must say nothing of why she wrote.
    await queueMail(db, {
      kind: 'contact-copy',
      to: m.email,
      subject: serverMessage(locale, 'mail.subject.contactCopy'),
      text: [
        serverMessage(locale, 'mail.contactCopy.thanks', { site: SITE_NAME }),
        '',
        serverMessage(locale, 'mail.contactCopy.subject', { subject: m.subject }),
        '',
        serverMessage(locale, 'mail.contactCopy.message'),
        '',
        m.message,
      ].join('\n'),
    });
  }
  return id;
}
