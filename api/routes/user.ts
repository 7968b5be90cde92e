// The signed-in user's items (spec 2, section 7): saved resources and reminders. Signed out: 401. Another user's item:
// 404, never a hint that it exists. Writes are JSON from our own origin (the /api middleware).
import { Hono, type Context } from 'hono';
import { preferencesSchema, recommend } from '../../shared/dashboard/recommend.ts';
import { importSchema, reminderInputSchema, reminderPatchSchema, saveResourceSchema, statusPatchSchema } from '../../shared/schemas/user-items.ts';
import { ACCOUNT_DELETE_CONFIRM_MESSAGE, ACCOUNT_DELETED_MESSAGE, accountDeletionSchema } from '../../shared/schemas/account.ts';
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
import { badRequest } from '../http/errors.ts';
import { idempotentJsonWrite, invalid } from '../http/idempotent-write.ts';

type Env = { Variables: AuthVariables };

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

const NOT_FOUND = { message: 'Nothing of yours is found here.' };

export function userRouter(db: Db, publicOrigin?: string) {
  const app = new Hono<Env>();
  app.use('*', sessionMiddleware(db, publicOrigin));
  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const user = c.get('user');
    if (!user) return c.json(signedOutBody(c, 'Please sign in to see your saved resources and reminders.'), 401);
    // A change queued on a device for one account is never applied to another account signed in there later.
    const owner = c.req.header('x-account');
    if (owner !== undefined && owner !== user.id) return c.json({ message: 'This change belongs to another account. Sign in as that account to send it.' }, 401);
    await next();
  });
  const uid = (c: Context<Env>) => c.get('user')!.id;

  app.get('/saved-resources', (c) => c.json(listSaved(db, uid(c))));
  app.post('/saved-resources', async (c) => {
    const parsed = saveResourceSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? 'The request is not valid.', parsed.error);
    if (!resourceExists(db, parsed.data.resourceId)) return c.json({ message: 'This resource is not in the directory.' }, 404);
    const outcome = saveForUser(db, uid(c), parsed.data.resourceId);
    return c.json({ id: parsed.data.resourceId, status: 'saved' }, outcome === 'created' ? 201 : 200);
  });
  app.patch('/saved-resources/:id', async (c) => {
    const parsed = statusPatchSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? 'The request is not valid.', parsed.error);
    const outcome = setSavedStatus(db, uid(c), c.req.param('id'), parsed.data.status);
    if (outcome === 'not-found') return c.json(NOT_FOUND, 404);
    if (outcome === 'not-next') return c.json({ message: 'The status moves one step at a time: saved, contacted, applied, completed.' }, 409);
    return c.json({ id: c.req.param('id'), status: parsed.data.status });
  });
  app.delete('/saved-resources/:id', (c) => (unsaveForUser(db, uid(c), c.req.param('id')) ? c.body(null, 204) : c.json(NOT_FOUND, 404)));

  app.get('/reminders', (c) => c.json(listReminders(db, uid(c))));
  // Created through the offline outbox: the Idempotency-Key (scoped to her) makes a replay return the same reminder.
  app.post('/reminders', (c) =>
    idempotentJsonWrite(c, db, `POST /api/user/reminders ${uid(c)}`, (body) => {
      const parsed = reminderInputSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const added = addReminderForUser(db, uid(c), parsed.data);
      if (!added) return { status: 409, body: { message: 'This reminder id is already in use. Please try again.' } };
      return { status: added.created ? 201 : 200, body: added.reminder };
    }),
  );
  app.patch('/reminders/:id', async (c) => {
    const parsed = reminderPatchSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? 'The request is not valid.', parsed.error);
    const updated = patchReminderForUser(db, uid(c), c.req.param('id'), parsed.data);
    return updated ? c.json(updated) : c.json(NOT_FOUND, 404);
  });
  // So notes she no longer wants kept can be removed, not only completed.
  app.delete('/reminders/:id', (c) => (deleteReminderForUser(db, uid(c), c.req.param('id')) ? c.body(null, 204) : c.json(NOT_FOUND, 404)));

  app.get('/preferences', (c) => c.json(getPreferences(db, uid(c))));
  app.put('/preferences', async (c) => {
    const parsed = preferencesSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? 'The request is not valid.', parsed.error);
    setPreferences(db, uid(c), parsed.data);
    return c.json(parsed.data);
  });
  // The spec's name; the answer is the published rules of shared/dashboard/recommend.ts, each match with its reasons.
  app.get('/ai-recommendations', (c) => {
    const prefs = getPreferences(db, uid(c));
    return c.json(prefs ? recommend(listResources(db), prefs) : []);
  });

  // Her device list, moved into her account at sign-in: once per Idempotency-Key, in one transaction.
  app.post('/import', (c) =>
    idempotentJsonWrite(c, db, `POST /api/user/import ${uid(c)}`, (body) => {
      const parsed = importSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      return { status: 200, body: importForUser(db, uid(c), parsed.data) };
    }),
  );

  // Deleting her account (POST, with a JSON body saying so: a DELETE's body is not reliably passed on by proxies).
  // Everything the site keeps about her goes in one transaction; this browser is signed out like at /api/logout.
  app.post('/account/delete', async (c) => {
    const parsed = accountDeletionSchema.safeParse(await jsonBody(c));
    // One message for every way the confirmation is missing (no body, not JSON, another word).
    if (!parsed.success) return badRequest(c, ACCOUNT_DELETE_CONFIRM_MESSAGE, parsed.error);
    deleteAccount(db, c.get('user')!);
    signOutBrowser(c, publicOrigin);
    return c.json({ message: ACCOUNT_DELETED_MESSAGE });
  });
  return app;
}
