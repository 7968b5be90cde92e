// What is waiting on this device to be sent (contact messages, newsletter signups), with "Send now" and a delete for
// each, a plain "Not sent yet" once one keeps failing, and, where the queue was, the notices of those sent later.
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NO_CONNECTION, waitingState, type NoticeKind, type WaitingState } from '../../shared/outbox/notices.ts';
import { buttonStyles } from './button-styles.ts';
import { replayOutbox, removeFromOutbox } from '../local/outbox.ts';
import { useOutbox } from '../local/outbox-hooks.ts';
import { toast } from '../shell/toast.ts';
import { SentNotices } from './sent-notices.tsx';
import { useT, type Translate } from '../i18n/use-t.ts';
import { RICH_TAGS } from '../i18n/rich-text.tsx';

/** The note under a waiting item: plainly said once it keeps failing, else how often it was tried. */
function waitingText(t: Translate, w: WaitingState): string {
  if (w.state === 'rejected') return t('outboxUi.rejected', { count: w.attempts });
  if (w.state === 'unreachable') return t('outboxUi.unreachable', { count: w.attempts });
  if (!w.lastError) return t('outboxUi.tried', { count: w.attempts });
  // "No connection" is ours (stored as English); any other error is the server's own words.
  return t('outboxUi.triedWhy', { count: w.attempts, error: w.lastError === NO_CONNECTION ? t('outboxUi.noConnection') : w.lastError });
}

export function WaitingList({ kind, headingLevel = 2 }: { kind: NoticeKind; headingLevel?: 2 | 3 }) {
  const items = useOutbox(kind);
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const noticesRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const intl = useIntl();
  const when = (ms: number) => intl.formatDate(ms, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

  const sendNow = async () => {
    setSending(true);
    try {
      // What goes is said by its notice (and one toast), like any later delivery.
      const report = await replayOutbox();
      for (const r of report.rejected) toast({ title: t('outboxUi.rejectedToast'), description: `${r.item.label}: ${r.message}`, variant: 'destructive' });
      if (report.kept) toast({ title: t('outboxUi.stillWaiting'), description: t('outboxUi.stillWaiting.body') });
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
            {t('outboxUi.waiting.title', { count: items.length })}
          </Heading>
          <p className="mt-1 mb-0 text-sm">{t('outboxUi.waiting.body')}</p>
          <ul className="m-0 mt-3 flex list-none flex-col gap-2 p-0">
            {items.map((item) => {
              const state = waitingState(item);
              const note = state && { stuck: state.state !== 'tried', text: waitingText(t, state), reason: state.reason };
              return (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-surface p-3">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-semibold">{item.label}</span>
                    <span className="block text-sm text-ink-muted">
                      {t('outboxUi.saved', { when: when(item.createdAt) })}
                      {note && !note.stuck && ` · ${note.text}`}
                    </span>
                    {note?.stuck && (
                      <span className="mt-1 block text-sm font-semibold">
                        {note.text}
                        {note.reason && <span className="block font-normal text-ink-muted">{t('outboxUi.serverSaid', { reason: note.reason })}</span>}
                      </span>
                    )}
                  </span>
                  <button
                    type="button"
                    onClick={() => void removeFromOutbox(item.id).then(() => toast({ title: t('outboxUi.deleted'), description: item.label }))}
                    className={`${buttonStyles.ghost} cursor-pointer`}
                  >
                    <FormattedMessage id="outboxUi.delete" values={{ ...RICH_TAGS, label: item.label }} />
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" disabled={sending} onClick={() => void sendNow()} className={`${buttonStyles.secondary} mt-3 cursor-pointer disabled:opacity-60`}>
            {sending ? t('outboxUi.sending') : t('outboxUi.sendNow')}
          </button>
        </section>
      )}
    </>
  );
}
