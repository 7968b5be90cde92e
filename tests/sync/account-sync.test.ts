// Her list and her account, against the real app: changes made on the device (offline too) go through the outbox and
// are applied once; a lost answer does not apply them twice; a device-only list moves into the account at sign-in;
// another account's copy never reaches hers; at sign-out the copy leaves the device unless she keeps it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, generateSessionToken } from '../../api/auth/sessions.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { eq } from 'drizzle-orm';
import { userPreferences, userReminders, users } from '../../api/db/tables.ts';
import { DeviceDb } from '../../web/local/db.ts';
import { importSchema } from '../../shared/schemas/user-items.ts';
import { adoptAccount, importBody, leaveAccount, pendingAccountChanges, syncAccount } from '../../web/local/account-sync.ts';
import { addReminder, advanceStatus, completeReminder, removeSaved, saveResource, savePreferences } from '../../web/local/my-list.ts';
import { replayOutbox } from '../../web/local/outbox.ts';
import { refusalsOf } from '../../web/local/outbox-handlers.ts';
import { sqlRows, sqlRun, tempDb, type TempDb } from '../fixtures/db.ts';
import { makeResource } from '../fixtures/factories.ts';

const ORIGIN = 'http://localhost';
let server: TempDb;
let device: DeviceDb;
let mode: 'online' | 'offline' | 'lose-answer' | 'lose-each-answer-once';
/** Idempotency-Keys whose answer was already lost once. */
let lost: Set<string>;
let cookie: string;
const tokens: Record<string, string> = {};

beforeEach(async () => {
  server = await tempDb();
  await applySeed(server.db, [makeResource({ id: 'shelter-one', title: 'Shelter One' }), makeResource({ id: 'legal-two', title: 'Legal Two', category: 'rights-advocacy' })]);
  for (const id of ['u-ana', 'u-bea']) {
    await server.db.insert(users).values({ id, issuer: 'https://id.example.org', subject: id });
    tokens[id] = generateSessionToken();
    await createSession(server.db, tokens[id]!, id);
  }
  cookie = `session=${tokens['u-ana']}`;
  device = new DeviceDb(`account-${Math.random()}`);
  mode = 'online';
  lost = new Set();
});
afterEach(async () => {
  device.close();
  await device.delete();
  await server.close();
});

function deps() {
  const app = createApp({ db: server.db });
  return {
    db: device,
    fetch: async (url: string, init?: RequestInit) => {
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      const headers: Record<string, string> = { ...(init?.headers as Record<string, string>), Origin: ORIGIN, Cookie: cookie };
      const res = await app.request(`${ORIGIN}${url}`, { ...init, headers });
      if (mode === 'lose-answer') throw new TypeError('Connection reset');
      const key = headers['Idempotency-Key'];
      if (mode === 'lose-each-answer-once' && key && !lost.has(key)) {
        // The server did the work; the answer never came back.
        lost.add(key);
        throw new TypeError('Connection reset');
      }
      return res;
    },
  };
}
const serverSaved = async () => (await sqlRows(server.db, "SELECT resource_id, status FROM user_saved_resources WHERE user_id = 'u-ana'"));
// Read through drizzle: `completed` is a boolean and `needs` a list on both databases (SQLite stores 1/0 and JSON text).
const serverReminders = async (user = 'u-ana') =>
  server.db.select({ id: userReminders.id, title: userReminders.title, completed: userReminders.completed }).from(userReminders).where(eq(userReminders.userId, user));
const serverNeeds = async () => (await server.db.select({ needs: userPreferences.needs }).from(userPreferences).where(eq(userPreferences.userId, 'u-ana')))[0]?.needs;

describe('her list in her account', () => {
  it('sends changes made offline once the connection is back, once each, even when an answer is lost', async () => {
    await adoptAccount('u-ana', 'move', device);
    mode = 'offline';
    await saveResource('shelter-one', 'Shelter One', device);
    await advanceStatus('shelter-one', 'Shelter One', device);
    const reminder = await addReminder({ title: 'Call the shelter', type: 'follow-up', dueDate: '2026-11-25T10:00:00.000Z' }, device);
    await completeReminder(reminder.id, device);
    // The device already shows every change; nothing has reached the server.
    expect((await device.saved.get('shelter-one'))?.status).toBe('contacted');
    expect(await pendingAccountChanges(device)).toBe(4);
    expect(await syncAccount('u-ana', deps())).toBe('waiting');
    expect((await serverSaved())).toEqual([]);

    // Back online, but the answer to every change is lost once on its way back: each is applied, then sent again.
    mode = 'lose-each-answer-once';
    for (let i = 0; i < 10 && (await pendingAccountChanges(device)) > 0; i++) await replayOutbox(deps());
    expect(lost.size).toBe(4);
    expect(await pendingAccountChanges(device)).toBe(0);
    await replayOutbox(deps());
    expect((await serverSaved())).toEqual([{ resource_id: 'shelter-one', status: 'contacted' }]);
    expect((await serverReminders())).toEqual([{ id: reminder.id, title: 'Call the shelter', completed: true }]);
  });

  it('takes the account’s list as the device copy when nothing is waiting', async () => {
    (await sqlRun(server.db, "INSERT INTO user_saved_resources (user_id, resource_id, status) VALUES ('u-ana', 'legal-two', 'applied')"));
    await saveResource('shelter-one', 'Shelter One', device); // a device-only item, erased by the choice below
    await adoptAccount('u-ana', 'discard', device);
    expect(await syncAccount('u-ana', deps())).toBe('pulled');
    expect((await device.saved.toArray()).map((s) => [s.resourceId, s.status])).toEqual([['legal-two', 'applied']]);
  });

  it('moves a device-only list into her account once, with its statuses and preferences', async () => {
    await saveResource('shelter-one', 'Shelter One', device);
    await advanceStatus('shelter-one', 'Shelter One', device);
    await advanceStatus('shelter-one', 'Shelter One', device);
    await addReminder({ title: 'Bring ID', type: 'appointment', dueDate: '2026-12-01T09:00:00.000Z' }, device);
    await savePreferences({ needs: ['housing-shelter'], languages: [] }, device);
    // Nothing was queued while the list was on the device only.
    expect(await pendingAccountChanges(device)).toBe(0);
    await adoptAccount('u-ana', 'move', device);
    await adoptAccount('u-ana', 'move', device); // a second press changes nothing
    expect(await pendingAccountChanges(device)).toBe(2);
    mode = 'lose-answer';
    await replayOutbox(deps());
    mode = 'online';
    expect(await syncAccount('u-ana', deps())).toBe('pulled');
    expect((await serverSaved())).toEqual([{ resource_id: 'shelter-one', status: 'applied' }]);
    expect((await serverReminders()).map((r) => r.title)).toEqual(['Bring ID']);
    expect(await serverNeeds()).toEqual(['housing-shelter']);
    expect((await device.saved.get('shelter-one'))?.status).toBe('applied');
  });

  it('never sends one account’s waiting changes under another account’s session', async () => {
    await adoptAccount('u-ana', 'move', device);
    mode = 'offline';
    await addReminder({ title: 'Ana’s private note', type: 'other', dueDate: '2026-12-01T09:00:00.000Z' }, device);
    // Ana's session ends without signing out; Bea signs in on the same browser.
    cookie = `session=${tokens['u-bea']}`;
    mode = 'online';
    await replayOutbox(deps());
    expect((await serverReminders('u-bea'))).toEqual([]);
    expect(await pendingAccountChanges(device)).toBe(1);
    // Taking the device for Bea's account erases Ana's copy and her unsent change.
    await adoptAccount('u-bea', 'move', device);
    expect(await device.reminders.count()).toBe(0);
    expect(await pendingAccountChanges(device)).toBe(0);
    expect(await syncAccount('u-bea', deps())).toBe('pulled');
    expect((await serverReminders('u-bea'))).toEqual([]);
  });

  it('at sign-out, erases the copy unless she keeps it; a kept copy is hers alone and sends nothing more', async () => {
    await adoptAccount('u-ana', 'move', device);
    await saveResource('shelter-one', 'Shelter One', device);
    await replayOutbox(deps());
    await leaveAccount(true, device);
    expect(await device.saved.count()).toBe(1);
    await advanceStatus('shelter-one', 'Shelter One', device);
    expect(await pendingAccountChanges(device)).toBe(0);

    await adoptAccount('u-ana', 'discard', device);
    await leaveAccount(false, device);
    expect(await device.saved.count()).toBe(0);
    expect(await device.reminders.count()).toBe(0);
    expect(await device.activity.count()).toBe(0);
  });

  it('sends her changes in the order she made them: one that must wait holds back the ones after it', async () => {
    await adoptAccount('u-ana', 'move', device);
    mode = 'offline';
    await saveResource('shelter-one', 'Shelter One', device);
    await removeSaved('shelter-one', 'Shelter One', device);
    // Back online, the server is briefly unable to take the save (503); the removal must not go ahead of it, or the
    // save would arrive later and bring the resource back.
    mode = 'online';
    const base = deps();
    let refusedOnce = false;
    const flaky = {
      ...base,
      fetch: async (url: string, init?: RequestInit) => {
        if (!refusedOnce && init?.method === 'POST' && url === '/api/user/saved-resources') {
          refusedOnce = true;
          return new Response(JSON.stringify({ message: 'Service unavailable' }), { status: 503 });
        }
        return base.fetch(url, init);
      },
    };
    const first = await replayOutbox(flaky);
    expect(first.kept).toBe(2);
    await replayOutbox(flaky);
    expect(await pendingAccountChanges(device)).toBe(0);
    expect((await serverSaved())).toEqual([]);
  });

  it('a refused change is told by what it did and her own title, so the page can word it in its language', async () => {
    await adoptAccount('u-ana', 'move', device);
    mode = 'offline';
    await saveResource('no-such-listing', 'Closed Shelter', device);
    mode = 'online';
    const report = await replayOutbox(deps());
    expect(refusalsOf(report)).toEqual([{ label: 'Closed Shelter', change: 'save', message: expect.any(String) }]);
    // Nothing English is stored with it: the toast says "Save: …" or "Guardar: …" as the page's language says.
    expect(report.rejected[0]?.item.label).toBe('Closed Shelter');
  });

  it('does not let a pull that started before her change undo it', async () => {
    (await sqlRun(server.db, "INSERT INTO user_saved_resources (user_id, resource_id, status) VALUES ('u-ana', 'shelter-one', 'saved')"));
    await adoptAccount('u-ana', 'discard', device);
    expect(await syncAccount('u-ana', deps())).toBe('pulled');
    // She moves the status while the pull's answers are on their way; the change is sent before they arrive.
    const base = deps();
    const slow = {
      ...base,
      fetch: async (url: string, init?: RequestInit) => {
        const res = await base.fetch(url, init);
        if ((init?.method ?? 'GET') === 'GET' && url === '/api/user/saved-resources') {
          await advanceStatus('shelter-one', 'Shelter One', device);
          await replayOutbox(base);
        }
        return res;
      },
    };
    expect(await syncAccount('u-ana', slow)).toBe('waiting');
    expect((await device.saved.get('shelter-one'))?.status).toBe('contacted');
    expect(await syncAccount('u-ana', deps())).toBe('pulled');
    expect((await device.saved.get('shelter-one'))?.status).toBe('contacted');
  });

  it('moves a list the server would refuse in part: over-long text is cut rather than the whole list lost', () => {
    const body = importBody(
      [{ resourceId: 'shelter-one', status: 'saved', savedAt: 1.5, updatedAt: 2 }],
      [{ id: crypto.randomUUID(), title: 'x'.repeat(300), description: 'y'.repeat(1500), type: 'other', dueDate: '2026-12-01T09:00:00.000Z', completed: false, createdAt: 1, updatedAt: 1 }],
    );
    expect(importSchema.safeParse(body).success).toBe(true);
    expect(body.reminders[0]!.title).toHaveLength(200);
    expect(body.saved[0]!.savedAt).toBe(2);
  });
});
