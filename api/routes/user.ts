// The signed-in user's items (spec 2, section 7): saved resources and reminders. Signed out: 401. Another user's item:
// 404, never a hint that it exists. Writes are JSON from our own origin (the /api middleware).
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { preferencesSchema, recommend, recommendationSchema } from '../../shared/dashboard/recommend.ts';
import {
  importResultSchema,
  importSchema,
  reminderInputSchema,
  reminderPatchSchema,
  reminderSchema,
  savedResourceSchema,
  savedStatusSchema,
  saveResourceSchema,
  statusPatchSchema,
} from '../../shared/schemas/user-items.ts';
import { ACCOUNT_DELETE_CONFIRM_MESSAGE, accountDeletionSchema } from '../../shared/schemas/account.ts';
import { sessionMiddleware, signedOutBody, signOutBrowser, type AuthVariables } from '../auth/session-cookie.ts';
import { deleteAccount } from '../db/account-repo.ts';
import type { Db } from '../db/client.ts';
import { listResources } from '../db/resources-repo.ts';
import {
  addReminderForUser,
  deleteReminderForUser,
  getPreferences,
  importForUser,
  setPreferences,
  listReminders,
  listSaved,
  patchReminderForUser,
  resourceExists,
  saveForUser,
  setSavedStatus,
  unsaveForUser,
} from '../db/user-items-repo.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import { badRequest } from '../http/errors.ts';
import { say } from '../http/locale.ts';
import { idempotentJsonWrite, invalid } from '../http/idempotent-write.ts';
import { IDEMPOTENCY_KEY_HEADER, jsonBody, jsonResponse, parametersOf, problem, SESSION_SECURITY } from '../http/openapi.ts';

type Env = { Variables: AuthVariables };

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

const notFound = (c: Context) => ({ message: say(c, 'api.user.notFound') });

const gone = { 404: problem('Not one of her items'), 204: { description: 'Removed' } };
const idParameter = parametersOf(z.object({ id: z.string().describe('The resource id (saved resources) or the reminder id.') }), 'path');
const docs = {
  // Every route of this router: her session, and the same refusals.
  all: describeRoute({
    tags: ['Her account'],
    security: SESSION_SECURITY,
    parameters: [{ name: 'X-Account', in: 'header', required: false, description: 'The account a queued change belongs to: refused when another is signed in.', schema: { type: 'string' } }],
    responses: { 401: problem('Not signed in, or the change belongs to another account') },
  }),
  saved: describeRoute({ summary: 'Her saved resources', responses: { 200: jsonResponse('Saved resources, newest first, with their status', z.array(savedResourceSchema)) } }),
  save: describeRoute({ summary: 'Save a resource', requestBody: jsonBody(saveResourceSchema), responses: { 200: jsonResponse('Already saved', savedStatusSchema), 201: jsonResponse('Saved', savedStatusSchema), 400: problem('No resource id'), 404: problem('Not in the directory') } }),
  status: describeRoute({
    summary: 'Move a saved resource’s status one step on',
    parameters: idParameter,
    requestBody: jsonBody(statusPatchSchema),
    responses: { 200: jsonResponse('The new status', savedStatusSchema), 400: problem('Not a status'), 404: problem('Not one of hers'), 409: problem('Not the next step') },
  }),
  unsave: describeRoute({ summary: 'Remove a saved resource', parameters: idParameter, responses: gone }),
  reminders: describeRoute({ summary: 'Her reminders, by due date', responses: { 200: jsonResponse('Reminders', z.array(reminderSchema)) } }),
  remind: describeRoute({
    summary: 'Add a reminder (replayed by the offline outbox)',
    parameters: [IDEMPOTENCY_KEY_HEADER],
    requestBody: jsonBody(reminderInputSchema),
    responses: { 200: jsonResponse('Already added', reminderSchema), 201: jsonResponse('Added', reminderSchema), 400: problem('Not a valid reminder'), 409: problem('The id is in use') },
  }),
  patchReminder: describeRoute({
    summary: 'Edit or complete a reminder',
    parameters: idParameter,
    requestBody: jsonBody(reminderPatchSchema),
    responses: { 200: jsonResponse('The reminder', reminderSchema), 400: problem('Not a valid change'), 404: problem('Not one of hers') },
  }),
  deleteReminder: describeRoute({ summary: 'Delete a reminder', parameters: idParameter, responses: gone }),
  preferences: describeRoute({ summary: 'Her dashboard preferences', responses: { 200: jsonResponse('Her preferences, or null before she sets any', preferencesSchema.nullable()) } }),
  setPreferences: describeRoute({ summary: 'Set her dashboard preferences', requestBody: jsonBody(preferencesSchema), responses: { 200: jsonResponse('Her preferences', preferencesSchema), 400: problem('Not valid preferences') } }),
  recommendations: describeRoute({ summary: 'Resources matching her preferences, each with its reasons', responses: { 200: jsonResponse('Recommendations, best first', z.array(recommendationSchema)) } }),
  import: describeRoute({
    summary: 'Move her device list into her account at sign-in',
    parameters: [IDEMPOTENCY_KEY_HEADER],
    requestBody: jsonBody(importSchema),
    responses: { 200: jsonResponse('How many were saved, added and skipped', importResultSchema), 400: problem('Not a valid list') },
  }),
  deleteAccount: describeRoute({ summary: 'Delete her account and everything in it', requestBody: jsonBody(accountDeletionSchema), responses: { 200: jsonResponse('Deleted; this browser is signed out'), 400: problem('Not confirmed') } }),
};

export function userRouter(db: Db, publicOrigin?: string) {
  const app = new Hono<Env>();
  app.use('*', docs.all, sessionMiddleware(db, publicOrigin));
  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const user = c.get('user');
    if (!user) return c.json(signedOutBody(c, 'Please sign in to see your saved resources and reminders.'), 401);
    // A change queued on a device for one account is never applied to another account signed in there later.
    const owner = c.req.header('x-account');
    if (owner !== undefined && owner !== user.id) return c.json({ message: say(c, 'api.user.otherAccount') }, 401);
    await next();
  });
  const uid = (c: Context<Env>) => c.get('user')!.id;

  app.get('/saved-resources', docs.saved, async (c) => c.json(await listSaved(db, uid(c))));
  app.post('/saved-resources', docs.save, async (c) => {
    const parsed = saveResourceSchema.safeParse(await readJson(c));
    if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? say(c, 'api.invalid'), parsed.error);
    if (!await resourceExists(db, parsed.data.resourceId)) return c.json({ message: say(c, 'api.user.noResource') }, 404);
    const outcome = await saveForUser(db, uid(c), parsed.data.resourceId);
    return c.json({ id: parsed.data.resourceId, status: 'saved' }, outcome === 'created' ? 201 : 200);
  });
  app.patch('/saved-resources/:id', docs.status, async (c) => {
    const parsed = statusPatchSchema.safeParse(await readJson(c));
    if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? say(c, 'api.invalid'), parsed.error);
    const outcome = await setSavedStatus(db, uid(c), c.req.param('id'), parsed.data.status);
    if (outcome === 'not-found') return c.json(notFound(c), 404);
    if (outcome === 'not-next') return c.json({ message: say(c, 'api.user.statusStep') }, 409);
    return c.json({ id: c.req.param('id'), status: parsed.data.status });
  });
  app.delete('/saved-resources/:id', docs.unsave, async (c) => (await unsaveForUser(db, uid(c), c.req.param('id')) ? c.body(null, 204) : c.json(notFound(c), 404)));

  app.get('/reminders', docs.reminders, async (c) => c.json(await listReminders(db, uid(c))));
  // Created through the offline outbox: the Idempotency-Key (scoped to her) makes a replay return the same reminder.
  app.post('/reminders', docs.remind, (c) =>
    idempotentJsonWrite(c, db, `POST /api/user/reminders ${uid(c)}`, async (body, locale, tx) => {
      const parsed = reminderInputSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error, locale);
      const added = await addReminderForUser(tx, uid(c), parsed.data);
      if (!added) return { status: 409, body: { message: serverMessage(locale, 'api.user.reminderIdUsed') } };
      return { status: added.created ? 201 : 200, body: added.reminder };
    }),
  );
  app.patch('/reminders/:id', docs.patchReminder, async (c) => {
    const parsed = reminderPatchSchema.safeParse(await readJson(c));
    if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? say(c, 'api.invalid'), parsed.error);
    const updated = await patchReminderForUser(db, uid(c), c.req.param('id'), parsed.data);
    return updated ? c.json(updated) : c.json(notFound(c), 404);
  });
  // So notes she no longer wants kept can be removed, not only completed.
  app.delete('/reminders/:id', docs.deleteReminder, async (c) => (await deleteReminderForUser(db, uid(c), c.req.param('id')) ? c.body(null, 204) : c.json(notFound(c), 404)));

  app.get('/preferences', docs.preferences, async (c) => c.json(await getPreferences(db, uid(c))));
  app.put('/preferences', docs.setPreferences, async (c) => {
    const parsed = preferencesSchema.safeParse(await readJson(c));
    if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? say(c, 'api.invalid'), parsed.error);
    await setPreferences(db, uid(c), parsed.data);
    return c.json(parsed.data);
  });
  // The spec's name; the answer is the published rules of shared/dashboard/recommend.ts, each match with its reasons.
  app.get('/ai-recommendations', docs.recommendations, async (c) => {
    const prefs = await getPreferences(db, uid(c));
    return c.json(prefs ? recommend(await listResources(db), prefs) : []);
  });

  // Her device list, moved into her account at sign-in: once per Idempotency-Key, in one transaction.
  app.post('/import', docs.import, (c) =>
    idempotentJsonWrite(c, db, `POST /api/user/import ${uid(c)}`, async (body, locale, tx) => {
      const parsed = importSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error, locale);
      return { status: 200, body: await importForUser(tx, uid(c), parsed.data) };
    }),
  );

  // Deleting her account (POST, with a JSON body saying so: a DELETE's body is not reliably passed on by proxies).
  // Everything the site keeps about her goes in one transaction; this browser is signed out like at /api/logout.
  app.post('/account/delete', docs.deleteAccount, async (c) => {
    const parsed = accountDeletionSchema.safeParse(await readJson(c));
    // One message for every way the confirmation is missing (no body, not JSON, another word).
    if (!parsed.success) return badRequest(c, ACCOUNT_DELETE_CONFIRM_MESSAGE, parsed.error);
    await deleteAccount(db, c.get('user')!);
    signOutBrowser(c, publicOrigin);
    return c.json({ message: say(c, 'api.user.accountDeleted') });
  });
  return app;
}
