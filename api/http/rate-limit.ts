// Rate limits on public writes (hono-rate-limiter, in memory): 429 with Retry-After and a readable message. The
// client address is the key while the window lasts and is never stored anywhere else.
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimiter } from 'hono-rate-limiter';

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

function clientKey(c: Context, trustProxy: boolean): string {
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

export function writeRateLimit({ limit, windowMs, trustProxy = false }: WriteLimit): MiddlewareHandler {
  const limiter = rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => clientKey(c, trustProxy),
    handler: (c) => {
      const info = (c.get as (key: string) => RateInfo | undefined)('rateLimit');
      const resetMs = info?.resetTime ? info.resetTime.getTime() - Date.now() : windowMs;
      const seconds = Math.max(1, Math.ceil(resetMs / 1000));
      c.header('Retry-After', String(seconds));
      return c.json(
        { message: `Too many requests from this connection. Please wait ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} and try again.` },
        429,
      );
    },
  });
  // Reads are never limited here.
  return async (c, next) => (c.req.method === 'POST' || c.req.method === 'PUT' || c.req.method === 'PATCH' || c.req.method === 'DELETE' ? limiter(c, next) : next());
}
