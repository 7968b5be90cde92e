// Rate limits (hono-rate-limiter, in memory): on public writes, and on starting a sign-in. A refused request gets 429
// with Retry-After and a readable message. The client address is the key while the window lasts and is never stored
// anywhere else.
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { MemoryStore, rateLimiter } from 'hono-rate-limiter';
import { serverMessage } from '../../shared/server-intl.ts';
import { homeLink, htmlText, plainPage } from './html.ts';
import { requestLocale, say, waitText } from './locale.ts';

export interface WriteLimit {
  /** Requests allowed per client in a window. */
  limit: number;
  windowMs: number;
  /** Behind a proxy we run: the client is the last address of X-Forwarded-For (the one our proxy added). */
  trustProxy?: boolean;
}

/**
 * The client's address as our proxy saw it: the last X-Forwarded-For entry. Entries before it came from the client
 * itself (a proxy appends), so they could be anything.
 */
export function forwardedClient(header: string | undefined): string | undefined {
  const entries = (header ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  return entries[entries.length - 1];
}

/** Who is asking, for limits: the forwarded client behind our proxy (TRUST_PROXY), else the connection's address. */
export function clientKey(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by node (app.request() in tests): one shared bucket.
    return 'local';
  }
}

interface RateInfo {
  resetTime?: Date;
}

/**
 * hono-rate-limiter's memory store answers with its live record, so requests that arrive together all read the count
 * of the last one (a burst was refused whole, the allowed ones too). A copy keeps each request's own count.
 */
class CountPerRequestStore extends MemoryStore {
  override increment(key: string) {
    const live = super.increment(key);
    // The reset time too: the store moves its Date in place when a window starts again.
    return { ...live, ...(live.resetTime ? { resetTime: new Date(live.resetTime) } : {}) };
  }
}

function limiter({ limit, windowMs, trustProxy = false }: WriteLimit, refuse: (c: Context, seconds: number) => Response): MiddlewareHandler {
  return rateLimiter({
    windowMs,
    limit,
    store: new CountPerRequestStore(),
    standardHeaders: 'draft-7',
    keyGenerator: (c) => clientKey(c, trustProxy),
    handler: (c) => {
      const info = (c.get as (key: string) => RateInfo | undefined)('rateLimit');
      const resetMs = info?.resetTime ? info.resetTime.getTime() - Date.now() : windowMs;
      const seconds = Math.max(1, Math.ceil(resetMs / 1000));
      c.header('Retry-After', String(seconds));
      c.header('Cache-Control', 'no-store');
      return refuse(c, seconds);
    },
  });
}

export function writeRateLimit(options: WriteLimit): MiddlewareHandler {
  const limit = limiter(options, (c, seconds) => c.json({ message: say(c, 'api.tooMany', { wait: waitText(requestLocale(c), seconds) }) }, 429));
  // Reads are never limited here.
  return async (c, next) => (c.req.method === 'POST' || c.req.method === 'PUT' || c.req.method === 'PATCH' || c.req.method === 'DELETE' ? limit(c, next) : next());
}

/**
 * GET /api/login: each call makes the server hold a sign-in for a while, so a client may start only so many. It is a
 * page she navigates to, so the refusal is a short page too.
 */
export function signInRateLimit(options: WriteLimit): MiddlewareHandler {
  return limiter(options, (c, seconds) => {
    const locale = requestLocale(c);
    return c.html(
      plainPage(
        serverMessage(locale, 'api.page.signInWait.title'),
        `<p>${htmlText(locale, 'api.page.signInWait.body', { wait: waitText(locale, seconds) })}</p>
<p>${htmlText(locale, 'api.page.signInWait.rest')}</p><p>${homeLink(locale)}</p>`,
        { locale },
      ),
      429,
    );
  });
}
