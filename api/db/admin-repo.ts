// The admin area's reads and writes: who is an admin, articles, donations, messages, subscribers, admin users, and the
// audit log every change is written to (in the same transaction as the change).
import { and, asc, count, desc, eq, isNull, or, sql, sum } from 'drizzle-orm';
import { EMBEDDED_USER_ISSUER } from '../auth/embedded-issuer.ts';
import type { ArticleInput } from '../../shared/admin/schemas.ts';
import { slugId } from '../../shared/format.ts';
import { articleInputSchema } from '../../shared/admin/schemas.ts';
import type { AdminRole } from '../../shared/admin/roles.ts';
import { articleHtml } from '../services/article-html.ts';
import type { Db } from './client.ts';
import { spanishColumns } from './news-repo.ts';
import { adminUsers, articles, auditLog, contactMessages, donations, idpAccounts, newsletterSubscriptions, resources, users } from './schema.ts';

export type AdminRow = typeof adminUsers.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Her admin row: by her user id, or by her (verified) email address. If both match two rows, a paused one wins (pausing
 * must take effect), else the wider role.
 */
export function adminFor(db: Db, user: { id: string; email: string | null }): AdminRow | undefined {
  const match = user.email ? or(eq(adminUsers.userId, user.id), eq(adminUsers.email, user.email.toLowerCase())) : eq(adminUsers.userId, user.id);
  const rows = db.select().from(adminUsers).where(match).all();
  if (rows.length === 0 || rows.some((r) => !r.isActive)) return undefined;
  return rows.find((r) => r.role === 'admin') ?? rows[0];
}

export function audit(tx: Tx | Db, actor: AdminRow, action: string, entityId: string, before: unknown, after: unknown): void {
  tx.insert(auditLog)
    .values({ id: crypto.randomUUID(), actorId: actor.id, actorLabel: actor.label || actor.email || actor.id, action, entityId, before: before ?? null, after: after ?? null })
    .run();
}

export function listAudit(db: Db, limit = 200) {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at))
    .limit(limit)
    .all()
    .map((r) => ({ ...r, at: r.at.toISOString() }));
}

// ---- stats ----

export function adminStats(db: Db) {
  const one = <T>(q: { get: () => T | undefined }) => q.get();
  return {
    totalArticles: Number(one(db.select({ n: count() }).from(articles).where(isNull(articles.deletedAt)))?.n ?? 0),
    totalResources: Number(one(db.select({ n: count() }).from(resources).where(isNull(resources.deletedAt)))?.n ?? 0),
    // Subscribers are confirmed addresses only: one waiting for its link is not on the list.
    totalSubscribers: Number(one(db.select({ n: count() }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.status, 'active')))?.n ?? 0),
    totalDonations: Number(one(db.select({ n: count() }).from(donations).where(eq(donations.status, 'completed')))?.n ?? 0),
    /** Completed donations, in cents. */
    totalDonatedCents: Number(one(db.select({ s: sum(donations.amount) }).from(donations).where(eq(donations.status, 'completed')))?.s ?? 0),
  };
}

// ---- articles ----

export type AdminArticle = ReturnType<typeof articleToAdmin>;

function articleToAdmin(r: typeof articles.$inferSelect) {
  return {
    id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    content: r.content,
    contentHtml: r.contentHtml,
    category: r.category,
    imageUrl: r.imageUrl ?? undefined,
    author: r.author ?? undefined,
    featured: r.featured,
    published: r.published,
    publishDate: r.publishDate.toISOString(),
    origin: r.origin,
    ...(r.titleEs !== null ? { es: { title: r.titleEs, excerpt: r.excerptEs ?? '', content: r.contentEs ?? '', contentHtml: r.contentHtmlEs ?? '' } } : {}),
  };
}

/** Featured first, then newest. */
export function listArticlesForAdmin(db: Db): AdminArticle[] {
  return db.select().from(articles).where(isNull(articles.deletedAt)).orderBy(desc(articles.featured), desc(articles.publishDate)).all().map(articleToAdmin);
}

function getArticle(tx: Tx | Db, id: string) {
  const row = tx.select().from(articles).where(and(eq(articles.id, id), isNull(articles.deletedAt))).get();
  return row ? articleToAdmin(row) : undefined;
}


type ArticleFields = ReturnType<typeof articleInputSchema.parse>;

function articleColumns(input: ArticleFields) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    contentHtml: articleHtml(input.content),
    category: input.category,
    imageUrl: input.imageUrl || null,
    author: input.author || null,
    featured: input.featured,
    published: input.published,
    // Rendered and sanitised the same way as the English; no Spanish version clears all four.
    ...spanishColumns(input.es),
  };
}

export function createArticle(db: Db, actor: AdminRow, input: ArticleFields): AdminArticle {
  const id = slugId(input.title, 'article');
  return db.transaction((tx) => {
    tx.insert(articles).values({ id, origin: 'admin', ...articleColumns(input) }).run();
    const after = getArticle(tx, id)!;
    audit(tx, actor, 'article.create', id, null, after);
    return after;
  });
}

/** An editor's change makes the article hers: the seed file no longer rewrites it. */
export function updateArticle(db: Db, actor: AdminRow, id: string, input: ArticleFields): AdminArticle | undefined {
  return db.transaction((tx) => {
    const before = getArticle(tx, id);
    if (!before) return undefined;
    tx.update(articles)
      .set({ ...articleColumns(input), origin: 'admin', version: sql`${articles.version} + 1`, updatedAt: new Date() })
      .where(eq(articles.id, id))
      .run();
    const after = getArticle(tx, id)!;
    audit(tx, actor, 'article.update', id, before, after);
    return after;
  });
}

export function deleteArticle(db: Db, actor: AdminRow, id: string): boolean {
  return db.transaction((tx) => {
    const before = getArticle(tx, id);
    if (!before) return false;
    tx.update(articles).set({ deletedAt: new Date(), origin: 'admin', updatedAt: new Date() }).where(eq(articles.id, id)).run();
    audit(tx, actor, 'article.delete', id, before, null);
    return true;
  });
}

// ---- donations ----

export function listDonations(db: Db, status: string) {
  return db
    .select()
    .from(donations)
    .where(status === 'all' ? undefined : eq(donations.status, status))
    .orderBy(desc(donations.createdAt))
    .all()
    .map((d) => ({
      id: d.id,
      amount: d.amount,
      currency: d.currency,
      donorName: d.donorName ?? undefined,
      donorEmail: d.donorEmail ?? undefined,
      isRecurring: d.isRecurring,
      frequency: d.frequency ?? undefined,
      status: d.status,
      createdAt: d.createdAt.toISOString(),
    }));
}

// ---- messages ----

/** Emergencies first (unhandled before handled), then newest. */
export function listMessages(db: Db) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(
      sql`CASE WHEN ${contactMessages.handledAt} IS NULL THEN 0 ELSE 1 END`,
      sql`CASE ${contactMessages.priority} WHEN 'emergency' THEN 0 WHEN 'urgent' THEN 1 WHEN 'high' THEN 1 ELSE 2 END`,
      desc(contactMessages.createdAt),
    )
    .all()
    .map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone ?? undefined,
      subject: m.subject,
      category: m.category,
      priority: m.priority,
      message: m.message,
      language: m.language,
      createdAt: m.createdAt.toISOString(),
      handledAt: m.handledAt?.toISOString(),
    }));
}

export function handleMessage(db: Db, actor: AdminRow, id: string): 'ok' | 'not-found' {
  return db.transaction((tx) => {
    const row = tx.select({ handledAt: contactMessages.handledAt }).from(contactMessages).where(eq(contactMessages.id, id)).get();
    if (!row) return 'not-found';
    if (row.handledAt) return 'ok';
    const at = new Date();
    tx.update(contactMessages).set({ handledAt: at, handledBy: actor.id }).where(eq(contactMessages.id, id)).run();
    audit(tx, actor, 'message.handle', id, { handledAt: null }, { handledAt: at.toISOString() });
    return 'ok';
  });
}

// ---- subscribers ----

/** Confirmed addresses only (the list, its count and its CSV): pending and unsubscribed ones are not subscribers. */
export function listSubscribers(db: Db) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, 'active'))
    .orderBy(desc(newsletterSubscriptions.subscribedAt))
    .all()
    .map((s) => ({ id: s.id, email: s.email, interests: s.interests, language: s.language, subscribedAt: s.subscribedAt.toISOString() }));
}

/** Removed for good: the address is not kept (she may subscribe again). */
export function removeSubscriber(db: Db, actor: AdminRow, id: string): boolean {
  return db.transaction((tx) => {
    const row = tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).get();
    if (!row) return false;
    tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).run();
    // The log keeps that a subscriber was removed, not her address.
    audit(tx, actor, 'subscriber.remove', id, { interests: row.interests, subscribedAt: row.subscribedAt.toISOString() }, null);
    return true;
  });
}

// ---- admin users ----

const adminToWire = (a: AdminRow) => ({ id: a.id, label: a.label, email: a.email ?? undefined, role: a.role as AdminRole, permissions: a.permissions, isActive: a.isActive, createdAt: a.createdAt.toISOString() });

export function listAdminUsers(db: Db) {
  return db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt)).all().map(adminToWire);
}

/** The site user of an embedded sign-in account, made now if she has not signed in yet (her first sign-in finds it). */
function userOfAccount(tx: Tx | Db, account: string): string | undefined {
  const acc = tx.select({ id: idpAccounts.id }).from(idpAccounts).where(eq(idpAccounts.username, account)).get();
  if (!acc) return undefined;
  const existing = tx.select({ id: users.id }).from(users).where(and(eq(users.issuer, EMBEDDED_USER_ISSUER), eq(users.subject, acc.id))).get();
  if (existing) return existing.id;
  const id = crypto.randomUUID();
  tx.insert(users).values({ id, issuer: EMBEDDED_USER_ISSUER, subject: acc.id }).run();
  return id;
}

export type AddAdminOutcome = { kind: 'added'; admin: ReturnType<typeof adminToWire> } | { kind: 'no-account' } | { kind: 'exists' };

export function addAdminUser(
  db: Db,
  actor: AdminRow | undefined,
  input: { email?: string; account?: string; role: AdminRole; permissions: string[] },
): AddAdminOutcome {
  return db.transaction((tx) => {
    const userId = input.account ? userOfAccount(tx, input.account) : undefined;
    if (input.account && !userId) return { kind: 'no-account' } as const;
    const email = input.email?.toLowerCase();
    const taken = tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(email ? eq(adminUsers.email, email) : eq(adminUsers.userId, userId!))
      .get();
    if (taken) return { kind: 'exists' } as const;
    const row = { id: crypto.randomUUID(), email: email ?? null, userId: userId ?? null, label: email ?? input.account!, role: input.role, permissions: input.permissions };
    tx.insert(adminUsers).values(row).run();
    const admin = adminToWire(tx.select().from(adminUsers).where(eq(adminUsers.id, row.id)).get()!);
    // The first admin, added from the command line, has no one to be logged as but herself.
    const by = actor ?? tx.select().from(adminUsers).where(eq(adminUsers.id, row.id)).get()!;
    audit(tx, by, 'admin-user.add', row.id, null, admin);
    return { kind: 'added', admin } as const;
  });
}

export function patchAdminUser(db: Db, actor: AdminRow, id: string, patch: { role?: AdminRole; permissions?: string[]; isActive?: boolean }): 'ok' | 'not-found' | 'self' {
  return db.transaction((tx) => {
    const row = tx.select().from(adminUsers).where(eq(adminUsers.id, id)).get();
    if (!row) return 'not-found';
    // No one takes away her own admin rights by mistake (and leaves the site with no admin).
    if (row.id === actor.id && (patch.isActive === false || (patch.role && patch.role !== 'admin'))) return 'self';
    tx.update(adminUsers).set(patch).where(eq(adminUsers.id, id)).run();
    audit(tx, actor, 'admin-user.update', id, adminToWire(row), adminToWire(tx.select().from(adminUsers).where(eq(adminUsers.id, id)).get()!));
    return 'ok';
  });
}

export function removeAdminUser(db: Db, actor: AdminRow, id: string): 'ok' | 'not-found' | 'self' {
  return db.transaction((tx) => {
    const row = tx.select().from(adminUsers).where(eq(adminUsers.id, id)).get();
    if (!row) return 'not-found';
    if (row.id === actor.id) return 'self';
    tx.delete(adminUsers).where(eq(adminUsers.id, id)).run();
    audit(tx, actor, 'admin-user.remove', id, adminToWire(row), null);
    return 'ok';
  });
}

export type ArticleInputFields = ArticleInput;
