// An HSDS API import against servers that misbehave, on real loopback servers: an API at a private address is read
// only when the operator says so (--allow-private-address), a redirect may not leave the API's origin, and a server
// that pages for ever, repeats itself or answers without end is stopped by a cap, with a message naming it.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { listResources } from '../../api/db/resources-repo.ts';
import { readApi } from '../../api/hsds/api-source.ts';
import { importHsds } from '../../api/hsds/import.ts';
import { ImportError } from '../../api/hsds/tables.ts';
import { databaseEnv, tempDb, type TempDb } from '../fixtures/db.ts';
import { startHsdsApi } from '../fixtures/hsds-api-server.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const EXAMPLES = join(ROOT, 'tests', 'fixtures', 'hsds-3.0', 'examples');
const NOW = new Date('2026-11-20T12:00:00Z');
const run = promisify(execFile);
const full = JSON.parse(readFileSync(join(EXAMPLES, 'service_full.json'), 'utf8')) as { id: string; name: string };
/** The example service under another id and name. */
const service = (n: number) => ({ ...full, id: `${full.id.slice(0, -8)}${String(n).padStart(8, '0')}`, name: `Service ${n}` });

interface Local {
  origin: string;
  /** Paths asked for, in order. */
  requests: string[];
  close: () => Promise<void>;
}

const servers: Local[] = [];
async function serve(handler: (req: IncomingMessage, res: ServerResponse, url: URL) => void): Promise<Local> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname + url.search);
    handler(req, res, url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const local = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  servers.push(local);
  return local;
}
const json = (res: ServerResponse, body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const page = (contents: unknown[], totalPages: number, pageNumber: number) => ({ total_pages: totalPages, page_number: pageNumber, last_page: pageNumber >= totalPages, contents });

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await t.close();
});

it('refuses an API at a loopback address unless the operator says so on the command line', async () => {
  const api = await startHsdsApi([full]);
  try {
    const cli = (...flags: string[]) =>
      run(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'cli', 'import-hsds.ts'), api.base, '--source', 'api-example', '--source-url', 'https://openreferral.org/', ...flags], {
        cwd: ROOT,
        env: { ...process.env, ...databaseEnv(t) },
      });
    const refused = await cli().then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain(`Nothing imported. ${api.base}/: 127.0.0.1 is a private or local address, and an import reads public addresses only. If you mean to import from it, add --allow-private-address.`);
    expect(api.requests).toEqual([]);

    const allowed = await cli('--allow-private-address');
    expect(allowed.stdout).toContain('Source "api-example": 1 added');
    expect((await listResources(t.db)).map((r) => r.title)).toEqual(['Community Counselling']);
  } finally {
    await api.close();
  }
}, 60_000);

it('follows a redirect within the API, and refuses one to another site, public-looking or internal', async () => {
  const internal = await serve((_req, res) => json(res, { version: '3.0' }));
  const api = await serve((_req, res, url) => {
    const to = (location: string) => res.writeHead(302, { location }).end();
    if (url.pathname === '/hsds/') return to('/hsds/about');
    if (url.pathname === '/hsds/about') return json(res, { version: '3.0' });
    if (url.pathname === '/hsds/services') return to(`/hsds/list${url.search}`);
    if (url.pathname === '/hsds/list') return json(res, page([full], 1, 1));
    if (url.pathname === '/away/') return to('https://hsds.example.org/api/');
    if (url.pathname === '/inside/') return to(`${internal.origin}/hsds/`);
    if (url.pathname === '/renamed/') return to(`${api.origin.replace('127.0.0.1', 'localhost')}/hsds/`);
    res.writeHead(404).end();
  });
  const options = { allowPrivateAddress: true, sourceUrl: 'https://openreferral.org/', now: NOW };
  const result = await importHsds(t.db, `${api.origin}/hsds`, { source: 'api-example', ...options });
  expect(result.report.added).toBe(1);

  await expect(importHsds(t.db, `${api.origin}/away`, options)).rejects.toThrow(
    new ImportError(`${api.origin}/away/: redirects to another site (https://hsds.example.org); an import follows redirects only within ${api.origin}. If the API has moved, import from its new address.`),
  );
  await expect(importHsds(t.db, `${api.origin}/inside`, options)).rejects.toThrow(/redirects to another site \(http:\/\/127\.0\.0\.1:\d+\)/);
  // The same server under another name is another origin too.
  await expect(importHsds(t.db, `${api.origin}/renamed`, options)).rejects.toThrow(/redirects to another site \(http:\/\/localhost:\d+\)/);
  expect(internal.requests).toEqual([]);
  expect((await listResources(t.db)).map((r) => r.title)).toEqual(['Community Counselling']);
});

it('stops paging when a page lists only services it has already read, though the API claims a billion pages, and removes nothing', async () => {
  // A first import, when the API behaved, brought a third service.
  let endless = false;
  const api = await serve((_req, res, url) => {
    if (url.pathname === '/hsds/') return json(res, { version: '3.0' });
    // Then it ignores `page`: the same two services on every page, in brief, so each is fetched in full once.
    const listed = endless ? [service(1), service(2)] : [service(1), service(2), service(3)];
    if (url.pathname === '/hsds/services') return json(res, page(listed.map(({ id, name }) => ({ id, name })), endless ? 1_000_000_000 : 1, Number(url.searchParams.get('page'))));
    const one = listed.find((s) => url.pathname === `/hsds/services/${s.id}`);
    return one ? json(res, one) : res.writeHead(404).end();
  });
  const options = { source: 'api-example', allowPrivateAddress: true, sourceUrl: 'https://openreferral.org/', now: NOW };
  expect((await importHsds(t.db, `${api.origin}/hsds`, options)).report.added).toBe(3);
  endless = true;
  api.requests.length = 0;
  const result = await importHsds(t.db, `${api.origin}/hsds`, options);
  expect(api.requests.filter((r) => r.startsWith('/hsds/services?'))).toEqual(['/hsds/services?page=1&per_page=100&full=true', '/hsds/services?page=2&per_page=100&full=true']);
  expect(api.requests).toHaveLength(5);
  expect(result.warnings).toContain(`${api.origin}/hsds/services page 2: lists only services already read, though the API says it has 1000000000 pages; reading stopped there.`);
  // What the pages it did not read hold is unknown: the third service is kept, not removed.
  expect(result.report.removed).toBe(0);
  expect(result.lines.join('\n')).toContain('Part of the source could not be read');
});

it('refuses, at the page cap, an API whose pages bring new services without end', async () => {
  let n = 0;
  const api = await serve((_req, res, url) => {
    if (url.pathname === '/hsds/') return json(res, { version: '3.0' });
    json(res, page([service(++n)], 1_000_000_000, Number(url.searchParams.get('page'))));
  });
  await expect(readApi(`${api.origin}/hsds`, { allowPrivateAddress: true, limits: { maxPages: 20 } })).rejects.toThrow(
    new ImportError(`${api.origin}/hsds/services: goes on past page 20, the most an import reads; nothing was imported.`),
  );
  expect(api.requests).toHaveLength(21);
});

it('refuses an answer larger than the cap as it streams in, whatever its length header says', async () => {
  let finished = true;
  const api = await serve((_req, res) => {
    // No Content-Length: 64 MB of valid JSON, sent as the client takes it.
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"version":"3.0","padding":"');
    const mb = 'x'.repeat(1024 * 1024);
    let sent = 0;
    const more = () => {
      while (sent < 64) {
        sent++;
        if (!res.write(mb)) return void res.once('drain', more);
      }
      res.end('"}');
    };
    res.on('close', () => (finished = res.writableFinished));
    more();
  });
  await expect(importHsds(t.db, `${api.origin}/hsds`, { allowPrivateAddress: true, sourceUrl: 'https://openreferral.org/', now: NOW })).rejects.toThrow(
    new ImportError(`${api.origin}/hsds/: answered more than 20 MB, the most an import reads in one answer; nothing was imported.`),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(finished).toBe(false);
});

it('refuses an import whose answers together pass the total cap', async () => {
  let n = 0;
  const api = await serve((_req, res, url) => {
    if (url.pathname === '/hsds/') return json(res, { version: '3.0' });
    // About 170 kB a page, new services each time, a hundred pages.
    json(res, page(Array.from({ length: 10 }, () => service(++n)), 100, Number(url.searchParams.get('page'))));
  });
  await expect(readApi(`${api.origin}/hsds`, { allowPrivateAddress: true, limits: { maxTotalBytes: 1024 * 1024 } })).rejects.toThrow(
    new ImportError(`${api.origin}/hsds/services?page=7&per_page=100&full=true: the import has read more than 1 MB from ${api.origin}/hsds, the most one import reads; nothing was imported.`),
  );
  expect(api.requests).toHaveLength(8);
});
