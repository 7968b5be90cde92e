// Forgets newsletter addresses that were signed up but never confirmed: at start and then every hour, on the same kind
// of timer as mail delivery and the news feeds.
import { SCHEDULED_WORK, unlessRunningElsewhere, type Db } from '../db/client.ts';
import { consoleLines, errorKind, type LineLog } from '../log.ts';
import { purgeUnconfirmed } from '../db/newsletter-repo.ts';

/** How often unconfirmed addresses past their week are looked for. */
export const NEWSLETTER_PURGE_EVERY_MS = 60 * 60_000;

export interface PurgeOptions {
  everyMs?: number;
  now?: () => Date;
  log?: LineLog;
}

/** Purges now and then every `everyMs`; never throws; returns a stop function. */
export async function startNewsletterPurge(db: Db, { everyMs = NEWSLETTER_PURGE_EVERY_MS, now = () => new Date(), log = consoleLines }: PurgeOptions = {}): Promise<() => void> {
  const run = async () => {
    try {
      const n = (await unlessRunningElsewhere(db, SCHEDULED_WORK.newsletterPurge, () => purgeUnconfirmed(db, now()))) ?? 0;
      // A count only: never the addresses.
      if (n > 0) log(`Newsletter: forgot ${n} address${n === 1 ? '' : 'es'} never confirmed.`);
    } catch (err) {
      // The database went away (shutting down) or is busy: the next round tries again.
      log(`Newsletter clean-up skipped: ${errorKind(err)}`, 'warn');
    }
  };
  await run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
