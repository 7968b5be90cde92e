// The outbox's toasts: why a waiting form was refused, and that forms waiting on the device were sent (one toast for
// what went together, in her locale's time).
import { sentToast, type SentNotice } from '../../shared/outbox/notices.ts';
import type { Refusal } from '../local/outbox-runner.ts';
import { dismissConnectionToast } from './connection-toasts.ts';
import { toast } from './toast.ts';
import { pageIntl } from '../i18n/page-intl.ts';

export function toastRefusals(refusals: readonly Refusal[]): void {
  // The server's reason comes in the page's language (the outbox sends it: web/local/outbox.ts). A form's label was
  // written in the language of the page it was sent from; a change to her list is worded here, in this page's.
  void pageIntl().then((intl) => {
    const title = intl.formatMessage({ id: 'toast.refused.title' });
    for (const r of refusals) {
      const what = r.change ? intl.formatMessage({ id: `outboxUi.change.${r.change}` }, { title: r.label }) : r.label;
      toast({ title, description: `${what}: ${r.message}`, variant: 'destructive' });
    }
  });
}

export function toastSent(notices: readonly SentNotice[]): void {
  if (notices.length === 0) return;
  // Toasts show one at a time: the news that it went does not wait behind "Back online".
  dismissConnectionToast();
  void pageIntl().then((intl) => toast({ ...sentToast(notices, Date.now(), (id, values) => intl.formatMessage({ id }, values), intl.locale), variant: 'success' }));
}
