// Security middleware: strict headers and CSP, same-origin JSON-only writes, and a body size limit.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { secureHeaders } from 'hono/secure-headers';

export const API_BODY_LIMIT_BYTES = 64 * 1024;

export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'no-referrer',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [], payment: ['self'] },
  });
}

/** Unsafe methods must come from our own pages (Origin / Sec-Fetch-Site) and carry JSON, which browsers cannot send cross-site without a preflight. */
export function sameOriginJsonWrites(publicOrigin?: string): MiddlewareHandler[] {
  const checkOrigin = csrf(publicOrigin ? { origin: (o, c) => o === publicOrigin || o === new URL(c.req.url).origin } : undefined);
  const jsonOnly: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      return c.json({ message: 'Requests from other sites are not accepted.' }, 403);
    }
    const length = Number(c.req.header('content-length') ?? '0');
    const type = c.req.header('content-type') ?? '';
    if ((length > 0 || c.req.header('transfer-encoding')) && !/^application\/json\b/i.test(type)) {
      return c.json({ message: 'Send the request body as JSON (Content-Type: application/json).' }, 415);
    }
    return next();
  };
  const limit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ message: `The request is too large (limit ${API_BODY_LIMIT_BYTES / 1024} KB).` }, 413),
  });
  return [checkOrigin, jsonOnly, limit];
}
