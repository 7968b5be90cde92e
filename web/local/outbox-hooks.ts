// React side of the outbox: what is waiting on this device, and what was sent later, kept live.
import { useLiveQuery } from './live-query.ts';
import type { NoticeKind, SentNotice } from '../../shared/outbox/notices.ts';
import { db, type OutboxItem } from './db.ts';
import { listNotices } from './outbox-notices.ts';

/** Waiting items, oldest first; undefined while the device is read. */
export function useOutbox(kind?: OutboxItem['kind']): OutboxItem[] | undefined {
  return useLiveQuery(async () => {
    const all = await db.outbox.orderBy('createdAt').toArray();
    return kind ? all.filter((i) => i.kind === kind) : all;
  }, [kind]);
}

/** Forms of this kind sent later (by a replay here, or the service worker), until she dismisses each notice. */
export function useSentNotices(kind: NoticeKind): SentNotice[] | undefined {
  return useLiveQuery(async () => (await listNotices()).filter((n) => n.kind === kind), [kind]);
}
