// Secure Documents tab, unlocked: the list of documents (open, download, delete), adding files, locking by hand and when idle.
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { buttonStyles } from '../../components/button-styles.ts';
import { VaultSessionLockedError, type VaultFileInfo, type VaultSession } from '../../local/vault.ts';
import { DeleteVaultControl } from './vault-forms.tsx';

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

function describeType(file: VaultFileInfo): string {
  if (file.type === 'application/pdf') return 'PDF';
  if (file.type.startsWith('image/')) return 'Image';
  if (file.type.startsWith('text/')) return 'Text';
  if (file.type.startsWith('video/')) return 'Video';
  if (file.type.startsWith('audio/')) return 'Audio';
  const ext = /\.([a-z0-9]{1,6})$/i.exec(file.name)?.[1];
  return ext ? `${ext.toUpperCase()} file` : 'File';
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

  const refresh = useCallback(() => guarded(async () => setFiles(await session.listFiles()), () => 'The documents could not be listed.'), [guarded, session]);

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
    }, () => `${file.name} could not be opened.`);

  const download = (file: VaultFileInfo) =>
    guarded(async () => {
      const a = document.createElement('a');
      a.href = objectUrl(await session.readFile(file.id), file.type || 'application/octet-stream');
      a.download = file.name;
      a.hidden = true;
      document.body.append(a);
      a.click();
      a.remove();
    }, () => `${file.name} could not be downloaded.`);

  const remove = (file: VaultFileInfo) =>
    guarded(async () => {
      await session.deleteFile(file.id);
      setConfirming(null);
      setStatus(`${file.name} was deleted.`);
      await refresh();
      headingRef.current?.focus();
    }, () => `${file.name} could not be deleted.`);

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
          ? "This device's storage is full, so the file could not be added. Free some space (or remove documents you no longer need) and try again."
          : 'The file could not be added to the vault.',
    );
    input.value = '';
    setBusy(false);
    if (added > 0) setStatus(added === 1 ? `${picked[0]?.name ?? 'The file'} was added.` : `${added} files were added.`);
    await refresh();
  }

  return (
    <div className="grid gap-5" onPointerDownCapture={touch} onKeyDownCapture={touch} onWheelCapture={touch} onTouchStartCapture={touch}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 ref={headingRef} tabIndex={-1} data-focus-target className="m-0 text-lg font-bold">
          Your documents
        </h3>
        <button type="button" onClick={() => { session.lock(); onLocked('manual'); }} className={`${buttonStyles.secondary} cursor-pointer`}>
          Lock now
        </button>
      </div>
      <p className="m-0 text-sm text-ink-muted">The vault locks itself after 5 minutes without use.</p>

      <div className="grid gap-2">
        <label htmlFor="vault-add" className="font-semibold">
          Add files
        </label>
        <p id="vault-add-hint" className="m-0 text-sm text-ink-muted">
          Any kind of file: photos, PDFs, screenshots. They are encrypted before they are stored, and stay on this device.
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
        {busy && <p className="m-0 text-sm text-ink-muted">Encrypting…</p>}
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
        <p className="m-0 text-ink-muted">Opening…</p>
      ) : files.length === 0 ? (
        <p className="m-0 text-ink-muted">No documents yet. Add the first with the button above.</p>
      ) : (
        <ul className="m-0 grid list-none gap-3 p-0" aria-label="Documents in the vault">
          {files.map((file) => (
            <li key={file.id} className="rounded-lg border border-line bg-surface-2 p-4">
              <p className="m-0 font-semibold break-all">{file.name}</p>
              <p className="m-0 text-sm text-ink-muted">
                {describeType(file)} · {formatSize(file.size)} · added{' '}
                {new Date(file.createdAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}
              </p>
              {confirming === file.id ? (
                <div role="group" aria-label={`Delete ${file.name}?`} className="mt-3 grid gap-2 rounded-md border-2 border-crisis bg-crisis-soft p-3">
                  <p className="m-0 text-sm font-semibold text-crisis-ink">Delete {file.name} from the vault for good?</p>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" onClick={() => void remove(file)} className={`${buttonStyles.crisis} cursor-pointer`}>
                      Yes, delete <span className="sr-only">{file.name}</span>
                    </button>
                    <button type="button" autoFocus onClick={() => setConfirming(null)} className={`${buttonStyles.secondary} cursor-pointer`}>
                      Keep it
                    </button>
                  </div>
                </div>
              ) : (
                <div className="mt-3 flex flex-wrap gap-2">
                  {OPENABLE_TYPES.has(file.type) && (
                    <button type="button" onClick={() => void open(file)} className={`${buttonStyles.secondary} cursor-pointer`}>
                      Open <span className="sr-only">{file.name} in a new tab</span>
                    </button>
                  )}
                  <button type="button" onClick={() => void download(file)} className={`${buttonStyles.secondary} cursor-pointer`}>
                    Download <span className="sr-only">{file.name}</span>
                  </button>
                  <button type="button" onClick={() => setConfirming(file.id)} className={`${buttonStyles.ghost} cursor-pointer`}>
                    Delete <span className="sr-only">{file.name}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <DeleteVaultControl label="Delete the whole vault" onDeleted={onDeleted} />
    </div>
  );
}
