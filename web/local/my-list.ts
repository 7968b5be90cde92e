// Her list on this device (the dashboard without an account): saved resources with their status, reminders, and a
// short record of what she did. Nothing here is sent anywhere; "Erase this site from this device" removes it.
import { useLiveQuery } from 'dexie-react-hooks';
import { nextStatus, type ReminderType, type SavedStatus } from '../../shared/dashboard/rules.ts';
import { db as defaultDb, type DeviceDb, type Reminder } from './db.ts';

/** Activity entries kept (the overview shows the latest 5). */
const ACTIVITY_KEEP = 50;

async function note(database: DeviceDb, text: string, now: number): Promise<void> {
  await database.activity.add({ id: crypto.randomUUID(), text, at: new Date(now).toISOString() });
  const count = await database.activity.count();
  if (count > ACTIVITY_KEEP) await database.activity.bulkDelete(await database.activity.orderBy('at').limit(count - ACTIVITY_KEEP).primaryKeys());
}

export async function saveResource(resourceId: string, title: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await database.transaction('rw', database.saved, database.activity, async () => {
    if (await database.saved.get(resourceId)) return;
    await database.saved.add({ resourceId, status: 'saved', savedAt: now, updatedAt: now });
    await note(database, `Saved “${title}”`, now);
  });
}

export async function removeSaved(resourceId: string, title: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await database.transaction('rw', database.saved, database.activity, async () => {
    await database.saved.delete(resourceId);
    await note(database, `Removed “${title}” from the list`, now);
  });
}

/** One step along saved → contacted → applied → completed; undefined when already completed (or not saved). */
export async function advanceStatus(resourceId: string, title: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<SavedStatus | undefined> {
  return database.transaction('rw', database.saved, database.activity, async () => {
    const item = await database.saved.get(resourceId);
    const next = item && nextStatus(item.status);
    if (!item || !next) return undefined;
    await database.saved.update(resourceId, { status: next, updatedAt: now });
    await note(database, `“${title}”: ${next}`, now);
    return next;
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
  await database.transaction('rw', database.reminders, database.activity, async () => {
    await database.reminders.add(reminder);
    await note(database, `Added reminder “${input.title}”`, now);
  });
  return reminder;
}

export async function editReminder(id: string, input: ReminderInput, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await database.reminders.update(id, { ...input, updatedAt: now });
}

/** One way: a completed reminder stays completed. */
export async function completeReminder(id: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await database.transaction('rw', database.reminders, database.activity, async () => {
    const r = await database.reminders.get(id);
    if (!r || r.completed) return;
    await database.reminders.update(id, { completed: true, updatedAt: now });
    await note(database, `Completed “${r.title}”`, now);
  });
}

export function useSaved() {
  return useLiveQuery(() => defaultDb.saved.orderBy('savedAt').reverse().toArray(), []);
}
export function useIsSaved(resourceId: string): boolean | undefined {
  return useLiveQuery(async () => Boolean(await defaultDb.saved.get(resourceId)), [resourceId]);
}
export function useReminders() {
  return useLiveQuery(() => defaultDb.reminders.orderBy('dueDate').toArray(), []);
}
export function useActivity() {
  return useLiveQuery(() => defaultDb.activity.orderBy('at').reverse().limit(5).toArray(), []);
}
