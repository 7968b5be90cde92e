// The signed-in user's saved resources and reminders. Every read and write is scoped by user id: another user's item
// is simply not found.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { preferencesSchema, type Preferences } from '../../shared/dashboard/recommend.ts';
import { nextStatus, SAVED_STATUSES, type SavedStatus } from '../../shared/dashboard/rules.ts';
import type { ImportInput, ReminderInput } from '../../shared/schemas/user-items.ts';
import type { Db } from './client.ts';
import { resources, userPreferences, userReminders, userSavedResources } from './schema.ts';

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

/** Adds a reminder; with an id from her device, adding it again returns the one already there. Undefined: the id is not hers. */
export function addReminderForUser(db: Db, userId: string, input: ReminderInput): { reminder: ReturnType<typeof toWire>; created: boolean } | undefined {
  const id = input.id ?? crypto.randomUUID();
  const row = { id, userId, title: input.title, description: input.description ?? null, type: input.type, dueDate: new Date(input.dueDate) };
  const inserted = db.insert(userReminders).values(row).onConflictDoNothing().run().changes > 0;
  const stored = db.select().from(userReminders).where(eq(userReminders.id, id)).get();
  if (!stored || stored.userId !== userId) return undefined;
  return { reminder: toWire(stored), created: inserted };
}

/**
 * Her device list into her account, in one transaction: saved resources she already has keep the further-along
 * status; reminders already there (same id) are left as they are; resources no longer in the directory are skipped.
 */
export function importForUser(db: Db, userId: string, input: ImportInput): { saved: number; reminders: number; skipped: number } {
  return db.transaction((tx) => {
    let saved = 0;
    let reminders = 0;
    let skipped = 0;
    for (const item of input.saved) {
      if (!resourceExists(tx as unknown as Db, item.resourceId)) {
        skipped++;
        continue;
      }
      const where = and(eq(userSavedResources.userId, userId), eq(userSavedResources.resourceId, item.resourceId));
      const existing = tx.select({ status: userSavedResources.status }).from(userSavedResources).where(where).get();
      if (!existing) {
        tx.insert(userSavedResources)
          .values({ userId, resourceId: item.resourceId, status: item.status, ...(item.savedAt ? { savedAt: new Date(item.savedAt) } : {}) })
          .run();
      } else if (SAVED_STATUSES.indexOf(item.status) > SAVED_STATUSES.indexOf(existing.status)) {
        tx.update(userSavedResources).set({ status: item.status, updatedAt: new Date() }).where(where).run();
      }
      saved++;
    }
    for (const r of input.reminders) {
      const inserted = tx
        .insert(userReminders)
        .values({ id: r.id, userId, title: r.title, description: r.description ?? null, type: r.type, dueDate: new Date(r.dueDate), completed: r.completed })
        .onConflictDoNothing()
        .run();
      if (inserted.changes > 0) reminders++;
      else if (tx.select({ userId: userReminders.userId }).from(userReminders).where(eq(userReminders.id, r.id)).get()?.userId === userId) reminders++;
      else skipped++;
    }
    return { saved, reminders, skipped };
  });
}

export function getPreferences(db: Db, userId: string): Preferences | null {
  const row = db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).get();
  if (!row) return null;
  const parsed = preferencesSchema.safeParse({
    needs: row.needs,
    languages: row.languages,
    ...(row.location ? { location: JSON.parse(row.location) as unknown } : {}),
    ...(row.household ? { household: row.household } : {}),
  });
  return parsed.success ? parsed.data : null;
}

export function setPreferences(db: Db, userId: string, p: Preferences): void {
  const values = { needs: p.needs, languages: p.languages, location: p.location ? JSON.stringify(p.location) : null, household: p.household ?? null, updatedAt: new Date() };
  db.insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values })
    .run();
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
