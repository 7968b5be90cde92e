// /api/admin: every request is checked against the signed-in user's admin_users row (active, role, permissions) before
// anything is read or written. Signed out: 401. Signed in without a role, or outside her areas: 403. Never cached.
import { safeCell } from '../../shared/csv-cell.ts';
import { stringify } from 'csv-stringify/sync';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { areasOf, mayUse, type AdminArea, type AdminRole } from '../../shared/admin/roles.ts';
import {
  adminAddedSchema,
  adminArticleSchema,
  adminDonationSchema,
  adminMeSchema,
  adminMessageSchema,
  adminStatsSchema,
  adminUserSchema,
  articleSavedSchema,
  auditEntrySchema,
  reportGroupSchema,
  resourceSavedSchema,
  staleListingSchema,
  subscribersSchema,
} from '../../shared/admin/answers.ts';
import { adminResourceInputSchema, adminUserInputSchema, adminUserPatchSchema, articleInputSchema, dollars, donationFilterSchema } from '../../shared/admin/schemas.ts';
import { resourceListSchema } from '../../shared/schemas/resource.ts';
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
import { createResourceForAdmin, deleteResourceForAdmin, listResourcesAsStored, updateResourceForAdmin } from '../db/resources-repo.ts';
import { listReportGroups, resolveReport, staleListings } from '../db/listing-reports-repo.ts';
import { declineSuggestion, getSuggestion, listSuggestions, publishSuggestion } from '../db/suggestions-repo.ts';
import { declineSuggestionSchema, suggestionRowSchema } from '../../shared/schemas/listing-suggestion.ts';
import { issueText, requestLocale, say } from '../http/locale.ts';
import type { IssueLike } from '../../shared/form-issues.ts';
import { badRequest } from '../http/errors.ts';
import { jsonBody, jsonResponse, parametersOf, problem, SESSION_SECURITY } from '../http/openapi.ts';

type Env = { Variables: AuthVariables & { admin: AdminRow } };

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

const NOT_FOUND = { message: 'Not found. It may have been deleted already.' };

const saved = (what: string, schema?: z.ZodType) => ({ 200: jsonResponse(`${what} updated`, schema), 400: problem('Not valid'), 404: problem('Not found') });
const deleted = (what: string) => ({ 200: jsonResponse(`${what} removed`), 404: problem('Not found') });
const csvFile = (description: string) => ({ 200: { description, content: { 'text/csv': { schema: { type: 'string' as const } } } } });
const docs = {
  // Every route of this router: an admin's session, and the same refusals.
  all: describeRoute({
    tags: ['Admin'],
    security: SESSION_SECURITY,
    responses: { 401: problem('Not signed in'), 403: problem('No admin role, or this area is not in her role'), 404: problem('No such admin route, or the item is gone') },
  }),
  me: describeRoute({ summary: 'Her admin label, role and areas', responses: { 200: jsonResponse('Label, role and areas', adminMeSchema) } }),
  stats: describeRoute({ summary: 'Counts for the dashboard (money and subscribers for admins only)', responses: { 200: jsonResponse('The counts', adminStatsSchema) } }),
  articles: describeRoute({ summary: 'The team’s articles', responses: { 200: jsonResponse('Articles, drafts included', z.array(adminArticleSchema)) } }),
  addArticle: describeRoute({ summary: 'Write an article', requestBody: jsonBody(articleInputSchema), responses: { 201: jsonResponse('Created', articleSavedSchema), 400: problem('Not valid') } }),
  editArticle: describeRoute({ summary: 'Edit an article', requestBody: jsonBody(articleInputSchema), responses: saved('Article', articleSavedSchema) }),
  deleteArticle: describeRoute({ summary: 'Delete an article', responses: deleted('Article') }),
  resources: describeRoute({ summary: 'The directory, for editing', responses: { 200: jsonResponse('Resources', resourceListSchema) } }),
  addResource: describeRoute({ summary: 'Add a resource (audited)', requestBody: jsonBody(adminResourceInputSchema), responses: { 201: jsonResponse('Created', resourceSavedSchema), 400: problem('Not valid') } }),
  editResource: describeRoute({ summary: 'Edit a resource (audited)', requestBody: jsonBody(adminResourceInputSchema), responses: saved('Resource', resourceSavedSchema) }),
  deleteResource: describeRoute({ summary: 'Delete a resource (audited; a tombstone for sync)', responses: deleted('Resource') }),
  donations: describeRoute({ summary: 'Donations, newest first', parameters: parametersOf(donationFilterSchema), responses: { 200: jsonResponse('Donations', z.array(adminDonationSchema)), 400: problem('Not a status') } }),
  donationsCsv: describeRoute({ summary: 'Donations as a spreadsheet', parameters: parametersOf(donationFilterSchema), responses: { ...csvFile('donations.csv'), 400: problem('Not a status') } }),
  messages: describeRoute({ summary: 'Contact messages', responses: { 200: jsonResponse('Messages, unhandled emergencies first', z.array(adminMessageSchema)) } }),
  listingReports: describeRoute({ summary: 'Problems reported on listings, grouped by listing (open first)', responses: { 200: jsonResponse('Report groups', z.array(reportGroupSchema)) } }),
  resolveReport: describeRoute({ summary: 'Mark a listing report resolved (recorded in the audit log)', responses: { 200: jsonResponse('Resolved'), 404: problem('No such report') } }),
  suggestions: describeRoute({
    summary: 'Listings readers suggested: open first, then those decided in the last 30 days',
    responses: { 200: jsonResponse('How long suggestions are kept, and the suggestions', z.object({ keptDays: z.number(), suggestions: z.array(suggestionRowSchema) })) },
  }),
  publishSuggestion: describeRoute({
    summary: 'Publish the listing an editor made from a suggestion, marked as a reader\'s suggestion we checked (audited)',
    requestBody: jsonBody(adminResourceInputSchema),
    responses: { 201: jsonResponse('Published', resourceSavedSchema), 400: problem('Not valid'), 404: problem('No such suggestion'), 409: problem('Already published or declined') },
  }),
  declineSuggestion: describeRoute({
    summary: 'Decline a suggestion with a reason (audited)',
    requestBody: jsonBody(declineSuggestionSchema),
    responses: { 200: jsonResponse('Declined'), 400: problem('No reason given'), 404: problem('No such suggestion'), 409: problem('Already published or declined') },
  }),
  staleListings: describeRoute({ summary: 'Listings last checked more than 12 months ago, oldest first', responses: { 200: jsonResponse('Listings', z.array(staleListingSchema)) } }),
  handleMessage: describeRoute({ summary: 'Mark a message handled', requestBody: jsonBody(z.object({ handled: z.literal(true) })), responses: { 200: jsonResponse('Marked'), 400: problem('Not {"handled": true}'), 404: problem('Not found') } }),
  subscribers: describeRoute({ summary: 'Newsletter subscribers', responses: { 200: jsonResponse('The count and the subscribers', subscribersSchema) } }),
  subscribersCsv: describeRoute({ summary: 'Subscribers as a spreadsheet', responses: csvFile('subscribers.csv') }),
  deleteSubscriber: describeRoute({ summary: 'Remove a subscriber', responses: deleted('Subscriber') }),
  admins: describeRoute({ summary: 'The admin users', responses: { 200: jsonResponse('Admin users', z.array(adminUserSchema)) } }),
  addAdmin: describeRoute({
    summary: 'Give a sign-in account an admin role',
    requestBody: jsonBody(adminUserInputSchema),
    responses: { 201: jsonResponse('Added', adminAddedSchema), 400: problem('Not valid'), 404: problem('No such account'), 409: problem('Already an admin') },
  }),
  editAdmin: describeRoute({ summary: 'Change an admin’s role or areas', requestBody: jsonBody(adminUserPatchSchema), responses: { ...saved('Admin user'), 409: problem('Her own admin role') } }),
  deleteAdmin: describeRoute({ summary: 'Remove an admin', responses: { ...deleted('Admin user'), 409: problem('Herself') } }),
  audit: describeRoute({ summary: 'The audit log', responses: { 200: jsonResponse('Audit entries, newest first', z.array(auditEntrySchema)) } }),
};

/** Who is asking: 401 signed out, 403 without an active admin_users row. */
function adminGate(db: Db): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const user = c.get('user');
    if (!user) return c.json({ message: 'Please sign in to use the admin area.' }, 401);
    const admin = await adminFor(db, user);
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

function csv(c: Context, name: string, header: string[], rows: unknown[][]) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${name}"`);
  return c.body(stringify([header, ...rows.map((r) => r.map(safeCell))]));
}

function invalid(c: Context, error: { issues: IssueLike[] }) {
  // The first issue whole, not only its message: a `form.` message quotes the issue's limit ({max}).
  const first = error.issues[0];
  return badRequest(c, first ? issueText(requestLocale(c), first) : say(c, 'api.invalid'), error as never);
}

export function adminRouter(db: Db, publicOrigin?: string, { suggestionDays }: { suggestionDays: number } = { suggestionDays: 90 }) {
  const app = new Hono<Env>();
  app.use('*', docs.all, sessionMiddleware(db, publicOrigin));
  app.use('*', adminGate(db));
  const who = (c: Context<Env>) => c.get('admin');

  app.get('/me', docs.me, (c) => {
    const a = who(c);
    return c.json({ label: a.label, role: a.role, areas: areasOf({ role: a.role as AdminRole, permissions: a.permissions }) });
  });

  // Editors see the content counts; the money and subscriber counts only admins.
  app.get('/stats', docs.stats, async (c) => {
    const stats = await adminStats(db);
    if (who(c).role === 'admin') return c.json(stats);
    return c.json({ totalArticles: stats.totalArticles, totalResources: stats.totalResources, totalSubscribers: null, totalDonations: null, totalDonatedCents: null });
  });

  // ---- articles ----
  app.use('/articles', area('articles'));
  app.use('/articles/*', area('articles'));
  app.get('/articles', docs.articles, async (c) => c.json(await listArticlesForAdmin(db)));
  app.post('/articles', docs.addArticle, async (c) => {
    const parsed = articleInputSchema.safeParse(await readJson(c));
    if (!parsed.success) return invalid(c, parsed.error);
    return c.json({ message: 'Article created successfully', article: await createArticle(db, who(c), parsed.data) }, 201);
  });
  app.put('/articles/:id', docs.editArticle, async (c) => {
    const parsed = articleInputSchema.safeParse(await readJson(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const article = await updateArticle(db, who(c), c.req.param('id'), parsed.data);
    return article ? c.json({ message: 'Article updated successfully', article }) : c.json(NOT_FOUND, 404);
  });
  app.delete('/articles/:id', docs.deleteArticle, async (c) =>
    await deleteArticle(db, who(c), c.req.param('id')) ? c.json({ message: 'Article deleted successfully' }) : c.json(NOT_FOUND, 404),
  );

  // ---- resources ----
  app.use('/resources', area('resources'));
  app.use('/resources/*', area('resources'));
  app.get('/resources', docs.resources, async (c) => c.json(await listResourcesAsStored(db)));
  const recordAs = (c: Context<Env>, action: string, id?: string) => (tx: Db, before: { id: string } | null, after: { id: string } | null) =>
    audit(tx, who(c), action, id ?? after?.id ?? before?.id ?? '', before, after);
  app.post('/resources', docs.addResource, async (c) => {
    const parsed = adminResourceInputSchema.safeParse(await readJson(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const resource = await createResourceForAdmin(db, parsed.data, recordAs(c, 'resource.create'));
    return c.json({ message: 'Resource created successfully', resource }, 201);
  });
  app.put('/resources/:id', docs.editResource, async (c) => {
    const parsed = adminResourceInputSchema.safeParse(await readJson(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const id = c.req.param('id');
    const resource = await updateResourceForAdmin(db, id, parsed.data, recordAs(c, 'resource.update', id));
    return resource ? c.json({ message: 'Resource updated successfully', resource }) : c.json(NOT_FOUND, 404);
  });
  app.delete('/resources/:id', docs.deleteResource, async (c) => {
    const id = c.req.param('id');
    return await deleteResourceForAdmin(db, id, recordAs(c, 'resource.delete', id)) ? c.json({ message: 'Resource deleted successfully' }) : c.json(NOT_FOUND, 404);
  });

  // ---- listing reports and stale listings: part of keeping the directory ----
  for (const path of ['/listing-reports', '/listing-reports/*', '/stale-listings']) app.use(path, area('resources'));
  app.get('/listing-reports', docs.listingReports, async (c) => c.json(await listReportGroups(db)));
  app.post('/listing-reports/:id/resolve', docs.resolveReport, async (c) =>
    await resolveReport(db, who(c), c.req.param('id')) === 'ok' ? c.json({ message: 'Report marked resolved' }) : c.json(NOT_FOUND, 404),
  );
  app.get('/stale-listings', docs.staleListings, async (c) => c.json(await staleListings(db)));

  // ---- listing suggestions from readers: nothing is published until an editor has checked it ----
  for (const path of ['/listing-suggestions', '/listing-suggestions/*']) app.use(path, area('resources'));
  const decided = (c: Context) => c.json({ message: say(c, 'api.suggestion.decided') }, 409);
  app.get('/listing-suggestions', docs.suggestions, async (c) => c.json({ keptDays: suggestionDays, suggestions: await listSuggestions(db) }));
  app.post('/listing-suggestions/:id/publish', docs.publishSuggestion, async (c) => {
    const parsed = adminResourceInputSchema.safeParse(await readJson(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const suggestion = await getSuggestion(db, c.req.param('id'));
    if (!suggestion) return c.json(NOT_FOUND, 404);
    // Its card will say we checked it, and when: so an editor must have, on a day since it was suggested.
    if (!parsed.data.isVerified) return badRequest(c, say(c, 'api.suggestion.notVerified'));
    const today = new Date().toISOString().slice(0, 10);
    if (parsed.data.verifiedAt < suggestion.createdAt.slice(0, 10) || parsed.data.verifiedAt > today) return badRequest(c, say(c, 'api.suggestion.checkDay'));
    const out = await publishSuggestion(db, who(c), suggestion.id, parsed.data, recordAs(c, 'resource.create'));
    if (out === 'not-found') return c.json(NOT_FOUND, 404);
    if (out === 'decided') return decided(c);
    return c.json({ message: 'Resource created successfully', resource: out }, 201);
  });
  app.post('/listing-suggestions/:id/decline', docs.declineSuggestion, async (c) => {
    const parsed = declineSuggestionSchema.safeParse(await readJson(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const out = await declineSuggestion(db, who(c), c.req.param('id'), parsed.data.reason);
    if (out === 'not-found') return c.json(NOT_FOUND, 404);
    if (out === 'decided') return decided(c);
    return c.json({ message: 'Suggestion declined' });
  });

  // ---- donations ----
  app.use('/donations', area('donations'));
  app.use('/donations.csv', area('donations'));
  app.get('/donations', docs.donations, async (c) => {
    const parsed = donationFilterSchema.safeParse(c.req.query());
    if (!parsed.success) return invalid(c, parsed.error);
    return c.json(await listDonations(db, parsed.data.status));
  });
  app.get('/donations.csv', docs.donationsCsv, async (c) => {
    const parsed = donationFilterSchema.safeParse(c.req.query());
    if (!parsed.success) return invalid(c, parsed.error);
    const rows = (await listDonations(db, parsed.data.status)).map((d) => [d.createdAt, dollars(d.amount).slice(1), d.currency.toUpperCase(), d.donorName ?? 'Anonymous', d.donorEmail ?? '', d.status, d.isRecurring ? d.frequency ?? 'recurring' : 'one-time']);
    return csv(c, 'donations.csv', ['date', 'amount', 'currency', 'donor', 'email', 'status', 'recurring'], rows);
  });

  // ---- messages ----
  app.use('/messages', area('messages'));
  app.use('/messages/*', area('messages'));
  app.get('/messages', docs.messages, async (c) => c.json(await listMessages(db)));
  app.patch('/messages/:id', docs.handleMessage, async (c) => {
    const body = (await readJson(c)) as { handled?: unknown } | undefined;
    if (body?.handled !== true) return badRequest(c, 'Send {"handled": true} to mark the message handled.');
    return await handleMessage(db, who(c), c.req.param('id')) === 'ok' ? c.json({ message: 'Message marked as handled' }) : c.json(NOT_FOUND, 404);
  });

  // ---- subscribers ----
  app.use('/subscribers', area('subscribers'));
  app.use('/subscribers/*', area('subscribers'));
  app.use('/subscribers.csv', area('subscribers'));
  app.get('/subscribers', docs.subscribers, async (c) => {
    const list = await listSubscribers(db);
    return c.json({ count: list.length, subscribers: list });
  });
  app.get('/subscribers.csv', docs.subscribersCsv, async (c) =>
    csv(c, 'subscribers.csv', ['email', 'interests', 'subscribed'], (await listSubscribers(db)).map((s) => [s.email, s.interests.join('; '), s.subscribedAt])),
  );
  app.delete('/subscribers/:id', docs.deleteSubscriber, async (c) => (await removeSubscriber(db, who(c), c.req.param('id')) ? c.json({ message: 'Subscriber removed' }) : c.json(NOT_FOUND, 404)));

  // ---- admin users ----
  app.use('/admin-users', area('admin-users'));
  app.use('/admin-users/*', area('admin-users'));
  app.get('/admin-users', docs.admins, async (c) => c.json(await listAdminUsers(db)));
  app.post('/admin-users', docs.addAdmin, async (c) => {
    const parsed = adminUserInputSchema.safeParse(await readJson(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const out = await addAdminUser(db, who(c), parsed.data);
    if (out.kind === 'no-account') return c.json({ message: 'No sign-in account has that name.' }, 404);
    if (out.kind === 'exists') return c.json({ message: 'This person is already in the admin list.' }, 409);
    return c.json({ message: 'Admin user added', admin: out.admin }, 201);
  });
  app.patch('/admin-users/:id', docs.editAdmin, async (c) => {
    const parsed = adminUserPatchSchema.safeParse(await readJson(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const out = await patchAdminUser(db, who(c), c.req.param('id'), parsed.data);
    if (out === 'self') return c.json({ message: 'You cannot remove your own admin role. Ask another admin.' }, 409);
    return out === 'ok' ? c.json({ message: 'Admin user updated' }) : c.json(NOT_FOUND, 404);
  });
  app.delete('/admin-users/:id', docs.deleteAdmin, async (c) => {
    const out = await removeAdminUser(db, who(c), c.req.param('id'));
    if (out === 'self') return c.json({ message: 'You cannot remove yourself. Ask another admin.' }, 409);
    return out === 'ok' ? c.json({ message: 'Admin user removed' }) : c.json(NOT_FOUND, 404);
  });

  // ---- audit ----
  app.use('/audit', area('audit'));
  app.get('/audit', docs.audit, async (c) => c.json(await listAudit(db)));

  app.all('*', (c) => c.json({ message: 'No such admin route.' }, 404));
  return app;
}
