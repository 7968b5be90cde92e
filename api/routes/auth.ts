// Sign-in entry point. Until an OpenID Connect provider is configured, it says so plainly instead of failing.
import { Hono } from 'hono';
import { plainPage } from '../http/html.ts';

export function authRouter() {
  return new Hono().get('/login', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      plainPage(
        'Sign-in is not available yet',
        `<p>Signing in is not set up on this site yet. Everything else works without an account: the directory, the safety tools and the hotlines.</p>
<p><a href="/">Back to the home page</a></p>`,
      ),
      503,
    );
  });
}
