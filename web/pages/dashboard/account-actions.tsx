// "Your account" on the signed-in dashboard: sign out on every device (a lost or shared phone), and delete the account
// with everything saved in it, after a confirmation. Both need a connection and say so; both leave this device clean.
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_DELETE_CONFIRM_WORD } from '../../../shared/schemas/account.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { leaveAccount } from '../../local/account-sync.ts';
import { sendWaiting } from '../../local/outbox-send.ts';
import { forgetSessionConfirmed } from '../../local/session-marks.ts';
import { toast } from '../../shell/toast.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';

async function post(url: string, body?: unknown): Promise<Response | undefined> {
  return fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch(() => undefined);
}

/** What went wrong: no connection (or the server failed) in the page's words; a refusal as the server says it. */
async function messageOf(t: Translate, res: Response | undefined): Promise<string> {
  const needsConnection = t('dashboard.account.needsConnection');
  if (!res) return needsConnection;
  const body: unknown = await res.json().catch(() => undefined);
  const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';
  return res.status >= 500 ? needsConnection : message || `${res.status}: ${res.statusText}`;
}

/** After either action: the account's copy and its unsent changes leave this device, then the page shows signed out. */
async function leaveDevice(onDone: () => void) {
  await leaveAccount(false);
  await forgetSessionConfirmed();
  onDone();
}

export function AccountActions({ onSignedOut }: { onSignedOut: () => void }) {
  const t = useT();
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
        setError(await messageOf(t, res));
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
      { title: t('dashboard.account.everywhereTitle'), description: t('dashboard.account.everywhereDone') },
    );
  const remove = () =>
    run(() => post('/api/user/account/delete', { confirm: ACCOUNT_DELETE_CONFIRM_WORD }), { title: t('dashboard.account.deletedTitle'), description: t('dashboard.account.deleted') });

  return (
    <section aria-labelledby="your-account" className="mt-12 rounded-lg border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="your-account" className="m-0 text-xl font-bold">
        {t('dashboard.account.title')}
      </h2>
      <p className="mt-2 mb-0">{t('dashboard.account.body')}</p>
      {error && (
        <p ref={errorBox} tabIndex={-1} role="alert" className="mt-3 mb-0 rounded-md bg-crisis-soft p-3 font-semibold text-crisis-ink outline-none">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => void everywhere()}>
          {t('dashboard.account.everywhere')}
        </button>
        {stage === 'idle' && (
          <button ref={deleteButton} type="button" className={buttonStyles.ghost} disabled={busy} onClick={() => setStage('confirm-delete')}>
            {t('dashboard.account.delete')}
          </button>
        )}
      </div>
      {stage === 'confirm-delete' && (
        <div role="alertdialog" aria-labelledby="delete-confirm" className="mt-4 rounded-lg border-2 border-crisis bg-crisis-soft p-4 text-crisis-ink">
          <p id="delete-confirm" ref={confirmText} tabIndex={-1} className="m-0 font-semibold outline-none">
            {t('dashboard.account.deleteConfirm')}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={`${buttonStyles.crisis} cursor-pointer`} disabled={busy} onClick={() => void remove()}>
              {t(busy ? 'dashboard.account.deleting' : 'dashboard.account.deleteYes')}
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
              {t('dashboard.account.keep')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
