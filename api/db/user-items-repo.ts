// The signed-in user's saved resources and reminders. Every read and write is scoped by user id: another user's item
// is simply not found.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { preferencesSchema, type Preferences } from '../../shared/dashboard/recommend.ts';
import { nextStatus, SAVED_STATUSES, type SavedStatus } from '../../shared/dashboard/rules.ts';
import type { ImportInput, ReminderInput } from '../../shared/schemas/user-items.ts';
import type { Db } from './client.ts';
import { changedRows } from './raw.ts';
import { resources, userPreferences, userReminders, userSavedResources } from './tables.ts';
import { transaction } from './transaction.ts';

export async function listSaved(db: Db, userId: string) {
  return (await db
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
    .orderBy(desc(userSavedResources.savedAt)))
    .map((r) => ({ ...r, savedAt: r.savedAt.toISOString() }));
}

export async function resourceExists(db: Db, id: string): Promise<boolean> {
  return Boolean((await db.select({ id: resources.id }).from(resources).where(and(eq(resources.id, id), isNull(resources.deletedAt))).limit(1))[0]);
}

/** Saves once: saving again leaves the status as it is. */
export async function saveForUser(db: Db, userId: string, resourceId: string): Promise<'created' | 'exists'> {
  const r = await db.insert(userSavedResources).values({ userId, resourceId }).onConflictDoNothing();
  return changedRows(r) > 0 ? 'created' : 'exists';
}

export async function unsaveForUser(db: Db, userId: string, resourceId: string): Promise<boolean> {
  return changedRows(await db.delete(userSavedResources).where(and(eq(userSavedResources.userId, userId), eq(userSavedResources.resourceId, resourceId)))) > 0;
}

/** One step at a time; asking for the status it already has is a no-op (a replayed request). */
export async function setSavedStatus(db: Db, userId: string, resourceId: string, status: SavedStatus): Promise<'ok' | 'not-found' | 'not-next'> {
  const where = and(eq(userSavedResources.userId, userId), eq(userSavedResources.resourceId, resourceId));
  const row = (await db.select({ status: userSavedResources.status }).from(userSavedResources).where(where).limit(1))[0];
  if (!row) return 'not-found';
  if (row.status === status) return 'ok';
  if (nextStatus(row.status) !== status) return 'not-next';
  await db.update(userSavedResources).set({ status, updatedAt: new Date() }).where(where);
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

export async function listReminders(db: Db, userId: string) {
  return (await db.select().from(userReminders).where(eq(userReminders.userId, userId)).orderBy(asc(userReminders.dueDate))).map(toWire);
}

/** Adds a reminder; with an id from her device, adding it again returns the one already there. Undefined: the id is not hers. */
export async function addReminderForUser(db: Db, userId: string, input: ReminderInput): Promise<{ reminder: ReturnType<typeof toWire>; created: boolean } | undefined> {
  const id = input.id ?? crypto.randomUUID();
  const row = { id, userId, title: input.title, description: input.description ?? null, type: input.type, dueDate: new Date(input.dueDate) };
  const inserted = changedRows(await db.insert(userReminders).values(row).onConflictDoNothing()) > 0;
  const stored = (await db.select().from(userReminders).where(eq(userReminders.id, id)).limit(1))[0];
  if (!stored || stored.userId !== userId) return undefined;
  return { reminder: toWire(stored), created: inserted };
}

/**
 * Her device list into her account, in one transaction: saved resources she already has keep the further-along
 * status; reminders already there (same id) are left as they are; resources no longer in the directory are skipped.
 */
export async function importForUser(db: Db, userId: string, input: ImportInput): Promise<{ saved: number; reminders: number; skipped: number }> {
  return await transaction(db, async (tx) => {
    let saved = 0;
    let reminders = 0;
    let skipped = 0;
    for (const item of input.saved) {
      if (!await resourceExists(tx as unknown as Db, item.resourceId)) {
        skipped++;
        continue;
      }
      const where = and(eq(userSavedResources.userId, userId), eq(userSavedResources.resourceId, item.resourceId));
      const existing = (await tx.select({ status: userSavedResources.status }).from(userSavedResources).where(where).limit(1))[0];
      if (!existing) {
        await tx.insert(userSavedResources)
          .values({ userId, resourceId: item.resourceId, status: item.status, ...(item.savedAt ? { savedAt: new Date(item.savedAt) } : {}) });
      } else if (SAVED_STATUSES.indexOf(item.status) > SAVED_STATUSES.indexOf(existing.status)) {
        await tx.update(userSavedResources).set({ status: item.status, updatedAt: new Date() }).where(where);
      }
      saved++;
    }
    for (const r of input.reminders) {
      const inserted = await tx
        .insert(userReminders)
        .values({ id: r.id, userId, title: r.title, description: r.description ?? null, type: r.type, dueDate: new Date(r.dueDate), completed: r.completed })
        .onConflictDoNothing();
      if (changedRows(inserted) > 0) reminders++;
      else if ((await tx.select({ userId: userReminders.userId }).from(userReminders).where(eq(userReminders.id, r.id)).limit(1))[0]?.userId === userId) reminders++;
      else skipped++;
    }
    return { saved, reminders, skipped };
  });
}

export async function getPreferences(db: Db, userId: string): Promise<Preferences | null> {
  const row = (await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1))[0];
  if (!row) return null;
  const parsed = preferencesSchema.safeParse({
    needs: row.needs,
    languages: row.languages,
    ...(row.location ? { location: JSON.parse(row.location) as unknown } : {}),
    ...(row.household ? { household: row.household } : {}),
  });
  return parsed.success ? parsed.data : null;
}

export async function setPreferences(db: Db, userId: string, p: Preferences): Promise<void> {
  const values = { needs: p.needs, languages: p.languages, location: p.location ? JSON.stringify(p.location) : null, household: p.household ?? null, updatedAt: new Date() };
  await db.insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values });
}

export async function patchReminderForUser(db: Db, userId: string, id: string, patch: Partial<ReminderInput> & { completed?: true }) {
  const where = and(eq(userReminders.userId, userId), eq(userReminders.id, id));
  const row = (await db.select().from(userReminders).where(where).limit(1))[0];
  if (!row) return undefined;
  const set: Partial<typeof userReminders.$inferInsert> = { updatedAt: new Date() };
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.description !== undefined) set.description = patch.description || null;
  if (patch.type !== undefined) set.type = patch.type;
  if (patch.dueDate !== undefined) set.dueDate = new Date(patch.dueDate);
  if (patch.completed) set.completed = true;
  await db.update(userReminders).set(set).where(where);
  return toWire((await db.select().from(userReminders).where(where).limit(1))[0]!);
}

export async function deleteReminderForUser(db: Db, userId: string, id: string): Promise<boolean> {
  return changedRows(await db.delete(userReminders).where(and(eq(userReminders.userId, userId), eq(userReminders.id, id)))) > 0;
}
