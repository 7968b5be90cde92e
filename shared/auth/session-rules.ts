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
 * Whether the device may show the copy of an account's list without a connection: only while the session this
 * browser last confirmed can still be valid: until the end the server gave (`until`: the earlier of the idle and
 * absolute limits), or without one, within the idle limit. A clock set back before the confirmation says no.
 */
export function sessionMayStillBeValid(confirmed: { userId: string; at: number; until?: number } | undefined, owner: string, now: number): boolean {
  if (!confirmed || confirmed.userId !== owner || now < confirmed.at) return false;
  const end = confirmed.until ?? confirmed.at + SESSION_IDLE_MS;
  return now < Math.min(end, confirmed.at + SESSION_IDLE_MS);
}
