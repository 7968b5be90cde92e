// Secure Documents tab, unlocked: the list of documents (open, download, delete), adding files, locking by hand and when idle.
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { buttonStyles } from '../../components/button-styles.ts';
import { VaultSessionLockedError, type VaultFileInfo, type VaultSession } from '../../local/vault.ts';
import { DeleteVaultControl } from './vault-forms.tsx';
import { FormattedMessage } from 'react-intl';
import { LOCALE_TAGS } from '../../../shared/locale.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useLocale, useT, type Translate } from '../../i18n/use-t.ts';

/** Types the browser shows itself without running anything: no HTML or SVG, whose scripts would run on this site. */
const OPENABLE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']);
/** How long an object URL stays valid: long enough for the new tab or the download to read it. */
const OBJECT_URL_TTL_MS = 60_000;

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) {
    const kb = bytes / 1024;
    return `${kb < 10 ? Math.max(0.1, Math.round(kb * 10) / 10) : Math.round(kb)} KB`;
  }
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb)} MB`;
}

function describeType(t: Translate, file: VaultFileInfo): string {
  if (file.type === 'application/pdf') return 'PDF';
  if (file.type.startsWith('image/')) return t('vault.kind.image');
  if (file.type.startsWith('text/')) return t('vault.kind.text');
  if (file.type.startsWith('video/')) return t('vault.kind.video');
  if (file.type.startsWith('audio/')) return t('vault.kind.audio');
  const ext = /\.([a-z0-9]{1,6})$/i.exec(file.name)?.[1];
  return ext ? t('vault.kind.ext', { ext: ext.toUpperCase() }) : t('vault.kind.file');
}

function isQuotaError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const inner: unknown = 'inner' in err ? err.inner : null;
  return err.name === 'QuotaExceededError' || (inner instanceof Error && inner.name === 'QuotaExceededError');
}

interface Props {
  session: VaultSession;
  onLocked: (reason: 'manual' | 'idle') => void;
  onDeleted: () => void;
}

export function UnlockedVault({ session, onLocked, onDeleted }: Props) {
  const [files, setFiles] = useState<VaultFileInfo[] | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const urls = useRef(new Set<string>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const locale = useLocale();

  const lockedByIdle = useCallback(() => {
    session.lock();
    onLocked('idle');
  }, [session, onLocked]);

  /** Runs a vault operation; a session that locked itself meanwhile goes back to the locked view. */
  const guarded = useCallback(
    async (run: () => Promise<void>, failure: (err: unknown) => string) => {
      setError('');
      try {
        await run();
      } catch (err) {
        if (err instanceof VaultSessionLockedError) lockedByIdle();
        else setError(failure(err));
      }
    },
    [lockedByIdle],
  );

  const refresh = useCallback(() => guarded(async () => setFiles(await session.listFiles()), () => t('vault.files.listFailed')), [guarded, session, t]);

  useEffect(() => {
    void refresh();
    headingRef.current?.focus();
  }, [refresh]);

  // Idle lock: wake when the session would lock; activity may have pushed that later, so check and wait again.
  useEffect(() => {
    let timer = 0;
    const check = () => {
      if (session.isLocked()) return lockedByIdle();
      timer = window.setTimeout(check, Math.max(1000, session.idleLockAt() - Date.now()));
    };
    check();
    // Timers sleep in background tabs; look again as soon as the page is seen.
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [session, lockedByIdle]);

  // Decrypted bytes live only in object URLs, which are all revoked when the view closes.
  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);

  const touch = () => {
    try {
      session.touch();
    } catch {
      lockedByIdle();
    }
  };

  function objectUrl(bytes: Uint8Array<ArrayBuffer>, type: string): string {
    const url = URL.createObjectURL(new Blob([bytes], { type }));
    urls.current.add(url);
    window.setTimeout(() => {
      URL.revokeObjectURL(url);
      urls.current.delete(url);
    }, OBJECT_URL_TTL_MS);
    return url;
  }

  const open = (file: VaultFileInfo) =>
    guarded(async () => {
      const url = objectUrl(await session.readFile(file.id), file.type);
      window.open(url, '_blank', 'noopener');
    }, () => t('vault.files.openFailed', { name: file.name }));

  const download = (file: VaultFileInfo) =>
    guarded(async () => {
      const a = document.createElement('a');
      a.href = objectUrl(await session.readFile(file.id), file.type || 'application/octet-stream');
      a.download = file.name;
      a.hidden = true;
      document.body.append(a);
      a.click();
      a.remove();
    }, () => t('vault.files.downloadFailed', { name: file.name }));

  const remove = (file: VaultFileInfo) =>
    guarded(async () => {
      await session.deleteFile(file.id);
      setConfirming(null);
      setStatus(t('vault.files.deleted', { name: file.name }));
      await refresh();
      headingRef.current?.focus();
    }, () => t('vault.files.deleteFailed', { name: file.name }));

  async function add(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const picked = [...(input.files ?? [])];
    if (picked.length === 0) return;
    setBusy(true);
    setStatus('');
    let added = 0;
    await guarded(
      async () => {
        for (const file of picked) {
          await session.addFile({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
          added += 1;
        }
      },
      (err) =>
        isQuotaError(err)
          ? t('vault.files.full')
          : t('vault.files.addFailed'),
    );
    input.value = '';
    setBusy(false);
    if (added > 0) setStatus(t('vault.files.added', { count: added, name: picked[0]?.name ?? t('vault.files.theFile') }));
    await refresh();
  }

  return (
    <div className="grid gap-5" onPointerDownCapture={touch} onKeyDownCapture={touch} onWheelCapture={touch} onTouchStartCapture={touch}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 ref={headingRef} tabIndex={-1} data-focus-target className="m-0 text-lg font-bold">
          {t('vault.files.title')}
        </h3>
        <button type="button" onClick={() => { session.lock(); onLocked('manual'); }} className={`${buttonStyles.secondary} cursor-pointer`}>
          {t('vault.files.lock')}
        </button>
      </div>
      <p className="m-0 text-sm text-ink-muted">{t('vault.files.autoLock')}</p>

      <div className="grid gap-2">
        <label htmlFor="vault-add" className="font-semibold">
          {t('vault.files.add')}
        </label>
        <p id="vault-add-hint" className="m-0 text-sm text-ink-muted">
          {t('vault.files.addHint')}
        </p>
        <input
          id="vault-add"
          type="file"
          multiple
          disabled={busy}
          onChange={(e) => void add(e)}
          aria-describedby="vault-add-hint"
          className="block w-full max-w-md cursor-pointer rounded-md border-2 border-line bg-surface p-2 text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand file:px-4 file:font-semibold file:text-on-brand"
        />
        {busy && <p className="m-0 text-sm text-ink-muted">{t('vault.files.encrypting')}</p>}
      </div>

      <div role="status">
        {status && <p className="m-0 rounded-md bg-success-soft px-3 py-2 font-semibold text-success">{status}</p>}
      </div>
      {error && (
        <p role="alert" className="m-0 rounded-md bg-crisis-soft px-3 py-2 font-semibold text-crisis-ink">
          {error}
        </p>
      )}

      {files === null ? (
        <p className="m-0 text-ink-muted">{t('vault.files.opening')}</p>
      ) : files.length === 0 ? (
        <p className="m-0 text-ink-muted">{t('vault.files.none')}</p>
      ) : (
        <ul className="m-0 grid list-none gap-3 p-0" aria-label={t('vault.files.list')}>
          {files.map((file) => (
            <li key={file.id} className="rounded-lg border border-line bg-surface-2 p-4">
              <p className="m-0 font-semibold break-all">{file.name}</p>
              <p className="m-0 text-sm text-ink-muted">
                {t('vault.files.details', {
                  kind: describeType(t, file),
                  size: formatSize(file.size),
                  added: new Date(file.createdAt).toLocaleString(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
              {confirming === file.id ? (
                <div role="group" aria-label={t('vault.files.deleteQuestion', { name: file.name })} className="mt-3 grid gap-2 rounded-md border-2 border-crisis bg-crisis-soft p-3">
                  <p className="m-0 text-sm font-semibold text-crisis-ink">{t('vault.files.deleteConfirm', { name: file.name })}</p>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" onClick={() => void remove(file)} className={`${buttonStyles.crisis} cursor-pointer`}>
                      <FormattedMessage id="vault.files.yesDelete" values={{ ...RICH_TAGS, name: file.name }} />
                    </button>
                    <button type="button" autoFocus onClick={() => setConfirming(null)} className={`${buttonStyles.secondary} cursor-pointer`}>
                      {t('vault.files.keep')}
                    </button>
                  </div>
                </div>
              ) : (
                <div className="mt-3 flex flex-wrap gap-2">
                  {OPENABLE_TYPES.has(file.type) && (
                    <button type="button" onClick={() => void open(file)} className={`${buttonStyles.secondary} cursor-pointer`}>
                      <FormattedMessage id="vault.files.open" values={{ ...RICH_TAGS, name: file.name }} />
                    </button>
                  )}
                  <button type="button" onClick={() => void download(file)} className={`${buttonStyles.secondary} cursor-pointer`}>
                    <FormattedMessage id="vault.files.download" values={{ ...RICH_TAGS, name: file.name }} />
                  </button>
                  <button type="button" onClick={() => setConfirming(file.id)} className={`${buttonStyles.ghost} cursor-pointer`}>
                    <FormattedMessage id="vault.files.delete" values={{ ...RICH_TAGS, name: file.name }} />
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <DeleteVaultControl label={t('vault.delete.whole')} onDeleted={onDeleted} />
    </div>
  );
}
