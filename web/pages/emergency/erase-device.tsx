// "Erase from this device": after a confirmation, removes everything this site keeps here (databases, caches, storage, the service worker), then leaves.
import { useState } from 'react';
import { QUICK_EXIT_URL } from '../../../shared/limits.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { db } from '../../local/db.ts';
import { eraseEverythingOnThisDevice, privateDb } from '../../local/private-store.ts';
import { vaultDb } from '../../local/vault-db.ts';

export const ERASE_SECTION_ID = 'erase';

export function EraseDevice() {
  const [stage, setStage] = useState<'idle' | 'confirm' | 'erasing'>('idle');

  const erase = async () => {
    setStage('erasing');
    document.documentElement.classList.add('quick-exit');
    await eraseEverythingOnThisDevice({ close: [db, privateDb, vaultDb()] });
    // Any page of the site would create its storage again, so leave for a neutral one.
    window.location.replace(QUICK_EXIT_URL);
  };

  return (
    <section id={ERASE_SECTION_ID} aria-labelledby="erase-title" className="scroll-mt-24 rounded-lg border border-line bg-surface p-5 shadow-card">
      <h2 id="erase-title" className="m-0 text-xl font-bold">
        Erase this site from this device
      </h2>
      <p className="mt-2 mb-0">
        Removes everything this site keeps on this device: your safety plan, check-in, document vault and its files, the
        saved directory, and the offline copy of the site. It cannot be undone. Your browser history is not changed.
      </p>
      {stage === 'idle' && (
        <button type="button" onClick={() => setStage('confirm')} className={`${buttonStyles.secondary} mt-4 cursor-pointer`}>
          Erase from this device…
        </button>
      )}
      {stage !== 'idle' && (
        <div role="alertdialog" aria-labelledby="erase-confirm" className="mt-4 rounded-lg border-2 border-crisis bg-crisis-soft p-4 text-crisis-ink">
          <p id="erase-confirm" className="m-0 font-semibold">
            Erase everything now? Your plan and your vault files will be gone for good.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" disabled={stage === 'erasing'} onClick={() => void erase()} className={`${buttonStyles.crisis} cursor-pointer`}>
              {stage === 'erasing' ? 'Erasing…' : 'Yes, erase everything'}
            </button>
            <button type="button" disabled={stage === 'erasing'} onClick={() => setStage('idle')} className={`${buttonStyles.secondary} cursor-pointer`}>
              Keep everything
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
