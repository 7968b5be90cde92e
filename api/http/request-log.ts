// Request logging (LOG_REQUESTS) that never writes what a visitor typed: query strings and search text are cut, and
// neither bodies, addresses nor IPs are logged. Each line carries the request's id, also sent back as X-Request-Id.
import { createMiddleware } from 'hono/factory';
import type { Log } from '../log.ts';

/** "GET /api/resources/search?q=abortion 200" → "GET /api/resources/search?… 200". */
export function redactRequestLine(line: string): string {
  return line.replace(/(\/api\/resources\/search)\/[^\s?]+/g, '$1/…').replace(/\?[^\s]*/g, '?…');
}

/** A request's path without search words: "/api/resources/search/domestic violence" → "/api/resources/search/…". */
export function redactPath(path: string): string {
  return path.replace(/^(\/api\/resources\/search)\/.+$/s, '$1/…');
}

export function requestLog(log: Log) {
  return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    // The path as routed (decoded: it may hold spaces), cut before anything is written; no query string is read.
    const path = redactPath(c.req.path);
    const requestId = c.get('requestId');
    log.info('request', `--> ${c.req.method} ${path} ${c.res.status} ${ms}ms`, { requestId, method: c.req.method, path, status: c.res.status, ms });
  });
}
