// A node:http front for the production server: a conditional GET of a directory list whose ETag still matches is
// answered 304 right here, before Hono builds a Request. It is the most frequent request of returning visitors, and
// this keeps it close to the cost of plain node:http (npm run bench). Everything else goes to the app. Answers given
// here (the 304s, the embedded sign-in pages) carry an X-Request-Id and get a request line like the app's.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Log } from '../log.ts';
import type { DirectoryLists } from '../routes/resources.ts';
import { cachedHeaders, etagMatches, type CachedJson } from './cached-json.ts';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.ts';
import { logRequest } from './request-log.ts';

const HEADERS_304 = new WeakMap<CachedJson, Record<string, string>>();
function headers304(entry: CachedJson): Record<string, string> {
  let headers = HEADERS_304.get(entry);
  if (!headers) HEADERS_304.set(entry, (headers = { ...cachedHeaders(entry), [REQUEST_ID_HEADER]: '' }));
  return headers;
}

/** `log` only when request logging is on: the 304 then costs one more call, and nothing when it is off. */
export function answerNotModified(lists: DirectoryLists, req: IncomingMessage, res: ServerResponse, log?: Log): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (!ifNoneMatch || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const entry = lists.forPath(path);
  if (!entry || !etagMatches(ifNoneMatch, entry.etag)) return false;
  const id = requestIdFor(req.headers['x-request-id']);
  // One object for writeHead (headers set beforehand with setHeader would put node:http on its slower path), made
  // once per cached answer: writeHead reads it at once, so only the id changes between answers.
  const headers = headers304(entry);
  headers[REQUEST_ID_HEADER] = id;
  res.writeHead(304, headers);
  res.end();
  if (log) logRequest(log, id, req.method, path, 304, 0);
  return true;
}

export interface FrontOptions {
  /**
   * Answers some paths itself before the app (the embedded sign-in provider under /idp); true when it did. It must
   * answer asynchronously: the request id header is set just after it returns.
   */
  before?: { handle: (req: IncomingMessage, res: ServerResponse) => boolean };
  /** The request log, when request logging is on. */
  log?: Log;
}

export function createNodeServer(fetch: (req: Request) => Response | Promise<Response>, lists: DirectoryLists, options: FrontOptions = {}): Server {
  const { before, log } = options;
  const listener = getRequestListener(fetch);
  return createServer((req, res) => {
    if (answerNotModified(lists, req, res, log)) return;
    if (before) {
      const started = log ? performance.now() : 0;
      if (before.handle(req, res)) {
        const id = requestIdFor(req.headers['x-request-id']);
        if (!res.headersSent) res.setHeader(REQUEST_ID_HEADER, id);
        // The provider may rewrite req.url as it routes: the path is taken now.
        const method = req.method ?? 'GET';
        const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
        if (log) res.once('close', () => logRequest(log, id, method, path, res.statusCode, Math.round(performance.now() - started)));
        return;
      }
    }
    void listener(req, res);
  });
}
