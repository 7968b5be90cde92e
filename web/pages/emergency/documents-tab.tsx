// Emergency page, Secure Documents tab: the encrypted vault on this device (create, unlock, files), its safety features and the documents checklist.
import { useCallback, useEffect, useState } from 'react';
import { attemptsLeft, canAttempt } from '../../../shared/vault-lockout.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { readChecklist, readMeta, setChecklistItem, vaultDb } from '../../local/vault-db.ts';
import { vaultSupported, type VaultSession } from '../../local/vault.ts';
import { UnlockedVault } from './vault-files.tsx';
import { CreateVaultForm, DeleteVaultControl, UnlockForm } from './vault-forms.tsx';

const FEATURES = [
  'Encrypted on this device with AES-256 before anything is stored.',
  'Your passphrase is never stored or sent. Only you know it, and it cannot be recovered.',
  'Locks itself after 5 minutes without use, and makes you wait after repeated wrong passphrases.',
  'Nothing is uploaded: your documents never leave this device.',
  'Delete the whole vault at any time, even if you forgot the passphrase.',
] as const;

const CHECKLIST = [
  { id: 'ids', label: 'ID cards and driver’s license' },
  { id: 'birth-certificates', label: 'Birth certificates (yours and your children’s)' },
  { id: 'social-security', label: 'Social security cards' },
  { id: 'passports', label: 'Passports and immigration papers' },
  { id: 'protection-orders', label: 'Protection orders' },
  { id: 'police-reports', label: 'Police reports' },
  { id: 'medical-records', label: 'Medical records' },
  { id: 'injury-photos', label: 'Photos of injuries' },
  { id: 'threatening-messages', label: 'Threatening messages (screenshots, emails, voicemails)' },
  { id: 'financial-records', label: 'Financial records (bank statements, tax returns)' },
  { id: 'lease-mortgage', label: 'Lease or mortgage papers' },
  { id: 'insurance', label: 'Insurance papers' },
  { id: 'children-records', label: 'Children’s school and medical records' },
] as const;

type View =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'damaged' }
  | { kind: 'locked'; retryAt: number | null; notice: string | null }
  | { kind: 'unlocked'; session: VaultSession };

const cardClass = 'rounded-lg border border-line bg-surface p-5 shadow-card';

/** Where the vault stands on this device, including a wait left over from earlier wrong tries. */
async function initialView(): Promise<View> {
  const read = await readMeta(vaultDb());
  if (read.state !== 'ready') return { kind: read.state };
  const check = canAttempt(read.meta.lockout, Date.now());
  return { kind: 'locked', retryAt: check.allowed ? null : check.retryAt, notice: null };
}

export function DocumentsTab() {
  const supported = vaultSupported();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [checklistKey, setChecklistKey] = useState(0);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    initialView().then(
      (v) => live && setView(v),
      () => live && setView({ kind: 'damaged' }),
    );
    return () => {
      live = false;
    };
  }, [supported]);

  // Leaving the page (or the tab, when it unmounts) closes the vault.
  const session = view.kind === 'unlocked' ? view.session : null;
  useEffect(() => () => session?.lock(), [session]);

  const onLocked = useCallback((reason: 'manual' | 'idle') => {
    setView({ kind: 'locked', retryAt: null, notice: reason === 'idle' ? 'Locked after 5 minutes without use.' : 'The vault is locked.' });
  }, []);
  const onDeleted = useCallback(() => {
    setView({ kind: 'none' });
    // The checklist lived in the vault's database, so it is gone too.
    setChecklistKey((k) => k + 1);
  }, []);

  return (
    <div className="grid gap-5">
      <section aria-labelledby="vault-title" className={cardClass}>
        <h2 id="vault-title" className="m-0 text-xl font-bold">
          Secure documents
        </h2>
        {!supported ? (
          <p className="mt-2 mb-0">
            The vault cannot work here. It needs a secure connection (an address starting with https) and a browser that
            lets this site keep data on the device, which some private-browsing modes turn off. Try this page over https in
            an ordinary browser window.
          </p>
        ) : (
          <div className="mt-3 grid gap-4">
            <VaultBody view={view} setView={setView} onLocked={onLocked} onDeleted={onDeleted} />
          </div>
        )}
      </section>

      <div className="grid items-start gap-5 md:grid-cols-2">
        <section aria-labelledby="vault-features" className={cardClass}>
          <h2 id="vault-features" className="m-0 text-lg font-bold">
            How the vault keeps documents safe
          </h2>
          <ul className="mt-3 mb-0 grid list-none gap-2 p-0">
            {FEATURES.map((f) => (
              <li key={f} className="flex gap-2">
                <CheckIcon className="mt-1 size-4 shrink-0 text-success" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        </section>
        <DocumentsChecklist key={checklistKey} />
      </div>
    </div>
  );
}

interface BodyProps {
  view: View;
  setView: (view: View) => void;
  onLocked: (reason: 'manual' | 'idle') => void;
  onDeleted: () => void;
}

function VaultBody({ view, setView, onLocked, onDeleted }: BodyProps) {
  const unlocked = (session: VaultSession) => setView({ kind: 'unlocked', session });
  const gone = (state: 'none' | 'damaged') => setView({ kind: state });

  switch (view.kind) {
    case 'loading':
      return <p className="m-0 text-ink-muted">Checking this device…</p>;
    case 'none':
      return (
        <>
          <p className="m-0">
            Keep copies of important papers and evidence in a vault on this device. Files are <strong>encrypted on this
            device</strong> with a passphrase only you know. <strong>Nothing is uploaded.</strong>
          </p>
          <p className="m-0 rounded-md bg-brand-soft px-3 py-2">
            If you forget the passphrase, the files cannot be recovered, by anyone. Choose one you will remember, and
            consider keeping copies somewhere else safe too.
          </p>
          <CreateVaultForm onCreated={unlocked} />
        </>
      );
    case 'damaged':
      return (
        <>
          <p role="alert" className="m-0 rounded-md bg-crisis-soft px-3 py-2 font-semibold text-crisis-ink">
            The vault on this device is damaged and cannot be opened. Its files can only be deleted.
          </p>
          <DeleteVaultControl label="Delete the damaged vault" onDeleted={onDeleted} />
        </>
      );
    case 'locked':
      return (
        <>
          <div role="status">{view.notice && <p className="m-0 rounded-md bg-brand-soft px-3 py-2 font-semibold">{view.notice}</p>}</div>
          <p className="m-0">Your vault is on this device and locked. Enter your passphrase to see your documents.</p>
          <UnlockForm initialRetryAt={view.retryAt} onUnlocked={unlocked} onGone={gone} />
          <DeleteVaultControl label="Forgot the passphrase? Delete the vault" onDeleted={onDeleted} />
        </>
      );
    case 'unlocked':
      return <UnlockedVault session={view.session} onLocked={onLocked} onDeleted={onDeleted} />;
  }
}

function DocumentsChecklist() {
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    readChecklist().then(
      // A tick made while the device was still being read wins over what was read.
      (t) => live && setTicks((current) => ({ ...t, ...current })),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  function toggle(id: string, ticked: boolean) {
    setTicks((t) => ({ ...t, [id]: ticked }));
    setChecklistItem(id, ticked).catch(() => setFailed(true));
  }

  const done = CHECKLIST.filter((item) => ticks[item.id]).length;
  return (
    <section aria-labelledby="vault-checklist" className={cardClass}>
      <h2 id="vault-checklist" className="m-0 text-lg font-bold">
        Documents to gather
      </h2>
      <p className="mt-2 mb-0 text-sm text-ink-muted">
        Tick what you have a copy of, in the vault or somewhere safe. The ticks stay on this device. {done} of{' '}
        {CHECKLIST.length} ticked.
      </p>
      {failed && <p role="alert" className="mt-2 mb-0 text-sm text-crisis-ink">The ticks could not be saved on this device.</p>}
      <ul className="mt-3 mb-0 grid list-none gap-1 p-0">
        {CHECKLIST.map((item) => (
          <li key={item.id}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-1 py-2 hover:bg-brand-soft">
              <input
                type="checkbox"
                checked={ticks[item.id] ?? false}
                onChange={(e) => toggle(item.id, e.target.checked)}
                className="mt-1 size-5 shrink-0 accent-brand"
              />
              <span>{item.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
