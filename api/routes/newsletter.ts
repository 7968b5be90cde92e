// The newsletter: subscribe (again: the interests are updated), and the one-click unsubscribe link of every email.
import { Hono } from 'hono';
import { SUBSCRIBE_SUCCESS_MESSAGE, subscriptionSchema } from '../../shared/schemas/newsletter.ts';
import type { Db } from '../db/client.ts';
import { subscribe, unsubscribe } from '../db/newsletter-repo.ts';
import { escapeHtml, plainPage } from '../http/html.ts';
import { idempotentJsonWrite, invalid } from '../http/idempotent-write.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function newsletterRouter(db: Db, publicOrigin: string | undefined, afterWrite: () => void) {
  return new Hono()
    .post('/subscribe', (c) => {
      const origin = publicOrigin ?? new URL(c.req.url).origin;
      const link = (token: string) => `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      return idempotentJsonWrite(
        c,
        db,
        'POST /api/newsletter/subscribe',
        (body) => {
          const parsed = subscriptionSchema.safeParse(body);
          if (!parsed.success) return invalid(parsed.error);
          subscribe(db, parsed.data, link);
          // The same answer for a new and a known address: the answer must not tell who is subscribed.
          return { status: 200, body: { message: SUBSCRIBE_SUCCESS_MESSAGE, interests: parsed.data.interests } };
        },
        afterWrite,
      );
    })
    // RFC 8058 one-click: the mail provider POSTs "List-Unsubscribe=One-Click" to the link from its own servers, so
    // this path is exempt from the same-origin and JSON rules (app.ts); the token in the address is the credential.
    .post('/unsubscribe', (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.query('token') ?? '';
      const done = TOKEN_PATTERN.test(token) && unsubscribe(db, token);
      return done ? c.json({ message: 'You are unsubscribed.' }) : c.json({ message: 'This unsubscribe link is not valid.' }, 404);
    })
    .get('/unsubscribe', (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.query('token') ?? '';
      const done = TOKEN_PATTERN.test(token) && unsubscribe(db, token);
      if (!done) {
        return c.html(
          plainPage('This unsubscribe link is not valid', `<p>The link may be incomplete: copy the whole address from the email. If it keeps failing, reply to any of our emails and we will remove you.</p><p><a href="/">Go to the home page</a></p>`),
          404,
        );
      }
      return c.html(plainPage('You are unsubscribed', `<p>You will not receive our newsletter any more. ${escapeHtml('You can subscribe again at any time from the home page.')}</p><p><a href="/">Go to the home page</a></p>`));
    });
}
