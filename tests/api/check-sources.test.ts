// The operators' link checker against a local HTTP server that answers 200, 301, 404, 500 and never (a hang): the
// report names the dead and the moved, grouped by state, visits each address once, and changes no data. It refuses
// loopback, private and cloud-metadata addresses on every hop: the local server is reached only because the tests
// allow its exact origin, and a second local server stands for an internal service it must never reach.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkListings, linkReport, linksToCheck, type CheckedListing } from '../../api/sources/check-links.ts';

let server: Server;
let base: string;
const hits = new Map<string, number>();
/** The internal service: an admin page on another loopback port. */
let internal: Server;
let internalPort: number;
const internalHits: string[] = [];
beforeAll(async () => {
  internal = createServer((req, res) => {
    internalHits.push(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'text/plain' }).end('secret-admin-token');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalPort = (internal.address() as AddressInfo).port;
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/ok' || path === '/new-home') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>');
    if (path === '/moved') return res.writeHead(301, { location: '/new-home' }).end();
    if (path === '/for-now') return res.writeHead(302, { location: '/ok' }).end();
    if (path === '/gone') return res.writeHead(404).end();
    if (path === '/broken') return res.writeHead(500).end();
    const inside = REDIRECTS_INSIDE[path];
    if (inside) return res.writeHead(302, { location: inside() }).end();
    // /hang: never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const s of [server, internal]) {
    s.closeAllConnections();
    s.close();
  }
});

/** Redirects from the listing's site to places inside: another port, other spellings of loopback, cloud metadata. */
const REDIRECTS_INSIDE: Record<string, () => string> = {
  '/to-admin': () => `http://127.0.0.1:${internalPort}/admin?token=1`,
  '/to-localhost': () => `http://localhost:${internalPort}/admin`,
  '/to-decimal': () => `http://2130706433:${internalPort}/admin`,
  '/to-mapped': () => `http://[::ffff:127.0.0.1]:${internalPort}/admin`,
  '/to-v6-loopback': () => `http://[::1]:${internalPort}/admin`,
  '/to-v4-compatible': () => 'http://[::a9fe:a9fe]/latest/meta-data/',
  '/to-private': () => 'http://10.0.0.5/admin',
  '/to-metadata': () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
  '/to-metadata-name': () => 'http://metadata.google.internal/computeMetadata/v1/',
  '/to-file': () => 'file:///etc/passwd',
};

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
  const results = await checkListings(listings, { delayMs: 0, timeoutMs: 800, allowPrivateOrigins: [base] });
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
  const [result] = await checkListings([listing('nowhere', { sourceUrl: 'http://127.0.0.1:9/' })], { delayMs: 0, timeoutMs: 800, allowPrivateOrigins: ['http://127.0.0.1:9'] });
  expect(result?.outcome.kind).toBe('dead');
  expect(result?.outcome.kind === 'dead' && result.outcome.reason).toMatch(/could not connect/);
});

it('refuses a redirect into loopback, private or cloud-metadata addresses, and the report shows none of their pages', async () => {
  const paths = Object.keys(REDIRECTS_INSIDE);
  const listings = paths.map((path) => listing(path.slice(1), { url: `${base}${path}` }));
  const results = await checkListings(listings, { delayMs: 0, timeoutMs: 3000, allowPrivateOrigins: [base] });
  const reasons = Object.fromEntries(results.filter((r) => r.field === 'url').map((r) => [r.listing.id, r.outcome.kind === 'dead' ? r.outcome.reason : r.outcome.kind]));
  expect(reasons).toEqual({
    'to-admin': 'redirects to a private address, 127.0.0.1 (refused)',
    'to-localhost': 'redirects to a private address, localhost (refused)',
    'to-decimal': 'redirects to a private address, 127.0.0.1 (refused)',
    'to-mapped': 'redirects to a private address, [::ffff:7f00:1] (refused)',
    'to-v6-loopback': 'redirects to a private address, [::1] (refused)',
    'to-v4-compatible': 'redirects to a private address, [::a9fe:a9fe] (refused)',
    'to-private': 'redirects to a private address, 10.0.0.5 (refused)',
    'to-metadata': 'redirects to a private address, 169.254.169.254 (refused)',
    'to-metadata-name': 'redirects to a private address, metadata.google.internal (refused)',
    'to-file': 'redirects to an address that is not a web page (refused)',
  });
  expect(internalHits).toEqual([]);
  const report = linkReport(results, new Date('2026-11-25T12:00:00Z'));
  expect(report).toContain(`- to-metadata (\`to-metadata\`), website ${base}/to-metadata: redirects to a private address, 169.254.169.254 (refused)`);
  for (const inside of ['/admin', 'token=1', 'meta-data', 'computeMetadata', 'secret-admin-token', '/etc/passwd']) expect(report).not.toContain(inside);
});

it("refuses a listing whose own address is loopback or private, without asking it", async () => {
  const listings = [
    listing('own-loopback', { sourceUrl: `http://127.0.0.1:${internalPort}/`, url: `http://localhost:${internalPort}/` }),
    listing('own-private', { sourceUrl: 'http://192.168.1.1/', url: 'http://[fd00::1]/' }),
  ];
  const results = await checkListings(listings, { delayMs: 0, timeoutMs: 3000, allowPrivateOrigins: [base] });
  expect(results.map((r) => r.outcome)).toEqual(Array(4).fill({ kind: 'dead', reason: 'leads to a private address (refused)' }));
  expect(internalHits).toEqual([]);
});

it('checks a public data set by its page once, not each of its listings, and says so in the report', async () => {
  hits.clear();
  const hospitals = Array.from({ length: 40 }, (_, i) =>
    listing(`hospital-${i}`, { serviceArea: 'local', state: 'TX', url: `${base}/gone`, sourceUrl: `${base}/moved`, publicDataSet: true, sourceName: 'CMS Hospital General Information' }),
  );
  const { listings, dataSets } = linksToCheck([listing('own', { url: `${base}/ok` }), ...hospitals]);
  expect(dataSets).toEqual([{ name: 'CMS Hospital General Information', sourceUrl: `${base}/moved`, listings: 40 }]);
  const results = await checkListings(listings, { delayMs: 0, timeoutMs: 800, allowPrivateOrigins: [base] });
  // The hospitals' own websites are never asked; the data set's page once.
  expect(hits.get('/gone')).toBeUndefined();
  expect(hits.get('/moved')).toBe(1);
  const report = linkReport(results, new Date('2026-11-25T12:00:00Z'), dataSets);
  expect(report).toContain('- CMS Hospital General Information (40 listings) (`data set: CMS Hospital General Information`), source page');
  expect(report).toContain('Listings from public data sets are checked by their data set\'s page only, not one by one: CMS Hospital General Information (40).');
  expect(report).not.toContain('hospital-3');
});
