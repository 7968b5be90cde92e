// Where the queue was: "Your message was sent at 2:02 PM." for each form delivered later, until she dismisses it.
// Announced politely as it appears; dismissing keeps the keyboard in place.
import { useRef, useState, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NoticeKind, SentNotice } from '../../shared/outbox/notices.ts';
import { dismissNotice } from '../local/outbox-notices.ts';
import { useSentNotices } from '../local/outbox-hooks.ts';
import { buttonStyles } from './button-styles.ts';
import { CheckIcon } from './icons.tsx';
import { useT } from '../i18n/use-t.ts';
import { RICH_TAGS } from '../i18n/rich-text.tsx';

/** "Your message was sent at 2:02 PM." (or "on Mar 3 at 2:02 PM" another day), in the page's language. */
function useSentLine(): (notice: Pick<SentNotice, 'kind' | 'sentAt'>, now: number) => string {
  const intl = useIntl();
  const t = useT();
  return (notice, now) => {
    const time = intl.formatTime(notice.sentAt, { hour: 'numeric', minute: '2-digit' });
    const today = new Date(notice.sentAt).toDateString() === new Date(now).toDateString();
    const line = today
      ? t('outboxUi.sent.today', { kind: notice.kind, time })
      : t('outboxUi.sent.onDay', { kind: notice.kind, time, date: intl.formatDate(notice.sentAt, { month: 'short', day: 'numeric' }) });
    return notice.kind === 'newsletter' ? `${line} ${t('outboxUi.confirmHint')}` : line;
  };
}

export function SentNotices({ kind, ref }: { kind: NoticeKind; ref?: Ref<HTMLDivElement> }) {
  const notices = useSentNotices(kind);
  const listRef = useRef<HTMLUListElement>(null);
  const regionRef = useRef<HTMLDivElement | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const t = useT();
  const sentLine = useSentLine();
  // Not before the device is read: notices already there when the page opens are not announced again (the toast
  // told her when they went); ones that arrive while she is here are.
  if (!notices) return null;

  const dismiss = async (index: number, id: string) => {
    // Focus moves first, before the line goes: were it moved after the write, the list could re-render in between
    // and leave the keyboard on the page's body for a moment.
    const rest = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-dismiss]') ?? [])].filter((b) => b.dataset.dismiss !== id);
    const next = rest[Math.min(index, rest.length - 1)];
    if (next) next.focus();
    else {
      setDismissed(true);
      regionRef.current?.focus();
    }
    await dismissNotice(id);
  };

  const now = Date.now();
  return (
    <div
      ref={(el) => {
        regionRef.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      tabIndex={-1}
      aria-live="polite"
      className="outline-none"
    >
      {notices.length > 0 ? (
        <ul ref={listRef} aria-label={t('outboxUi.sentList')} className="m-0 mt-6 flex list-none flex-col gap-2 p-0">
          {notices.map((n, i) => (
            <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border-2 border-success bg-success-soft py-2 pr-2 pl-4">
              <CheckIcon className="mt-1.5 size-5 shrink-0 self-start text-success" />
              <span className="min-w-0 flex-[1_1_12rem] py-1 [overflow-wrap:anywhere]">
                <span className="font-semibold">{sentLine(n, now)}</span>
                <span className="block text-sm text-ink-muted">{n.label}</span>
              </span>
              <button type="button" data-dismiss={n.id} onClick={() => void dismiss(i, n.id)} className={`${buttonStyles.ghost} ml-auto cursor-pointer`}>
                <FormattedMessage id="outboxUi.dismiss" values={{ ...RICH_TAGS, label: n.label }} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        dismissed && <p className="sr-only">{t('outboxUi.dismissed')}</p>
      )}
    </div>
  );
}
