import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createLog } from '../../api/log.ts';
import { closeDb } from '../../api/db/client.ts';
import { applySeed, VERSION_RECHECK_MS, versionReader } from '../../api/db/resources-repo.ts';
import { createNodeServer } from '../../api/http/not-modified-fast-path.ts';
import { DirectoryLists } from '../../api/routes/resources.ts';
import { makeResource } from '../fixtures/factories.ts';
import { otherConnection, tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

describe('the production server in front of the app', () => {
  it('answers a matching conditional GET with 304 and the same headers as the app, and anything else through the app', async () => {
    await applySeed(t.db, [makeResource({ category: 'womens-health' })]);
    const lists = new DirectoryLists(t.db);
    const server = createNodeServer(createApp({ db: t.db, lists }).fetch, lists);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/api/resources', '/api/resources/womens-health', '/api/resources/healthcare']) {
        const first = await fetch(base + path);
        expect(first.status).toBe(200);
        const etag = first.headers.get('etag') ?? '';
        const again = await fetch(base + path, { headers: { 'If-None-Match': etag } });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        for (const name of ['cache-control', 'vary', 'x-content-type-options', 'cross-origin-resource-policy']) {
          expect(again.headers.get(name), name).toBe(first.headers.get(name));
        }
        expect(again.headers.get('content-security-policy')).toBeNull();
      }
      const stale = await fetch(`${base}/api/resources`, { headers: { 'If-None-Match': '"old"' } });
      expect(stale.status).toBe(200);
      const bad = await fetch(`${base}/api/resources/nope`, { headers: { 'If-None-Match': '"x"' } });
      expect(bad.status).toBe(400);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives each 304 a request id and, with request logging on, a line like the app’s', async () => {
    await applySeed(t.db, [makeResource({ category: 'womens-health' })]);
    const lists = new DirectoryLists(t.db);
    const lines: string[] = [];
    const log = createLog('json', (l) => lines.push(l));
    const server = createNodeServer(createApp({ db: t.db, lists, logRequests: true, log }).fetch, lists, { log });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const etag = (await fetch(`${base}/api/resources/womens-health`)).headers.get('etag') ?? '';
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const again = await fetch(`${base}/api/resources/womens-health?since=x`, { headers: { 'If-None-Match': etag } });
        expect(again.status).toBe(304);
        ids.push(again.headers.get('x-request-id') ?? '');
      }
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
      // A proxy's id is kept when it is plainly an id, replaced when not.
      const kept = await fetch(`${base}/api/resources/womens-health`, { headers: { 'If-None-Match': etag, 'X-Request-Id': 'edge-42' } });
      expect(kept.headers.get('x-request-id')).toBe('edge-42');
      const replaced = await fetch(`${base}/api/resources/womens-health`, { headers: { 'If-None-Match': etag, 'X-Request-Id': 'not an id' } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._-]{1,64}$/);

      const entries = lines.map((l) => JSON.parse(l) as { requestId: string; status: number; path: string; msg: string });
      // The first answer came from the app, the rest from the front; one line each.
      expect(entries).toHaveLength(6);
      expect(entries.slice(1).map((e) => e.requestId)).toEqual([...ids, 'edge-42', replaced.headers.get('x-request-id')]);
      for (const e of entries.slice(1)) expect(e).toMatchObject({ status: 304, path: '/api/resources/womens-health', msg: '--> GET /api/resources/womens-health 304 0ms' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('versionReader', () => {
  it('sees this process’s writes at once and another process’s writes within the recheck window', async () => {
    let now = 0;
    const reader = versionReader(t.db, () => now);
    expect(await reader.read()).toBe(0);
    await applySeed(t.db, [makeResource()]);
    expect(await reader.read()).toBe(1);

    // Another connection (as another process would) writes; this reader learns of it once the window passes.
    const other = await otherConnection(t);
    await applySeed(other, [makeResource(), makeResource()]);
    await closeDb(other);
    expect(await reader.read()).toBe(1);
    now += VERSION_RECHECK_MS;
    expect(await reader.read()).toBe(2);
  });
});
