// Security middleware: strict headers and CSP, same-origin JSON-only writes, and a body size limit.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { csrf } from 'hono/csrf';
import { say } from './locale.ts';

export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** What the built pages carry in their own HTML, by hash (api/routes/web.ts, inlineHashes). */
export interface InlineHashes {
  styles: readonly string[];
  scripts: readonly string[];
}

/** The content policy, with the hashes of the built pages' own style and early script. */
function contentPolicy({ styles, scripts }: InlineHashes = { styles: [], scripts: [] }): string {
  return [
    "default-src 'self'",
    // Stripe's script, its frames and its API: only the payment step of /donate and /shop loads it (and only when card
    // payments are set up). Allowed on every page because the worker's app shell carries one policy for all paths.
    ["script-src 'self' https://js.stripe.com https://*.js.stripe.com", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Sent with every answer: what a JSON answer, a script or an image needs. A plain object so prebuilt answers (the cached directory lists) carry it without extra work. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Policies that only a document (or a worker, whose script's answer sets its policy) acts on. A JSON answer does
 * not carry them: about 1 KB less on every API answer and 304, which a returning device sends most.
 */
function documentHeaders(inline?: InlineHashes): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentPolicy(inline),
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'strict-transport-security': 'max-age=15552000; includeSubDomains',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(self "https://js.stripe.com")',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
}

/** Every header, for pages and anything else a browser may open as a document (nothing inline allowed). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = { ...API_HEADERS, ...documentHeaders() };

/**
 * The app's hashed scripts and stylesheets: a page loads a dozen before it is live, and on a slow phone each answer's
 * document policies (about 0.9 KB) would come with it for nothing (issue 36). Not a worker's script, whose answer
 * sets the worker's own policy.
 */
const APP_ASSET = /^\/assets\/[^/]+\.(?:js|css)$/;
const WORKER_SCRIPT = /worker[^/]*\.js$/;

/** JSON (or an answer to /api/ without a body, such as a 304) and the app's scripts get the lean set; everything else the full one. */
function isLeanAnswer(path: string, contentType: string | null): boolean {
  if (APP_ASSET.test(path) && !WORKER_SCRIPT.test(path)) return true;
  return contentType ? /[/+]json\b/i.test(contentType) : path.startsWith('/api/');
}

export function securityHeaders(inline?: InlineHashes): MiddlewareHandler {
  const full = inline && (inline.styles.length || inline.scripts.length) ? { ...API_HEADERS, ...documentHeaders(inline) } : SECURITY_HEADERS;
  return async (c, next) => {
    await next();
    const headers = isLeanAnswer(c.req.path, c.res.headers.get('content-type')) ? API_HEADERS : full;
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

/** Unsafe methods must come from our own pages (Origin / Sec-Fetch-Site) and carry JSON, which browsers cannot send cross-site without a preflight. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** No Origin (API clients, old browsers) passes; otherwise its host must be ours or PUBLIC_ORIGIN's. */
function fromOwnSite(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  const originHost = hostOf(origin);
  return originHost !== undefined && (originHost === host || allowed.includes(originHost));
}

/** Writes that come from other sites by design and carry their own credential (the unsubscribe token, Stripe's signature). */
const CROSS_SITE_WRITES = new Set(['/api/newsletter/unsubscribe', '/api/stripe/webhook']);
/**
 * Plain HTML forms on the server's own pages (no script on them, so no JSON): posted urlencoded, and still from this
 * site only. The newsletter's confirmation button is one: a page first, so a mail scanner opening the link changes nothing.
 */
const FORM_WRITES = new Set(['/api/newsletter/confirm']);

export function sameOriginJsonWrites(publicOrigin?: string): MiddlewareHandler {
  const allowed = publicOrigin ? [hostOf(publicOrigin)].filter((h): h is string => Boolean(h)) : [];
  const checkOrigin = csrf(publicOrigin ? { origin: (o, c) => o === publicOrigin || o === new URL(c.req.url).origin } : undefined);
  const ownSite: MiddlewareHandler = async (c, next) => {
    // hono's csrf() checks Origin for form bodies only; a JSON write from another origin is refused here too. The
    // host is compared (not the scheme), so a proxy that ends TLS in front of us does not turn our pages away.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (c.req.header('sec-fetch-site') === 'cross-site' || !fromOwnSite(c.req.header('origin'), host, allowed)) {
      return c.json({ message: say(c, 'api.crossSite') }, 403);
    }
    return next();
  };
  const formOnly: MiddlewareHandler = async (c, next) => {
    if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) {
      return c.json({ message: say(c, 'api.formFromPage') }, 415);
    }
    return next();
  };
  const jsonOnly: MiddlewareHandler = async (c, next) => {
    const length = Number(c.req.header('content-length') ?? '0');
    const type = c.req.header('content-type') ?? '';
    const hasBody = length > 0 || Boolean(c.req.header('transfer-encoding')) || type !== '';
    if (hasBody && !/^application\/json\b/i.test(type)) {
      return c.json({ message: say(c, 'api.jsonOnly') }, 415);
    }
    return next();
  };
  const limit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ message: say(c, 'api.tooLarge', { kb: API_BODY_LIMIT_BYTES / 1024 }) }, 413),
  });
  const writes = every(checkOrigin, ownSite, jsonOnly, limit);
  const forms = every(checkOrigin, ownSite, formOnly, limit);
  // Reads pass straight through: these checks concern writes, and touching the body of a GET costs real time.
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (CROSS_SITE_WRITES.has(c.req.path)) return limit(c, next);
    if (FORM_WRITES.has(c.req.path)) return forms(c, next);
    return writes(c, next);
  };
}
