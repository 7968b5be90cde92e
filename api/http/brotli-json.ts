// JSON answers in brotli when the client takes it (every current browser does): the directory's first sync for a
// state is about a fifth smaller than in gzip (decision 021), on the connection of a phone that may have little.
// Hono's compress() covers gzip and deflate only; it then leaves an answer compressed here as it is.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';

const compress = promisify(brotliCompress);

/**
 * Quality 5: a state's first sync (1.2 MB of JSON) compresses in about 20 ms; 11 would take a second of the server's
 * processor for another tenth.
 */
export const BROTLI_JSON_QUALITY = 5;
/** Below this, compression saves too little to be worth it (as compress()'s default). */
const THRESHOLD_BYTES = 1024;

/** Whether the Accept-Encoding header takes brotli (named with a quality above 0, or by a wildcard). */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const br = accepts.find((a) => a.type.toLowerCase() === 'br') ?? accepts.find((a) => a.type === '*');
  return Boolean(br && br.q > 0);
}

export function brotliJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      !res.body ||
      res.headers.has('Content-Encoding') ||
      !/^application\/(?:[\w.+-]+\+)?json\b/i.test(res.headers.get('Content-Type') ?? '') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '') ||
      !acceptsBrotli(c.req.header('Accept-Encoding'))
    ) {
      return;
    }
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (length < THRESHOLD_BYTES) return;
    const body = Buffer.from(await res.arrayBuffer());
    const small = body.byteLength < THRESHOLD_BYTES;
    const packed = small
      ? body
      : await compress(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_JSON_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        });
    // Hono carries the first answer's headers over to the new one: they are set after.
    c.res = new Response(packed, res);
    const headers = c.res.headers;
    const vary = headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    headers.set('Content-Length', String(packed.byteLength));
    if (small) return;
    headers.set('Content-Encoding', 'br');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}
