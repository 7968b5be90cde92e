// Sign-in through OpenID Connect with openid-client: authorization code with PKCE, state and nonce. Each sign-in
// attempt is kept in the database (PendingSignIns) under a random id sent in a short-lived HttpOnly cookie bound to this browser, and
// used once; the id token's issuer, audience and nonce are checked by the library; users are keyed by issuer + subject.
import * as client from 'openid-client';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/tables.ts';
import { PendingSignIns } from './pending-sign-ins.ts';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends her back: {origin}/api/callback. */
  redirectUri: string;
  /** Key users by this instead of the issuer URL (the embedded provider, whose URL follows the site's address). */
  userIssuer?: string;
}

/** Longest return path kept with a sign-in attempt. */
const RETURN_TO_MAX = 512;

/** A sign-in attempt has this long to come back. */
export const LOGIN_TTL_MS = 10 * 60_000;
export const LOGIN_COOKIE = 'oidc_login';

type Pending = {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
};

/** Only a path on this site ("/dashboard"), never another site ("//evil.example", "https://…", "/\\evil"). */
export function safeReturnTo(raw: string | undefined): string {
  if (!raw || raw.length > RETURN_TO_MAX || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f]/.test(raw)) return '/dashboard';
  return raw;
}

export class OidcSignIn {
  private config: Promise<client.Configuration> | undefined;
  private readonly pending: PendingSignIns<Pending>;

  constructor(
    private readonly settings: OidcSettings,
    /** Tests: smaller bounds on the sign-ins held at once. */
    bounds?: { perClient: number; max: number },
  ) {
    this.pending = new PendingSignIns<Pending>(bounds?.perClient, bounds?.max);
  }

  private configuration(): Promise<client.Configuration> {
    this.config ??= client
      .discovery(new URL(this.settings.issuer), this.settings.clientId, this.settings.clientSecret, undefined, {
        // Only a provider on this machine may be reached over plain http (tests, the embedded default).
        execute: /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(this.settings.issuer) ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err: unknown) => {
        this.config = undefined;
        throw err;
      });
    return this.config;
  }

  /**
   * Starts a sign-in for a client (its address, as the rate limits see it): the provider's address to send her to,
   * and the id of this attempt (for the cookie). Throws SignInBusyError when the server holds its most already.
   */
  async start(db: Db, returnTo: string | undefined, clientAddress = 'unknown', now = Date.now()): Promise<{ url: URL; loginId: string }> {
    const config = await this.configuration();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const loginId = client.randomState();
    if (!(await this.pending.add(db, loginId, clientAddress, { verifier, state, nonce, returnTo: safeReturnTo(returnTo) }, now + LOGIN_TTL_MS, now))) throw new SignInBusyError();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // Always ask who is there: on a shared phone the provider may still remember the previous person.
      prompt: 'login',
    });
    return { url, loginId };
  }

  /**
   * Finishes a sign-in from the provider's answer: checks state, exchanges the code with the PKCE verifier, checks the
   * id token (issuer, audience, nonce), and returns her user id and where to go. The attempt is spent either way.
   */
  async finish(db: Db, loginId: string | undefined, callbackUrl: URL, now = Date.now()): Promise<{ userId: string; returnTo: string }> {
    const pending = loginId ? await this.pending.take(db, loginId, now) : undefined;
    if (!pending) throw new SignInError('This sign-in has expired or was already used. Please sign in again.');
    const config = await this.configuration();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new SignInError('Sign-in could not be completed. Please try again.', err);
    }
    const claims = tokens.claims();
    if (!claims?.sub || !claims.iss) throw new SignInError('The sign-in provider did not say who you are. Please try again.');
    // Many providers put her name and email in the userinfo answer rather than the id token; its subject must match.
    let profile: Record<string, unknown> = claims;
    if (config.serverMetadata().userinfo_endpoint && tokens.access_token) {
      profile = await client
        .fetchUserInfo(config, tokens.access_token, claims.sub)
        // An email and its "verified" flag are taken together from the same answer.
        .then((info) => ({ ...claims, ...info, ...('email' in info ? { email_verified: info.email_verified } : {}) }))
        .catch(() => claims);
    }
    return { userId: await upsertUser(db, this.settings.userIssuer ?? claims.iss, claims.sub, profile), returnTo: pending.returnTo };
  }
}

export class SignInError extends Error {
  constructor(message: string, readonly reason?: unknown) {
    super(message);
  }
}

/** Too many sign-ins under way on the whole server: new ones wait, those under way are kept. */
export class SignInBusyError extends Error {
  constructor() {
    super('Too many sign-ins are under way right now.');
  }
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null;
}

/** The user for an issuer + subject, created on first sign-in; her name and email follow the provider's. */
async function upsertUser(db: Db, issuer: string, subject: string, claims: Record<string, unknown>): Promise<string> {
  const email = claims.email_verified === true ? text(claims.email) : null;
  const values = { email, firstName: text(claims.given_name), lastName: text(claims.family_name), profileImageUrl: null, updatedAt: new Date() };
  const existing = (await db.select({ id: users.id }).from(users).where(and(eq(users.issuer, issuer), eq(users.subject, subject))).limit(1))[0];
  if (existing) {
    // An email already used by another account is not taken over: the account keeps its own.
    try {
      await db.update(users).set(values).where(eq(users.id, existing.id));
    } catch {
      await db.update(users).set({ ...values, email: null }).where(eq(users.id, existing.id));
    }
    return existing.id;
  }
  const id = crypto.randomUUID();
  try {
    await db.insert(users).values({ id, issuer, subject, ...values });
  } catch {
    await db.insert(users).values({ id, issuer, subject, ...values, email: null });
  }
  return id;
}
