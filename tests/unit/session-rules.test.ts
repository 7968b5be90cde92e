// When the device may show an account's copy without a connection.
import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, sessionMayStillBeValid } from '../../shared/auth/session-rules.ts';

describe('sessionMayStillBeValid', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  it('is true only for the same account, confirmed within the idle limit', () => {
    expect(sessionMayStillBeValid({ userId: 'u1', at: now - 60_000 }, 'u1', now)).toBe(true);
    expect(sessionMayStillBeValid({ userId: 'u1', at: now - SESSION_IDLE_MS + 1 }, 'u1', now)).toBe(true);
    expect(sessionMayStillBeValid({ userId: 'u1', at: now - SESSION_IDLE_MS }, 'u1', now)).toBe(false);
    expect(sessionMayStillBeValid({ userId: 'u2', at: now }, 'u1', now)).toBe(false);
    expect(sessionMayStillBeValid(undefined, 'u1', now)).toBe(false);
  });
  it('ends at the end the server gave (the absolute limit can come before the idle one)', () => {
    expect(sessionMayStillBeValid({ userId: 'u1', at: now - 60_000, until: now + 60_000 }, 'u1', now)).toBe(true);
    expect(sessionMayStillBeValid({ userId: 'u1', at: now - 60_000, until: now }, 'u1', now)).toBe(false);
    // An end further than the idle limit from the confirmation is not believed.
    expect(sessionMayStillBeValid({ userId: 'u1', at: now - SESSION_IDLE_MS, until: now + 60_000 }, 'u1', now)).toBe(false);
  });
  it('does not trust a confirmation from the future (a clock set back)', () => {
    expect(sessionMayStillBeValid({ userId: 'u1', at: now + 60_000 }, 'u1', now)).toBe(false);
  });
});
