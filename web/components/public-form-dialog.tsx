// The dialog of a short public form (Report a problem, Suggest a listing): its title and what it is for, the form's
// fields, and its two buttons, send and cancel. Esc, the backdrop and Cancel close it; Ark keeps the focus inside.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { FormEvent, ReactNode } from 'react';
import { buttonStyles } from './button-styles.ts';

interface PublicFormDialogProps {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  sending: boolean;
  labels: { send: string; sending: string; cancel: string };
  /** The dialog's width: `max-w-md` by default. */
  width?: string;
  /** The form's own class (its spacing). */
  formClassName?: string;
  children: ReactNode;
}

export function PublicFormDialog({ title, description, onClose, onSubmit, sending, labels, width = 'max-w-md', formClassName = 'mt-4', children }: PublicFormDialogProps) {
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()}>
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-black/55" />
        <Dialog.Positioner className="fixed inset-0 z-50 flex items-center justify-center p-3 sm:p-4">
          <Dialog.Content className={`max-h-[92vh] w-full ${width} overflow-y-auto rounded-xl bg-surface p-5 text-ink shadow-float outline-none sm:p-6`}>
            <Dialog.Title className="m-0 text-xl font-bold text-heading">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 mb-0 text-sm text-ink-muted">{description}</Dialog.Description>
            <form noValidate onSubmit={onSubmit} className={formClassName}>
              {children}
              <div className="mt-4 flex flex-wrap gap-2">
                <button type="submit" disabled={sending} className={buttonStyles.primary}>
                  {sending ? labels.sending : labels.send}
                </button>
                <Dialog.CloseTrigger className={buttonStyles.secondary}>{labels.cancel}</Dialog.CloseTrigger>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
