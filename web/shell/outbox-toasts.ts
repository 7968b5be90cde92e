// The outbox's toasts: why a waiting form was refused, and that forms waiting on the device were sent (one toast for
// what went together, in her locale's time).
import { sentToast, type SentNotice } from '../../shared/outbox/notices.ts';
import type { Refusal } from '../local/outbox-runner.ts';
import { dismissConnectionToast } from './connection-toasts.ts';
import { toast } from './toast.ts';
import { pageMessage } from '../i18n/page-intl.ts';

export function toastRefusals(refusals: readonly Refusal[]): void {
  // The label and the server's reason are still English (issue 22: the server's messages in shared/ come next).
  void pageMessage('toast.refused.title').then((title) => {
    for (const r of refusals) toast({ title, description: `${r.label}: ${r.message}`, variant: 'destructive' });
  });
}

export function toastSent(notices: readonly SentNotice[]): void {
  if (notices.length === 0) return;
  // Toasts show one at a time: the news that it went does not wait behind "Back online".
  dismissConnectionToast();
  toast({ ...sentToast(notices, Date.now()), variant: 'success' });
}
