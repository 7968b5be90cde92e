// Serialised list answers kept in memory per data version, with a strong ETag and ready-made gzip bytes, so a 304 costs almost nothing.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { API_HEADERS } from './security.ts';

export interface CachedJson {
  version: number;
  etag: string;
  json: Buffer;
  gzip: Buffer;
  /** The headers of its answers with the default Cache-Control, built once (a 304 sends them as they are). */
  headers: Readonly<Record<string, string>>;
}

export class JsonCache {
  private entries = new Map<string, CachedJson>();

  /** The entry for `key` if it is of this data version; undefined when it must be built (get). */
  peek(key: string, version: number): CachedJson | undefined {
    const hit = this.entries.get(key);
    return hit && hit.version === version ? hit : undefined;
  }

  /** Returns the entry for `key`, rebuilding it with `build()` when the data version moved. */
  async get(key: string, version: number, build: () => Promise<unknown>): Promise<CachedJson> {
    const hit = this.peek(key, version);
    if (hit) return hit;
    const json = Buffer.from(JSON.stringify(await build()));
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    const entry = { version, etag, json, gzip: gzipSync(json, { level: 9 }), headers: headersFor(etag, DEFAULT_CACHE_CONTROL) };
    this.entries.set(key, entry);
    return entry;
  }
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // What a browser sends back: the one ETag it was given, as it was given.
  if (header === etag) return true;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

const DEFAULT_CACHE_CONTROL = 'no-cache';

function headersFor(etag: string, cacheControl: string): Record<string, string> {
  return { ...API_HEADERS, ETag: etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
}

/** Headers of a cached answer, 200 or 304 alike (the entry's own object for the default Cache-Control: do not change it). */
export function cachedHeaders(entry: CachedJson, cacheControl = DEFAULT_CACHE_CONTROL): Readonly<Record<string, string>> {
  return cacheControl === DEFAULT_CACHE_CONTROL ? entry.headers : headersFor(entry.etag, cacheControl);
}

/** Sends a cached entry: 304 when the client has it, gzip when the client takes it. */
export function sendCached(c: Context, entry: CachedJson, cacheControl = DEFAULT_CACHE_CONTROL): Response {
  const headers: Record<string, string> = { ...cachedHeaders(entry, cacheControl) };
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers['Content-Type'] = 'application/json; charset=utf-8';
  const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  const body = gzip ? entry.gzip : entry.json;
  headers['Content-Length'] = String(body.byteLength);
  return new Response(new Uint8Array(body), { status: 200, headers });
}
