// Stores contact messages and queues the staff notification (and her copy, only if she asked) in one transaction.
import { randomUUID } from 'node:crypto';
import { CONTACT_CATEGORY_LABELS, CONTACT_PRIORITY_LABELS, type ContactMessage } from '../../shared/schemas/contact.ts';
import { MAIL_SUBJECTS } from '../../shared/mail-subjects.ts';
import type { Db } from './client.ts';
import { queueMail } from './mail-repo.ts';
import { contactMessages } from './schema.ts';

export const SITE_NAME = 'Women’s Help & Resources';

function staffText(m: ContactMessage, id: string): string {
  return [
    `A message came in through the contact form (reference ${id}).`,
    '',
    `Priority: ${CONTACT_PRIORITY_LABELS[m.priority]}`,
    `Category: ${CONTACT_CATEGORY_LABELS[m.category]}`,
    `From: ${m.name} <${m.email}>${m.phone ? `, phone ${m.phone}` : ''}`,
    `Subject: ${m.subject}`,
    '',
    m.message,
    '',
    'Safety: reply only to the address she gave, and do not call unless she asked you to.',
  ].join('\n');
}

/** Must run inside a transaction (see runOnce): the message and its mail are written together or not at all. */
export function storeContactMessage(db: Db, m: ContactMessage): string {
  const id = randomUUID();
  db.insert(contactMessages)
    .values({ id, name: m.name, email: m.email, phone: m.phone ?? null, subject: m.subject, category: m.category, priority: m.priority, message: m.message, wantsCopy: m.sendCopy })
    .run();
  const urgent = m.priority === 'emergency' || m.priority === 'high';
  queueMail(db, { kind: 'contact-staff', to: null, subject: `${urgent ? `[${m.priority.toUpperCase()}] ` : ''}Contact form: ${m.subject}`, text: staffText(m, id) });
  if (m.sendCopy) {
    // Her own subject stays in the text: the subject line shows in her inbox list, and must say nothing of why she wrote.
    queueMail(db, {
      kind: 'contact-copy',
      to: m.email,
      subject: MAIL_SUBJECTS.contactCopy,
      text: [`Thank you for writing to ${SITE_NAME}. We respond within 24-48 hours.`, '', `Subject: ${m.subject}`, '', 'Your message:', '', m.message].join('\n'),
    });
  }
  return id;
}
