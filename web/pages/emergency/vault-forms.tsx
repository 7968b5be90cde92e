// Secure Documents tab: the passphrase forms (create, unlock with its wrong-try wait) and the delete-the-vault path.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { VAULT_PASSPHRASE_MIN_CHARS, isPassphraseLongEnough } from '../../../shared/vault-lockout.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import {
  createVault,
  destroyVault,
  NoVaultError,
  unlock,
  VaultDamagedError,
  VaultExistsError,
  VaultLockedOutError,
  WrongPassphraseError,
  type VaultSession,
} from '../../local/vault.ts';
import { LOCALE_TAGS } from '../../../shared/locale.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

export const inputClass =
  'block min-h-11 w-full max-w-md rounded-md border-2 border-line bg-surface px-3 py-2 text-base text-ink aria-[invalid=true]:border-crisis';
const errorClass = 'm-0 mt-1 max-w-md rounded-md bg-crisis-soft px-2 py-1 text-sm font-semibold text-crisis-ink';

export function formatClock(at: number, locale?: string): string {
  return new Date(at).toLocaleTimeString(locale ?? [], { hour: 'numeric', minute: '2-digit' });
}

/** Re-render every `ms` while `active`, for countdowns. */
function useTicker(active: boolean, ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [active, ms]);
  return now;
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 'off': a passphrase saved by the browser's password manager would open the vault for anyone using this device. */
  autoComplete: 'off';
  show: boolean;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
}

function PassphraseField({ label, value, onChange, autoComplete, show, hint, error, disabled }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="m-0 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        type={show ? 'text' : 'password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        readOnly={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

function ShowToggle({ show, onChange }: { show: boolean; onChange: (show: boolean) => void }) {
  const t = useT();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 justify-self-start text-sm">
      <input type="checkbox" checked={show} onChange={(e) => onChange(e.target.checked)} className="size-5 accent-brand" />
      {t('vault.showTyping')}
    </label>
  );
}

export function CreateVaultForm({ onCreated }: { onCreated: (session: VaultSession) => void }) {
  const [pass, setPass] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<{ pass?: string; confirm?: string; form?: string }>({});
  const [working, setWorking] = useState(false);
  const t = useT();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (working) return;
    const next: typeof errors = {};
    if (!isPassphraseLongEnough(pass)) next.pass = t('vault.tooShort', { min: VAULT_PASSPHRASE_MIN_CHARS });
    if (confirm !== pass) next.confirm = t('vault.mismatch');
    setErrors(next);
    if (next.pass || next.confirm) return;
    setWorking(true);
    try {
      onCreated(await createVault(pass));
    } catch (err) {
      setWorking(false);
      setErrors({
        form: err instanceof VaultExistsError ? t('vault.exists') : t('vault.createFailed'),
      });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="vault-create-title" className="grid gap-4">
      <h3 id="vault-create-title" className="m-0 text-lg font-bold">
        {t('vault.create.title')}
      </h3>
      <PassphraseField
        label={t('vault.passphrase')}
        value={pass}
        onChange={setPass}
        autoComplete="off"
        show={show}
        hint={t('vault.passphraseHint', { min: VAULT_PASSPHRASE_MIN_CHARS })}
        error={errors.pass}
        disabled={working}
      />
      <PassphraseField
        label={t('vault.passphraseAgain')}
        value={confirm}
        onChange={setConfirm}
        autoComplete="off"
        show={show}
        error={errors.confirm}
        disabled={working}
      />
      <ShowToggle show={show} onChange={setShow} />
      {errors.form && <p role="alert" className={errorClass}>{errors.form}</p>}
      <button type="submit" disabled={working} className={`${buttonStyles.primary} cursor-pointer justify-self-start disabled:cursor-wait`}>
        {working ? t('vault.working') : t('vault.create')}
      </button>
    </form>
  );
}

interface UnlockProps {
  /** When a wait from earlier wrong tries ends, if one is running as the form opens. */
  initialRetryAt: number | null;
  onUnlocked: (session: VaultSession) => void;
  onGone: (state: 'none' | 'damaged') => void;
}

export function UnlockForm({ initialRetryAt, onUnlocked, onGone }: UnlockProps) {
  const [pass, setPass] = useState('');
  const [show, setShow] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(initialRetryAt);
  const now = useTicker(retryAt !== null, 1000);
  const waiting = retryAt !== null && now < retryAt;
  const inputWrap = useRef<HTMLDivElement>(null);
  const t = useT();
  const locale = useLocale();

  // The wait is over: forget it so the button works again.
  useEffect(() => {
    if (retryAt === null) return;
    const timer = window.setTimeout(() => setRetryAt(null), Math.max(0, retryAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [retryAt]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (working || waiting) return;
    // An empty try would count as a wrong one.
    if (pass.length === 0) {
      setError(t('vault.typeFirst'));
      inputWrap.current?.querySelector('input')?.focus();
      return;
    }
    setWorking(true);
    setError(null);
    try {
      const session = await unlock(pass);
      setPass('');
      onUnlocked(session);
      return;
    } catch (err) {
      if (err instanceof WrongPassphraseError) {
        if (err.retryAt !== null) setRetryAt(err.retryAt);
        else setError(t('vault.wrong', { left: err.attemptsLeft }));
      } else if (err instanceof VaultLockedOutError) setRetryAt(err.retryAt);
      else if (err instanceof NoVaultError) onGone('none');
      else if (err instanceof VaultDamagedError) onGone('damaged');
      else setError(t('vault.openFailed'));
    }
    setPass('');
    setWorking(false);
    // Back to the field, which was read-only while checking, so the next try is one keystroke away.
    window.setTimeout(() => inputWrap.current?.querySelector('input')?.focus());
  }

  const secondsLeft = retryAt === null ? 0 : Math.max(0, Math.ceil((retryAt - now) / 1000));
  const shownError = waiting ? t('vault.tooMany', { time: formatClock(retryAt, LOCALE_TAGS[locale]) }) : error;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="vault-unlock-title" className="grid gap-4">
      <h3 id="vault-unlock-title" className="m-0 text-lg font-bold">
        {t('vault.unlock.title')}
      </h3>
      <div ref={inputWrap}>
        <PassphraseField label={t('vault.passphrase')} value={pass} onChange={setPass} autoComplete="off" show={show} error={shownError} disabled={working} />
      </div>
      {waiting && (
        <p className="m-0 text-sm text-ink-muted" aria-live="off">
          {t('vault.waitSeconds', { seconds: secondsLeft })}
        </p>
      )}
      <ShowToggle show={show} onChange={setShow} />
      <button
        type="submit"
        disabled={working || waiting}
        className={`${buttonStyles.primary} cursor-pointer justify-self-start disabled:cursor-not-allowed disabled:opacity-60`}
      >
        {working ? t('vault.working') : t('vault.unlock')}
      </button>
    </form>
  );
}

interface DeleteProps {
  /** The words on the first button. */
  label: string;
  onDeleted: () => void;
}

/** Deleting needs a second, explicit step: it cannot be undone. */
export function DeleteVaultControl({ label, onDeleted }: DeleteProps) {
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);

  async function erase() {
    setWorking(true);
    try {
      await destroyVault();
      onDeleted();
    } catch {
      setFailed(true);
      setWorking(false);
    }
  }

  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className={`${buttonStyles.ghost} cursor-pointer justify-self-start`}>
        {label}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby="vault-delete-q" className="grid gap-3 rounded-lg border-2 border-crisis bg-crisis-soft p-4">
      <p id="vault-delete-q" className="m-0 font-semibold text-crisis-ink">
        {t('vault.delete.question')}
      </p>
      {failed && <p role="alert" className="m-0 text-sm text-crisis-ink">{t('vault.delete.failed')}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={working} onClick={() => void erase()} className={`${buttonStyles.crisis} cursor-pointer`}>
          {working ? t('vault.working') : t('vault.delete.confirm')}
        </button>
        <button ref={keepRef} type="button" disabled={working} onClick={() => setAsking(false)} className={`${buttonStyles.secondary} cursor-pointer`}>
          {t('vault.delete.keep')}
        </button>
      </div>
    </div>
  );
}
