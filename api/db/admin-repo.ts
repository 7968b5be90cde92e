// The admin area's reads and writes: who is an admin, articles, donations, messages, subscribers, admin users, and the
// audit log every change is written to (in the same transaction as the change).
import { and, asc, count, desc, eq, isNull, or, sql, sum } from 'drizzle-orm';
import { EMBEDDED_USER_ISSUER } from '../auth/embedded-issuer.ts';
import type { ArticleInput } from '../../shared/admin/schemas.ts';
import { slugId } from '../../shared/format.ts';
import { articleInputSchema } from '../../shared/admin/schemas.ts';
import type { AdminRole } from '../../shared/admin/roles.ts';
import { articleHtml } from '../services/article-html.ts';
import { onPostgres, type Db } from './client.ts';
import { spanishColumns } from './news-repo.ts';
import { adminUsers, articles, auditLog, contactMessages, donations, idpAccounts, newsletterSubscriptions, resources, users } from './tables.ts';
import { transaction } from './transaction.ts';

export type AdminRow = typeof adminUsers.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Her admin row: by her user id, or by her (verified) email address. If both match two rows, a paused one wins (pausing
 * must take effect), else the wider role.
 */
export async function adminFor(db: Db, user: { id: string; email: string | null }): Promise<AdminRow | undefined> {
  const match = user.email ? or(eq(adminUsers.userId, user.id), eq(adminUsers.email, user.email.toLowerCase())) : eq(adminUsers.userId, user.id);
  const rows = await db.select().from(adminUsers).where(match);
  if (rows.length === 0 || rows.some((r) => !r.isActive)) return undefined;
  return rows.find((r) => r.role === 'admin') ?? rows[0];
}

export async function audit(tx: Tx | Db, actor: AdminRow, action: string, entityId: string, before: unknown, after: unknown): Promise<void> {
  await tx.insert(auditLog)
    .values({ id: crypto.randomUUID(), actorId: actor.id, actorLabel: actor.label || actor.email || actor.id, action, entityId, before: before ?? null, after: after ?? null });
}

export async function listAudit(db: Db, limit = 200) {
  return (await db
    .select()
    .from(auditLog)
    // Entries of one change share its time (one transaction on PostgreSQL, often one millisecond on SQLite): on SQLite
    // the one stored later first (rowid follows insertion); PostgreSQL has no such order, and its id decides, so the
    // list is the same on every request.
    .orderBy(desc(auditLog.at), onPostgres ? desc(auditLog.id) : sql`rowid desc`)
    .limit(limit))
    .map((r) => ({ ...r, at: r.at.toISOString() }));
}

// ---- stats ----

export async function adminStats(db: Db) {
  const first = async <T>(q: PromiseLike<T[]>) => (await q)[0];
  const [articlesN, resourcesN, subscribersN, donationsN, donated] = await Promise.all([
    first(db.select({ n: count() }).from(articles).where(isNull(articles.deletedAt))),
    first(db.select({ n: count() }).from(resources).where(isNull(resources.deletedAt))),
    // Subscribers are confirmed addresses only: one waiting for its link is not on the list.
    first(db.select({ n: count() }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.status, 'active'))),
    first(db.select({ n: count() }).from(donations).where(eq(donations.status, 'completed'))),
    first(db.select({ s: sum(donations.amount) }).from(donations).where(eq(donations.status, 'completed'))),
  ]);
  return {
    totalArticles: Number(articlesN?.n ?? 0),
    totalResources: Number(resourcesN?.n ?? 0),
    totalSubscribers: Number(subscribersN?.n ?? 0),
    totalDonations: Number(donationsN?.n ?? 0),
    /** Completed donations, in cents (a sum is a string on PostgreSQL). */
    totalDonatedCents: Number(donated?.s ?? 0),
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
export async function listArticlesForAdmin(db: Db): Promise<AdminArticle[]> {
  return (await db.select().from(articles).where(isNull(articles.deletedAt)).orderBy(desc(articles.featured), desc(articles.publishDate))).map(articleToAdmin);
}

async function getArticle(tx: Tx | Db, id: string) {
  const row = (await tx.select().from(articles).where(and(eq(articles.id, id), isNull(articles.deletedAt))).limit(1))[0];
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

export async function createArticle(db: Db, actor: AdminRow, input: ArticleFields): Promise<AdminArticle> {
  const id = slugId(input.title, 'article');
  return await transaction(db, async (tx) => {
    await tx.insert(articles).values({ id, origin: 'admin', ...articleColumns(input) });
    const after = (await getArticle(tx, id))!;
    await audit(tx, actor, 'article.create', id, null, after);
    return after;
  });
}

/** An editor's change makes the article hers: the seed file no longer rewrites it. */
export async function updateArticle(db: Db, actor: AdminRow, id: string, input: ArticleFields): Promise<AdminArticle | undefined> {
  return await transaction(db, async (tx) => {
    const before = await getArticle(tx, id);
    if (!before) return undefined;
    await tx.update(articles)
      .set({ ...articleColumns(input), origin: 'admin', version: sql`${articles.version} + 1`, updatedAt: new Date() })
      .where(eq(articles.id, id));
    const after = (await getArticle(tx, id))!;
    await audit(tx, actor, 'article.update', id, before, after);
    return after;
  });
}

export async function deleteArticle(db: Db, actor: AdminRow, id: string): Promise<boolean> {
  return await transaction(db, async (tx) => {
    const before = await getArticle(tx, id);
    if (!before) return false;
    await tx.update(articles).set({ deletedAt: new Date(), origin: 'admin', updatedAt: new Date() }).where(eq(articles.id, id));
    await audit(tx, actor, 'article.delete', id, before, null);
    return true;
  });
}

// ---- donations ----

export async function listDonations(db: Db, status: string) {
  return (await db
    .select()
    .from(donations)
    .where(status === 'all' ? undefined : eq(donations.status, status))
    .orderBy(desc(donations.createdAt)))
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
export async function listMessages(db: Db) {
  return (await db
    .select()
    .from(contactMessages)
    .orderBy(
      sql`CASE WHEN ${contactMessages.handledAt} IS NULL THEN 0 ELSE 1 END`,
      sql`CASE ${contactMessages.priority} WHEN 'emergency' THEN 0 WHEN 'urgent' THEN 1 WHEN 'high' THEN 1 ELSE 2 END`,
      desc(contactMessages.createdAt),
    ))
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

export async function handleMessage(db: Db, actor: AdminRow, id: string): Promise<'ok' | 'not-found'> {
  return await transaction(db, async (tx) => {
    const row = (await tx.select({ handledAt: contactMessages.handledAt }).from(contactMessages).where(eq(contactMessages.id, id)).limit(1))[0];
    if (!row) return 'not-found';
    if (row.handledAt) return 'ok';
    const at = new Date();
    await tx.update(contactMessages).set({ handledAt: at, handledBy: actor.id }).where(eq(contactMessages.id, id));
    await audit(tx, actor, 'message.handle', id, { handledAt: null }, { handledAt: at.toISOString() });
    return 'ok';
  });
}

// ---- subscribers ----

/** Confirmed addresses only (the list, its count and its CSV): pending and unsubscribed ones are not subscribers. */
export async function listSubscribers(db: Db) {
  return (await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, 'active'))
    .orderBy(desc(newsletterSubscriptions.subscribedAt)))
    .map((s) => ({ id: s.id, email: s.email, interests: s.interests, language: s.language, subscribedAt: s.subscribedAt.toISOString() }));
}

/** Removed for good: the address is not kept (she may subscribe again). */
export async function removeSubscriber(db: Db, actor: AdminRow, id: string): Promise<boolean> {
  return await transaction(db, async (tx) => {
    const row = (await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).limit(1))[0];
    if (!row) return false;
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
    // The log keeps that a subscriber was removed, not her address.
    await audit(tx, actor, 'subscriber.remove', id, { interests: row.interests, subscribedAt: row.subscribedAt.toISOString() }, null);
    return true;
  });
}

// ---- admin users ----

const adminToWire = (a: AdminRow) => ({ id: a.id, label: a.label, email: a.email ?? undefined, role: a.role as AdminRole, permissions: a.permissions, isActive: a.isActive, createdAt: a.createdAt.toISOString() });

export async function listAdminUsers(db: Db) {
  return (await db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt))).map(adminToWire);
}

/** The site user of an embedded sign-in account, made now if she has not signed in yet (her first sign-in finds it). */
async function userOfAccount(tx: Tx | Db, account: string): Promise<string | undefined> {
  const acc = (await tx.select({ id: idpAccounts.id }).from(idpAccounts).where(eq(idpAccounts.username, account)).limit(1))[0];
  if (!acc) return undefined;
  const existing = (await tx.select({ id: users.id }).from(users).where(and(eq(users.issuer, EMBEDDED_USER_ISSUER), eq(users.subject, acc.id))).limit(1))[0];
  if (existing) return existing.id;
  const id = crypto.randomUUID();
  await tx.insert(users).values({ id, issuer: EMBEDDED_USER_ISSUER, subject: acc.id });
  return id;
}

export type AddAdminOutcome = { kind: 'added'; admin: ReturnType<typeof adminToWire> } | { kind: 'no-account' } | { kind: 'exists' };

export async function addAdminUser(
  db: Db,
  actor: AdminRow | undefined,
  input: { email?: string; account?: string; role: AdminRole; permissions: string[] },
): Promise<AddAdminOutcome> {
  return await transaction(db, async (tx) => {
    const userId = input.account ? await userOfAccount(tx, input.account) : undefined;
    if (input.account && !userId) return { kind: 'no-account' } as const;
    const email = input.email?.toLowerCase();
    const taken = (await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(email ? eq(adminUsers.email, email) : eq(adminUsers.userId, userId!))
      .limit(1))[0];
    if (taken) return { kind: 'exists' } as const;
    const row = { id: crypto.randomUUID(), email: email ?? null, userId: userId ?? null, label: email ?? input.account!, role: input.role, permissions: input.permissions };
    await tx.insert(adminUsers).values(row);
    const admin = adminToWire((await tx.select().from(adminUsers).where(eq(adminUsers.id, row.id)).limit(1))[0]!);
    // The first admin, added from the command line, has no one to be logged as but herself.
    const by = actor ?? (await tx.select().from(adminUsers).where(eq(adminUsers.id, row.id)).limit(1))[0]!;
    await audit(tx, by, 'admin-user.add', row.id, null, admin);
    return { kind: 'added', admin } as const;
  });
}

export async function patchAdminUser(db: Db, actor: AdminRow, id: string, patch: { role?: AdminRole; permissions?: string[]; isActive?: boolean }): Promise<'ok' | 'not-found' | 'self'> {
  return await transaction(db, async (tx) => {
    const row = (await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1))[0];
    if (!row) return 'not-found';
    // No one takes away her own admin rights by mistake (and leaves the site with no admin).
    if (row.id === actor.id && (patch.isActive === false || (patch.role && patch.role !== 'admin'))) return 'self';
    await tx.update(adminUsers).set(patch).where(eq(adminUsers.id, id));
    await audit(tx, actor, 'admin-user.update', id, adminToWire(row), adminToWire((await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1))[0]!));
    return 'ok';
  });
}

export async function removeAdminUser(db: Db, actor: AdminRow, id: string): Promise<'ok' | 'not-found' | 'self'> {
  return await transaction(db, async (tx) => {
    const row = (await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1))[0];
    if (!row) return 'not-found';
    if (row.id === actor.id) return 'self';
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    await audit(tx, actor, 'admin-user.remove', id, adminToWire(row), null);
    return 'ok';
  });
}

export type ArticleInputFields = ArticleInput;
