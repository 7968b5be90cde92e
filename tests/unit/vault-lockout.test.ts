// The vault's lockout and idle-lock timing: five tries, then 30 s doubling to 15 min; locked after 5 idle minutes.
import { describe, expect, it } from 'vitest';
import {
  attemptsLeft,
  canAttempt,
  idleLockAt,
  INITIAL_VAULT_LOCKOUT,
  isIdleLocked,
  isPassphraseLongEnough,
  lockoutDelayMs,
  recordFailure,
  recordSuccess,
  VAULT_IDLE_LOCK_MS,
  VAULT_LOCKOUT_BASE_MS,
  VAULT_LOCKOUT_MAX_MS,
  VAULT_MAX_ATTEMPTS,
  vaultLockoutSchema,
  type VaultLockout,
} from '../../shared/vault-lockout.ts';

const T0 = 1_700_000_000_000;

function failTimes(n: number, at = T0, from: VaultLockout = INITIAL_VAULT_LOCKOUT): VaultLockout {
  let state = from;
  for (let i = 0; i < n; i++) state = recordFailure(state, at);
  return state;
}

describe('vault lockout', () => {
  it('uses the numbers the issue asks for', () => {
    expect(VAULT_MAX_ATTEMPTS).toBe(5);
    expect(VAULT_LOCKOUT_BASE_MS).toBe(30_000);
    expect(VAULT_LOCKOUT_MAX_MS).toBe(15 * 60_000);
    expect(VAULT_IDLE_LOCK_MS).toBe(5 * 60_000);
  });

  it('lets the first four wrong passphrases through without a wait, counting down', () => {
    let state = INITIAL_VAULT_LOCKOUT;
    expect(attemptsLeft(state)).toBe(5);
    for (let i = 1; i <= 4; i++) {
      state = recordFailure(state, T0);
      expect(state.lockedUntil).toBeNull();
      expect(canAttempt(state, T0)).toEqual({ allowed: true });
      expect(attemptsLeft(state)).toBe(5 - i);
    }
  });

  it('waits 30 s after the fifth wrong passphrase, and allows again exactly then', () => {
    const state = failTimes(5);
    expect(attemptsLeft(state)).toBe(0);
    expect(state.lockedUntil).toBe(T0 + 30_000);
    expect(canAttempt(state, T0)).toEqual({ allowed: false, retryAt: T0 + 30_000 });
    expect(canAttempt(state, T0 + 29_999)).toEqual({ allowed: false, retryAt: T0 + 30_000 });
    expect(canAttempt(state, T0 + 30_000)).toEqual({ allowed: true });
  });

  it('doubles the wait with each further wrong passphrase, up to 15 minutes', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 12].map(lockoutDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000,
    ]);
    expect(lockoutDelayMs(4)).toBe(0);
    expect(lockoutDelayMs(10_000)).toBe(VAULT_LOCKOUT_MAX_MS);
  });

  it('gives one try per wait once waiting has started', () => {
    const afterFirstWait = T0 + 30_000;
    const state = recordFailure(failTimes(5), afterFirstWait);
    expect(canAttempt(state, afterFirstWait + 1)).toEqual({ allowed: false, retryAt: afterFirstWait + 60_000 });
  });

  it('starts again from nothing after the right passphrase', () => {
    const state = recordSuccess();
    expect(state).toEqual(INITIAL_VAULT_LOCKOUT);
    expect(attemptsLeft(state)).toBe(5);
    expect(recordFailure(state, T0).lockedUntil).toBeNull();
  });

  it('treats a wait longer than the cap as a clock that went backwards, and allows', () => {
    const state = failTimes(5, T0);
    expect(canAttempt(state, T0 - 60 * 60_000)).toEqual({ allowed: true });
  });

  it('reads back stored states and rejects damaged ones', () => {
    expect(vaultLockoutSchema.safeParse(failTimes(6)).success).toBe(true);
    expect(vaultLockoutSchema.safeParse({ failedAttempts: -1, lockedUntil: null }).success).toBe(false);
    expect(vaultLockoutSchema.safeParse({ failedAttempts: 'x' }).success).toBe(false);
  });
});

describe('vault idle lock', () => {
  it('locks five minutes after the last activity, not before', () => {
    expect(idleLockAt(T0)).toBe(T0 + 300_000);
    expect(isIdleLocked(T0, T0 + 299_999)).toBe(false);
    expect(isIdleLocked(T0, T0 + 300_000)).toBe(true);
  });
});

describe('vault passphrase length', () => {
  it('needs eight characters, counting an emoji once', () => {
    expect(isPassphraseLongEnough('1234567')).toBe(false);
    expect(isPassphraseLongEnough('12345678')).toBe(true);
    // Seven characters, but eight UTF-16 code units.
    expect(isPassphraseLongEnough('123456🔒')).toBe(false);
  });
});
