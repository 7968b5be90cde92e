// React side of the outbox: what is waiting on this device, kept live.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxItem } from './db.ts';

/** Waiting items, oldest first; undefined while the device is read. */
export function useOutbox(kind?: OutboxItem['kind']): OutboxItem[] | undefined {
  return useLiveQuery(async () => {
    const all = await db.outbox.orderBy('createdAt').toArray();
    return kind ? all.filter((i) => i.kind === kind) : all;
  }, [kind]);
}
