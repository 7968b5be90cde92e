// How long a session lives, and the marker of a sign-out still owed: read by the server and by the device.

/** A session ends after this long without use (each use slides the window). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
/** ...and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;

/**
 * A cookie holding only "1", set by "Erase from this device" when there was no connection to sign out: the first
 * request that reaches the server afterwards ends the session and clears it. It carries nothing of hers.
 */
export const SIGN_OUT_PENDING_COOKIE = 'signout-pending';
export const SIGN_OUT_PENDING_MAX_AGE_S = SESSION_ABSOLUTE_MS / 1000;

/**
 * Whether the device may show the copy of an account's list without a connection: only when this browser
 * confirmed that account's session within the idle limit (after that the session has ended for sure).
 */
export function sessionMayStillBeValid(confirmed: { userId: string; at: number } | undefined, owner: string, now: number): boolean {
  if (!confirmed || confirmed.userId !== owner) return false;
  const age = now - confirmed.at;
  return age >= 0 && age < SESSION_IDLE_MS;
}
