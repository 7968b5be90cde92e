// "Erase from this device": after a confirmation, removes everything this site keeps here (databases, caches, storage, the service worker), then leaves.
import { useEffect, useRef, useState } from 'react';
import { QUICK_EXIT_URL } from '../../../shared/limits.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { db } from '../../local/db.ts';
import { eraseEverythingOnThisDevice, keepDeviceErased, privateDb } from '../../local/private-store.ts';
import { clearSignOutPending, endSessionOnServer, markSignOutPending, settlePendingSignOut } from '../../local/session-marks.ts';
import { vaultDb } from '../../local/vault-db.ts';
import { quickExit } from '../../shell/quick-exit.ts';
import { useT } from '../../i18n/use-t.ts';

export const ERASE_SECTION_ID = 'erase';
/** How often an owed sign-out is tried again while this page stays open. */
const SIGN_OUT_RETRY_MS = 10_000;

type Stage = 'idle' | 'confirm' | 'erasing' | 'sign-out-waiting' | 'signed-out-later';

export function EraseDevice() {
  const [stage, setStage] = useState<Stage>('idle');
  const outcome = useRef<HTMLParagraphElement>(null);
  const t = useT();

  const erase = async () => {
    setStage('erasing');
    // The marker first: if she leaves (quick exit, closing the tab) before the rest is done, the server still ends
    // the session at the next request that reaches it. A sign-out that succeeds removes the marker with the cookies.
    markSignOutPending();
    // Sign-out and wipe together: the wipe does not wait on a slow connection.
    const [signedOut] = await Promise.all([endSessionOnServer(), eraseEverythingOnThisDevice({ close: [db, privateDb, vaultDb()] })]);
    if (signedOut) {
      clearSignOutPending();
      document.documentElement.classList.add('quick-exit');
      // Any page of the site would create its storage again, so leave for a neutral one.
      window.location.replace(QUICK_EXIT_URL);
      return;
    }
    // No connection: the marker stays, and this page signs out as soon as it can.
    setStage('sign-out-waiting');
  };

  // Offline erase: sign out as soon as the connection returns, while this page is still open.
  useEffect(() => {
    if (stage !== 'sign-out-waiting') return;
    const retry = () => {
      void settlePendingSignOut().then((done) => done && setStage('signed-out-later'));
    };
    // navigator.onLine and the online event are hints only (a network with no way through says "online"): try
    // again on a timer as well.
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, SIGN_OUT_RETRY_MS);
    retry();
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [stage]);
  useEffect(() => {
    if (stage === 'sign-out-waiting' || stage === 'signed-out-later') outcome.current?.focus();
  }, [stage]);
  // The page stays open after an offline erase: anything stored again meanwhile goes again.
  const stayingErased = stage === 'sign-out-waiting' || stage === 'signed-out-later';
  useEffect(() => (stayingErased ? keepDeviceErased() : undefined), [stayingErased]);

  if (stage === 'sign-out-waiting' || stage === 'signed-out-later') {
    return (
      <section id={ERASE_SECTION_ID} aria-labelledby="erase-title" className="scroll-mt-24 rounded-lg border-2 border-crisis bg-surface p-5 shadow-card">
        <h2 id="erase-title" className="m-0 text-xl font-bold">
          {t('erase.done.title')}
        </h2>
        <p ref={outcome} tabIndex={-1} role="status" className="mt-2 mb-0 font-semibold outline-none">
          {stage === 'sign-out-waiting' ? t('erase.done.offline') : t('erase.done.online')}
        </p>
        <button type="button" onClick={() => quickExit()} className={`${buttonStyles.crisis} mt-4 cursor-pointer`}>
          {t('emergency.leave.button')}
        </button>
      </section>
    );
  }

  return (
    <section id={ERASE_SECTION_ID} aria-labelledby="erase-title" className="scroll-mt-24 rounded-lg border border-line bg-surface p-5 shadow-card">
      <h2 id="erase-title" className="m-0 text-xl font-bold">
        {t('erase.title')}
      </h2>
      <p className="mt-2 mb-0">{t('erase.body')}</p>
      {stage === 'idle' && (
        <button type="button" onClick={() => setStage('confirm')} className={`${buttonStyles.secondary} mt-4 cursor-pointer`}>
          {t('erase.start')}
        </button>
      )}
      {stage !== 'idle' && (
        <div role="alertdialog" aria-labelledby="erase-confirm" className="mt-4 rounded-lg border-2 border-crisis bg-crisis-soft p-4 text-crisis-ink">
          <p id="erase-confirm" className="m-0 font-semibold">
            {t('erase.confirm')}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" disabled={stage === 'erasing'} onClick={() => void erase()} className={`${buttonStyles.crisis} cursor-pointer`}>
              {stage === 'erasing' ? t('erase.erasing') : t('erase.yes')}
            </button>
            <button type="button" disabled={stage === 'erasing'} onClick={() => setStage('idle')} className={`${buttonStyles.secondary} cursor-pointer`}>
              {t('erase.keep')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
