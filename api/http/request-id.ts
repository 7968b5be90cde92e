// Request ids: every answer carries one as X-Request-Id, and its log line the same, so a visitor's report can be
// matched to a line. The app, the 304 fast path and the embedded sign-in pages use the same rule.
import { randomBytes } from 'node:crypto';
import { createMiddleware } from 'hono/factory';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's own id (a proxy's) is kept only when it is plainly an id: nothing a log reader could trip on. */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

// A counter behind a random prefix per process: unique across restarts, and cheap enough for the 304 fast path.
const PREFIX = randomBytes(6).toString('base64url');
let counter = 0;

export function newRequestId(): string {
  counter += 1;
  return `${PREFIX}-${counter.toString(36)}`;
}

/** The caller's id when it is safe, else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}

export function requestIds() {
  return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
  });
}
