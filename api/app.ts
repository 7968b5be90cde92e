// Composes the server: middleware, the API routers, the web build, and the error answers. No I/O happens here.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { compress } from 'hono/compress';
import { brotliJson } from './http/brotli-json.ts';
import type { Db } from './db/client.ts';
import { seededArticleAsBuilt } from './db/news-repo.ts';
import type { OidcSignIn } from './auth/oidc.ts';
import { pendingSignOut } from './auth/pending-sign-out.ts';
import { notFound, onError } from './http/errors.ts';
import { jsonResponse, openApiDocument, openApiDocumentSchema } from './http/openapi.ts';
import { requestIds } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { createLog, type Log } from './log.ts';
import { sameOriginJsonWrites, securityHeaders } from './http/security.ts';
import { signInRateLimit, writeRateLimit, type WriteLimit } from './http/rate-limit.ts';
import { adminRouter } from './routes/admin.ts';
import { analyticsRouter, readCensus } from './routes/analytics.ts';
import type { CensusFile } from '../shared/analytics/gaps.ts';
import { authRouter } from './routes/auth.ts';
import { paymentsRouter } from './routes/payments.ts';
import type { Payments } from './services/payments.ts';
import type { Product } from '../shared/payments/schemas.ts';
import { contactRouter } from './routes/contact.ts';
import { listingReportsRouter } from './routes/listing-reports.ts';
import { listingSuggestionsRouter } from './routes/listing-suggestions.ts';
import { RETENTION_DEFAULTS } from './ops/retention.ts';
import { healthRouter } from './routes/health.ts';
import { directoriesRouter } from './routes/directories.ts';
import { hsdsRouter } from './routes/hsds.ts';
import { userRouter } from './routes/user.ts';
import { newsRouter } from './routes/news.ts';
import { newsletterRouter } from './routes/newsletter.ts';
import { DirectoryLists, resourcesRouter } from './routes/resources.ts';
import { inlineHashes, webRouter, type WebBuild } from './routes/web.ts';

export interface AppDeps {
  /** Where scheduled backups go (BACKUP_DIR): GET /api/health counts the newest one there too. */
  backupDir?: string;
  /** Where the build noted its commit (GET /api/health); default dist/server/build-info.json. */
  buildInfoFile?: string;
  /** The operators' key to the whole health report (HEALTH_TOKEN); without it, health answers only up or down. */
  healthToken?: string;
  db: Db;
  /** The built PWA; left out in development (Vite serves it) and in API tests. */
  web?: WebBuild;
  publicOrigin?: string;
  logRequests?: boolean;
  /** Where request lines and unhandled errors go (the server's log; LOG_FORMAT). */
  log?: Log;
  /** The cached directory lists; pass the same instance to the node server's 304 fast path. */
  lists?: DirectoryLists;
  /** Called after a write that queued mail (the server passes its mail delivery). */
  onMailQueued?: () => void;
  /** Per-client limit on the public writes (contact, newsletter). */
  writeLimit?: WriteLimit;
  /** Per-client limit on starting a sign-in (GET /api/login); its trustProxy also keys the sign-ins held per client. */
  signInLimit?: WriteLimit;
  /**
   * OpenID Connect sign-in; without it, /api/login says sign-in is not set up. A function when it is known only once
   * the server listens (the embedded provider's address includes the port).
   */
  oidc?: OidcSignIn | (() => OidcSignIn | undefined);
  /** Card payments; without them the pages say card payments are not set up. */
  payments?: Payments;
  /** The shop's products (data/products.json). */
  catalogue?: readonly Product[];
  orgName?: string;
  otherWaysToGive?: string;
  /** Women per state for the analytics' resource gaps; default data/census-female-population.json. */
  census?: CensusFile;
  /** Per-client limit on anonymous analytics batches. */
  countLimit?: WriteLimit;
  /** The clock of the analytics (tests set the day). */
  now?: () => Date;
  /** How many days listing suggestions are kept (RETENTION_SUGGESTION_DAYS): the admin area says it. */
  suggestionDays?: number;
}

export const DEFAULT_WRITE_LIMIT: WriteLimit = { limit: 30, windowMs: 10 * 60_000 };
/** A person starts a sign-in a few times at most; a flood from one address is stopped long before it costs others. */
export const DEFAULT_SIGN_IN_LIMIT: WriteLimit = { limit: 20, windowMs: 10 * 60_000 };
/** A page sends a batch every few seconds at most while in use: generous, but a script cannot flood the counts. */
export const DEFAULT_COUNT_LIMIT: WriteLimit = { limit: 120, windowMs: 10 * 60_000 };

export function createApp(deps: AppDeps) {
  const app = new Hono();
  const lists = deps.lists ?? new DirectoryLists(deps.db);
  const log = deps.log ?? createLog();
  // Every answer carries an id (X-Request-Id), and the log line of that request the same id.
  app.use(requestIds());
  if (deps.logRequests) app.use(requestLog(log));
  // What the built pages carry in their own HTML (their first paint's rules, the early script) is allowed by its
  // hash, and nothing else inline.
  app.use(securityHeaders(deps.web ? inlineHashes(deps.web) : undefined));
  app.use(compress());
  // Inside compress(): a JSON answer it has made brotli is left as it is.
  app.use(brotliJson());
  // Before anything reads the session: a sign-out owed since an offline "Erase from this device" happens now.
  app.use(pendingSignOut(deps.db, deps.publicOrigin));

  const api = new Hono();
  api.use(sameOriginJsonWrites(deps.publicOrigin));
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.route('/resources', resourcesRouter(lists));
  // The directory for other directories: the read-only Open Referral HSDS 3.0 API.
  api.route('/hsds', hsdsRouter(deps.db));
  api.route('/news', newsRouter(deps.db));
  api.route('/directories', directoriesRouter(deps.db));
  api.route('/user', userRouter(deps.db, deps.publicOrigin));
  api.route('/admin', adminRouter(deps.db, deps.publicOrigin, { suggestionDays: deps.suggestionDays ?? RETENTION_DEFAULTS.suggestionDays }));
  const afterWrite = deps.onMailQueued ?? (() => {});
  const limit = writeRateLimit(deps.db, 'public-writes', deps.writeLimit ?? DEFAULT_WRITE_LIMIT);
  api.use('/contact', limit);
  api.use('/listing-reports', limit);
  api.use('/listing-suggestions', limit);
  // Not the unsubscribe link: mail providers POST it from a few shared servers, and its token is the credential.
  api.use('/newsletter/subscribe', limit);
  // Each sign-in attempt is held by the server for a while: a client may start only so many (GET counts here).
  const signInLimit = deps.signInLimit ?? DEFAULT_SIGN_IN_LIMIT;
  api.use('/login', signInRateLimit(deps.db, signInLimit));
  // Each start makes objects at Stripe: a client may start only so many (card testing gets accounts restricted).
  api.use('/create-payment-intent', limit);
  api.use('/analytics/counts', writeRateLimit(deps.db, 'usage-counts', deps.countLimit ?? DEFAULT_COUNT_LIMIT));
  api.route('/analytics', analyticsRouter(deps.db, { census: deps.census ?? readCensus(), ...(deps.now ? { now: deps.now } : {}) }));
  api.route('/contact', contactRouter(deps.db, afterWrite));
  api.route('/listing-reports', listingReportsRouter(deps.db));
  api.route('/listing-suggestions', listingSuggestionsRouter(deps.db));
  api.route(
    '/health',
    healthRouter(deps.db, {
      ...(deps.backupDir ? { backupDir: deps.backupDir } : {}),
      ...(deps.buildInfoFile ? { buildInfoFile: deps.buildInfoFile } : {}),
      ...(deps.healthToken ? { token: deps.healthToken } : {}),
    }),
  );
  api.route('/newsletter', newsletterRouter(deps.db, deps.publicOrigin, afterWrite));
  const oidc = deps.oidc;
  api.route('/', paymentsRouter({ onApplied: afterWrite, catalogue: deps.catalogue ?? [], orgName: deps.orgName ?? 'Women’s Help & Resources', ...(deps.payments ? { payments: deps.payments } : {}), ...(deps.otherWaysToGive ? { otherWays: deps.otherWaysToGive } : {}) }));
  api.route('/', authRouter(deps.db, deps.publicOrigin, typeof oidc === 'function' ? oidc : () => oidc, { trustProxy: Boolean(signInLimit.trustProxy) }));
  // The document describes the whole app, read when first asked (by then every router is mounted).
  api.get('/openapi.json', describeRoute({ tags: ['API'], summary: 'This OpenAPI 3.1 document', responses: { 200: jsonResponse('The OpenAPI document', openApiDocumentSchema) } }), openApiDocument(() => app));
  // Last: any other /api path is a JSON 404, never the app's HTML shell.
  api.all('*', notFound);

  app.route('/api', api);
  if (deps.web) app.route('/', webRouter(deps.web, { articleAsBuilt: (id) => seededArticleAsBuilt(deps.db, id) }));
  app.notFound(notFound);
  app.onError(onError(log));
  return app;
}
