// A sign-out owed since "Erase from this device" ran without a connection: the browser keeps a one-value cookie, and
// the first request that reaches the app ends the sessions it carries, before anything else is read. (The 304 fast
// path and the embedded provider's pages answer before the app; the next page or API request still does it.)
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { SIGN_OUT_PENDING_COOKIE } from '../../shared/auth/session-rules.ts';
import type { Db } from '../db/client.ts';
import { endIdpSession } from './idp-store.ts';
import { readIdpSessionId, readSessionToken, signOutBrowser } from './session-cookie.ts';
import { invalidateSession, sessionIdOf } from './sessions.ts';

export function pendingSignOut(db: Db, publicOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (getCookie(c, SIGN_OUT_PENDING_COOKIE) === undefined) return next();
    const token = readSessionToken(c, publicOrigin);
    if (token) await invalidateSession(db, sessionIdOf(token));
    const idpSession = readIdpSessionId(c);
    if (idpSession) await endIdpSession(db, idpSession);
    // The session rows are gone, so what follows answers signed out; the browser forgets the cookies (and caches).
    signOutBrowser(c, publicOrigin);
    deleteCookie(c, SIGN_OUT_PENDING_COOKIE, { path: '/' });
    await next();
  };
}
