// The signed-in user's saved resources and reminders. Every read and write is scoped by user id: another user's item
// is simply not found.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { nextStatus, type SavedStatus } from '../../shared/dashboard/rules.ts';
import type { ReminderInput } from '../../shared/schemas/user-items.ts';
import type { Db } from './client.ts';
import { resources, userReminders, userSavedResources } from './schema.ts';

export function listSaved(db: Db, userId: string) {
  return db
    .select({
      id: userSavedResources.resourceId,
      title: resources.title,
      description: resources.description,
      category: resources.category,
      status: userSavedResources.status,
      savedAt: userSavedResources.savedAt,
    })
    .from(userSavedResources)
    .innerJoin(resources, and(eq(resources.id, userSavedResources.resourceId), isNull(resources.deletedAt)))
    .where(eq(userSavedResources.userId, userId))
    .orderBy(desc(userSavedResources.savedAt))
    .all()
    .map((r) => ({ ...r, savedAt: r.savedAt.toISOString() }));
}

export function resourceExists(db: Db, id: string): boolean {
  return Boolean(db.select({ id: resources.id }).from(resources).where(and(eq(resources.id, id), isNull(resources.deletedAt))).get());
}

/** Saves once: saving again leaves the status as it is. */
export function saveForUser(db: Db, userId: string, resourceId: string): 'created' | 'exists' {
  const r = db.insert(userSavedResources).values({ userId, resourceId }).onConflictDoNothing().run();
  return r.changes > 0 ? 'created' : 'exists';
}

export function unsaveForUser(db: Db, userId: string, resourceId: string): boolean {
  return db.delete(userSavedResources).where(and(eq(userSavedResources.userId, userId), eq(userSavedResources.resourceId, resourceId))).run().changes > 0;
}

/** One step at a time; asking for the status it already has is a no-op (a replayed request). */
export function setSavedStatus(db: Db, userId: string, resourceId: string, status: SavedStatus): 'ok' | 'not-found' | 'not-next' {
  const where = and(eq(userSavedResources.userId, userId), eq(userSavedResources.resourceId, resourceId));
  const row = db.select({ status: userSavedResources.status }).from(userSavedResources).where(where).get();
  if (!row) return 'not-found';
  if (row.status === status) return 'ok';
  if (nextStatus(row.status) !== status) return 'not-next';
  db.update(userSavedResources).set({ status, updatedAt: new Date() }).where(where).run();
  return 'ok';
}

const toWire = (r: typeof userReminders.$inferSelect) => ({
  id: r.id,
  title: r.title,
  ...(r.description ? { description: r.description } : {}),
  type: r.type,
  dueDate: r.dueDate.toISOString(),
  completed: r.completed,
});

export function listReminders(db: Db, userId: string) {
  return db.select().from(userReminders).where(eq(userReminders.userId, userId)).orderBy(asc(userReminders.dueDate)).all().map(toWire);
}

export function addReminderForUser(db: Db, userId: string, input: ReminderInput) {
  const row = { id: crypto.randomUUID(), userId, title: input.title, description: input.description ?? null, type: input.type, dueDate: new Date(input.dueDate) };
  db.insert(userReminders).values(row).run();
  return toWire({ ...row, completed: false, createdAt: new Date(), updatedAt: new Date() });
}

export function patchReminderForUser(db: Db, userId: string, id: string, patch: Partial<ReminderInput> & { completed?: true }) {
  const where = and(eq(userReminders.userId, userId), eq(userReminders.id, id));
  const row = db.select().from(userReminders).where(where).get();
  if (!row) return undefined;
  const set: Partial<typeof userReminders.$inferInsert> = { updatedAt: new Date() };
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.description !== undefined) set.description = patch.description || null;
  if (patch.type !== undefined) set.type = patch.type;
  if (patch.dueDate !== undefined) set.dueDate = new Date(patch.dueDate);
  if (patch.completed) set.completed = true;
  db.update(userReminders).set(set).where(where).run();
  return toWire(db.select().from(userReminders).where(where).get()!);
}

export function deleteReminderForUser(db: Db, userId: string, id: string): boolean {
  return db.delete(userReminders).where(and(eq(userReminders.userId, userId), eq(userReminders.id, id))).run().changes > 0;
}
