// The SQLite schema (drizzle): every table of the spec's section 3, plus what incremental sync needs (version, updatedAt, deletedAt).
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { CountiesSource, Phone, WeeklyHours } from '../../shared/schemas/resource.ts';

const now = sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`;
const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull().default(now);
const updatedAt = () => integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(now);

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** OpenID Connect issuer and subject: the stable identity of a person at a provider. */
    issuer: text('issuer'),
    subject: text('subject'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_issuer_subject').on(t.issuer, t.subject)],
);

/** Lucia-style sessions: the id is the SHA-256 of the cookie token, never the token itself. */
/**
 * Sessions ended by "Sign out everywhere" or by deleting the account, kept until they would have ended anyway (30 days
 * at most): a device that comes back with one is told why, and removes the copy of her list it holds. Only the
 * session's id (a hash of its token) and the reason: nothing that leads back to her.
 */
export const endedSessions = sqliteTable('ended_sessions', {
  id: text('id').primaryKey(),
  reason: text('reason', { enum: ['signed-out-everywhere', 'account-deleted'] }).notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const articles = sqliteTable(
  'articles',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    publishDate: integer('publish_date', { mode: 'timestamp_ms' }).notNull().default(now),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    /** Drafts are seen only in the admin area. */
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    /** `content` (Markdown) rendered and sanitised on the server (api/services/article-html.ts): the only HTML shown. */
    contentHtml: text('content_html').notNull().default(''),
    author: text('author'),
    /**
     * The Spanish version (decision 017), shown on /es pages: either all four are set or none is, and with none the
     * Spanish pages show the English, marked so. `content_html_es` is `content_es` rendered and sanitised like the English.
     */
    titleEs: text('title_es'),
    excerptEs: text('excerpt_es'),
    contentEs: text('content_es'),
    contentHtmlEs: text('content_html_es'),
    /** 'seed' rows follow data/articles.json; 'admin' rows were written by an editor and the seed leaves them alone. */
    origin: text('origin', { enum: ['seed', 'admin'] }).notNull().default('admin'),
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('articles_version').on(t.version)],
);

export const resources = sqliteTable(
  'resources',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    organization: text('organization'),
    description: text('description').notNull(),
    /** The description in Spanish, where a person wrote one (shown on Spanish pages instead of the English). */
    descriptionEs: text('description_es'),
    category: text('category').notNull(),
    phones: text('phones', { mode: 'json' }).$type<Phone[]>().notNull().default(sql`'[]'`),
    phoneNumber: text('phone_number'),
    url: text('url'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    serviceArea: text('service_area').notNull().default('national'),
    languages: text('languages', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    hours: text('hours'),
    isOpen24Hours: integer('is_open_24_hours', { mode: 'boolean' }).notNull().default(false),
    eligibility: text('eligibility'),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    isEmergency: integer('is_emergency', { mode: 'boolean' }).notNull().default(false),
    isVerified: integer('is_verified', { mode: 'boolean' }).notNull().default(true),
    isConfidential: integer('is_confidential', { mode: 'boolean' }).notNull().default(false),
    /** Weekly opening hours (shared/schemas/resource.ts `weeklyHoursSchema`), in the listing's local time. */
    schedule: text('schedule', { mode: 'json' }).$type<WeeklyHours[]>(),
    /** The coordinates are the centre of its ZIP code, not its door. */
    approximatePlace: integer('approximate_place', { mode: 'boolean' }),
    /** Names of the areas it serves, as its source gives them ("Miami-Dade County"). */
    serviceAreas: text('service_areas', { mode: 'json' }).$type<string[]>(),
    /** The counties it serves, as 5-digit FIPS codes, when its source named them (an HSDS import's service areas). */
    counties: text('counties', { mode: 'json' }).$type<string[]>(),
    /** Where the list of its counties comes from, when that is not where the listing was checked (shared/schemas/resource.ts). */
    countiesSource: text('counties_source', { mode: 'json' }).$type<CountiesSource>(),
    fees: text('fees'),
    applicationProcess: text('application_process'),
    /** Taxonomy term names from its source (searchable). */
    taxonomyTerms: text('taxonomy_terms', { mode: 'json' }).$type<string[]>(),
    /** Who published an imported listing ("Example County 211"). */
    sourceName: text('source_name'),
    /** Imported from a public data set as its publisher released it (api/open-data): nobody here checked it. */
    publicDataSet: integer('public_data_set', { mode: 'boolean' }),
    sourceUrl: text('source_url').notNull(),
    verifiedAt: text('verified_at').notNull(),
    /** The date the page read carried, when it showed one ("2021" or "2024-05-01"). */
    sourceDate: text('source_date'),
    /** An editor confirmed the listing by phone on this day (YYYY-MM-DD). */
    phoneConfirmedOn: text('phone_confirmed_on'),
    /** A reader suggested it (shared/schemas/listing-suggestion.ts); an editor checked it at its source and published it. */
    suggestedByReader: integer('suggested_by_reader', { mode: 'boolean' }),
    /**
     * 'seed' rows follow data/resources.json; 'import' rows follow an HSDS source (api/hsds); 'admin' rows were written
     * by an editor, and neither the seed nor an import touches them again.
     */
    origin: text('origin', { enum: ['seed', 'admin', 'import'] }).notNull().default('seed'),
    /** Imported rows: the source's key (`--source`) and the HSDS ids they come from ("service-id@location-id"). */
    sourceKey: text('source_key'),
    externalId: text('external_id'),
    /** Change number: every insert, update or deletion takes the next one. The sync cursor is the last one seen. */
    version: integer('version').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('resources_version').on(t.version),
    index('resources_category').on(t.category),
    uniqueIndex('resources_source_record').on(t.sourceKey, t.externalId),
  ],
);

/**
 * Newsletter addresses, by double opt-in: 'pending' until the link mailed to the address is opened (nothing else is
 * ever sent to it; removed after a week), 'active' once confirmed (the only ones that are subscribers), and
 * 'unsubscribed' (kept, so a new sign-up of the address sends nothing).
 */
export const newsletterSubscriptions = sqliteTable('newsletter_subscriptions', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  interests: text('interests', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  status: text('status', { enum: ['pending', 'active', 'unsubscribed'] }).notNull().default('pending'),
  /** When she signed up (pending) or confirmed (active). */
  subscribedAt: integer('subscribed_at', { mode: 'timestamp_ms' }).notNull().default(now),
  updatedAt: updatedAt(),
  /** Random token of the one-click unsubscribe link; only its holder can unsubscribe this address. */
  unsubscribeToken: text('unsubscribe_token').unique(),
  /** SHA-256 of the confirmation link's token (the token itself is only in the email); cleared once used. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  /** The confirmation link works until then. */
  confirmExpiresAt: integer('confirm_expires_at', { mode: 'timestamp_ms' }),
  /** The site's language she signed up in: her emails are written in it. */
  language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
});

export const donations = sqliteTable('donations', {
  id: text('id').primaryKey(),
  /** In cents. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('usd'),
  donorName: text('donor_name'),
  donorEmail: text('donor_email'),
  isRecurring: integer('is_recurring', { mode: 'boolean' }).notNull().default(false),
  frequency: text('frequency'),
  stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
  /** Monthly gifts: the Stripe subscription, and the invoice this row was paid by. */
  stripeSubscriptionId: text('stripe_subscription_id'),
  stripeInvoiceId: text('stripe_invoice_id').unique(),
  /** The key sent with the create call to Stripe: a retried request makes one payment. */
  idempotencyKey: text('idempotency_key').unique(),
  status: text('status').notNull().default('pending'),
  /** When the receipt email was queued (once). */
  receiptQueuedAt: integer('receipt_queued_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A shop order: its total computed on the server from the catalogue. */
export const orders = sqliteTable('orders', {
  id: text('id').primaryKey(),
  /** In cents. */
  total: integer('total').notNull(),
  currency: text('currency').notNull().default('usd'),
  email: text('email'),
  name: text('name'),
  status: text('status', { enum: ['pending', 'paid', 'failed', 'refunded'] }).notNull().default('pending'),
  stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const orderLines = sqliteTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    /** The catalogue's price when ordered, in cents. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    color: text('color'),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

/** Stripe webhook events already applied: an event delivered again changes nothing. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

export const adminUsers = sqliteTable('admin_users', {
  id: text('id').primaryKey(),
  /** A person signing in through an outside provider, matched by her verified email address… */
  email: text('email').unique(),
  /** …or a user of this site (embedded sign-in accounts have no email). */
  userId: text('user_id').unique(),
  /** How the admin list names her (the email, or the embedded account name). */
  label: text('label').notNull().default(''),
  role: text('role').notNull().default('editor'),
  permissions: text('permissions', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

/** Messages sent through the contact form. */
export const contactMessages = sqliteTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  category: text('category').notNull(),
  priority: text('priority').notNull(),
  message: text('message').notNull(),
  /** Only when she asked for a copy: an abuser may read her inbox. */
  wantsCopy: integer('wants_copy', { mode: 'boolean' }).notNull().default(false),
  /** The site's language she wrote from: the team may answer in it, and her copy is written in it. */
  language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
  createdAt: createdAt(),
  /** When a staff member marked it handled, and who (admin_users.id). */
  handledAt: integer('handled_at', { mode: 'timestamp_ms' }),
  handledBy: text('handled_by'),
});

/** "Report a problem" on a listing: what is wrong and an optional note; nothing about who sent it. */
export const listingReports = sqliteTable(
  'listing_reports',
  {
    id: text('id').primaryKey(),
    resourceId: text('resource_id').notNull(),
    problem: text('problem', { enum: ['number', 'address', 'hours', 'closed', 'other'] }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
    /** When an editor marked it resolved, and who (admin_users.id). */
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    resolvedBy: text('resolved_by'),
  },
  (t) => [index('listing_reports_resource').on(t.resourceId, t.createdAt)],
);

/**
 * "Suggest a listing": services readers say the directory is missing. Nothing here is published by itself; an editor
 * publishes a listing made from one (`resourceId`) or declines it with a reason. Purged after the set time
 * (api/ops/retention.ts); `contact`, the only thing about who sent it, is wiped as soon as it is decided.
 */
export const listingSuggestions = sqliteTable(
  'listing_suggestions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    about: text('about').notNull(),
    category: text('category'),
    phone: text('phone'),
    website: text('website'),
    area: text('area').notNull(),
    contact: text('contact'),
    status: text('status', { enum: ['open', 'published', 'declined'] }).notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    /** admin_users.id of the editor who decided. */
    decidedBy: text('decided_by'),
    declineReason: text('decline_reason'),
    resourceId: text('resource_id'),
  },
  (t) => [index('listing_suggestions_status').on(t.status, t.createdAt)],
);

/**
 * Answers of writes sent with an Idempotency-Key: a replay of the same request gets the stored answer and writes
 * nothing; the same key with another request is refused.
 */
export const idempotencyKeys = sqliteTable('idempotency_keys', {
  key: text('key').primaryKey(),
  /** The endpoint, e.g. "POST /api/contact". */
  scope: text('scope').notNull(),
  /** SHA-256 of the request body as sent. */
  requestHash: text('request_hash').notNull(),
  status: integer('status').notNull(),
  response: text('response').notNull(),
  createdAt: createdAt(),
});

/**
 * Every email the site sends, kept until delivered: with no SMTP server configured it stays here, and a later
 * configuration sends it. `to` is null for mail to the staff address, resolved when it is sent.
 */
export const outboundMail = sqliteTable(
  'outbound_mail',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['contact-staff', 'contact-copy', 'newsletter-confirmation', 'donation-receipt', 'order-confirmation'] }).notNull(),
    to: text('to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Extra headers as JSON (List-Unsubscribe). */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    status: text('status', { enum: ['pending', 'sent'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('outbound_mail_status').on(t.status)],
);

/** Articles read from the news feeds in data/news-feeds.json, one row per article address. */
export const newsItems = sqliteTable(
  'news_items',
  {
    /** Derived from the address, so a re-read article keeps its id. */
    id: text('id').primaryKey(),
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    source: text('source').notNull(),
    topics: text('topics', { mode: 'json' }).$type<string[]>().notNull(),
    category: text('category').notNull(),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
    feedUrl: text('feed_url').notNull(),
    fetchedAt: integer('fetched_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('news_items_published').on(t.publishedAt)],
);

/** The last read of each feed, so the API can say plainly when no source could be reached. */
export const newsFeeds = sqliteTable('news_feeds', {
  url: text('url').primaryKey(),
  name: text('name').notNull(),
  lastAttemptAt: integer('last_attempt_at', { mode: 'timestamp_ms' }),
  lastSuccessAt: integer('last_success_at', { mode: 'timestamp_ms' }),
  lastError: text('last_error'),
  itemCount: integer('item_count').notNull().default(0),
});

/**
 * The built-in directories (organizations, funding sources, business owners): one row per entry, its record as JSON
 * (checked by the shared schemas), and a change number per collection for incremental sync.
 */
export const directoryEntries = sqliteTable(
  'directory_entries',
  {
    collection: text('collection').notNull(),
    id: text('id').notNull(),
    data: text('data').notNull(),
    version: integer('version').notNull(),
    updatedAt: updatedAt(),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.collection, t.id] }), index('directory_entries_version').on(t.collection, t.version)],
);

/** A resource a signed-in user saved, with how far she got with it (saved → contacted → applied → completed). */
export const userSavedResources = sqliteTable(
  'user_saved_resources',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id').notNull(),
    status: text('status', { enum: ['saved', 'contacted', 'applied', 'completed'] }).notNull().default('saved'),
    savedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceId] })],
);

export const userReminders = sqliteTable(
  'user_reminders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type', { enum: ['application', 'appointment', 'deadline', 'follow-up', 'other'] }).notNull(),
    dueDate: integer('due_date', { mode: 'timestamp_ms' }).notNull(),
    completed: integer('completed', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_reminders_user').on(t.userId, t.dueDate)],
);

/** What she told us to shape recommendations: the kinds of help she needs, where, her household, her languages. */
export const userPreferences = sqliteTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  needs: text('needs', { mode: 'json' }).$type<string[]>().notNull(),
  location: text('location'),
  household: text('household'),
  languages: text('languages', { mode: 'json' }).$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/** Accounts of the embedded sign-in provider (used when no outside provider is configured). */
export const idpAccounts = sqliteTable('idp_accounts', {
  id: text('id').primaryKey(),
  /** What she signs in with: any name she chooses (lowercased), not necessarily an email address. */
  username: text('username').notNull().unique(),
  /** argon2id, with its own salt and parameters. */
  passwordHash: text('password_hash').notNull(),
  givenName: text('given_name'),
  createdAt: createdAt(),
});

/** The embedded provider's short-lived records (interactions, codes, grants, sessions), as oidc-provider's adapter. */
export const idpStore = sqliteTable(
  'idp_store',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] }), index('idp_store_grant').on(t.grantId), index('idp_store_uid').on(t.uid), index('idp_store_expires').on(t.expiresAt)],
);

/**
 * Sign-ins under way (OpenID Connect), from GET /api/login until the provider sends her back (LOGIN_TTL_MS at most),
 * each used once. In the database so that any instance can finish one, and a restart loses none.
 */
export const pendingSignIns = sqliteTable(
  'pending_sign_ins',
  {
    /** SHA-256 of the attempt's id (the cookie holds the id itself). */
    idHash: text('id_hash').primaryKey(),
    /** Keyed digests (clientDigest) of the client's address key and of its network: who holds how many, no address. */
    client: text('client').notNull(),
    network: text('network').notNull(),
    /** Order of arrival (a client over its bound gives up its oldest). */
    seq: integer('seq').notNull(),
    /** The PKCE verifier, state, nonce and where to return. */
    entry: text('entry', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('pending_sign_ins_client').on(t.client, t.seq), index('pending_sign_ins_network').on(t.network), index('pending_sign_ins_expires').on(t.expiresAt)],
);

/** Keys the server makes for itself on first start (the embedded provider's signing key, cookie key, client secret). */
export const appSecrets = sqliteTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Every change made in the admin area: who, what, when, and the record before and after. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull().default(now),
    /** admin_users.id and its label at the time. */
    actorId: text('actor_id').notNull(),
    actorLabel: text('actor_label').notNull(),
    /** e.g. "article.create", "resource.delete", "message.handle". */
    action: text('action').notNull(),
    entityId: text('entity_id').notNull(),
    before: text('before', { mode: 'json' }).$type<unknown>(),
    after: text('after', { mode: 'json' }).$type<unknown>(),
  },
  (t) => [index('audit_log_at').on(t.at)],
);

/**
 * Impact analytics: aggregate counts and nothing else. One row per UTC day × what happened × directory category ×
 * state of the listing, holding how many times. No visitor id, address, user agent, session or page is ever stored.
 */
export const usageCounts = sqliteTable(
  'usage_counts',
  {
    day: text('day').notNull(),
    event: text('event', { enum: ['visit', 'view', 'search', 'connect'] }).notNull(),
    category: text('category').notNull(),
    state: text('state').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.event, t.category, t.state] })],
);
