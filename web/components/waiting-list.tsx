// What is waiting on this device to be sent (contact messages, newsletter signups), with "Send now" and a delete for each.
import { useId, useState } from 'react';
import { buttonStyles } from './button-styles.ts';
import type { OutboxItem } from '../local/db.ts';
import { replayOutbox, removeFromOutbox } from '../local/outbox.ts';
import { useOutbox } from '../local/outbox-hooks.ts';
import { toast } from '../shell/toast.ts';

function when(ms: number): string {
  return new Date(ms).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function WaitingList({ kind, headingLevel = 2 }: { kind?: OutboxItem['kind']; headingLevel?: 2 | 3 }) {
  const items = useOutbox(kind);
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!items || items.length === 0) return null;

  const sendNow = async () => {
    setSending(true);
    try {
      const report = await replayOutbox();
      if (report.sent.length) toast({ title: report.sent.length === 1 ? 'Sent' : `${report.sent.length} items sent`, variant: 'success' });
      for (const r of report.rejected) toast({ title: 'A waiting item could not be sent', description: `${r.item.label}: ${r.message}`, variant: 'destructive' });
      if (report.kept) toast({ title: 'Still waiting', description: 'We could not reach the server. It will be sent when you are back online.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-lg border-2 border-brand bg-brand-soft p-5">
      <Heading id={titleId} className="m-0 text-lg font-bold">
        Waiting to be sent ({items.length})
      </Heading>
      <p className="mt-1 mb-0 text-sm">Saved on this device: it will be sent when you are back online. You can delete it before then.</p>
      <ul className="m-0 mt-3 flex list-none flex-col gap-2 p-0">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-surface p-3">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-semibold">{item.label}</span>
              <span className="block text-sm text-ink-muted">
                Saved {when(item.createdAt)}
                {item.attempts > 0 && ` · tried ${item.attempts} ${item.attempts === 1 ? 'time' : 'times'}${item.lastError ? ` (${item.lastError})` : ''}`}
              </span>
            </span>
            <button
              type="button"
              onClick={() => void removeFromOutbox(item.id).then(() => toast({ title: 'Deleted from this device', description: item.label }))}
              className={`${buttonStyles.ghost} cursor-pointer`}
            >
              Delete<span className="sr-only"> {item.label}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" disabled={sending} onClick={() => void sendNow()} className={`${buttonStyles.secondary} mt-3 cursor-pointer disabled:opacity-60`}>
        {sending ? 'Sending…' : 'Send now'}
      </button>
    </section>
  );
}
