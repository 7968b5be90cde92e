// A JSON answer as a browser gets it: asked with the encodings a current browser sends, its bytes on the wire
// measured, and read back.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** What Chromium sends, on http://localhost as on HTTPS. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export async function onTheWire(res: Response): Promise<{ bytes: number; encoding: string; text: string }> {
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding') ?? 'identity';
  const text = encoding === 'br' ? brotliDecompressSync(body).toString() : encoding === 'gzip' ? gunzipSync(body).toString() : body.toString();
  return { bytes: body.byteLength, encoding, text };
}
