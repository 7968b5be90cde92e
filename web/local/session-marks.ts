// What this browser knows of her session without asking: when it last confirmed it (so an offline dashboard shows the
// account's copy only while the session can still be valid), and a sign-out still owed after an offline erase.
import { SIGN_OUT_PENDING_COOKIE, SIGN_OUT_PENDING_MAX_AGE_S, sessionMayStillBeValid } from '../../shared/auth/session-rules.ts';
import { db as defaultDb, type DeviceDb } from './db.ts';

const CONFIRMED_KEY = 'session-confirmed';

/** The server answered for this account's session just now (and, when it said, when the session ends). */
export async function recordSessionConfirmed(userId: string, until?: number, database: DeviceDb = defaultDb, now = Date.now()): Promise<void> {
  await database.syncMeta.put({ key: CONFIRMED_KEY, cursor: userId, syncedAt: now, ...(until ? { until } : {}) });
}

/** The server said the session has ended (401), or she signed out. */
export async function forgetSessionConfirmed(database: DeviceDb = defaultDb): Promise<void> {
  await database.syncMeta.delete(CONFIRMED_KEY);
}

/** Offline: may the copy of `owner`'s list be shown? Only within the idle limit of the last confirmation. */
export async function accountCopyViewable(owner: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<boolean> {
  const meta = await database.syncMeta.get(CONFIRMED_KEY);
  const confirmed = meta && typeof meta.cursor === 'string' ? { userId: meta.cursor, at: meta.syncedAt, ...(typeof meta.until === 'number' ? { until: meta.until } : {}) } : undefined;
  return sessionMayStillBeValid(confirmed, owner, now);
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** How long a sign-out may take before it counts as "no connection". */
const SIGN_OUT_TIMEOUT_MS = 5000;

/** POST /api/logout: ends the site's session (and the embedded provider's); true when the server confirmed it. */
export async function endSessionOnServer(doFetch: Fetch = (u, i) => fetch(u, i)): Promise<boolean> {
  try {
    const res = await doFetch('/api/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Leaves the one-value marker: the server ends the session at the first request that reaches it. */
export function markSignOutPending(doc: Document = document): void {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  // Lax like the session cookie: a link from another site that brings the session must bring the marker too.
  doc.cookie = `${SIGN_OUT_PENDING_COOKIE}=1; Path=/; Max-Age=${SIGN_OUT_PENDING_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export function signOutPending(doc: Document = document): boolean {
  return doc.cookie.split(/;\s*/).includes(`${SIGN_OUT_PENDING_COOKIE}=1`);
}

export function clearSignOutPending(doc: Document = document): void {
  doc.cookie = `${SIGN_OUT_PENDING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The owed sign-out, done now if there is a connection: true when no sign-out is owed any more. */
export async function settlePendingSignOut(doFetch?: Fetch, doc: Document = document): Promise<boolean> {
  if (!signOutPending(doc)) return true;
  if (!(await endSessionOnServer(doFetch))) return false;
  clearSignOutPending(doc);
  return true;
}
