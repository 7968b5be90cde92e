// The newsletter: sign up (double opt-in: a confirmation email to new addresses only, the same answer for all), the
// confirmation page and its button, and the one-click unsubscribe link of every email.
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { Locale } from '../../shared/locale.ts';
import { NEWSLETTER_CONFIRM_TTL_MS, subscriptionReceiptSchema, subscriptionSchema } from '../../shared/schemas/newsletter.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import type { Db } from '../db/client.ts';
import { confirmationState, confirmSubscription, requestSubscription, unsubscribe, unsubscribeTokenKnown, type ConfirmationState } from '../db/newsletter-repo.ts';
import { escapeHtml, homeLink, htmlText, plainPage } from '../http/html.ts';
import { requestLocale, say } from '../http/locale.ts';
import { idempotentJsonWrite, invalid } from '../http/idempotent-write.ts';
import { htmlPage, IDEMPOTENCY_KEY_HEADER, jsonBody, jsonResponse, parametersOf, problem } from '../http/openapi.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const HOURS = NEWSLETTER_CONFIRM_TTL_MS / 3_600_000;
const home = (locale: Locale) => `<p>${homeLink(locale, 'api.page.goHome')}</p>`;
/**
 * The links in an email carry its language (lang=en too: an English subscriber whose browser prefers Spanish still
 * reads English pages), and so do the forms of their pages: every step answers in the language she subscribed in.
 */
const langQuery = (locale: Locale) => `&lang=${locale}`;

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
  const locale = requestLocale(c);
  if (state === 'expired') {
    return c.html(
      plainPage(
        serverMessage(locale, 'api.page.expired.title'),
        `<p>${htmlText(locale, 'api.page.expired.body', { hours: HOURS })}</p>
<p>${htmlText(locale, 'api.page.expired.again')}</p>${home(locale)}`,
        { locale },
      ),
      410,
    );
  }
  return c.html(plainPage(serverMessage(locale, 'api.page.unusable.title'), `<p>${htmlText(locale, 'api.page.unusable.body')}</p>${home(locale)}`, { locale }), 404);
}

export function newsletterRouter(db: Db, publicOrigin: string | undefined, afterWrite: () => void) {
  return new Hono()
    .post('/subscribe', docs.subscribe, (c) => {
      const origin = publicOrigin ?? new URL(c.req.url).origin;
      const locale = requestLocale(c);
      const links = {
        confirm: (token: string) => `${origin}/api/newsletter/confirm?token=${encodeURIComponent(token)}${langQuery(locale)}`,
        unsubscribe: (token: string) => `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}${langQuery(locale)}`,
      };
      return idempotentJsonWrite(
        c,
        db,
        'POST /api/newsletter/subscribe',
        async (body, _locale, tx) => {
          const parsed = subscriptionSchema.safeParse(body);
          if (!parsed.success) return invalid(parsed.error, locale);
          await requestSubscription(tx, parsed.data, links, locale);
          // The same answer whether an email went out or the address was known: it must not tell who is on the list.
          return { status: 200, body: { message: serverMessage(locale, 'api.newsletter.thanks', { hours: HOURS }), interests: parsed.data.interests } };
        },
        afterWrite,
      );
    })
    // The link in the email opens a page with a button: mail scanners that open links to check them change nothing.
    .get('/confirm', docs.confirmPage, async (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.query('token') ?? '';
      const state = TOKEN_PATTERN.test(token) ? await confirmationState(db, token) : 'unknown';
      if (state !== 'ready') return unusableLink(c, state);
      // Its form must send this site's Origin (a no-referrer page sends "null"), see plainPage.
      c.header('Referrer-Policy', 'same-origin');
      const locale = requestLocale(c);
      const action = `/api/newsletter/confirm?lang=${locale}`;
      return c.html(
        plainPage(
          serverMessage(locale, 'api.page.confirm.title'),
          `<p>${htmlText(locale, 'api.page.confirm.body')}</p>
<form method="post" action="${escapeHtml(action)}" class="plain-form"><input type="hidden" name="token" value="${escapeHtml(token)}">
<p><button type="submit">${htmlText(locale, 'api.page.confirm.button')}</button></p></form>
<p>${htmlText(locale, 'api.page.confirm.notYou')}</p>`,
          { referrer: 'same-origin', locale },
        ),
      );
    })
    // The button's post: a form from the page above (same origin only, see api/http/security.ts).
    .post('/confirm', docs.confirm, async (c) => {
      const form = await c.req.parseBody();
      const token = typeof form.token === 'string' ? form.token : '';
      const state = TOKEN_PATTERN.test(token) ? await confirmSubscription(db, token) : 'unknown';
      if (state !== 'ready') return unusableLink(c, state);
      const locale = requestLocale(c);
      return c.html(plainPage(serverMessage(locale, 'api.page.subscribed.title'), `<p>${htmlText(locale, 'api.page.subscribed.body')}</p>${home(locale)}`, { locale }));
    })
    // RFC 8058 one-click: the mail provider POSTs "List-Unsubscribe=One-Click" to the link from its own servers, so
    // this path is exempt from the same-origin and JSON rules (app.ts); the token in the address is the credential.
    // The button of the link's page posts here too (with page=1), and gets a page back.
    .post('/unsubscribe', docs.unsubscribe, async (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.query('token') ?? '';
      const done = TOKEN_PATTERN.test(token) && await unsubscribe(db, token);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (form.page === '1') return done ? unsubscribedPage(c) : invalidUnsubscribeLink(c);
      return done ? c.json({ message: say(c, 'api.newsletter.unsubscribed') }) : c.json({ message: say(c, 'api.newsletter.badUnsubscribe') }, 404);
    })
    // The link in an email opens a page with a button: mail scanners that open every link unsubscribe no one.
    .get('/unsubscribe', docs.unsubscribePage, async (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.query('token') ?? '';
      if (!TOKEN_PATTERN.test(token) || !await unsubscribeTokenKnown(db, token)) return invalidUnsubscribeLink(c);
      const locale = requestLocale(c);
      return c.html(
        plainPage(
          serverMessage(locale, 'api.page.unsubscribe.title'),
          `<p>${htmlText(locale, 'api.page.unsubscribe.body')}</p>
<form method="post" action="/api/newsletter/unsubscribe?token=${escapeHtml(encodeURIComponent(token) + langQuery(locale))}" class="plain-form"><input type="hidden" name="page" value="1">
<p><button type="submit">${htmlText(locale, 'api.page.unsubscribe.button')}</button></p></form>${home(locale)}`,
          { locale },
        ),
      );
    });
}

function invalidUnsubscribeLink(c: Context) {
  const locale = requestLocale(c);
  return c.html(plainPage(serverMessage(locale, 'api.page.badUnsubscribe.title'), `<p>${htmlText(locale, 'api.page.badUnsubscribe.body')}</p>${home(locale)}`, { locale }), 404);
}

function unsubscribedPage(c: Context) {
  const locale = requestLocale(c);
  return c.html(plainPage(serverMessage(locale, 'api.page.unsubscribed.title'), `<p>${htmlText(locale, 'api.page.unsubscribed.body')}</p>${home(locale)}`, { locale }));
}
