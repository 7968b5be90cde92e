// /api/admin: every request is checked against the signed-in user's admin_users row (active, role, permissions) before
// anything is read or written. Signed out: 401. Signed in without a role, or outside her areas: 403. Never cached.
import { stringify } from 'csv-stringify/sync';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { areasOf, mayUse, type AdminArea, type AdminRole } from '../../shared/admin/roles.ts';
import { adminResourceInputSchema, adminUserInputSchema, adminUserPatchSchema, articleInputSchema, dollars, donationFilterSchema } from '../../shared/admin/schemas.ts';
import { sessionMiddleware, type AuthVariables } from '../auth/session-cookie.ts';
import {
  addAdminUser,
  adminFor,
  adminStats,
  audit,
  createArticle,
  deleteArticle,
  handleMessage,
  listAdminUsers,
  listArticlesForAdmin,
  listAudit,
  listDonations,
  listMessages,
  listSubscribers,
  patchAdminUser,
  removeAdminUser,
  removeSubscriber,
  updateArticle,
  type AdminRow,
} from '../db/admin-repo.ts';
import type { Db } from '../db/client.ts';
import { createResourceForAdmin, deleteResourceForAdmin, listResources, updateResourceForAdmin } from '../db/resources-repo.ts';
import { badRequest } from '../http/errors.ts';

type Env = { Variables: AuthVariables & { admin: AdminRow } };

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

const NOT_FOUND = { message: 'Not found. It may have been deleted already.' };

/** Who is asking: 401 signed out, 403 without an active admin_users row. */
function adminGate(db: Db): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const user = c.get('user');
    if (!user) return c.json({ message: 'Please sign in to use the admin area.' }, 401);
    const admin = adminFor(db, user);
    if (!admin) return c.json({ message: 'Your account does not have access to the admin area.' }, 403);
    c.set('admin', admin);
    await next();
  };
}

function area(name: AdminArea): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (!mayUse({ role: c.get('admin').role as AdminRole, permissions: c.get('admin').permissions }, name)) {
      return c.json({ message: 'Your role does not include this part of the admin area.' }, 403);
    }
    await next();
  };
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text. */
function safeCell(value: unknown): string {
  const s = value === undefined || value === null ? '' : String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

function csv(c: Context, name: string, header: string[], rows: unknown[][]) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${name}"`);
  return c.body(stringify([header, ...rows.map((r) => r.map(safeCell))]));
}

function invalid(c: Context, error: { issues: { message: string }[] }) {
  return badRequest(c, error.issues[0]?.message ?? 'The request is not valid.', error as never);
}

export function adminRouter(db: Db, publicOrigin?: string) {
  const app = new Hono<Env>();
  app.use('*', sessionMiddleware(db, publicOrigin));
  app.use('*', adminGate(db));
  const who = (c: Context<Env>) => c.get('admin');

  app.get('/me', (c) => {
    const a = who(c);
    return c.json({ label: a.label, role: a.role, areas: areasOf({ role: a.role as AdminRole, permissions: a.permissions }) });
  });

  // Editors see the content counts; the money and subscriber counts only admins.
  app.get('/stats', (c) => {
    const stats = adminStats(db);
    if (who(c).role === 'admin') return c.json(stats);
    return c.json({ totalArticles: stats.totalArticles, totalResources: stats.totalResources, totalSubscribers: null, totalDonations: null, totalDonatedCents: null });
  });

  // ---- articles ----
  app.use('/articles', area('articles'));
  app.use('/articles/*', area('articles'));
  app.get('/articles', (c) => c.json(listArticlesForAdmin(db)));
  app.post('/articles', async (c) => {
    const parsed = articleInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    return c.json({ message: 'Article created successfully', article: createArticle(db, who(c), parsed.data) }, 201);
  });
  app.put('/articles/:id', async (c) => {
    const parsed = articleInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const article = updateArticle(db, who(c), c.req.param('id'), parsed.data);
    return article ? c.json({ message: 'Article updated successfully', article }) : c.json(NOT_FOUND, 404);
  });
  app.delete('/articles/:id', (c) =>
    deleteArticle(db, who(c), c.req.param('id')) ? c.json({ message: 'Article deleted successfully' }) : c.json(NOT_FOUND, 404),
  );

  // ---- resources ----
  app.use('/resources', area('resources'));
  app.use('/resources/*', area('resources'));
  app.get('/resources', (c) => c.json(listResources(db)));
  const recordAs = (c: Context<Env>, action: string, id?: string) => (tx: Db, before: { id: string } | null, after: { id: string } | null) =>
    audit(tx, who(c), action, id ?? after?.id ?? before?.id ?? '', before, after);
  app.post('/resources', async (c) => {
    const parsed = adminResourceInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const resource = createResourceForAdmin(db, parsed.data, recordAs(c, 'resource.create'));
    return c.json({ message: 'Resource created successfully', resource }, 201);
  });
  app.put('/resources/:id', async (c) => {
    const parsed = adminResourceInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const id = c.req.param('id');
    const resource = updateResourceForAdmin(db, id, parsed.data, recordAs(c, 'resource.update', id));
    return resource ? c.json({ message: 'Resource updated successfully', resource }) : c.json(NOT_FOUND, 404);
  });
  app.delete('/resources/:id', (c) => {
    const id = c.req.param('id');
    return deleteResourceForAdmin(db, id, recordAs(c, 'resource.delete', id)) ? c.json({ message: 'Resource deleted successfully' }) : c.json(NOT_FOUND, 404);
  });

  // ---- donations ----
  app.use('/donations', area('donations'));
  app.use('/donations.csv', area('donations'));
  app.get('/donations', (c) => {
    const parsed = donationFilterSchema.safeParse(c.req.query());
    if (!parsed.success) return invalid(c, parsed.error);
    return c.json(listDonations(db, parsed.data.status));
  });
  app.get('/donations.csv', (c) => {
    const parsed = donationFilterSchema.safeParse(c.req.query());
    if (!parsed.success) return invalid(c, parsed.error);
    const rows = listDonations(db, parsed.data.status).map((d) => [d.createdAt, dollars(d.amount).slice(1), d.currency.toUpperCase(), d.donorName ?? 'Anonymous', d.donorEmail ?? '', d.status, d.isRecurring ? d.frequency ?? 'recurring' : 'one-time']);
    return csv(c, 'donations.csv', ['date', 'amount', 'currency', 'donor', 'email', 'status', 'recurring'], rows);
  });

  // ---- messages ----
  app.use('/messages', area('messages'));
  app.use('/messages/*', area('messages'));
  app.get('/messages', (c) => c.json(listMessages(db)));
  app.patch('/messages/:id', async (c) => {
    const body = (await jsonBody(c)) as { handled?: unknown } | undefined;
    if (body?.handled !== true) return badRequest(c, 'Send {"handled": true} to mark the message handled.');
    return handleMessage(db, who(c), c.req.param('id')) === 'ok' ? c.json({ message: 'Message marked as handled' }) : c.json(NOT_FOUND, 404);
  });

  // ---- subscribers ----
  app.use('/subscribers', area('subscribers'));
  app.use('/subscribers/*', area('subscribers'));
  app.use('/subscribers.csv', area('subscribers'));
  app.get('/subscribers', (c) => {
    const list = listSubscribers(db);
    return c.json({ count: list.length, subscribers: list });
  });
  app.get('/subscribers.csv', (c) =>
    csv(c, 'subscribers.csv', ['email', 'interests', 'subscribed'], listSubscribers(db).map((s) => [s.email, s.interests.join('; '), s.subscribedAt])),
  );
  app.delete('/subscribers/:id', (c) => (removeSubscriber(db, who(c), c.req.param('id')) ? c.json({ message: 'Subscriber removed' }) : c.json(NOT_FOUND, 404)));

  // ---- admin users ----
  app.use('/admin-users', area('admin-users'));
  app.use('/admin-users/*', area('admin-users'));
  app.get('/admin-users', (c) => c.json(listAdminUsers(db)));
  app.post('/admin-users', async (c) => {
    const parsed = adminUserInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const out = addAdminUser(db, who(c), parsed.data);
    if (out.kind === 'no-account') return c.json({ message: 'No sign-in account has that name.' }, 404);
    if (out.kind === 'exists') return c.json({ message: 'This person is already in the admin list.' }, 409);
    return c.json({ message: 'Admin user added', admin: out.admin }, 201);
  });
  app.patch('/admin-users/:id', async (c) => {
    const parsed = adminUserPatchSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const out = patchAdminUser(db, who(c), c.req.param('id'), parsed.data);
    if (out === 'self') return c.json({ message: 'You cannot remove your own admin role. Ask another admin.' }, 409);
    return out === 'ok' ? c.json({ message: 'Admin user updated' }) : c.json(NOT_FOUND, 404);
  });
  app.delete('/admin-users/:id', (c) => {
    const out = removeAdminUser(db, who(c), c.req.param('id'));
    if (out === 'self') return c.json({ message: 'You cannot remove yourself. Ask another admin.' }, 409);
    return out === 'ok' ? c.json({ message: 'Admin user removed' }) : c.json(NOT_FOUND, 404);
  });

  // ---- audit ----
  app.use('/audit', area('audit'));
  app.get('/audit', (c) => c.json(listAudit(db)));

  app.all('*', (c) => c.json({ message: 'No such admin route.' }, 404));
  return app;
}
