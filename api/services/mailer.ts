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
/**
 * How soon a round another instance was running is tried again here: mail queued on this instance while the other was
 * sending (it read its list before) goes out within seconds, not at the next retry.
 */
export const MAIL_ELSEWHERE_RETRY_MS = 2_000;
/** Mails read from the queue at a time. */
const MAIL_BATCH = 50;

/**
 * The SMTP address with nodemailer's pool on (unless it says otherwise): a round's mails go over one connection, not a
 * connection each (servers make each new client wait before greeting it, and a burst would wait that per mail).
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

export class MailDelivery {
  private readonly transport: Transporter | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private soon: NodeJS.Timeout | undefined;
  private readonly reported = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly config: MailerConfig,
    private readonly log: LineLog = consoleLines,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(pooled(config.smtpUrl)) : undefined;
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
      const sent = await unlessRunningElsewhere(this.db, SCHEDULED_WORK.mail, () => this.deliverPending());
      if (sent === undefined) this.trySoon();
      return sent ?? 0;
    } catch (err) {
      // The database went away (shutting down) or cannot be read: the mail stays queued for the next run.
      this.log(`Mail delivery paused: ${errorKind(err)}`, 'warn');
      return 0;
    }
  }

  private trySoon(): void {
    if (this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = undefined;
      void this.deliver();
    }, MAIL_ELSEWHERE_RETRY_MS);
    this.soon.unref();
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
    let sent = 0;
    // A batch at a time, until a batch is not full (a burst of mail goes out now, not a batch a minute) or sends nothing.
    for (;;) {
      const ready = await pendingMail(this.db, { withStaff, limit: MAIL_BATCH });
      if (!this.transport) {
        this.report(ready, 'no SMTP_URL set');
        return 0;
      }
      let sentNow = 0;
      for (const mail of ready) {
        const to = mail.to ?? this.config.staffEmail;
        if (!to) continue;
        try {
          await this.transport.sendMail({ from: this.config.from, to, subject: mail.subject, text: mail.text, headers: mail.headers, messageId: `<${mail.id}@women-help>` });
          await markSent(this.db, mail.id);
          sentNow++;
        } catch (err) {
          await markFailed(this.db, mail.id, err instanceof Error ? err.message : String(err));
          this.log(`Mail ${mail.id} (${mail.kind}) not delivered yet; will try again.`, 'warn');
        }
      }
      sent += sentNow;
      if (ready.length < MAIL_BATCH || sentNow === 0) return sent;
    }
  }

  /** Delivers now and then every MAIL_RETRY_MS; returns a stop function. */
  start(): () => void {
    void this.deliver();
    const timer = setInterval(() => void this.deliver(), MAIL_RETRY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  close(): void {
    clearTimeout(this.soon);
    this.transport?.close();
  }
}
