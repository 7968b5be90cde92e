// Pieces the admin tabs share: a form dialog, a confirmation before deleting, labelled fields, and badges.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useCallback, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { useT } from '../../i18n/use-t.ts';

export function FormDialog({
  open,
  title,
  submitLabel,
  pendingLabel,
  onClose,
  onSubmit,
  error,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  pendingLabel: string;
  onClose: () => void;
  /** Resolves true when done (the dialog closes), false to stay open. */
  onSubmit: () => Promise<boolean>;
  error?: string;
  children: ReactNode;
}) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      if (await onSubmit()) onClose();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={({ open: o }) => !o && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-black/55" />
        <Dialog.Positioner className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-2 sm:p-6">
          <Dialog.Content className="w-full max-w-2xl rounded-xl bg-surface p-5 text-ink shadow-float outline-none sm:p-6">
            <form noValidate onSubmit={(e) => void submit(e)}>
              <Dialog.Title className="m-0 text-2xl font-bold text-heading">{title}</Dialog.Title>
              <div className="mt-4 grid gap-4">{children}</div>
              {error && (
                <p role="alert" className="mt-4 mb-0 rounded-md bg-crisis-soft p-3 font-semibold text-crisis-ink">
                  {error}
                </p>
              )}
              <div className="mt-5 flex flex-wrap gap-2">
                <button type="submit" className={buttonStyles.primary} disabled={pending}>
                  {pending ? pendingLabel : submitLabel}
                </button>
                <Dialog.CloseTrigger className={`${buttonStyles.ghost} cursor-pointer`}>{t('admin.dialog.cancel')}</Dialog.CloseTrigger>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * "Delete …?" with the thing named, and Delete / Cancel. Focus starts on Cancel (Enter must not delete), and goes
 * back to `returnFocus` (the list's heading: the item and its button may be gone).
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  onClose,
  onConfirm,
  returnFocus,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
  returnFocus?: () => HTMLElement | null;
}) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={({ open: o }) => !o && onClose()}
      lazyMount
      unmountOnExit
      initialFocusEl={() => cancel.current}
      {...(returnFocus ? { finalFocusEl: returnFocus } : {})}
    >
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-black/55" />
        <Dialog.Positioner className="fixed inset-0 z-50 flex items-center justify-center p-4">
          <Dialog.Content className="w-full max-w-md rounded-xl bg-surface p-6 text-ink shadow-float outline-none">
            <Dialog.Title className="m-0 text-xl font-bold text-heading">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 mb-0">{body}</Dialog.Description>
            <div className="mt-5 flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.crisis}
                disabled={pending}
                onClick={async () => {
                  setPending(true);
                  try {
                    await onConfirm();
                  } finally {
                    setPending(false);
                    onClose();
                  }
                }}
              >
                {confirmLabel}
              </button>
              <Dialog.CloseTrigger ref={cancel} className={`${buttonStyles.ghost} cursor-pointer`}>
                {t('admin.dialog.cancel')}
              </Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function Field({ label, hint, children }: { label: string; hint?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="m-0 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {children(id, hint ? `${id}-hint` : undefined)}
    </div>
  );
}

/** `lang`: the language of what is typed, when it is not the page's (spelling checks and screen readers follow it). */
/** `describedBy`: the id of a note after the field that also describes it (read after the hint). */
export function TextField({ label, value, onChange, hint, required, type = 'text', maxLength, rows, lang, describedBy: also }: { label: string; value: string; onChange: (v: string) => void; hint?: string; required?: boolean; type?: string; maxLength?: number; rows?: number; lang?: string; describedBy?: string }) {
  return (
    <Field label={`${label}${required ? ' *' : ''}`} {...(hint ? { hint } : {})}>
      {(id, hintId) => {
        const describedBy = [hintId, also].filter(Boolean).join(' ') || undefined;
        return rows ? (
          <textarea id={id} rows={rows} lang={lang} className={fieldStyles} value={value} maxLength={maxLength} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input id={id} type={type} lang={lang} className={fieldStyles} value={value} maxLength={maxLength} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
        );
      }}
    </Field>
  );
}

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2">
      <input type="checkbox" className="size-5 accent-brand" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

export function Badge({ tone = 'plain', children }: { tone?: 'plain' | 'brand' | 'success' | 'crisis' | 'warning'; children: ReactNode }) {
  const tones = {
    plain: 'bg-surface-2 text-ink',
    brand: 'bg-brand-soft text-heading',
    success: 'bg-success-soft text-success',
    crisis: 'bg-crisis-soft text-crisis-ink',
    warning: 'bg-crisis-soft text-crisis-ink',
  };
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${tones[tone]}`}>{children}</span>;
}

/** A moment (ISO 8601) as the page's language writes it: "Jun 5, 2024, 3:04 PM", "5 jun 2024, 3:04 p.m.". */
export function useWhen(): (iso: string) => string {
  const intl = useIntl();
  return useCallback((iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }), [intl]);
}

/** A day (ISO 8601) as the page's language writes it: "Jun 5, 2024", "5 jun 2024". */
export function useDay(): (iso: string) => string {
  const intl = useIntl();
  return useCallback((iso: string) => intl.formatDate(iso, { dateStyle: 'medium' }), [intl]);
}

/** Money in cents, as dollars in the page's language ("$25.00"). */
export function useDollars(): (cents: number) => string {
  const intl = useIntl();
  return useCallback((cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' }), [intl]);
}
