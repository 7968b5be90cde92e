// The newsletter: sign up (double opt-in: a confirmation email to new addresses only, the same answer for all), the
// confirmation page and its button, and the one-click unsubscribe link of every email.
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { NEWSLETTER_CONFIRM_TTL_MS, SUBSCRIBE_SUCCESS_MESSAGE, subscriptionReceiptSchema, subscriptionSchema } from '../../shared/schemas/newsletter.ts';
import type { Db } from '../db/client.ts';
import { confirmationState, confirmSubscription, requestSubscription, unsubscribe, unsubscribeTokenKnown, type ConfirmationState } from '../db/newsletter-repo.ts';
import { escapeHtml, plainPage } from '../http/html.ts';
import { idempotentJsonWrite, invalid } from '../http/idempotent-write.ts';
import { htmlPage, IDEMPOTENCY_KEY_HEADER, jsonBody, jsonResponse, parametersOf, problem } from '../http/openapi.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const HOME = '<p><a href="/">Go to the home page</a></p>';

const tags = ['Newsletter'];
const token = (where: string) => parametersOf(z.object({ token: z.string().regex(TOKEN_PATTERN).describe(`The token of the ${where} link in the email.`) }));
const tokenForm = (fields: Record<string, z.ZodType>) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema: z.toJSONSchema(z.object(fields), { io: 'input' }) as Record<string, unknown> } },
});
const docs = {
  subscribe: describeRoute({
    tags,
    summary: 'Sign up for the newsletter (a confirmation email goes to a new address)',
    parameters: [IDEMPOTENCY_KEY_HEADER],
    requestBody: jsonBody(subscriptionSchema),
    responses: {
      200: jsonResponse('The same answer whether or not the address was known', subscriptionReceiptSchema),
      400: problem('No email address, or an unknown interest'),
      429: problem('Too many sign-ups from this client for now'),
    },
  }),
  confirmPage: describeRoute({ tags, summary: 'The confirmation link’s page, with its button', parameters: token('confirmation'), responses: { 200: htmlPage('The page with the button'), 404: htmlPage('An unknown or used link'), 410: htmlPage('An expired link') } }),
  confirm: describeRoute({
    tags,
    summary: 'The confirmation page’s button',
    requestBody: tokenForm({ token: z.string() }),
    responses: { 200: htmlPage('Subscribed'), 404: htmlPage('An unknown or used link'), 410: htmlPage('An expired link') },
  }),
  unsubscribe: describeRoute({
    tags,
    summary: 'Unsubscribe: RFC 8058 one-click from the mail provider, or the unsubscribe page’s button (page=1)',
    parameters: token('unsubscribe'),
    requestBody: tokenForm({ 'List-Unsubscribe': z.literal('One-Click').optional(), page: z.literal('1').optional() }),
    responses: { 200: jsonResponse('Unsubscribed (a page when page=1)'), 404: problem('Not a valid link (a page when page=1)') },
  }),
  unsubscribePage: describeRoute({ tags, summary: 'The unsubscribe link’s page, with its button', parameters: token('unsubscribe'), responses: { 200: htmlPage('The page with the button'), 404: htmlPage('Not a valid link') } }),
};

/** The page for a link that leads nowhere: unknown, already used, or expired. Nothing was changed either way. */
function unusableLink(c: Context, state: Exclude<ConfirmationState, 'ready'>) {
  if (state === 'expired') {
    return c.html(
      plainPage(
        'This link has expired',
        `<p>Confirmation links work for ${NEWSLETTER_CONFIRM_TTL_MS / 3_600_000} hours. Nothing was changed: this address is not subscribed.</p>
<p>To subscribe, sign up again from the home page a week after the first sign-up.</p>${HOME}`,
      ),
      410,
    );
  }
  return c.html(
    plainPage('This link cannot be used', `<p>The link may be incomplete (copy the whole address from the email), or it was already used. Nothing was changed.</p>${HOME}`),
    404,
  );
}

export function newsletterRouter(db: Db, publicOrigin: string | undefined, afterWrite: () => void) {
  return new Hono()
    .post('/subscribe', docs.subscribe, (c) => {
      const origin = publicOrigin ?? new URL(c.req.url).origin;
      const links = {
        confirm: (token: string) => `${origin}/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
        unsubscribe: (token: string) => `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      };
      return idempotentJsonWrite(
        c,
        db,
        'POST /api/newsletter/subscribe',
        (body) => {
          const parsed = subscriptionSchema.safeParse(body);
          if (!parsed.success) return invalid(parsed.error);
          requestSubscription(db, parsed.data, links);
          // The same answer whether an email went out or the address was known: it must not tell who is on the list.
          return { status: 200, body: { message: SUBSCRIBE_SUCCESS_MESSAGE, interests: parsed.data.interests } };
        },
        afterWrite,
      );
    })
    // The link in the email opens a page with a button: mail scanners that open links to check them change nothing.
    .get('/confirm', docs.confirmPage, (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.query('token') ?? '';
      const state = TOKEN_PATTERN.test(token) ? confirmationState(db, token) : 'unknown';
      if (state !== 'ready') return unusableLink(c, state);
      // Its form must send this site's Origin (a no-referrer page sends "null"), see plainPage.
      c.header('Referrer-Policy', 'same-origin');
      return c.html(
        plainPage(
          'Confirm your subscription',
          `<p>Press the button to receive our email updates at this address. Every email has a link to unsubscribe.</p>
<form method="post" action="/api/newsletter/confirm" class="plain-form"><input type="hidden" name="token" value="${escapeHtml(token)}">
<p><button type="submit">Confirm my subscription</button></p></form>
<p>If you did not ask for this, close this page: nothing more will be sent.</p>`,
          { referrer: 'same-origin' },
        ),
      );
    })
    // The button's post: a form from the page above (same origin only, see api/http/security.ts).
    .post('/confirm', docs.confirm, async (c) => {
      const form = await c.req.parseBody();
      const token = typeof form.token === 'string' ? form.token : '';
      const state = TOKEN_PATTERN.test(token) ? confirmSubscription(db, token) : 'unknown';
      if (state !== 'ready') return unusableLink(c, state);
      return c.html(plainPage('You are subscribed', `<p>Thank you. Our email updates will come to this address. Every email has a link to unsubscribe.</p>${HOME}`));
    })
    // RFC 8058 one-click: the mail provider POSTs "List-Unsubscribe=One-Click" to the link from its own servers, so
    // this path is exempt from the same-origin and JSON rules (app.ts); the token in the address is the credential.
    // The button of the link's page posts here too (with page=1), and gets a page back.
    .post('/unsubscribe', docs.unsubscribe, async (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.query('token') ?? '';
      const done = TOKEN_PATTERN.test(token) && unsubscribe(db, token);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (form.page === '1') return done ? unsubscribedPage(c) : invalidUnsubscribeLink(c);
      return done ? c.json({ message: 'You are unsubscribed.' }) : c.json({ message: 'This unsubscribe link is not valid.' }, 404);
    })
    // The link in an email opens a page with a button: mail scanners that open every link unsubscribe no one.
    .get('/unsubscribe', docs.unsubscribePage, (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.query('token') ?? '';
      if (!TOKEN_PATTERN.test(token) || !unsubscribeTokenKnown(db, token)) return invalidUnsubscribeLink(c);
      return c.html(
        plainPage(
          'Unsubscribe',
          `<p>Press the button and we will send no more emails to this address.</p>
<form method="post" action="/api/newsletter/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}" class="plain-form"><input type="hidden" name="page" value="1">
<p><button type="submit">Unsubscribe</button></p></form>${HOME}`,
        ),
      );
    });
}

function invalidUnsubscribeLink(c: Context) {
  return c.html(
    plainPage('This unsubscribe link is not valid', `<p>The link may be incomplete: copy the whole address from the email. If it keeps failing, reply to any of our emails and we will remove you.</p>${HOME}`),
    404,
  );
}

function unsubscribedPage(c: Context) {
  return c.html(plainPage('You are unsubscribed', `<p>We will send no more emails to this address, and signing it up again will not send any.</p>${HOME}`));
}
