// A node:http front for the production server: a conditional GET of a directory list whose ETag still matches is
// answered 304 right here, before Hono builds a Request. It is the most frequent request of returning visitors, and
// this keeps it close to the cost of plain node:http (npm run bench). Everything else goes to the app.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { DirectoryLists } from '../routes/resources.ts';
import { cachedHeaders, etagMatches } from './cached-json.ts';

export function answerNotModified(lists: DirectoryLists, req: IncomingMessage, res: ServerResponse): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (!ifNoneMatch || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  const entry = lists.forPath(q === -1 ? url : url.slice(0, q));
  if (!entry || !etagMatches(ifNoneMatch, entry.etag)) return false;
  res.writeHead(304, cachedHeaders(entry));
  res.end();
  return true;
}

export function createNodeServer(
  fetch: (req: Request) => Response | Promise<Response>,
  lists: DirectoryLists,
  /** Answers some paths itself before the app (the embedded sign-in provider under /idp); true when it did. */
  before?: { handle: (req: IncomingMessage, res: ServerResponse) => boolean },
): Server {
  const listener: RequestListener = getRequestListener(fetch);
  return createServer((req, res) => {
    if (answerNotModified(lists, req, res)) return;
    if (before?.handle(req, res)) return;
    void listener(req, res);
  });
}
