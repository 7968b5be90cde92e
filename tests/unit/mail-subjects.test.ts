// What an inbox list shows of our emails stays neutral: every subject line, and the sender the operator configures.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config.ts';
import { isTelling, MAIL_SUBJECTS } from '../../shared/mail-subjects.ts';
import { LOCALES } from '../../shared/locale.ts';
import { en } from '../../shared/messages/en.ts';
import { serverMessage } from '../../shared/server-intl.ts';

describe('the inbox list', () => {
  it('shows subjects that say what the email is and nothing of what the site is about', () => {
    for (const subject of Object.values(MAIL_SUBJECTS)) expect(isTelling(subject), subject).toBe(false);
    for (const telling of ['Your domestic violence shelter receipt', 'Abuse support: confirm', 'DV Help <a@b.org>', 'Crisis line', 'Safe House Inc.', 'no-reply@dv-shelter.org']) {
      expect(isTelling(telling), telling).toBe(true);
    }
    expect(isTelling('Women’s Help & Resources <no-reply@localhost>')).toBe(false);
  });

  it('shows neutral subjects in every language the emails are written in, the English ones as listed above', () => {
    const ids = Object.keys(en).filter((id): id is keyof typeof en => id.startsWith('mail.subject.'));
    expect(ids.length).toBeGreaterThan(0);
    for (const locale of LOCALES) for (const id of ids) expect(isTelling(serverMessage(locale, id)), `${locale} ${id}`).toBe(false);
    expect(serverMessage('en', 'mail.subject.newsletterConfirm')).toBe(MAIL_SUBJECTS.newsletterConfirm);
    expect(serverMessage('en', 'mail.subject.contactCopy')).toBe(MAIL_SUBJECTS.contactCopy);
    for (const telling of ['Su refugio: confirme', 'Apoyo a víctimas', 'Violencia doméstica', 'Línea de crisis']) expect(isTelling(telling), telling).toBe(true);
  });

  it('refuses a MAIL_FROM that would tell, in one line naming it', () => {
    expect(readConfig({}).MAIL_FROM).toBe('Updates <no-reply@localhost>');
    expect(() => readConfig({ MAIL_FROM: 'Domestic Violence Center <help@example.org>' })).toThrow(/^Invalid configuration: MAIL_FROM shows in the inbox list[^\n]*$/);
  });
});
