// The environment, read once and checked: nothing else reads process.env.
import { z } from 'zod';
import { isTelling } from '../shared/mail-subjects.ts';
import { projectPath } from './project-root.ts';
import { StartupError } from './startup-error.ts';

/** A whole number from the environment, with a message that says what is expected. */
const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce.number({ error: `${name} must be a whole number from ${min} to ${max}.` }).int(`${name} must be a whole number from ${min} to ${max}.`).min(min, `${name} must be a whole number from ${min} to ${max}.`).max(max, `${name} must be a whole number from ${min} to ${max}.`);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: wholeNumber('PORT', 0, 65535).default(3000),
  DATABASE_PATH: z.string().min(1).default(projectPath('var', 'app.db')),
  /**
   * A PostgreSQL database instead of the SQLite file (postgres://user:password@host:5432/name): migrated and seeded at
   * start as the file is. Unset: SQLite at DATABASE_PATH.
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a PostgreSQL address: postgres://user:password@host:5432/name.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Seed content (resources.json), applied at every start. */
  DATA_DIR: z.string().min(1).default(projectPath('data')),
  /** Where the built PWA lives; the server answers /api only when it is missing (development). */
  WEB_DIST: z.string().min(1).default(projectPath('dist', 'web')),
  /** The address people reach the site at, e.g. https://example.org. Used for same-origin checks behind a proxy. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example.org:587. Unset: mail waits in outbound_mail. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Shown in her inbox list: it must not say what the site is about (someone may be watching her inbox). */
  MAIL_FROM: z
    .string()
    .min(3)
    .refine((v) => !isTelling(v), 'MAIL_FROM shows in the inbox list of everyone we write to: leave out words about abuse, violence or shelters.')
    .default('Updates <no-reply@localhost>'),
  /** Where contact-form notifications go. Unset: they wait in outbound_mail until it is set. */
  STAFF_EMAIL: z.email().optional(),
  /** The news feeds to read (JSON, see data/news-feeds.json). Default: news-feeds.json in DATA_DIR. */
  NEWS_FEEDS_FILE: z.string().min(1).optional(),
  /** How often the news feeds are read again, in minutes. */
  NEWS_REFRESH_MINUTES: wholeNumber('NEWS_REFRESH_MINUTES', 1, 24 * 60).default(30),
  /** OpenID Connect sign-in: the provider's issuer URL, and this site's client id and secret there. All three, or none. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Without an outside provider, `true` serves a sign-in provider of the site's own under /idp (accounts with a name
   * and an argon2id-hashed password). `false`: no sign-in at all.
   */
  EMBEDDED_SIGN_IN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Card payments (donations, the shop) through Stripe: the secret and publishable keys, together, and the webhook's signing secret. Unset: the pages say card payments are not set up. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_… or pk_live_…').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must look like whsec_…').optional(),
  /** Tests only: a Stripe-format server on this machine (http://127.0.0.1:port) instead of api.stripe.com. */
  STRIPE_API_BASE: z.url({ protocol: /^http$/, hostname: /^(127\.0\.0\.1|localhost)$/, error: 'STRIPE_API_BASE must be an http://127.0.0.1:port address (tests only).' }).optional(),
  /** On donation receipts: the organisation's legal name and its tax id (EIN). */
  ORG_NAME: z.string().min(1).max(200).default('Women’s Help & Resources'),
  ORG_TAX_ID: z.string().max(40).optional(),
  /** Shown on the donate page when card payments are not set up (or fail): e.g. a postal address for checks. */
  OTHER_WAYS_TO_GIVE: z.string().max(1000).optional(),
  /** Public writes (contact, newsletter) allowed per client address in 10 minutes. */
  WRITE_RATE_LIMIT: wholeNumber('WRITE_RATE_LIMIT', 1, 100_000).default(30),
  /** Sign-ins started (GET /api/login) per client address in 10 minutes. */
  SIGN_IN_RATE_LIMIT: wholeNumber('SIGN_IN_RATE_LIMIT', 1, 100_000).default(20),
  /** `true` behind a reverse proxy we run: rate limits then count per X-Forwarded-For client, not per proxy. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The operators' key to the whole health report (mail, news, backup, build): sent as `Authorization: Bearer …`.
   * Without it, GET /api/health says only whether the site is up and its database reachable.
   */
  HEALTH_TOKEN: z.string().min(24, 'HEALTH_TOKEN must be at least 24 characters (e.g. openssl rand -hex 32).').optional(),
  /** Scheduled backups: the folder for the copies (created owner-only), how often, and how many to keep. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Hours between scheduled backups; 0 (the default) is off. Needs BACKUP_DIR. */
  BACKUP_EVERY_HOURS: wholeNumber('BACKUP_EVERY_HOURS', 0, 24 * 30).default(0),
  BACKUP_KEEP: wholeNumber('BACKUP_KEEP', 1, 1000).default(7),
  /** Data retention, in days (see api/ops/retention.ts and the README). */
  RETENTION_CONTACT_DAYS: wholeNumber('RETENTION_CONTACT_DAYS', 1, 36_500).default(180),
  RETENTION_REPORT_DAYS: wholeNumber('RETENTION_REPORT_DAYS', 1, 36_500).default(365),
  RETENTION_SUGGESTION_DAYS: wholeNumber('RETENTION_SUGGESTION_DAYS', 1, 36_500).default(90),
  RETENTION_MAIL_SENT_DAYS: wholeNumber('RETENTION_MAIL_SENT_DAYS', 1, 36_500).default(7),
  RETENTION_MAIL_PENDING_DAYS: wholeNumber('RETENTION_MAIL_PENDING_DAYS', 1, 36_500).default(30),
  RETENTION_IDEMPOTENCY_DAYS: wholeNumber('RETENTION_IDEMPOTENCY_DAYS', 1, 36_500).default(90),
  /** `json`: one JSON line per request and event (for log collectors); `text` (default): plain lines. */
  LOG_FORMAT: z.enum(['text', 'json'], { error: 'LOG_FORMAT must be text or json.' }).default('text'),
  /** A line per request; unset: on with LOG_FORMAT=json (a collector wants them), off with text. */
  LOG_REQUESTS: z.enum(['true', 'false'], { error: 'LOG_REQUESTS must be true or false.' }).optional(),
});

const checked = schema.superRefine((c, ctx) => {
  const oidc = [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidc !== 0 && oidc !== 3) ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together.' });
  if (c.BACKUP_EVERY_HOURS > 0 && !c.BACKUP_DIR) ctx.addIssue({ code: 'custom', path: ['BACKUP_DIR'], message: 'BACKUP_EVERY_HOURS needs BACKUP_DIR: the folder the copies go to.' });
  if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_PUBLISHABLE_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY together.' });
  }
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'Card payments need STRIPE_WEBHOOK_SECRET: payments are only recorded as completed from Stripe’s signed webhooks.' });
  }
  if (oidc === 3 && !c.PUBLIC_ORIGIN) ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'Sign-in needs PUBLIC_ORIGIN: the provider sends her back to {PUBLIC_ORIGIN}/api/callback.' });
}).transform((c) => ({ ...c, LOG_REQUESTS: c.LOG_REQUESTS === undefined ? c.LOG_FORMAT === 'json' : c.LOG_REQUESTS === 'true' }));

export type Config = z.output<typeof checked>;

/** One line for all the problems, each led by its variable: the operator sees every mistake at once. */
function configProblems(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const name = String(i.path[0] ?? 'environment');
      // Messages that already name their variable are not prefixed twice.
      const message = i.message.replace(/\.$/, '');
      return message.includes(name) ? message : `${name}: ${message}`;
    })
    .join('; ');
}

/** The log format alone, for saying why the start failed when the rest of the configuration is wrong. */
export function readLogFormat(env: NodeJS.ProcessEnv = process.env): 'text' | 'json' {
  return env.LOG_FORMAT === 'json' ? 'json' : 'text';
}

/**
 * Which database this process uses, from DATABASE_URL alone: what the tables are made for must be known when the
 * database layer is first loaded, before the rest of the configuration is read (and checked) by readConfig.
 */
export function databaseDialect(env: NodeJS.ProcessEnv = process.env): 'sqlite' | 'postgresql' {
  return env.DATABASE_URL ? 'postgresql' : 'sqlite';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checked.safeParse(env);
  if (!parsed.success) throw new StartupError(`Invalid configuration: ${configProblems(parsed.error)}.`);
  return parsed.data;
}
