// Request logging (LOG_REQUESTS) that never writes what a visitor typed: query strings and search text are cut, and
// neither bodies, addresses nor IPs are logged. Each line carries the request's id, also sent back as X-Request-Id.
import { createMiddleware } from 'hono/factory';
import type { Log } from '../log.ts';

/** "GET /api/resources/search?q=abortion 200" → "GET /api/resources/search?… 200". */
export function redactRequestLine(line: string): string {
  return line.replace(/(\/api\/resources\/search)\/[^\s?]+/g, '$1/…').replace(/\?[^\s]*/g, '?…');
}

/**
 * A request's path without search words, sign-in ids or the ids of her own list: "/api/resources/search/domestic
 * violence" → "/api/resources/search/…", "/idp/interaction/Xy12…/login" → "/idp/interaction/…/login",
 * "/api/user/saved-resources/national-domestic-violence-hotline" → "/api/user/saved-resources/…". No query string.
 */
export function redactPath(path: string): string {
  const q = path.indexOf('?');
  const bare = q === -1 ? path : path.slice(0, q);
  return bare
    .replace(/^(\/api\/resources\/search)\/.+$/s, '$1/…')
    .replace(/^(\/idp\/(?:interaction|auth))\/[^/]+/, '$1/…')
    // What she saved or changed in her own list (a listing's id names the help she looked for).
    .replace(/^(\/api\/user\/[^/]+)\/.+$/s, '$1/…');
}

/** One request's line, the same from the app, the 304 fast path and the sign-in pages. */
export function logRequest(log: Log, requestId: string, method: string, rawPath: string, status: number, ms: number): void {
  const path = redactPath(rawPath);
  log.info('request', `--> ${method} ${path} ${status} ${ms}ms`, { requestId, method, path, status, ms });
}

export function requestLog(log: Log) {
  return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const started = performance.now();
    await next();
    // The path as routed (decoded: it may hold spaces), cut before anything is written; no query string is read.
    logRequest(log, c.get('requestId'), c.req.method, c.req.path, c.res.status, Math.round(performance.now() - started));
  });
}
