// The list of forms waiting on this device (and the notices of those sent later), loaded only when there is one. On a
// first visit, and on most visits, nothing waits: the list's code and the checks on the notices it reads (with their
// validation library) are not loaded then. Live: a form saved offline here brings the list at once.
import { Suspense, useState } from 'react';
import { useLiveQuery } from '../local/live-query.ts';
import { db } from '../local/db.ts';
import { trackedLazy } from '../shell/page-ready.tsx';
import type { NoticeKind } from '../../shared/outbox/notices.ts';

const WaitingList = trackedLazy(() => import('./waiting-list.tsx').then((m) => ({ default: m.WaitingList })));

export function WaitingListGate({ kind, headingLevel }: { kind: NoticeKind; headingLevel?: 2 | 3 }) {
  // Counts only: any kind, since the list itself picks its own.
  const any = useLiveQuery(async () => (await db.outbox.count()) + (await db.sentNotices.count()), []);
  // Once shown, it stays for the life of the page: the list keeps the keyboard where the last notice was dismissed.
  const [shown, setShown] = useState(false);
  if (any && !shown) setShown(true);
  if (!any && !shown) return null;
  return (
    <Suspense fallback={null}>
      <WaitingList kind={kind} {...(headingLevel ? { headingLevel } : {})} />
    </Suspense>
  );
}
