// The notices of forms delivered later: read (validated), claimed once for a toast, and removed when she dismisses
// them. Only kind, label and time are kept; "Erase from this device" removes them with the rest of the database.
import { parseSentNotices, type SentNotice } from '../../shared/outbox/notice-records.ts';
import { db as defaultDb, shownOnceStored, type DeviceDb } from './db.ts';

/** Notices not yet told by a toast, marked as told in the same transaction: across tabs, one of them gets each. */
export async function claimUntoldNotices(database: DeviceDb = defaultDb, now: number = Date.now()): Promise<SentNotice[]> {
  return database.transaction('rw', database.sentNotices, async () => {
    const untold = parseSentNotices(await database.sentNotices.toArray()).filter((n) => n.toldAt === undefined);
    for (const n of untold) await database.sentNotices.update(n.id, { toldAt: now });
    return untold;
  });
}

/** Notices still shown (she has not dismissed them), oldest first. */
export async function listNotices(database: DeviceDb = defaultDb): Promise<SentNotice[]> {
  return parseSentNotices(await database.sentNotices.toArray());
}

export async function dismissNotice(id: string, database: DeviceDb = defaultDb): Promise<void> {
  await shownOnceStored(database, database.sentNotices, () => database.sentNotices.delete(id));
}
