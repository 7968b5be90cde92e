// The outbox's toasts: why a waiting form was refused, and that forms waiting on the device were sent (one toast for
// what went together, in her locale's time).
import { sentToast, type SentNotice } from '../../shared/outbox/notices.ts';
import type { Refusal } from '../local/outbox-runner.ts';
import { dismissConnectionToast } from './connection-toasts.ts';
import { toast } from './toast.ts';
import { pageIntl, pageMessage } from '../i18n/page-intl.ts';

export function toastRefusals(refusals: readonly Refusal[]): void {
  // The server's reason comes in the page's language (the outbox sends it: web/local/outbox.ts); a label stored by a
  // page not yet converted may still be English.
  void pageMessage('toast.refused.title').then((title) => {
    for (const r of refusals) toast({ title, description: `${r.label}: ${r.message}`, variant: 'destructive' });
  });
}

export function toastSent(notices: readonly SentNotice[]): void {
  if (notices.length === 0) return;
  // Toasts show one at a time: the news that it went does not wait behind "Back online".
  dismissConnectionToast();
  void pageIntl().then((intl) => toast({ ...sentToast(notices, Date.now(), (id, values) => intl.formatMessage({ id }, values), intl.locale), variant: 'success' }));
}
