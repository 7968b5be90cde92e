// Outgoing mail against a real SMTP server on loopback (smtp-server): delivered when SMTP is configured, kept and
// logged once when it is not, retried after a failure, and never lost.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { queueMail } from '../../api/db/mail-repo.ts';
import { MailDelivery } from '../../api/services/mailer.ts';
import { sqlRows, tempDb, type TempDb } from '../fixtures/db.ts';
import { startSmtp } from '../fixtures/smtp-server.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

const ORIGIN = 'http://localhost';
async function sendContact(body: Record<string, unknown> = {}) {
  const res = await createApp({ db: t.db }).request(`${ORIGIN}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ name: 'A. Person', email: 'a.person@example.org', subject: 'Rent help', category: 'resources', message: 'Is there help with rent?', ...body }),
  });
  expect(res.status).toBe(201);
}
const statuses = async () => ((await sqlRows(t.db, 'SELECT kind, status, attempts FROM outbound_mail ORDER BY kind')) as { kind: string; status: string; attempts: number }[]);

describe('mail delivery', () => {
  it('delivers the staff notification and her copy over SMTP, once', async () => {
    const smtp = await startSmtp();
    const delivery = new MailDelivery(t.db, { smtpUrl: smtp.url, from: 'Site <no-reply@example.org>', staffEmail: 'team@example.org' }, () => {});
    try {
      await sendContact({ sendCopy: true, priority: 'high' });
      expect(await delivery.deliver()).toBe(2);
      expect(await delivery.deliver()).toBe(0);
      expect(smtp.received.map((m) => m.to)).toEqual([['team@example.org'], ['a.person@example.org']]);
      expect(smtp.received[0]?.raw).toMatch(/Subject: \[HIGH\] Contact form: Rent help/);
      expect(smtp.received[0]?.raw).toMatch(/Is there help with rent\?/);
      expect((await statuses()).map((s) => s.status)).toEqual(['sent', 'sent']);
    } finally {
      delivery.close();
      await smtp.close();
    }
  });

  it('sends a burst of queued mail in one round, not fifty a minute', async () => {
    const smtp = await startSmtp();
    const delivery = new MailDelivery(t.db, { smtpUrl: smtp.url, from: 'Site <no-reply@example.org>', staffEmail: 'team@example.org' }, () => {});
    try {
      for (let i = 0; i < 120; i++) await queueMail(t.db, { kind: 'contact-staff', to: null, subject: `Question ${i}`, text: 'Is there help with rent?' });
      expect(await delivery.deliver()).toBe(120);
      expect(smtp.received).toHaveLength(120);
      expect((await statuses()).every((s) => s.status === 'sent')).toBe(true);
    } finally {
      delivery.close();
      await smtp.close();
    }
  });

  it('keeps mail when no SMTP server is set, logging one line per mail without addresses', async () => {
    const lines: string[] = [];
    const levels: (string | undefined)[] = [];
    const delivery = new MailDelivery(t.db, { from: 'Site <no-reply@example.org>' }, (l, level) => {
      lines.push(l);
      levels.push(level);
    });
    await sendContact({ sendCopy: true });
    expect(await delivery.deliver()).toBe(0);
    await delivery.deliver();
    expect(lines).toHaveLength(2);
    expect(levels).toEqual(['warn', 'warn']);
    expect(lines.join('\n')).toMatch(/kept in outbound_mail: no SMTP_URL set/);
    expect(lines.join('\n')).not.toMatch(/a\.person|example\.org/);
    expect((await statuses()).map((s) => s.status)).toEqual(['pending', 'pending']);

    // A later configuration sends what waited. Until then, each waiting mail is a warning, once.
    const smtp = await startSmtp();
    const later = new MailDelivery(t.db, { smtpUrl: smtp.url, from: 'Site <no-reply@example.org>', staffEmail: 'team@example.org' }, () => {});
    try {
      expect(await later.deliver()).toBe(2);
    } finally {
      later.close();
      await smtp.close();
    }
  });

  it('keeps staff notifications until STAFF_EMAIL is set', async () => {
    const smtp = await startSmtp();
    const delivery = new MailDelivery(t.db, { smtpUrl: smtp.url, from: 'Site <no-reply@example.org>' }, () => {});
    try {
      await sendContact({ sendCopy: true });
      expect(await delivery.deliver()).toBe(1);
      expect((await statuses())).toEqual([
        { kind: 'contact-copy', status: 'sent', attempts: 0 },
        { kind: 'contact-staff', status: 'pending', attempts: 0 },
      ]);
    } finally {
      delivery.close();
      await smtp.close();
    }
  });

  it('keeps a mail the SMTP server could not take, counts the attempt, and sends it on a later try', async () => {
    const smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close();
    const said: { line: string; level: string | undefined }[] = [];
    const down = new MailDelivery(t.db, { smtpUrl: url, from: 'Site <no-reply@example.org>', staffEmail: 'team@example.org' }, (line, level) => said.push({ line, level }));
    await sendContact();
    expect(await down.deliver()).toBe(0);
    down.close();
    expect((await statuses())).toEqual([{ kind: 'contact-staff', status: 'pending', attempts: 1 }]);
    // A failure is a warning in the log (an operator's collector can alert on it), without the address.
    expect(said).toEqual([{ line: expect.stringMatching(/^Mail \S+ \(contact-staff\) not delivered yet; will try again\.$/), level: 'warn' }]);

    const up = await startSmtp();
    const delivery = new MailDelivery(t.db, { smtpUrl: up.url, from: 'Site <no-reply@example.org>', staffEmail: 'team@example.org' }, () => {});
    try {
      expect(await delivery.deliver()).toBe(1);
      expect(up.received).toHaveLength(1);
    } finally {
      delivery.close();
      await up.close();
    }
  });
});
