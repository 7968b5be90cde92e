// Sign-in and the session: GET /api/login starts an OpenID Connect sign-in (without a configured provider it says so
// plainly), GET /api/callback finishes it, GET /api/auth/user answers 401 signed out, POST /api/logout ends the session,
// POST /api/logout/everywhere ends every session of her account.
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { MessageId } from '../../shared/messages/en.ts';
import { sessionUserSchema } from '../../shared/schemas/account.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import { EMBEDDED_USER_ISSUER } from '../auth/embedded-issuer.ts';
import { endIdpAccountSessions, endIdpSession } from '../auth/idp-store.ts';
import { LOGIN_COOKIE, LOGIN_TTL_MS, SignInBusyError, SignInError, type OidcSignIn } from '../auth/oidc.ts';
import { isSecureContext, readIdpSessionId, readSessionToken, sessionMiddleware, setSessionCookie, signedOutBody, signOutBrowser, type AuthVariables } from '../auth/session-cookie.ts';
import { createSession, endUserSessions, generateSessionToken, invalidateSession, sessionIdOf } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { escapeHtml, homeLink, htmlText, plainPage } from '../http/html.ts';
import { requestLocale, say } from '../http/locale.ts';
import { htmlPage, jsonResponse, parametersOf, problem, SESSION_SECURITY } from '../http/openapi.ts';
import { clientKey } from '../http/rate-limit.ts';
import { transaction } from '../db/transaction.ts';

/** How long a refused sign-in start is asked to wait when the server holds its most sign-ins. */
const SIGN_IN_BUSY_RETRY_S = 60;

const tags = ['Sign-in'];
const docs = {
  login: describeRoute({
    tags,
    summary: 'Start an OpenID Connect sign-in: a redirect to the provider',
    parameters: parametersOf(z.object({ returnTo: z.string().describe('A path of this site to come back to.').optional() })),
    responses: { 302: { description: 'To the sign-in provider' }, 429: problem('Too many sign-ins started from this client'), 503: htmlPage('Sign-in is not set up, busy or unreachable') },
  }),
  callback: describeRoute({
    tags,
    summary: 'Finish the sign-in: the provider sends her back here',
    responses: { 302: { description: 'Signed in: back to where she started, with the session cookie' }, 400: htmlPage('Sign-in did not work'), 404: problem('Sign-in is not set up') },
  }),
  user: describeRoute({ tags, summary: 'Who is signed in', security: SESSION_SECURITY, responses: { 200: jsonResponse('The signed-in user', sessionUserSchema), 401: problem('Not signed in (with the reason a session ended)') } }),
  logout: describeRoute({ tags, summary: 'Sign out this browser', responses: { 200: jsonResponse('Signed out') } }),
  everywhere: describeRoute({ tags, summary: 'Sign out every device of her account', security: SESSION_SECURITY, responses: { 200: jsonResponse('Signed out everywhere'), 401: problem('Not signed in') } }),
};

/** `message` is the identity provider's own explanation when it gave one (English), else ours in her language. */
function signInFailed(c: Context, message: string | undefined) {
  c.header('Cache-Control', 'no-store');
  const locale = requestLocale(c);
  const text = message === undefined ? htmlText(locale, 'api.page.signInFailed.body') : escapeHtml(message);
  return c.html(
    plainPage(serverMessage(locale, 'api.page.signInFailed.title'), `<p>${text}</p><p><a href="/api/login">${htmlText(locale, 'api.page.tryAgain')}</a> · ${homeLink(locale)}</p>`, { locale }),
    400,
  );
}

/** One of the sign-in's short pages, in her language. */
function signInPage(c: Context, title: MessageId, body: MessageId, home: 'api.page.home' | 'api.page.backHome' = 'api.page.home'): string {
  const locale = requestLocale(c);
  return plainPage(serverMessage(locale, title), `<p>${htmlText(locale, body)}</p>\n<p>${homeLink(locale, home)}</p>`, { locale });
}

export function authRouter(db: Db, publicOrigin: string | undefined, signIn: () => OidcSignIn | undefined, opts: { trustProxy?: boolean } = {}) {
  return new Hono<{ Variables: AuthVariables }>()
    // Only the routes that need her session read it (each read is a database query).
    .use('/auth/*', sessionMiddleware(db, publicOrigin))
    // '/logout/*' covers /logout itself as well as /logout/everywhere.
    .use('/logout/*', sessionMiddleware(db, publicOrigin))
    .get('/login', docs.login, async (c) => {
      c.header('Cache-Control', 'no-store');
      const oidc = signIn();
      if (!oidc) {
        return c.html(signInPage(c, 'api.page.signInNotSetUp.title', 'api.page.signInNotSetUp.body', 'api.page.backHome'), 503);
      }
      try {
        // Held per client address (as the rate limits count it): one client can only ever push out its own.
        const { url, loginId } = await oidc.start(db, c.req.query('returnTo'), clientKey(c, Boolean(opts.trustProxy)));
        const secure = isSecureContext(c, publicOrigin);
        // On https a `__Host-` cookie: it cannot be planted from a sibling domain (the prefix requires Path=/).
        setCookie(c, secure ? `__Host-${LOGIN_COOKIE}` : LOGIN_COOKIE, loginId, {
          httpOnly: true,
          sameSite: 'Lax',
          path: secure ? '/' : '/api/callback',
          secure,
          maxAge: LOGIN_TTL_MS / 1000,
        });
        return c.redirect(url.href, 302);
      } catch (err) {
        if (err instanceof SignInBusyError) {
          c.header('Retry-After', String(SIGN_IN_BUSY_RETRY_S));
          return c.html(signInPage(c, 'api.page.signInBusy.title', 'api.page.signInBusy.body'), 503);
        }
        return c.html(signInPage(c, 'api.page.signInDown.title', 'api.page.signInDown.body'), 503);
      }
    })
    .get('/callback', docs.callback, async (c) => {
      const oidc = signIn();
      if (!oidc) return c.json({ message: say(c, 'api.auth.notSetUp') }, 404);
      const secure = isSecureContext(c, publicOrigin);
      const name = secure ? `__Host-${LOGIN_COOKIE}` : LOGIN_COOKIE;
      const loginId = getCookie(c, name);
      deleteCookie(c, name, { path: secure ? '/' : '/api/callback', secure });
      // The address the provider sent her to, as the provider saw it (behind a proxy: on the public origin).
      const seen = new URL(c.req.url);
      const callbackUrl = publicOrigin ? new URL(seen.pathname + seen.search, publicOrigin) : seen;
      try {
        const { userId, returnTo } = await oidc.finish(db, loginId, callbackUrl);
        // A new session at sign-in; the one this browser had before (if any) ends.
        const previous = readSessionToken(c, publicOrigin);
        if (previous) await invalidateSession(db, sessionIdOf(previous));
        const token = generateSessionToken();
        const session = await createSession(db, token, userId);
        setSessionCookie(c, token, session.expiresAt, publicOrigin);
        c.header('Cache-Control', 'no-store');
        return c.redirect(returnTo, 302);
      } catch (err) {
        return signInFailed(c, err instanceof SignInError ? err.message : undefined);
      }
    })
    .get('/auth/user', docs.user, (c) => {
      c.header('Cache-Control', 'no-store');
      const user = c.get('user');
      if (!user) return c.json(signedOutBody(c, say(c, 'api.auth.notSignedIn')), 401);
      const session = c.get('session');
      return c.json({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        // When this session ends unless used again (the earlier of the idle and absolute limits): the device shows
        // the account's copy offline only until then.
        ...(session ? { sessionExpiresAt: session.expiresAt.toISOString() } : {}),
      });
    })
    .post('/logout', docs.logout, async (c) => {
      const session = c.get('session');
      if (session) await invalidateSession(db, session.id);
      // The embedded provider's own session in this browser ends too, so the next person on this phone cannot pick
      // it up. Its cookie is Path=/ on this origin, so it comes with this request; an outside provider's never does
      // (its own sign-out is its business; the site asks it for a fresh sign-in every time, prompt=login).
      const idpSession = readIdpSessionId(c);
      if (idpSession) await endIdpSession(db, idpSession);
      signOutBrowser(c, publicOrigin);
      return c.json({ message: say(c, 'api.auth.signedOut') });
    })
    .post('/logout/everywhere', docs.everywhere, async (c) => {
      const user = c.get('user');
      if (!user) {
        c.header('Cache-Control', 'no-store');
        return c.json({ message: say(c, 'api.auth.notSignedIn') }, 401);
      }
      await transaction(db, async (tx) => {
        await endUserSessions(tx, user.id, 'signed-out-everywhere');
        if (user.issuer === EMBEDDED_USER_ISSUER && user.subject) await endIdpAccountSessions(tx, user.subject);
      });
      signOutBrowser(c, publicOrigin);
      return c.json({ message: say(c, 'api.auth.signedOutEverywhere') });
    });
}
