// The embedded sign-in provider: a real OpenID Connect provider (oidc-provider) served by this same process under
// /idp, with its own accounts, so a fresh install offers sign-in without an outside provider. The site signs in
// through it exactly as through any other provider (api/auth/oidc.ts). Passwords are hashed with argon2id; failed
// sign-ins are limited per client (an IPv4 address, an IPv6 /64) and per account name; sign-ups per client.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import Provider, { type Configuration } from 'oidc-provider';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { idpAccounts } from '../db/tables.ts';
import { appSecret } from '../db/secrets.ts';
import { changedRows } from '../db/raw.ts';
import { sqliteAdapter } from './idp-store.ts';
import { escapeHtml, plainPage } from '../http/html.ts';
import { addressKey, forwardedClient, networkKey } from '../http/rate-limit.ts';
import { RateCounter } from '../http/rate-counter.ts';
import { SECURITY_HEADERS } from '../http/security.ts';
import { EMBEDDED_USER_ISSUER } from './embedded-issuer.ts';

export const IDP_PATH = '/idp';
export const EMBEDDED_CLIENT_ID = 'women-help-site';


// ---- accounts ----

export const USERNAME_RULE = 'Use 3 to 64 letters, digits, dots, dashes, underscores or @.';
export const PASSWORD_MIN = 12;

const username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._@+-]{3,64}$/, USERNAME_RULE);

export const signUpSchema = z
  .object({
    username,
    password: z.string().min(PASSWORD_MIN, `Choose a password of at least ${PASSWORD_MIN} characters. A few unrelated words work well.`).max(256, 'Keep the password under 256 characters.'),
    confirm: z.string(),
    givenName: z.string().trim().max(80, 'Keep the name under 80 characters.').optional(),
  })
  .refine((v) => v.password === v.confirm, { message: 'The two passwords are not the same.', path: ['confirm'] })
  .refine((v) => v.password.toLowerCase() !== v.username, { message: 'The password must not be your account name.', path: ['password'] });

const signInSchema = z.object({ username, password: z.string().min(1).max(256) });

/** A hash to verify against when the name is unknown, so an unknown name takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

export async function createAccount(db: Db, input: z.infer<typeof signUpSchema>): Promise<{ id: string } | { taken: true }> {
  const passwordHash = await hash(input.password);
  const id = crypto.randomUUID();
  const r = await db
    .insert(idpAccounts)
    .values({ id, username: input.username, passwordHash, givenName: input.givenName || null })
    .onConflictDoNothing();
  return changedRows(r) > 0 ? { id } : { taken: true };
}

export async function checkPassword(db: Db, name: string, password: string): Promise<string | undefined> {
  const row = (await db.select().from(idpAccounts).where(eq(idpAccounts.username, name)).limit(1))[0];
  if (!row) {
    decoyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await decoyHash, password).catch(() => false);
    return undefined;
  }
  return (await verify(row.passwordHash, password).catch(() => false)) ? row.id : undefined;
}

// ---- limits ----

export interface IdpLimits {
  /** Sign-in attempts for one account name from one client (an IPv4 address, an IPv6 /64) in 15 minutes. */
  attemptsPerNameAndClient: number;
  /**
   * Attempts for one account name from anywhere in 15 minutes. Past it the name is guarded: her right password still
   * signs her in, but each client gets only GUARDED_ATTEMPTS_PER_NAME_AND_CLIENT checks against the name, so a guessing
   * spread over many addresses stays slow, and someone who knows her account name cannot keep her out by failing on
   * purpose.
   */
  attemptsPerName: number;
  /** Attempts from one client in 15 minutes, whatever the name. */
  attemptsPerClient: number;
  /** New accounts per client per hour. */
  signUpsPerClient: number;
}

/**
 * Password checks one client gets against a guarded name (one past attemptsPerName) in 15 minutes: a typo or two for
 * her, and few guesses for each of an attacker's addresses.
 */
export const GUARDED_ATTEMPTS_PER_NAME_AND_CLIENT = 3;
/**
 * And one network (an IPv6 /48; an IPv4 address is its own) gets this many: a /48 holds 65,536 /64s, each a client,
 * which would otherwise give one routed /48 some 200,000 checks every 15 minutes.
 */
export const GUARDED_ATTEMPTS_PER_NAME_AND_NETWORK = 10;

export const DEFAULT_IDP_LIMITS: IdpLimits = { attemptsPerNameAndClient: 10, attemptsPerName: 100, attemptsPerClient: 30, signUpsPerClient: 10 };

function waitMessage(err: unknown): string {
  const ms = err instanceof RateLimiterRes ? err.msBeforeNext : 15 * 60_000;
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many attempts. For your account's safety, please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

// ---- pages ----

type FieldName = 'username' | 'givenName' | 'password' | 'confirm';

interface FormError {
  message: string;
  /** The fields the message is about: marked invalid, and described by it. */
  fields: FieldName[];
}

function field(name: FieldName, label: string, type: string, opts: { value?: string; autocomplete: string; hint?: string; error?: FormError; required?: boolean }) {
  const invalid = opts.error?.fields.includes(name);
  const described = [opts.hint ? `${name}-hint` : '', invalid ? 'form-error' : ''].filter(Boolean).join(' ');
  return `<p class="field"><label for="${name}">${escapeHtml(label)}</label>
${opts.hint ? `<span class="hint" id="${name}-hint">${escapeHtml(opts.hint)}</span>` : ''}
<input id="${name}" name="${name}" type="${type}" autocomplete="${opts.autocomplete}"${opts.required === false ? '' : ' required'}${described ? ` aria-describedby="${described}"` : ''}${invalid ? ' aria-invalid="true"' : ''}${opts.value ? ` value="${escapeHtml(opts.value)}"` : ''}></p>`;
}

function errorBox(error: FormError | undefined): string {
  return error ? `<p class="form-error" id="form-error" role="alert">${escapeHtml(error.message)}</p>` : '';
}

/** A sign-in form page: its posts carry this site's Origin, and an error is named in the tab's title too. */
function formPage(title: string, body: string, error: FormError | undefined): string {
  return plainPage(title, body, { referrer: 'same-origin', documentTitle: error ? `Error: ${error.message} – ${title}` : title });
}

/** "Cancel" is a form (a POST): a link from another site cannot cancel her sign-in. */
function cancelForm(uid: string): string {
  return `<form method="post" action="${IDP_PATH}/interaction/${uid}/abort" class="plain-form"><p><button type="submit" class="link-button">Cancel and go back to the site</button></p></form>`;
}

function signInPage(uid: string, error?: FormError, name?: string): string {
  return formPage(
    'Sign in',
    `<p>Sign in to keep your saved resources and reminders in your account. On a shared phone, remember to sign out when you are done.</p>
${errorBox(error)}
<form method="post" action="${IDP_PATH}/interaction/${uid}/login" class="plain-form">
${field('username', 'Account name', 'text', { value: name, autocomplete: 'username', error })}
${field('password', 'Password', 'password', { autocomplete: 'current-password', error })}
<p><button type="submit">Sign in</button></p>
</form>
<p>No account yet? <a href="${IDP_PATH}/interaction/${uid}/signup">Create one</a>. It needs no email address and no phone number.</p>
${cancelForm(uid)}`,
    error,
  );
}

function signUpPage(uid: string, error?: FormError, values: { username?: string; givenName?: string } = {}): string {
  return formPage(
    'Create an account',
    `<p>Your account keeps your saved resources and reminders so you can see them on another device. We ask for no email address and no phone number.</p>
${errorBox(error)}
<form method="post" action="${IDP_PATH}/interaction/${uid}/signup" class="plain-form">
${field('username', 'Account name', 'text', { value: values.username, autocomplete: 'username', error, hint: `Any name only you know; it does not have to be your email. On a shared phone, a name that does not point to you is safer. ${USERNAME_RULE}` })}
${field('givenName', 'What should we call you? (optional)', 'text', { value: values.givenName, autocomplete: 'nickname', required: false, error })}
${field('password', 'Password', 'password', { autocomplete: 'new-password', error, hint: `At least ${PASSWORD_MIN} characters. We cannot reset it without an email address, so keep it somewhere safe.` })}
${field('confirm', 'Password again', 'password', { autocomplete: 'new-password', error })}
<p><button type="submit">Create account and sign in</button></p>
</form>
<p>Already have an account? <a href="${IDP_PATH}/interaction/${uid}">Sign in</a>.</p>
${cancelForm(uid)}`,
    error,
  );
}

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

const FORM_LIMIT_BYTES = 8 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

// ---- the provider ----

export interface EmbeddedIdpOptions {
  db: Db;
  /** The site's public origin, e.g. https://example.org or http://127.0.0.1:3000; the issuer is {origin}/idp. */
  origin: string;
  /** Behind a reverse proxy we run: take the client address and protocol from X-Forwarded-*. */
  trustProxy?: boolean;
  limits?: IdpLimits;
}

export interface EmbeddedIdp {
  issuer: string;
  /** What users signed in here are keyed by: the same whatever address (host, port) the site runs on. */
  userIssuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Answers a request under /idp; false for any other path. */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export async function createEmbeddedIdp(opts: EmbeddedIdpOptions): Promise<EmbeddedIdp> {
  const { db } = opts;
  const origin = new URL(opts.origin).origin;
  const issuer = origin + IDP_PATH;
  const redirectUri = `${origin}/api/callback`;
  const clientSecret = await appSecret(db, 'idp.client-secret', () => randomBytes(32).toString('base64url'));
  const cookieKey = await appSecret(db, 'idp.cookie-key', () => randomBytes(32).toString('base64url'));
  const signingKey = JSON.parse(
    await appSecret(db, 'idp.signing-jwk', () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' });
    }),
  ) as Record<string, string>;

  const limits = opts.limits ?? DEFAULT_IDP_LIMITS;
  // Counted across instances on PostgreSQL (RateCounter).
  const perNameAndClient = new RateCounter(db, 'idp-name-client', limits.attemptsPerNameAndClient, 15 * 60);
  const perName = new RateCounter(db, 'idp-name', limits.attemptsPerName, 15 * 60);
  const perClient = new RateCounter(db, 'idp-client', limits.attemptsPerClient, 15 * 60);
  const guardedPerNameAndClient = new RateCounter(db, 'idp-guarded-name-client', GUARDED_ATTEMPTS_PER_NAME_AND_CLIENT, 15 * 60);
  const guardedPerNameAndNetwork = new RateCounter(db, 'idp-guarded-name-network', GUARDED_ATTEMPTS_PER_NAME_AND_NETWORK, 15 * 60);
  const signUps = new RateCounter(db, 'idp-sign-ups', limits.signUpsPerClient, 60 * 60);

  const configuration: Configuration = {
    adapter: sqliteAdapter(db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [`${origin}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [cookieKey] },
    claims: { openid: ['sub'], profile: ['given_name', 'preferred_username'] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = plainPage('Sign out', `<p>Sign out of this site’s sign-in service too?</p>${form}<p><button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign out</button></p>`);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = plainPage('Signed out', '<p>You are signed out.</p><p><a href="/">Home</a></p>');
        },
      },
    },
    // Its own sign-in is remembered only briefly: the site asks for a fresh sign-in every time anyway (prompt=login).
    ttl: { Session: 15 * 60, Interaction: 15 * 60, Grant: 15 * 60, AuthorizationCode: 60, AccessToken: 5 * 60, IdToken: 5 * 60 },
    interactions: { url: (_ctx, interaction) => `${IDP_PATH}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const row = (await db.select({ id: idpAccounts.id, username: idpAccounts.username, givenName: idpAccounts.givenName }).from(idpAccounts).where(eq(idpAccounts.id, sub)).limit(1))[0];
      if (!row) return undefined;
      return { accountId: row.id, claims: () => ({ sub: row.id, preferred_username: row.username, ...(row.givenName ? { given_name: row.givenName } : {}) }) };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = plainPage('Sign-in did not work', `<p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/api/login">Try again</a> · <a href="/">Home</a></p>`);
    },
  };
  const provider = new Provider(issuer, configuration);
  // Its endpoint addresses come from the request: behind a TLS proxy, from X-Forwarded-Proto/Host.
  provider.proxy = Boolean(opts.trustProxy) || origin.startsWith('https:');
  const callback = provider.callback();

  /** Who is asking, as the site's own limits see it (addressKey: an IPv4 address, an IPv6 /64). */
  const clientAddress = (req: IncomingMessage) =>
    addressKey((opts.trustProxy ? forwardedClient(req.headers['x-forwarded-for']?.toString()) : undefined) || req.socket.remoteAddress || 'unknown');

  /**
   * Form posts come from these pages only: their Origin (the pages ask for a same-origin referrer policy so browsers
   * send it), or the browser's own Sec-Fetch-Site. The interaction cookie is SameSite=Lax as well.
   */
  const sameOrigin = (req: IncomingMessage) => req.headers.origin === origin || req.headers['sec-fetch-site'] === 'same-origin';

  async function finishLogin(req: IncomingMessage, res: ServerResponse, accountId: string, clientId: string) {
    // The site is this provider's only client and asks for nothing beyond her name: no separate consent screen.
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope('openid profile');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    let details: Awaited<ReturnType<typeof provider.interactionDetails>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      send(res, 400, plainPage('This sign-in has expired', '<p>This sign-in page is no longer valid. Please start again.</p><p><a href="/api/login">Sign in</a> · <a href="/">Home</a></p>'));
      return;
    }
    if (details.uid !== uid) {
      send(res, 400, plainPage('This sign-in has expired', '<p>Please start again.</p><p><a href="/api/login">Sign in</a></p>'));
      return;
    }
    const clientId = String(details.params.client_id);
    if (req.method === 'GET' && action !== 'abort' && action !== 'login') {
      send(res, 200, action === 'signup' ? signUpPage(uid) : signInPage(uid));
      return;
    }
    if (req.method !== 'POST' || !action) {
      send(res, 405, plainPage('Not allowed', '<p>Please use the form.</p>'));
      return;
    }
    if (!sameOrigin(req)) {
      send(res, 403, plainPage('Sign-in refused', '<p>This form must be sent from this site.</p>'));
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'Sign-in was cancelled.' }, { mergeWithLastSubmission: false });
      return;
    }
    const form = await readForm(req);
    if (!form) {
      const error: FormError = { message: 'The form could not be read. Please try again.', fields: [] };
      send(res, 400, action === 'signup' ? signUpPage(uid, error) : signInPage(uid, error));
      return;
    }
    const client = clientAddress(req);
    if (action === 'signup') {
      const values = { username: form.get('username') ?? '', givenName: form.get('givenName') ?? '' };
      const parsed = signUpSchema.safeParse({ ...values, password: form.get('password') ?? '', confirm: form.get('confirm') ?? '', givenName: values.givenName || undefined });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const at = issue?.path[0];
        const fields: FieldName[] = at === 'username' || at === 'givenName' ? [at] : at === 'confirm' ? ['confirm'] : ['password', 'confirm'];
        send(res, 400, signUpPage(uid, { message: issue?.message ?? 'Please check the form.', fields }, values));
        return;
      }
      try {
        await signUps.consume(client);
      } catch (err) {
        send(res, 429, signUpPage(uid, { message: waitMessage(err), fields: [] }, values));
        return;
      }
      const created = await createAccount(db, parsed.data);
      if ('taken' in created) {
        send(res, 409, signUpPage(uid, { message: 'This account name is taken. Please choose another.', fields: ['username'] }, { givenName: values.givenName }));
        return;
      }
      await finishLogin(req, res, created.id, clientId);
      return;
    }
    const parsed = signInSchema.safeParse({ username: form.get('username') ?? '', password: form.get('password') ?? '' });
    const name = (parsed.success ? parsed.data.username : String(form.get('username') ?? '').trim().toLowerCase()).slice(0, 64);
    // Every attempt is counted before the (slow) password check, so attempts sent all at once are limited too; a
    // success gives its count back.
    const ours = `${name}|${client}`;
    const [forNameAndClient, forName, forClient] = await Promise.allSettled([perNameAndClient.consume(ours), perName.consume(name), perClient.consume(client)]);
    // This client's own counters refuse at once: they are spent by whoever sits at this address.
    const refused = [forNameAndClient, forClient].find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (refused) {
      send(res, 429, signInPage(uid, { message: waitMessage(refused.reason), fields: [] }, name));
      return;
    }
    // The name's counter can be spent by anyone who knows her name, so it alone never refuses her right password. A
    // guarded name still gets its password checked, but only a few times per client and per network, each burst
    // counted up front.
    const guarded = forName.status === 'rejected';
    if (guarded) {
      const spent = (
        await Promise.allSettled([guardedPerNameAndClient.consume(ours), guardedPerNameAndNetwork.consume(`${name}|${networkKey(client)}`)])
      ).find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (spent) {
        send(res, 429, signInPage(uid, { message: waitMessage(spent.reason), fields: [] }, name));
        return;
      }
    }
    const accountId = parsed.success ? await checkPassword(db, parsed.data.username, parsed.data.password) : undefined;
    if (!accountId) {
      // Under guard a wrong password is told to wait: guesses at this name are paused.
      if (guarded) send(res, 429, signInPage(uid, { message: waitMessage(forName.reason), fields: [] }, name));
      else send(res, 401, signInPage(uid, { message: 'That account name and password do not match. Please check them and try again.', fields: ['username', 'password'] }, name));
      return;
    }
    await Promise.allSettled([perNameAndClient.delete(ours), guardedPerNameAndClient.delete(ours), perName.reward(name, 1), perClient.reward(client, 1)]);
    await finishLogin(req, res, accountId, clientId);
  }

  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    if (url !== IDP_PATH && !url.startsWith(`${IDP_PATH}/`) && !url.startsWith(`${IDP_PATH}?`)) return false;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    // Its forms' posts must carry this site's Origin (a no-referrer page sends "null").
    res.setHeader('referrer-policy', 'same-origin');
    const m = /^\/idp\/interaction\/([A-Za-z0-9_-]{1,100})(?:\/(login|signup|abort))?\/?(?:\?.*)?$/.exec(url);
    if (m) {
      interaction(req, res, m[1]!, m[2]).catch(() => {
        if (!res.headersSent) send(res, 500, plainPage('Sign-in is not available right now', '<p>Please try again in a few minutes.</p><p><a href="/">Home</a></p>'));
        else res.end();
      });
      return true;
    }
    // oidc-provider is mounted at /idp: it sees the path below it, and the full one as originalUrl.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = url.slice(IDP_PATH.length) || '/';
    void callback(req, res);
    return true;
  };

  return { issuer, userIssuer: EMBEDDED_USER_ISSUER, clientId: EMBEDDED_CLIENT_ID, clientSecret, redirectUri, handle };
}
