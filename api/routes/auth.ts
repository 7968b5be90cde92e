// Sign-in and the session: GET /api/login (until an OpenID Connect provider is configured it says so plainly),
// GET /api/auth/user (401 signed out), POST /api/logout (ends the session everywhere it is stored).
import { Hono } from 'hono';
import { clearSessionCookie, sessionMiddleware, type AuthVariables } from '../auth/session-cookie.ts';
import { invalidateSession } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { plainPage } from '../http/html.ts';

export function authRouter(db: Db, publicOrigin?: string) {
  return new Hono<{ Variables: AuthVariables }>()
    // Only the routes that need her session read it (each read is a database query).
    .use('/auth/*', sessionMiddleware(db, publicOrigin))
    .use('/logout', sessionMiddleware(db, publicOrigin))
    .get('/login', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.html(
        plainPage(
          'Sign-in is not available yet',
          `<p>Signing in is not set up on this site yet. Everything else works without an account: the directory, the safety tools and the hotlines.</p>
<p><a href="/">Back to the home page</a></p>`,
        ),
        503,
      );
    })
    .get('/auth/user', (c) => {
      c.header('Cache-Control', 'no-store');
      const user = c.get('user');
      if (!user) return c.json({ message: 'You are not signed in.' }, 401);
      return c.json({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
      });
    })
    .post('/logout', (c) => {
      const session = c.get('session');
      if (session) invalidateSession(db, session.id);
      clearSessionCookie(c, publicOrigin);
      // Cookies and caches of this site go; the device's own lists (storage) stay unless she chooses to remove them.
      c.header('Clear-Site-Data', '"cache", "cookies"');
      c.header('Cache-Control', 'no-store');
      return c.json({ message: 'You are signed out.' });
    });
}
