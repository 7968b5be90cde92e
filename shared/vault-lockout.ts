// The documents vault's timing rules: how many wrong passphrases, how long it then waits, when it locks itself. Pure.
import { z } from 'zod';

/** Wrong passphrases allowed before the vault starts making the person wait. */
export const VAULT_MAX_ATTEMPTS = 5;
/** The first wait, after the VAULT_MAX_ATTEMPTS-th wrong passphrase; each further wrong one doubles it. */
export const VAULT_LOCKOUT_BASE_MS = 30_000;
/** The longest wait: long enough to stop guessing, short enough that a survivor is never kept out for long. */
export const VAULT_LOCKOUT_MAX_MS = 15 * 60_000;
/** An open vault locks itself after this long without use. */
export const VAULT_IDLE_LOCK_MS = 5 * 60_000;
/** The shortest passphrase accepted when the vault is created, counted in characters (code points). */
export const VAULT_PASSPHRASE_MIN_CHARS = 8;

/** What the vault remembers between attempts. `lockedUntil` is ms since the epoch, or null when it is not waiting. */
export const vaultLockoutSchema = z.object({
  failedAttempts: z.number().int().nonnegative(),
  lockedUntil: z.number().int().nonnegative().nullable(),
});
export type VaultLockout = z.infer<typeof vaultLockoutSchema>;

export const INITIAL_VAULT_LOCKOUT: VaultLockout = { failedAttempts: 0, lockedUntil: null };

export type AttemptCheck = { allowed: true } | { allowed: false; retryAt: number };

/**
 * How long to wait after `failedAttempts` wrong passphrases in a row: nothing before VAULT_MAX_ATTEMPTS, then
 * 30 s, 1 min, 2 min, ... up to 15 min. After the first wait only one attempt is allowed per wait, so guessing
 * stays slow instead of getting a fresh five tries every time.
 */
export function lockoutDelayMs(failedAttempts: number): number {
  if (failedAttempts < VAULT_MAX_ATTEMPTS) return 0;
  const doublings = failedAttempts - VAULT_MAX_ATTEMPTS;
  // Past ~5 doublings the cap applies anyway; stopping early keeps 2 ** n finite for absurd counts.
  if (doublings >= 10) return VAULT_LOCKOUT_MAX_MS;
  return Math.min(VAULT_LOCKOUT_BASE_MS * 2 ** doublings, VAULT_LOCKOUT_MAX_MS);
}

/** Whether a passphrase may be tried at `now`, and if not, from when. */
export function canAttempt(state: VaultLockout, now: number): AttemptCheck {
  const { lockedUntil } = state;
  if (lockedUntil === null || now >= lockedUntil) return { allowed: true };
  // A wait longer than the cap means the clock went backwards; treat it as over, since moving the clock
  // forwards would end it anyway, and a survivor must not be locked out of her own files for days.
  if (lockedUntil - now > VAULT_LOCKOUT_MAX_MS) return { allowed: true };
  return { allowed: false, retryAt: lockedUntil };
}

/** The state after a wrong passphrase at `now`. */
export function recordFailure(state: VaultLockout, now: number): VaultLockout {
  const failedAttempts = state.failedAttempts + 1;
  const delayMs = lockoutDelayMs(failedAttempts);
  return { failedAttempts, lockedUntil: delayMs > 0 ? now + delayMs : null };
}

/** The state after the right passphrase: the count starts again. */
export function recordSuccess(): VaultLockout {
  return { ...INITIAL_VAULT_LOCKOUT };
}

/** Wrong passphrases left before the vault makes the person wait (0 once it has started waiting). */
export function attemptsLeft(state: VaultLockout): number {
  return Math.max(0, VAULT_MAX_ATTEMPTS - state.failedAttempts);
}

/** When an open vault last used at `lastActivityAt` locks itself. */
export function idleLockAt(lastActivityAt: number): number {
  return lastActivityAt + VAULT_IDLE_LOCK_MS;
}

/** Whether an open vault last used at `lastActivityAt` should be locked at `now`. */
export function isIdleLocked(lastActivityAt: number, now: number): boolean {
  return now >= idleLockAt(lastActivityAt);
}

/** Whether a new passphrase is long enough (characters, not UTF-16 units, so emoji count once). */
export function isPassphraseLongEnough(passphrase: string): boolean {
  return [...passphrase].length >= VAULT_PASSPHRASE_MIN_CHARS;
}
