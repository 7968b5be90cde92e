// Whose list this device holds (an account's copy, or hers alone) and its change count: read by her list's screens
// and by the device worker's check of an ended account, so it loads no React.
import { db as defaultDb, type DeviceDb } from './db.ts';

/** The syncMeta row saying the list on this device is a copy of an account's: `cursor` holds the user id. */
export const OWNER_KEY = 'my-list-owner';
/** The syncMeta row counting changes made here: a pull that started before a change must not overwrite it. */
export const LIST_VERSION_KEY = 'my-list-version';

export async function listVersion(database: DeviceDb = defaultDb): Promise<number> {
  return Number((await database.syncMeta.get(LIST_VERSION_KEY))?.cursor ?? 0);
}

/**
 * An outbox time after every entry already waiting: changes are replayed in the order she made them, even two in the
 * same millisecond or after the clock was set back.
 */
export async function nextOutboxTime(database: DeviceDb, now: number): Promise<number> {
  const last = await database.outbox.orderBy('createdAt').last();
  return Math.max(now, (last?.createdAt ?? 0) + 1);
}

export async function listOwner(database: DeviceDb = defaultDb): Promise<string | undefined> {
  return (await database.syncMeta.get(OWNER_KEY))?.cursor || undefined;
}
