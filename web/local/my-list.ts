// Her list (the dashboard): saved resources with their status, reminders, preferences, and a short record of what she
// did. Always written to the device first. Without an account nothing here is sent anywhere; when the list belongs
// to her account (see account-sync.ts), each change also goes into the outbox, in the same transaction, and is sent
// (and replayed after a lost connection) once.
import { useCallback } from 'react';
import { sharedLiveQuery, useLiveQuery, useSharedLiveQuery } from './live-query.ts';
import type { Preferences } from '../../shared/dashboard/recommend.ts';
import { nextStatus, type ActivityEvent, type ReminderType, type SavedStatus } from '../../shared/dashboard/rules.ts';
import { db as defaultDb, type DeviceDb, type OutboxItem, type Reminder } from './db.ts';
import { outboxRecord } from './outbox.ts';
import { LIST_VERSION_KEY, listOwner, listVersion, nextOutboxTime } from './list-owner.ts';

/** Activity entries kept (the overview shows the latest 5). */
const ACTIVITY_KEEP = 50;

async function note(database: DeviceDb, text: string, event: ActivityEvent, now: number): Promise<void> {
  await database.activity.add({ id: crypto.randomUUID(), text, event, at: new Date(now).toISOString() });
  const count = await database.activity.count();
  if (count > ACTIVITY_KEEP) await database.activity.bulkDelete(await database.activity.orderBy('at').limit(count - ACTIVITY_KEEP).primaryKeys());
}

type AccountChange = Pick<OutboxItem, 'method' | 'url' | 'body' | 'label' | 'change'>;

/** Runs `apply` on the device; when the list is an account's, the change it returns is queued in the same transaction. */
async function change<T>(database: DeviceDb, now: number, apply: () => Promise<{ result: T; send?: AccountChange }>): Promise<T> {
  return database.transaction('rw', [database.saved, database.reminders, database.activity, database.preferences, database.outbox, database.syncMeta], async () => {
    const owner = await listOwner(database);
    const { result, send } = await apply();
    if (send) await database.syncMeta.put({ key: LIST_VERSION_KEY, cursor: String((await listVersion(database)) + 1), syncedAt: now });
    if (owner && send) {
      const at = await nextOutboxTime(database, now);
      await database.outbox.add(outboxRecord({ kind: 'account', owner, ...send }, () => at));
    }
    return result;
  });
}

export async function saveResource(resourceId: string, title: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await change(database, now, async () => {
    if (await database.saved.get(resourceId)) return { result: undefined };
    await database.saved.add({ resourceId, status: 'saved', savedAt: now, updatedAt: now });
    await note(database, `Saved “${title}”`, { kind: 'saved', title }, now);
    return { result: undefined, send: { method: 'POST', url: '/api/user/saved-resources', body: { resourceId }, label: title, change: 'save' } };
  });
}

export async function removeSaved(resourceId: string, title: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await change(database, now, async () => {
    await database.saved.delete(resourceId);
    await note(database, `Removed “${title}” from the list`, { kind: 'removed', title }, now);
    return { result: undefined, send: { method: 'DELETE', url: `/api/user/saved-resources/${encodeURIComponent(resourceId)}`, body: null, label: title, change: 'remove' } };
  });
}

/** One step along saved → contacted → applied → completed; undefined when already completed (or not saved). */
export async function advanceStatus(resourceId: string, title: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<SavedStatus | undefined> {
  return change(database, now, async () => {
    const item = await database.saved.get(resourceId);
    const next = item && nextStatus(item.status);
    if (!item || !next) return { result: undefined };
    await database.saved.update(resourceId, { status: next, updatedAt: now });
    await note(database, `“${title}”: ${next}`, { kind: 'status', title, status: next }, now);
    return { result: next, send: { method: 'PATCH', url: `/api/user/saved-resources/${encodeURIComponent(resourceId)}`, body: { status: next }, label: title, change: 'status' } };
  });
}

export interface ReminderInput {
  title: string;
  description?: string;
  type: ReminderType;
  dueDate: string;
}

export async function addReminder(input: ReminderInput, database: DeviceDb = defaultDb, now = Date.now()): Promise<Reminder> {
  const reminder: Reminder = { id: crypto.randomUUID(), ...input, completed: false, createdAt: now, updatedAt: now };
  return change(database, now, async () => {
    await database.reminders.add(reminder);
    await note(database, `Added reminder “${input.title}”`, { kind: 'reminderAdded', title: input.title }, now);
    // Sent with the id made here, so an edit or completion made before it arrives finds it.
    return { result: reminder, send: { method: 'POST', url: '/api/user/reminders', body: { id: reminder.id, ...input }, label: input.title, change: 'reminder' } };
  });
}

export async function editReminder(id: string, input: ReminderInput, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await change(database, now, async () => {
    await database.reminders.update(id, { ...input, description: input.description, updatedAt: now });
    return { result: undefined, send: { method: 'PATCH', url: `/api/user/reminders/${id}`, body: { ...input, description: input.description ?? '' }, label: input.title, change: 'reminder' } };
  });
}

/** One way: a completed reminder stays completed. */
export async function completeReminder(id: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await change(database, now, async () => {
    const r = await database.reminders.get(id);
    if (!r || r.completed) return { result: undefined };
    await database.reminders.update(id, { completed: true, updatedAt: now });
    await note(database, `Completed “${r.title}”`, { kind: 'reminderCompleted', title: r.title }, now);
    return { result: undefined, send: { method: 'PATCH', url: `/api/user/reminders/${id}`, body: { completed: true }, label: r.title, change: 'completed' } };
  });
}

export async function deleteReminder(id: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await change(database, now, async () => {
    const r = await database.reminders.get(id);
    if (!r) return { result: undefined };
    await database.reminders.delete(id);
    await note(database, `Deleted reminder “${r.title}”`, { kind: 'reminderDeleted', title: r.title }, now);
    return { result: undefined, send: { method: 'DELETE', url: `/api/user/reminders/${id}`, body: null, label: r.title, change: 'delete' } };
  });
}

export async function savePreferences(value: Preferences, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await change(database, now, async () => {
    await database.preferences.put({ key: 'mine', value, updatedAt: now });
    return { result: undefined, send: { method: 'PUT', url: '/api/user/preferences', body: value, label: '', change: 'preferences' } };
  });
}

export function useSaved() {
  return useLiveQuery(() => defaultDb.saved.orderBy('savedAt').reverse().toArray(), []);
}
/** The listings she saved, read once for all the Save buttons on a page. */
const savedIds = sharedLiveQuery(async () => new Set<string>(await defaultDb.saved.toCollection().primaryKeys()));
/** Whether she saved this listing; undefined while the device is read (and while a built page is hydrated). */
export function useIsSaved(resourceId: string): boolean | undefined {
  return useSharedLiveQuery(savedIds, useCallback((ids: ReadonlySet<string>) => ids.has(resourceId), [resourceId]));
}
export function useReminders() {
  return useLiveQuery(() => defaultDb.reminders.orderBy('dueDate').toArray(), []);
}
export function useActivity() {
  return useLiveQuery(() => defaultDb.activity.orderBy('at').reverse().limit(5).toArray(), []);
}
/** Undefined while read; null when she has not set any. */
export function usePreferences(): Preferences | null | undefined {
  return useLiveQuery(async () => (await defaultDb.preferences.get('mine'))?.value ?? null, []);
}
/** Whether the list on this device belongs to an account (undefined while read). */
export function useListOwner(): string | null | undefined {
  return useLiveQuery(async () => (await listOwner()) ?? null, []);
}
