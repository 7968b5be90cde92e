// "Your account" on the signed-in dashboard: sign out on every device (a lost or shared phone), and delete the account
// with everything saved in it, after a confirmation. Both need a connection and say so; both leave this device clean.
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_DELETE_CONFIRM_WORD, ACCOUNT_DELETED_MESSAGE, SIGNED_OUT_EVERYWHERE_MESSAGE } from '../../../shared/schemas/account.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { leaveAccount } from '../../local/account-sync.ts';
import { sendWaiting } from '../../local/outbox-send.ts';
import { forgetSessionConfirmed } from '../../local/session-marks.ts';
import { toast } from '../../shell/toast.ts';

const NEEDS_CONNECTION = 'This needs a connection, and there is none right now. Try again when you are back online — or use Quick exit to leave this site now.';

async function post(url: string, body?: unknown): Promise<Response | undefined> {
  return fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch(() => undefined);
}

async function messageOf(res: Response | undefined): Promise<string> {
  if (!res) return NEEDS_CONNECTION;
  const body: unknown = await res.json().catch(() => undefined);
  const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';
  return res.status >= 500 ? NEEDS_CONNECTION : message || `${res.status}: ${res.statusText}`;
}

/** After either action: the account's copy and its unsent changes leave this device, then the page shows signed out. */
async function leaveDevice(onDone: () => void) {
  await leaveAccount(false);
  await forgetSessionConfirmed();
  onDone();
}

export function AccountActions({ onSignedOut }: { onSignedOut: () => void }) {
  const [stage, setStage] = useState<'idle' | 'confirm-delete'>('idle');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirmText = useRef<HTMLParagraphElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const errorBox = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (stage === 'confirm-delete') confirmText.current?.focus();
  }, [stage]);

  /** Runs one action; a refusal or no connection is said in the alert, which takes focus (the button was disabled). */
  const run = async (request: () => Promise<Response | undefined>, done: { title: string; description: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      const res = await request();
      if (!res?.ok) {
        setError(await messageOf(res));
        requestAnimationFrame(() => errorBox.current?.focus());
        return;
      }
      await leaveDevice(onSignedOut);
      toast({ ...done, variant: 'success' });
    } finally {
      setBusy(false);
    }
  };
  const everywhere = () =>
    run(
      async () => {
        // What is waiting goes first, if it can: it belongs to the account.
        await sendWaiting();
        return post('/api/logout/everywhere');
      },
      { title: 'Signed out everywhere', description: SIGNED_OUT_EVERYWHERE_MESSAGE },
    );
  const remove = () => run(() => post('/api/user/account/delete', { confirm: ACCOUNT_DELETE_CONFIRM_WORD }), { title: 'Account deleted', description: ACCOUNT_DELETED_MESSAGE });

  return (
    <section aria-labelledby="your-account" className="mt-12 rounded-lg border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="your-account" className="m-0 text-xl font-bold">
        Your account
      </h2>
      <p className="mt-2 mb-0">
        Signed in on a phone or computer you no longer have, or that someone else uses? Sign out everywhere ends every session of
        your account, this one too. The copy of your list leaves this device now, and your other devices the next time
        they connect.
      </p>
      {error && (
        <p ref={errorBox} tabIndex={-1} role="alert" className="mt-3 mb-0 rounded-md bg-crisis-soft p-3 font-semibold text-crisis-ink outline-none">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => void everywhere()}>
          Sign out everywhere
        </button>
        {stage === 'idle' && (
          <button ref={deleteButton} type="button" className={buttonStyles.ghost} disabled={busy} onClick={() => setStage('confirm-delete')}>
            Delete my account…
          </button>
        )}
      </div>
      {stage === 'confirm-delete' && (
        <div role="alertdialog" aria-labelledby="delete-confirm" className="mt-4 rounded-lg border-2 border-crisis bg-crisis-soft p-4 text-crisis-ink">
          <p id="delete-confirm" ref={confirmText} tabIndex={-1} className="m-0 font-semibold outline-none">
            Delete your account? Your saved resources, reminders and preferences are removed from our server and from this device,
            and you are signed out everywhere. It cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={`${buttonStyles.crisis} cursor-pointer`} disabled={busy} onClick={() => void remove()}>
              {busy ? 'Deleting…' : 'Yes, delete my account'}
            </button>
            <button
              type="button"
              className={`${buttonStyles.secondary} cursor-pointer`}
              disabled={busy}
              onClick={() => {
                setStage('idle');
                setError(undefined);
                requestAnimationFrame(() => deleteButton.current?.focus());
              }}
            >
              Keep my account
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
