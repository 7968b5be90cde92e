// Process entry: read the configuration, open and migrate the database, seed it, serve the PWA and /api, stop cleanly.
// A setting or a start-up file that is wrong stops the start with one line naming it, and a non-zero exit code.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp, DEFAULT_COUNT_LIMIT } from './app.ts';
import { projectPath } from './project-root.ts';
import { readConfig, readLogFormat, type Config } from './config.ts';
import { closeDb, exclusively, openDb, openPostgres, STARTUP_LOCK, type Db } from './db/client.ts';
import { DIRECTORY_COLLECTION_NAMES } from '../shared/directories/collections.ts';
import { applyDirectory, readDirectoryFile } from './db/directories-repo.ts';
import { seed, seedArticles } from './db/seed.ts';
import { renderMissingArticleHtml } from './db/news-repo.ts';
import { createNodeServer } from './http/not-modified-fast-path.ts';
import { DirectoryLists } from './routes/resources.ts';
import { loadPlaceTables } from './hsds/zip-centres.ts';
import { readWebBuild } from './routes/web.ts';
import { OidcSignIn } from './auth/oidc.ts';
import type { EmbeddedIdp } from './auth/embedded-idp.ts';
import { MailDelivery } from './services/mailer.ts';
import { startNewsletterPurge } from './services/newsletter-purge.ts';
import { Payments, readCatalogue } from './services/payments.ts';
import { NewsAggregator, readFeedList } from './services/news.ts';
import { firstLine, StartupError, startupFailureLine } from './startup-error.ts';
import { startBackups } from './ops/backup-schedule.ts';
import { startRetention } from './ops/retention.ts';
import { markServing } from './ops/server-lock.ts';
import { createLog, type Log } from './log.ts';
import { buildIdentity } from './ops/health.ts';

const SIGN_IN_WINDOW_MS = 10 * 60_000;

async function openDatabase(config: Config): Promise<Db> {
  if (config.DATABASE_URL) {
    try {
      return await openPostgres(config.DATABASE_URL);
    } catch (err) {
      // The address without its password: start-up lines go to logs.
      const where = config.DATABASE_URL.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:…@');
      throw new StartupError(`DATABASE_URL ${where} cannot be opened: ${firstLine(err instanceof Error ? err.message : String(err))}.`, { cause: err });
    }
  }
  try {
    return openDb(config.DATABASE_PATH);
  } catch (err) {
    throw new StartupError(`DATABASE_PATH ${config.DATABASE_PATH} cannot be opened: ${firstLine(err instanceof Error ? err.message : String(err))}.`, { cause: err });
  }
}

/** Applies data/ to the database (idempotent); each file read is checked and named if it is wrong. */
async function seedAll(db: Db, dataDir: string, log: Log): Promise<void> {
  const report = await seed(db, join(dataDir, 'resources.json'));
  if (report.inserted + report.updated + report.removed > 0) {
    log.info('seed', `Seeded the directory: ${report.inserted} added, ${report.updated} updated, ${report.removed} removed.`, { collection: 'resources', ...report });
  }
  for (const collection of DIRECTORY_COLLECTION_NAMES) {
    const entries = readDirectoryFile(dataDir, collection);
    if (!entries) continue;
    const r = await applyDirectory(db, collection, entries);
    if (r.inserted + r.updated + r.removed > 0) {
      log.info('seed', `Seeded ${collection}: ${r.inserted} added, ${r.updated} updated, ${r.removed} removed.`, { collection, ...r });
    }
  }
  const articlesPath = join(dataDir, 'articles.json');
  if (existsSync(articlesPath)) {
    const r = await seedArticles(db, articlesPath);
    if (r.inserted + r.updated + r.removed > 0) {
      log.info('seed', `Seeded the team's articles: ${r.inserted} added, ${r.updated} updated, ${r.removed} removed.`, { collection: 'articles', ...r });
    }
  }
  await renderMissingArticleHtml(db);
}

/** An explicit NEWS_FEEDS_FILE must exist and be valid; the default list may be left out of a custom DATA_DIR (no feeds are read). */
function feedList(config: Config) {
  if (!config.NEWS_FEEDS_FILE) {
    const path = join(config.DATA_DIR, 'news-feeds.json');
    return existsSync(path) ? readFeedList(path) : [];
  }
  try {
    return readFeedList(config.NEWS_FEEDS_FILE);
  } catch (err) {
    throw err instanceof StartupError ? new StartupError(`NEWS_FEEDS_FILE: ${err.message}`, { cause: err }) : err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = createLog(config.LOG_FORMAT);
  if (config.DATABASE_URL && config.BACKUP_EVERY_HOURS > 0) {
    throw new StartupError('BACKUP_EVERY_HOURS copies the SQLite file: with DATABASE_URL, use PostgreSQL’s own backups (pg_dump, or your provider’s point-in-time recovery) and leave it at 0.');
  }
  const db = await openDatabase(config);
  // Several instances may start together on one PostgreSQL database: one seeds at a time (each finds the work done).
  await exclusively(db, STARTUP_LOCK, () => seedAll(db, config.DATA_DIR, log));
  const news = new NewsAggregator(db, feedList(config), undefined, log.lines('feeds'));

  // The shop's catalogue: DATA_DIR's, or the one the web build bundles (the page shows those prices).
  const catalogueFile = join(config.DATA_DIR, 'products.json');
  const catalogue = readCatalogue(existsSync(catalogueFile) ? catalogueFile : projectPath('data', 'products.json'));

  const web = readWebBuild(config.WEB_DIST, config.PUBLIC_ORIGIN);
  if (!web) log.info('start', `No web build at ${config.WEB_DIST}: serving /api only.`);

  // Sign-in: an outside provider when one is configured; otherwise the embedded one, made once the port is known.
  let oidc: OidcSignIn | undefined =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET && config.PUBLIC_ORIGIN
      ? new OidcSignIn({
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          redirectUri: new URL('/api/callback', config.PUBLIC_ORIGIN).href,
        })
      : undefined;
  // Loaded only when used: oidc-provider warns about the runtime as it loads, which would bury a start-up error.
  const embedded = !oidc && config.EMBEDDED_SIGN_IN ? await import('./auth/embedded-idp.ts') : undefined;
  let idp: EmbeddedIdp | undefined;

  const payments =
    config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET
      ? new Payments(
          db,
          {
            secretKey: config.STRIPE_SECRET_KEY,
            publishableKey: config.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            orgName: config.ORG_NAME,
            ...(config.STRIPE_API_BASE ? { apiBase: config.STRIPE_API_BASE } : {}),
            ...(config.ORG_TAX_ID ? { orgTaxId: config.ORG_TAX_ID } : {}),
          },
          catalogue,
        )
      : undefined;
  if (!payments) log.info('start', 'Card payments: not set up (no STRIPE_* keys); the donate and shop pages say so.');

  const mail = new MailDelivery(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, staffEmail: config.STAFF_EMAIL }, log.lines('mail'));
  const lists = new DirectoryLists(db);
  // The ZIP code table's counties (read from the GeoNames file, a few hundred milliseconds): read now, so the first
  // directory request does not hold every other request while it is read.
  loadPlaceTables();
  const app = createApp({
    catalogue,
    orgName: config.ORG_NAME,
    ...(payments ? { payments } : {}),
    ...(config.OTHER_WAYS_TO_GIVE ? { otherWaysToGive: config.OTHER_WAYS_TO_GIVE } : {}),
    db,
    lists,
    web,
    ...(config.BACKUP_DIR ? { backupDir: config.BACKUP_DIR } : {}),
    ...(config.HEALTH_TOKEN ? { healthToken: config.HEALTH_TOKEN } : {}),
    publicOrigin: config.PUBLIC_ORIGIN,
    logRequests: config.LOG_REQUESTS,
    log,
    onMailQueued: () => void mail.deliver(),
    writeLimit: { limit: config.WRITE_RATE_LIMIT, windowMs: 10 * 60_000, trustProxy: config.TRUST_PROXY },
    countLimit: { ...DEFAULT_COUNT_LIMIT, trustProxy: config.TRUST_PROXY },
    signInLimit: { limit: config.SIGN_IN_RATE_LIMIT, windowMs: SIGN_IN_WINDOW_MS, trustProxy: config.TRUST_PROXY },
    oidc: () => oidc,
    suggestionDays: config.RETENTION_SUGGESTION_DAYS,
  });

  // Everything read and checked: the timers start only now, so a failed start leaves nothing running.
  const stopNews = news.start(config.NEWS_REFRESH_MINUTES * 60_000);
  const stopMail = mail.start();
  const stopPurge = await startNewsletterPurge(db, { log: log.lines('retention') });
  const stopRetention = await startRetention(
    db,
    {
      contactDays: config.RETENTION_CONTACT_DAYS,
      reportDays: config.RETENTION_REPORT_DAYS,
      suggestionDays: config.RETENTION_SUGGESTION_DAYS,
      mailSentDays: config.RETENTION_MAIL_SENT_DAYS,
      mailPendingDays: config.RETENTION_MAIL_PENDING_DAYS,
      idempotencyDays: config.RETENTION_IDEMPOTENCY_DAYS,
    },
    log.lines('retention'),
  );
  const stopBackups = config.BACKUP_DIR && config.BACKUP_EVERY_HOURS > 0 ? startBackups(db, { dir: config.BACKUP_DIR, everyHours: config.BACKUP_EVERY_HOURS, keep: config.BACKUP_KEEP, log: log.lines('backup') }) : async () => {};
  // A restore refuses to replace the database while its mark names a live process: written once this server listens
  // (a start that fails, its port taken, must not touch the mark of the one running).
  let unmark = () => {};

  // The 304s and the sign-in pages are answered before the app: they get their id and request line there.
  const server = createNodeServer(app.fetch, lists, { before: { handle: (req, res) => idp?.handle(req, res) ?? false }, ...(config.LOG_REQUESTS ? { log } : {}) });
  server.once('error', (err: NodeJS.ErrnoException) => {
    const why = err.code === 'EADDRINUSE' ? 'is already in use' : err.code === 'EACCES' ? 'may not be used by this user' : err.code === 'EADDRNOTAVAIL' ? 'is not an address of this machine' : firstLine(err.message);
    log.error('start', `Cannot start: HOST ${config.HOST} and PORT ${config.PORT} ${why}.`);
    process.exit(1);
  });
  server.listen(config.PORT, config.HOST, () => void listening());
  async function listening(): Promise<void> {
    if (!config.DATABASE_URL) unmark = markServing(config.DATABASE_PATH);
    const addr = server.address();
    const port = addr && typeof addr === 'object' ? addr.port : config.PORT;
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    const origin = config.PUBLIC_ORIGIN ?? `http://${host}:${port}`;
    if (embedded) {
      try {
        idp = await embedded.createEmbeddedIdp({ db, origin, trustProxy: config.TRUST_PROXY });
      } catch (err) {
        log.error('start', startupFailureLine(new StartupError(`the embedded sign-in provider at ${origin}/idp: ${firstLine(err instanceof Error ? err.message : String(err))}.`)));
        process.exit(1);
      }
      oidc = new OidcSignIn({ issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, redirectUri: idp.redirectUri, userIssuer: idp.userIssuer });
      log.info('start', `Sign-in: the site's own provider at ${idp.issuer}`);
    }
    log.info('start', `Listening on http://${host}:${port}`, buildIdentity());
  }

  function shutdown(signal: string) {
    log.info('stop', `${signal} received: closing.`, { signal });
    stopMail();
    stopPurge();
    stopRetention();
    const newsDone = stopNews();
    const backupDone = stopBackups();
    server.close(() => void closed());
    async function closed(): Promise<void> {
      // A feed read or a backup under way uses the database: let it finish (the guard below bounds the wait).
      await newsDone;
      await backupDone;
      mail.close();
      await closeDb(db);
      unmark();
      process.exit(0);
    }
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  // In the log's own format (a JSON line with LOG_FORMAT=json), on stderr, even when the rest of the settings are wrong.
  createLog(readLogFormat()).error('start', startupFailureLine(err));
  process.exit(1);
});
