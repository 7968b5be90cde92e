// Where the queue was: "Your message was sent at 2:02 PM." for each form delivered later, until she dismisses it.
// Announced politely as it appears; dismissing keeps the keyboard in place.
import { useRef, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n/use-t.ts';
import { sentLine, type NoticeKind } from '../../shared/outbox/notices.ts';
import { dismissNotice } from '../local/outbox-notices.ts';
import { useSentNotices } from '../local/outbox-hooks.ts';
import { buttonStyles } from './button-styles.ts';
import { CheckIcon } from './icons.tsx';

export function SentNotices({ kind, ref }: { kind: NoticeKind; ref?: Ref<HTMLDivElement> }) {
  const notices = useSentNotices(kind);
  const t = useT();
  const { locale } = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const regionRef = useRef<HTMLDivElement | null>(null);
  const [dismissed, setDismissed] = useState(false);
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
        <ul ref={listRef} aria-label="Sent" className="m-0 mt-6 flex list-none flex-col gap-2 p-0">
          {notices.map((n, i) => (
            <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border-2 border-success bg-success-soft py-2 pr-2 pl-4">
              <CheckIcon className="mt-1.5 size-5 shrink-0 self-start text-success" />
              <span className="min-w-0 flex-[1_1_12rem] py-1 [overflow-wrap:anywhere]">
                <span className="font-semibold">{sentLine(n, now, t, locale)}</span>
                <span className="block text-sm text-ink-muted">{n.label}</span>
              </span>
              <button type="button" data-dismiss={n.id} onClick={() => void dismiss(i, n.id)} className={`${buttonStyles.ghost} ml-auto cursor-pointer`}>
                Dismiss<span className="sr-only"> {n.label}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        dismissed && <p className="sr-only">Notice dismissed.</p>
      )}
    </div>
  );
}
