// Her list and her account: who is signed in, the device copy of her account's list (pulled when online, changed
// locally and sent through the outbox), moving a device-only list into the account at sign-in, and what happens to
// the copy at sign-out (it leaves the device unless she keeps it).
import { preferencesSchema } from '../../shared/dashboard/recommend.ts';
import { importSchema, type ImportInput } from '../../shared/schemas/user-items.ts';
import { SAVED_STATUSES, type SavedStatus } from '../../shared/dashboard/rules.ts';
import { db as defaultDb, type DeviceDb, type Reminder, type SavedItem } from './db.ts';
import { listOwner, listVersion, nextOutboxTime, OWNER_KEY } from './list-owner.ts';
import { outboxRecord, replayOutbox, type OutboxDeps, type ReplayReport } from './outbox.ts';

export interface AccountUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** Why the server ended her session on purpose: her other devices then remove their copy of her list. */
export type SessionEndReason = 'signed-out-everywhere' | 'account-deleted';

export type AuthStatus =
  | { kind: 'signed-in'; user: AccountUser; sessionExpiresAt?: number }
  | { kind: 'signed-out'; ended?: SessionEndReason }
  | { kind: 'offline' };

/** The reason in a 401's body, if the server gave one. */
async function endReasonOf(res: Response): Promise<SessionEndReason | undefined> {
  const body: unknown = await res.json().catch(() => undefined);
  const reason = typeof body === 'object' && body !== null && 'reason' in body ? body.reason : undefined;
  return reason === 'signed-out-everywhere' || reason === 'account-deleted' ? reason : undefined;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
const defaultFetch: Fetch = (url, init) => fetch(url, init);

/** GET /api/auth/user: signed in, signed out, or unknown (no connection). */
export async function fetchAuthStatus(doFetch: Fetch = defaultFetch): Promise<AuthStatus> {
  try {
    const res = await doFetch('/api/auth/user', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (res.status === 401) {
      const ended = await endReasonOf(res);
      return ended ? { kind: 'signed-out', ended } : { kind: 'signed-out' };
    }
    if (!res.ok) return { kind: 'offline' };
    const user = (await res.json()) as AccountUser & { sessionExpiresAt?: unknown };
    const until = typeof user.sessionExpiresAt === 'string' ? Date.parse(user.sessionExpiresAt) : NaN;
    return Number.isFinite(until) ? { kind: 'signed-in', user, sessionExpiresAt: until } : { kind: 'signed-in', user };
  } catch {
    return { kind: 'offline' };
  }
}

/** How much of a device-only list there is (offered to move into the account at sign-in). */
export async function deviceListSize(database: DeviceDb = defaultDb): Promise<{ saved: number; reminders: number; preferences: boolean }> {
  return { saved: await database.saved.count(), reminders: await database.reminders.count(), preferences: Boolean(await database.preferences.get('mine')) };
}

export async function pendingAccountChanges(database: DeviceDb = defaultDb): Promise<number> {
  return database.outbox.filter((i) => i.kind === 'account').count();
}

async function clearList(database: DeviceDb): Promise<void> {
  await Promise.all([database.saved.clear(), database.reminders.clear(), database.activity.clear(), database.preferences.clear()]);
}

/**
 * Makes the list on this device her account's. `move`: what is on the device now goes into the account (one import,
 * through the outbox); `discard`: the device-only list is erased first. Another account's copy left on the device
 * (a session that ended without signing out) is always erased, with its unsent changes: they must never reach her
 * account, and the server would refuse them anyway.
 */
export async function adoptAccount(userId: string, choice: 'move' | 'discard', database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await database.transaction('rw', [database.saved, database.reminders, database.activity, database.preferences, database.outbox, database.syncMeta], async () => {
    const owner = await listOwner(database);
    if (owner === userId) return;
    if (owner || choice === 'discard') {
      await clearList(database);
      if (owner) await database.outbox.filter((i) => i.kind === 'account').delete();
    } else {
      const body = importBody(await database.saved.toArray(), await database.reminders.toArray());
      const prefs = await database.preferences.get('mine');
      if (body.saved.length || body.reminders.length) {
        const at = await nextOutboxTime(database, now);
        await database.outbox.add(outboxRecord({ kind: 'account', owner: userId, url: '/api/user/import', label: 'Your list from this device', body }, () => at));
      }
      const prefsOk = prefs && preferencesSchema.safeParse(prefs.value).success;
      if (prefsOk) {
        const at = await nextOutboxTime(database, now);
        await database.outbox.add(outboxRecord({ kind: 'account', owner: userId, method: 'PUT', url: '/api/user/preferences', body: prefs.value, label: 'Your preferences' }, () => at));
      }
    }
    await database.syncMeta.put({ key: OWNER_KEY, cursor: userId, syncedAt: now });
  });
}

/**
 * The import, made to pass the server's checks whatever the device holds (it is refused as a whole otherwise, and the
 * next pull would then show an empty list): over-long text is cut, items the server could never take are left out.
 */
export function importBody(saved: readonly SavedItem[], reminders: readonly Reminder[]): ImportInput {
  const body = {
    saved: saved.map((s) => ({ resourceId: s.resourceId, status: s.status, savedAt: Math.round(s.savedAt) })).slice(0, 1000),
    reminders: reminders
      .map((r) => ({
        id: r.id,
        title: r.title.trim().slice(0, 200) || 'Reminder',
        ...(r.description?.trim() ? { description: r.description.trim().slice(0, 1000) } : {}),
        type: r.type,
        dueDate: r.dueDate,
        completed: r.completed,
      }))
      .slice(0, 1000),
  };
  const each = {
    saved: body.saved.filter((s) => importSchema.shape.saved.element.safeParse(s).success),
    reminders: body.reminders.filter((r) => importSchema.shape.reminders.element.safeParse(r).success),
  };
  return each;
}

interface WireSaved {
  id: string;
  status: SavedStatus;
  savedAt: string;
}
/** A reminder as the server sends it: the device's record without its local timestamps. */
type WireReminder = Omit<Reminder, 'createdAt' | 'updatedAt'>;

/** `ended:…`: the session was ended on purpose elsewhere (why), and the copy has been removed from this device. */
export type PullOutcome = 'pulled' | 'waiting' | 'offline' | 'signed-out' | `ended:${SessionEndReason}`;

/**
 * Sends what is waiting, then takes the account's list as the device copy. While changes are still waiting (no
 * connection), the device copy is left as it is: it already has them.
 */
export async function syncAccount(userId: string, deps: OutboxDeps & { fetch?: Fetch } = {}): Promise<PullOutcome> {
  const database = deps.db ?? defaultDb;
  const doFetch = deps.fetch ?? defaultFetch;
  if ((await listOwner(database)) !== userId) return 'waiting';
  await replayOutbox(deps).catch((): ReplayReport | undefined => undefined);
  if (await database.outbox.filter((i) => i.kind === 'account' && i.owner === userId).count()) return 'waiting';
  const version = await listVersion(database);
  let saved: WireSaved[];
  let reminders: WireReminder[];
  let prefs: unknown;
  try {
    const get = async (path: string) => {
      const res = await doFetch(path, { headers: { Accept: 'application/json', 'X-Account': userId }, credentials: 'same-origin' });
      if (res.status === 401) {
        const ended = await endReasonOf(res);
        throw new Error(ended ? `ended:${ended}` : 'signed-out');
      }
      if (!res.ok) throw new Error('offline');
      return res.json() as Promise<unknown>;
    };
    [saved, reminders, prefs] = (await Promise.all([get('/api/user/saved-resources'), get('/api/user/reminders'), get('/api/user/preferences')])) as [WireSaved[], WireReminder[], unknown];
  } catch (err) {
    const outcome = err instanceof Error ? err.message : '';
    if (outcome === 'ended:signed-out-everywhere' || outcome === 'ended:account-deleted') {
      await leaveAccount(false, database);
      return outcome;
    }
    return outcome === 'signed-out' ? 'signed-out' : 'offline';
  }
  const parsedPrefs = prefs ? preferencesSchema.safeParse(prefs) : undefined;
  let stale = false;
  await database.transaction('rw', [database.saved, database.reminders, database.preferences, database.outbox, database.syncMeta], async () => {
    // A change made while the answers were on their way (even one already sent) wins: the answers may predate it.
    if ((await listOwner(database)) !== userId || (await listVersion(database)) !== version || (await database.outbox.filter((i) => i.kind === 'account').count())) {
      stale = true;
      return;
    }
    const now = Date.now();
    const savedRows: SavedItem[] = saved.filter((s) => SAVED_STATUSES.includes(s.status)).map((s) => ({ resourceId: s.id, status: s.status, savedAt: Date.parse(s.savedAt), updatedAt: now }));
    const old = new Map((await database.reminders.toArray()).map((r) => [r.id, r]));
    const reminderRows: Reminder[] = reminders.map((r) => ({
      id: r.id,
      title: r.title,
      ...(r.description ? { description: r.description } : {}),
      type: r.type,
      dueDate: r.dueDate,
      completed: r.completed,
      createdAt: old.get(r.id)?.createdAt ?? now,
      updatedAt: now,
    }));
    await database.saved.clear();
    await database.saved.bulkPut(savedRows);
    await database.reminders.clear();
    await database.reminders.bulkPut(reminderRows);
    if (parsedPrefs?.success) await database.preferences.put({ key: 'mine', value: parsedPrefs.data, updatedAt: now });
    else await database.preferences.clear();
  });
  return stale ? 'waiting' : 'pulled';
}

/**
 * After sign-out: `keep` leaves the copy on this device as a private, device-only list (changes not yet sent stay in
 * it, but will no longer reach the account); otherwise the list and its unsent changes leave the device.
 */
export async function leaveAccount(keep: boolean, database: DeviceDb = defaultDb): Promise<void> {
  await database.transaction('rw', [database.saved, database.reminders, database.activity, database.preferences, database.outbox, database.syncMeta], async () => {
    await database.outbox.filter((i) => i.kind === 'account').delete();
    await database.syncMeta.delete(OWNER_KEY);
    if (!keep) await clearList(database);
  });
}

/**
 * On any page: when this device holds an account's copy and the server says that account was signed out everywhere
 * or deleted, the copy (and its unsent changes) leaves the device at once. Returns the reason when it did.
 */
export async function removeCopyOfEndedAccount(database: DeviceDb = defaultDb, doFetch: Fetch = defaultFetch): Promise<SessionEndReason | undefined> {
  if (!(await listOwner(database))) return undefined;
  const status = await fetchAuthStatus(doFetch);
  if (status.kind !== 'signed-out' || !status.ended) return undefined;
  await leaveAccount(false, database);
  return status.ended;
}
