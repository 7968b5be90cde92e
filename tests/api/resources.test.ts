import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { resourceChangesSchema, resourceListSchema } from '../../shared/schemas/resource.ts';
import { makeResource } from '../fixtures/factories.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

const app = () => createApp({ db: t.db });

describe('GET /api/resources', () => {
  it('lists live resources sorted by title, with an ETag, and answers 304 to a matching If-None-Match', async () => {
    await applySeed(t.db, [makeResource({ title: 'Zeta' }), makeResource({ title: 'Alpha' })]);
    const res = await app().request('/api/resources');
    expect(res.status).toBe(200);
    const list = resourceListSchema.parse(await res.json());
    expect(list.map((r) => r.title)).toEqual(['Alpha', 'Zeta']);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);

    const again = await app().request('/api/resources', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('changes the ETag when the directory changes', async () => {
    const a = makeResource();
    await applySeed(t.db, [a]);
    const app1 = app();
    const first = (await app1.request('/api/resources')).headers.get('etag');
    await applySeed(t.db, [a, makeResource()]);
    const res = await app1.request('/api/resources', { headers: { 'If-None-Match': first ?? '' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(first);
    expect(resourceListSchema.parse(await res.json())).toHaveLength(2);
  });

  it('sends gzip to clients that accept it', async () => {
    await applySeed(t.db, [makeResource()]);
    const res = await app().request('/api/resources', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends a sync in brotli to a browser that takes it, the same changes a fifth smaller than gzip; gzip to one that does not', async () => {
    await applySeed(t.db, Array.from({ length: 60 }, (_, i) => makeResource({ title: `Shelter ${i}`, city: 'Columbus', state: 'OH', serviceArea: 'OH' })));
    const get = (encoding: string) => app().request('/api/resources/changes?since=0&states=OH', { headers: { 'Accept-Encoding': encoding } });
    const plain = Buffer.from(await (await get('identity')).arrayBuffer());
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    const packed = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(packed.byteLength);
    expect(brotliDecompressSync(packed).equals(plain)).toBe(true);
    const gz = await get('gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBytes = (await gz.arrayBuffer()).byteLength;
    expect(packed.byteLength).toBeLessThan(gzBytes);
    // Refused by quality 0: not sent in brotli.
    expect((await get('br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
    // A short answer (nothing changed since) is not worth compressing.
    const { cursor } = JSON.parse(plain.toString()) as { cursor: string };
    const short = await app().request(`/api/resources/changes?since=${cursor}&states=OH`, { headers: { 'Accept-Encoding': 'br' } });
    expect(short.status).toBe(200);
    expect(short.headers.get('content-encoding')).toBeNull();
  });

  it('filters by category and accepts the admin aliases', async () => {
    await applySeed(t.db, [makeResource({ category: 'womens-health' }), makeResource({ category: 'housing-shelter' })]);
    const health = resourceListSchema.parse(await (await app().request('/api/resources/womens-health')).json());
    expect(health.map((r) => r.category)).toEqual(['womens-health']);
    const alias = resourceListSchema.parse(await (await app().request('/api/resources/shelter')).json());
    expect(alias.map((r) => r.category)).toEqual(['housing-shelter']);
  });

  it('answers an unknown category with 400 and a message naming the valid ones', async () => {
    const res = await app().request('/api/resources/not-a-category');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain('is not a resource category');
    expect(body.message).toContain('housing-shelter');
  });
});

describe('GET /api/resources/changes', () => {
  it('gives everything with reset on first sync, then only what changed, deletions included', async () => {
    const keep = makeResource({ title: 'Keep' });
    const drop = makeResource({ title: 'Drop' });
    await applySeed(t.db, [keep, drop]);
    const first = resourceChangesSchema.parse(await (await app().request('/api/resources/changes')).json());
    expect(first.reset).toBe(true);
    expect(first.changes.map((r) => r.title).sort()).toEqual(['Drop', 'Keep']);

    const nothing = resourceChangesSchema.parse(await (await app().request(`/api/resources/changes?since=${first.cursor}`)).json());
    expect(nothing).toMatchObject({ changes: [], deleted: [], reset: false, cursor: first.cursor });

    const added = makeResource({ title: 'New' });
    await applySeed(t.db, [{ ...keep, description: 'Now with new hours.' }, added]);
    const delta = resourceChangesSchema.parse(await (await app().request(`/api/resources/changes?since=${first.cursor}`)).json());
    expect(delta.reset).toBe(false);
    expect(delta.changes.map((r) => r.title).sort()).toEqual(['Keep', 'New']);
    expect(delta.deleted).toEqual([drop.id]);
    expect(Number(delta.cursor)).toBeGreaterThan(Number(first.cursor));
  });

  it('rejects a malformed cursor with 400 and a message', async () => {
    for (const bad of ['abc', '-1', '1.5', '9'.repeat(40)]) {
      const res = await app().request(`/api/resources/changes?since=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/cursor/);
    }
  });

  it('tells a client whose cursor is ahead of the database to start over', async () => {
    await applySeed(t.db, [makeResource()]);
    const body = resourceChangesSchema.parse(await (await app().request('/api/resources/changes?since=999')).json());
    expect(body.reset).toBe(true);
    expect(body.changes).toHaveLength(1);
  });
});

describe('seeding', () => {
  it('is idempotent and leaves editor rows alone', async () => {
    const records = [makeResource(), makeResource()];
    expect(await applySeed(t.db, records)).toMatchObject({ inserted: 2, updated: 0 });
    const cursor = resourceChangesSchema.parse(await (await app().request('/api/resources/changes')).json()).cursor;
    expect(await applySeed(t.db, records)).toEqual({ inserted: 0, updated: 0, removed: 0, unchanged: 2 });
    const after = resourceChangesSchema.parse(await (await app().request('/api/resources/changes')).json()).cursor;
    expect(after).toBe(cursor);
  });
});

describe('errors', () => {
  it('answers unknown /api paths with 404 and a message', async () => {
    const res = await app().request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toContain('/api/nothing-here');
  });

  it('refuses form-encoded and other non-JSON write bodies, and cross-site writes, before any route sees them', async () => {
    const form = await app().request('/api/resources', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '5', Origin: 'https://evil.example' },
      body: 'a=b&c',
    });
    expect(form.status).toBe(403);
    const text = await app().request('/api/resources', {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', 'Content-Length': '5' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { message: string }).message).toContain('JSON');
    const cross = await app().request('/api/resources', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: '{}',
    });
    expect(cross.status).toBe(403);
  });

  it('says plainly that sign-in is not configured', async () => {
    const res = await app().request('/api/login');
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('Signing in is not set up on this site yet');
    // Quick exit and the crisis numbers are on this page too.
    expect(html).toContain('Quick exit');
    expect(html).toContain('tel:18007997233');
    expect(html).toContain('sms:741741');
  });

  it('sends JSON with the headers JSON needs, and the page policies only with pages', async () => {
    const res = await app().request('/api/resources');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('permissions-policy')).toBeNull();
    const page = await app().request('/api/login');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
});
