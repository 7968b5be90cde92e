// The operators' link checker against a local HTTP server that answers 200, 301, 404, 500 and never (a hang): the
// report names the dead and the moved, grouped by state, visits each address once, and changes no data.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkListings, linkReport, type CheckedListing } from '../../api/sources/check-links.ts';

let server: Server;
let base: string;
const hits = new Map<string, number>();
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/ok' || path === '/new-home') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>');
    if (path === '/moved') return res.writeHead(301, { location: '/new-home' }).end();
    if (path === '/for-now') return res.writeHead(302, { location: '/ok' }).end();
    if (path === '/gone') return res.writeHead(404).end();
    if (path === '/broken') return res.writeHead(500).end();
    // /hang: never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const listing = (id: string, over: Partial<CheckedListing>): CheckedListing => ({ id, title: id, serviceArea: 'national', sourceUrl: `${base}/ok`, ...over });

it('reports dead and moved links by state, each address visited once', async () => {
  const listings = [
    listing('national-fine', { url: `${base}/ok` }),
    listing('ohio-moved', { serviceArea: 'OH', state: 'OH', url: `${base}/moved` }),
    listing('ohio-temporary', { serviceArea: 'OH', state: 'OH', url: `${base}/for-now` }),
    listing('texas-gone', { serviceArea: 'local', state: 'TX', sourceUrl: `${base}/gone` }),
    listing('texas-broken', { serviceArea: 'TX', url: `${base}/broken` }),
    listing('national-hang', { url: `${base}/hang` }),
  ];
  const results = await checkListings(listings, { delayMs: 0, timeoutMs: 800 });
  const outcome = (id: string, field: 'url' | 'sourceUrl') => results.find((r) => r.listing.id === id && r.field === field)?.outcome;
  expect(outcome('national-fine', 'url')).toEqual({ kind: 'ok', status: 200 });
  expect(outcome('ohio-moved', 'url')).toEqual({ kind: 'moved', status: 200, to: `${base}/new-home` });
  // A temporary redirect is not a move.
  expect(outcome('ohio-temporary', 'url')).toEqual({ kind: 'ok', status: 200 });
  expect(outcome('texas-gone', 'sourceUrl')).toEqual({ kind: 'dead', status: 404, reason: 'answered 404' });
  expect(outcome('texas-broken', 'url')).toEqual({ kind: 'dead', status: 500, reason: 'answered 500' });
  expect(outcome('national-hang', 'url')).toEqual({ kind: 'dead', reason: 'no answer within 1 s' });
  // Six listings share one source page: it was asked for once (plus the temporary redirect's landing).
  expect(hits.get('/ok')).toBe(2);

  const report = linkReport(results, new Date('2026-11-25T12:00:00Z'));
  expect(report).toContain('11 links: 7 fine, 1 moved, 3 dead.');
  const sections = [...report.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  expect(sections).toEqual(['National', 'Ohio', 'Texas']);
  expect(report).toContain(`- ohio-moved (\`ohio-moved\`), website ${base}/moved: moved to ${base}/new-home`);
  expect(report).toContain(`- texas-gone (\`texas-gone\`), source page ${base}/gone: answered 404`);
  expect(report).not.toContain('national-fine');
});

it('says when a site cannot be reached at all', async () => {
  const [result] = await checkListings([listing('nowhere', { sourceUrl: 'http://127.0.0.1:9/' })], { delayMs: 0, timeoutMs: 800 });
  expect(result?.outcome.kind).toBe('dead');
  expect(result?.outcome.kind === 'dead' && result.outcome.reason).toMatch(/could not connect/);
});
