// What is waiting on this device to be sent (contact messages, newsletter signups), with "Send now" and a delete for
// each, a plain "Not sent yet" once one keeps failing, and, where the queue was, the notices of those sent later.
import { useId, useRef, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { waitingNote, type NoticeKind } from '../../shared/outbox/notices.ts';
import { buttonStyles } from './button-styles.ts';
import { replayOutbox, removeFromOutbox } from '../local/outbox.ts';
import { useOutbox } from '../local/outbox-hooks.ts';
import { toast } from '../shell/toast.ts';
import { SentNotices } from './sent-notices.tsx';

function when(ms: number): string {
  return new Date(ms).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function WaitingList({ kind, headingLevel = 2 }: { kind: NoticeKind; headingLevel?: 2 | 3 }) {
  const items = useOutbox(kind);
  const t = useT();
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const noticesRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const sendNow = async () => {
    setSending(true);
    try {
      // What goes is said by its notice (and one toast), like any later delivery.
      const report = await replayOutbox();
      for (const r of report.rejected) toast({ title: 'A waiting item could not be sent', description: `${r.item.label}: ${r.message}`, variant: 'destructive' });
      if (report.kept) toast({ title: 'Still waiting', description: 'Not sent yet. It stays on this device and will be tried again.' });
      // The button goes with the list once nothing waits: the keyboard moves to what was sent.
      if (report.kept === 0) noticesRef.current?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <SentNotices kind={kind} ref={noticesRef} />
      {items && items.length > 0 && (
        <section aria-labelledby={titleId} className="mt-6 rounded-lg border-2 border-brand bg-brand-soft p-5">
          <Heading id={titleId} className="m-0 text-lg font-bold">
            Waiting to be sent ({items.length})
          </Heading>
          <p className="mt-1 mb-0 text-sm">Saved on this device: it will be sent when you are back online. You can delete it before then.</p>
          <ul className="m-0 mt-3 flex list-none flex-col gap-2 p-0">
            {items.map((item) => {
              const note = waitingNote(item, t);
              return (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-surface p-3">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-semibold">{item.label}</span>
                    <span className="block text-sm text-ink-muted">
                      Saved {when(item.createdAt)}
                      {note && !note.stuck && ` · ${note.text}`}
                    </span>
                    {note?.stuck && (
                      <span className="mt-1 block text-sm font-semibold">
                        {note.text}
                        {note.reason && <span className="block font-normal text-ink-muted">The server said: {note.reason}</span>}
                      </span>
                    )}
                  </span>
                  <button
                    type="button"
                    onClick={() => void removeFromOutbox(item.id).then(() => toast({ title: 'Deleted from this device', description: item.label }))}
                    className={`${buttonStyles.ghost} cursor-pointer`}
                  >
                    Delete<span className="sr-only"> {item.label}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" disabled={sending} onClick={() => void sendNow()} className={`${buttonStyles.secondary} mt-3 cursor-pointer disabled:opacity-60`}>
            {sending ? 'Sending…' : 'Send now'}
          </button>
        </section>
      )}
    </>
  );
}
