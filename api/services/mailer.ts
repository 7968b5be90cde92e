// Delivers queued mail: over SMTP (nodemailer) when SMTP_URL is set; without it mail stays in outbound_mail, one log
// line each, so nothing is lost and a later SMTP configuration sends it.
import nodemailer, { type Transporter } from 'nodemailer';
import { SCHEDULED_WORK, unlessRunningElsewhere, type Db } from '../db/client.ts';
import { consoleLines, errorKind, type LineLog } from '../log.ts';
import { mailWaitingForStaffAddress, markFailed, markSent, pendingMail, type StoredMail } from '../db/mail-repo.ts';

export interface MailerConfig {
  smtpUrl?: string;
  from: string;
  /** Where staff notifications go; while unset they wait in outbound_mail. */
  staffEmail?: string;
}

/** How often waiting mail is tried again (after a failed delivery, or once SMTP is configured). */
export const MAIL_RETRY_MS = 60_000;

export class MailDelivery {
  private readonly transport: Transporter | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private readonly reported = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly config: MailerConfig,
    private readonly log: LineLog = consoleLines,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  /** Sends what is waiting; never throws. Resolves to the number of mails sent. Calls while running coalesce. */
  deliver(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.deliverOnce().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.deliver();
      }
    });
    return this.running;
  }

  private async deliverOnce(): Promise<number> {
    try {
      // One instance delivers at a time (several on one PostgreSQL database): a mail is never sent twice.
      return (await unlessRunningElsewhere(this.db, SCHEDULED_WORK.mail, () => this.deliverPending())) ?? 0;
    } catch (err) {
      // The database went away (shutting down) or cannot be read: the mail stays queued for the next run.
      this.log(`Mail delivery paused: ${errorKind(err)}`, 'warn');
      return 0;
    }
  }

  /** One line per waiting mail, once: its id and kind, never the address or the text. */
  private report(mails: readonly StoredMail[], reason: string): void {
    for (const mail of mails) {
      if (this.reported.has(mail.id)) continue;
      this.reported.add(mail.id);
      this.log(`Mail ${mail.id} (${mail.kind}) kept in outbound_mail: ${reason}.`, 'warn');
    }
  }

  private async deliverPending(): Promise<number> {
    const withStaff = Boolean(this.config.staffEmail);
    if (!withStaff) this.report(await mailWaitingForStaffAddress(this.db), 'no STAFF_EMAIL set');
    const ready = await pendingMail(this.db, { withStaff });
    if (!this.transport) {
      this.report(ready, 'no SMTP_URL set');
      return 0;
    }
    let sent = 0;
    for (const mail of ready) {
      const to = mail.to ?? this.config.staffEmail;
      if (!to) continue;
      try {
        await this.transport.sendMail({ from: this.config.from, to, subject: mail.subject, text: mail.text, headers: mail.headers, messageId: `<${mail.id}@women-help>` });
        await markSent(this.db, mail.id);
        sent++;
      } catch (err) {
        await markFailed(this.db, mail.id, err instanceof Error ? err.message : String(err));
        this.log(`Mail ${mail.id} (${mail.kind}) not delivered yet; will try again.`, 'warn');
      }
    }
    return sent;
  }

  /** Delivers now and then every MAIL_RETRY_MS; returns a stop function. */
  start(): () => void {
    void this.deliver();
    const timer = setInterval(() => void this.deliver(), MAIL_RETRY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  close(): void {
    this.transport?.close();
  }
}
