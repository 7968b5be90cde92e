// The outbox's toasts: why a waiting form was refused, and that forms waiting on the device were sent (one toast for
// what went together, in her locale's time).
import { sentToast, type SentNotice } from '../../shared/outbox/notices.ts';
import type { Refusal } from '../local/outbox-runner.ts';
import { toast } from './toast.ts';

export function toastRefusals(refusals: readonly Refusal[]): void {
  for (const r of refusals) toast({ title: 'A waiting item could not be sent', description: `${r.label}: ${r.message}`, variant: 'destructive' });
}

export function toastSent(notices: readonly SentNotice[]): void {
  if (notices.length > 0) toast({ ...sentToast(notices, Date.now()), variant: 'success' });
}
