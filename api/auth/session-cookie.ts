// The session cookie: HttpOnly, SameSite=Lax, Path=/, and on https the `__Host-` prefix with Secure (a plain
// http://localhost development server cannot set Secure cookies, so there it is called `session`).
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client.ts';
import { IDP_SESSION_COOKIE } from './idp-store.ts';
import { sessionEndReason, validateSessionToken, type Session, type SessionEndReason, type SessionUser } from './sessions.ts';

export const SECURE_COOKIE = '__Host-session';
export const PLAIN_COOKIE = 'session';

export interface AuthVariables {
  session?: Session;
  user?: SessionUser;
  /** The cookie's session was ended on purpose (everywhere, or the account deleted): said in the 401. */
  endReason?: SessionEndReason;
}

/** The body of a 401: the message, and why the session ended when it was ended on purpose. */
export function signedOutBody(c: Context<{ Variables: AuthVariables }>, message: string): { message: string; reason?: SessionEndReason } {
  const reason = c.get('endReason');
  return reason ? { message, reason } : { message };
}

/** https when the request came over https, or the site's public address is https (TLS ended by a proxy). */
export function isSecureContext(c: Context, publicOrigin?: string): boolean {
  return new URL(c.req.url).protocol === 'https:' || Boolean(publicOrigin?.startsWith('https:'));
}

/** On https only the `__Host-` cookie counts: a plain `session` cookie could have been planted by a sibling domain. */
export function readSessionToken(c: Context, publicOrigin?: string): string | undefined {
  return isSecureContext(c, publicOrigin) ? getCookie(c, SECURE_COOKIE) : getCookie(c, PLAIN_COOKIE);
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date, publicOrigin?: string): void {
  const secure = isSecureContext(c, publicOrigin);
  setCookie(c, secure ? SECURE_COOKIE : PLAIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
}

/** Clears both names, so a planted plain cookie does not linger either. */
export function clearSessionCookie(c: Context, publicOrigin?: string): void {
  const secure = isSecureContext(c, publicOrigin);
  if (secure) deleteCookie(c, SECURE_COOKIE, { path: '/', secure: true });
  if (getCookie(c, PLAIN_COOKIE) !== undefined || !secure) deleteCookie(c, PLAIN_COOKIE, { path: '/', secure });
}

/** The embedded provider's session id, when its cookie came with the request (it is Path=/ on this origin). */
export function readIdpSessionId(c: Context): string | undefined {
  const id = getCookie(c, IDP_SESSION_COOKIE);
  return id && /^[A-Za-z0-9_-]{1,200}$/.test(id) ? id : undefined;
}

/**
 * What every sign-out answer does in her browser: the session cookie and the embedded provider's cookies are
 * removed, and Clear-Site-Data removes this site's cookies and caches as well (not "storage": what she keeps on the
 * device is hers to remove). Never cached.
 */
export function signOutBrowser(c: Context, publicOrigin?: string): void {
  clearSessionCookie(c, publicOrigin);
  const secure = isSecureContext(c, publicOrigin);
  for (const name of [IDP_SESSION_COOKIE, `${IDP_SESSION_COOKIE}.sig`]) {
    if (getCookie(c, name) !== undefined) deleteCookie(c, name, { path: '/', secure });
  }
  c.header('Clear-Site-Data', '"cache", "cookies"');
  c.header('Cache-Control', 'no-store');
}

/** Puts the signed-in user (if any) on the context, and slides the cookie's expiry with the session's. */
export function sessionMiddleware(db: Db, publicOrigin?: string): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const token = readSessionToken(c, publicOrigin);
    if (token) {
      const found = await validateSessionToken(db, token);
      if (found) {
        c.set('session', found.session);
        c.set('user', found.user);
        setSessionCookie(c, token, found.session.expiresAt, publicOrigin);
      } else {
        const reason = await sessionEndReason(db, token);
        if (reason) c.set('endReason', reason);
        clearSessionCookie(c, publicOrigin);
      }
    }
    await next();
  };
}
