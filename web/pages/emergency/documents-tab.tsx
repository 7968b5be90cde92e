// Emergency page, Secure Documents tab: the encrypted vault on this device (create, unlock, files), its safety features and the documents checklist.
import { useCallback, useEffect, useState } from 'react';
import { attemptsLeft, canAttempt } from '../../../shared/vault-lockout.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { readChecklist, readMeta, setChecklistItem, vaultDb } from '../../local/vault-db.ts';
import { vaultSupported, type VaultSession } from '../../local/vault.ts';
import { UnlockedVault } from './vault-files.tsx';
import { CreateVaultForm, DeleteVaultControl, UnlockForm } from './vault-forms.tsx';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../shared/messages/en.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT } from '../../i18n/use-t.ts';

const FEATURES: readonly MessageId[] = [
  'vault.feature.encrypted',
  'vault.feature.passphrase',
  'vault.feature.locks',
  'vault.feature.local',
  'vault.feature.delete',
];

/** The checklist's ids are what the device keeps (vault-db.ts); the words are messages. */
const CHECKLIST = [
  'ids',
  'birth-certificates',
  'social-security',
  'passports',
  'protection-orders',
  'police-reports',
  'medical-records',
  'injury-photos',
  'threatening-messages',
  'financial-records',
  'lease-mortgage',
  'insurance',
  'children-records',
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
  const t = useT();

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
    setView({ kind: 'locked', retryAt: null, notice: reason === 'idle' ? t('vault.lockedIdle') : t('vault.lockedManual') });
  }, [t]);
  const onDeleted = useCallback(() => {
    setView({ kind: 'none' });
    // The checklist lived in the vault's database, so it is gone too.
    setChecklistKey((k) => k + 1);
  }, []);

  return (
    <div className="grid gap-5">
      <section aria-labelledby="vault-title" className={cardClass}>
        <h2 id="vault-title" className="m-0 text-xl font-bold">
          {t('vault.title')}
        </h2>
        {!supported ? (
          <p className="mt-2 mb-0">{t('vault.unsupported')}</p>
        ) : (
          <div className="mt-3 grid gap-4">
            <VaultBody view={view} setView={setView} onLocked={onLocked} onDeleted={onDeleted} />
          </div>
        )}
      </section>

      <div className="grid items-start gap-5 md:grid-cols-2">
        <section aria-labelledby="vault-features" className={cardClass}>
          <h2 id="vault-features" className="m-0 text-lg font-bold">
            {t('vault.features.title')}
          </h2>
          <ul className="mt-3 mb-0 grid list-none gap-2 p-0">
            {FEATURES.map((f) => (
              <li key={f} className="flex gap-2">
                <CheckIcon className="mt-1 size-4 shrink-0 text-success" />
                <span>{t(f)}</span>
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
  const t = useT();
  const unlocked = (session: VaultSession) => setView({ kind: 'unlocked', session });
  const gone = (state: 'none' | 'damaged') => setView({ kind: state });

  switch (view.kind) {
    case 'loading':
      return <p className="m-0 text-ink-muted">{t('vault.checking')}</p>;
    case 'none':
      return (
        <>
          <p className="m-0">
            <FormattedMessage id="vault.intro" values={RICH_TAGS} />
          </p>
          <p className="m-0 rounded-md bg-brand-soft px-3 py-2">{t('vault.forgetWarning')}</p>
          <CreateVaultForm onCreated={unlocked} />
        </>
      );
    case 'damaged':
      return (
        <>
          <p role="alert" className="m-0 rounded-md bg-crisis-soft px-3 py-2 font-semibold text-crisis-ink">
            {t('vault.damaged')}
          </p>
          <DeleteVaultControl label={t('vault.deleteDamaged')} onDeleted={onDeleted} />
        </>
      );
    case 'locked':
      return (
        <>
          <div role="status">{view.notice && <p className="m-0 rounded-md bg-brand-soft px-3 py-2 font-semibold">{view.notice}</p>}</div>
          <p className="m-0">{t('vault.lockedIntro')}</p>
          <UnlockForm initialRetryAt={view.retryAt} onUnlocked={unlocked} onGone={gone} />
          <DeleteVaultControl label={t('vault.forgot')} onDeleted={onDeleted} />
        </>
      );
    case 'unlocked':
      return <UnlockedVault session={view.session} onLocked={onLocked} onDeleted={onDeleted} />;
  }
}

function DocumentsChecklist() {
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [failed, setFailed] = useState(false);
  const t = useT();
  useEffect(() => {
    let live = true;
    readChecklist().then(
      // A tick made while the device was still being read wins over what was read.
      (read) => live && setTicks((current) => ({ ...read, ...current })),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  function toggle(id: string, ticked: boolean) {
    setTicks((now) => ({ ...now, [id]: ticked }));
    setChecklistItem(id, ticked).catch(() => setFailed(true));
  }

  const done = CHECKLIST.filter((id) => ticks[id]).length;
  return (
    <section aria-labelledby="vault-checklist" className={cardClass}>
      <h2 id="vault-checklist" className="m-0 text-lg font-bold">
        {t('vault.checklist.title')}
      </h2>
      <p className="mt-2 mb-0 text-sm text-ink-muted">{t('vault.checklist.hint', { done, total: CHECKLIST.length })}</p>
      {failed && <p role="alert" className="mt-2 mb-0 text-sm text-crisis-ink">{t('vault.checklist.failed')}</p>}
      <ul className="mt-3 mb-0 grid list-none gap-1 p-0">
        {CHECKLIST.map((id) => (
          <li key={id}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-1 py-2 hover:bg-brand-soft">
              <input
                type="checkbox"
                checked={ticks[id] ?? false}
                onChange={(e) => toggle(id, e.target.checked)}
                className="mt-1 size-5 shrink-0 accent-brand"
              />
              <span>{t(`vault.doc.${id}`)}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
