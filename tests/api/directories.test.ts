// The built-in directories on the server: seeded idempotently from data/, listed with an ETag, and synced by changes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { applyDirectory, readDirectoryFile } from '../../api/db/directories-repo.ts';
import { projectPath } from '../../api/project-root.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

const entry = (id: string, name = id) => ({ id, name, category: 'professional-networks', description: 'd', services: ['s'], industries: ['i'], website: 'https://example.org/', sourceUrl: 'https://example.org/', verifiedAt: '2026-11-22' });
const get = (path: string, headers: Record<string, string> = {}) => createApp({ db: t.db }).request(`http://localhost/api/directories${path}`, { headers });

describe('the built-in directories', () => {
  it('seeds from data/ once: a second run changes nothing', async () => {
    const orgs = readDirectoryFile(projectPath('data'), 'organizations') ?? [];
    expect(orgs.length).toBeGreaterThan(50);
    expect((await applyDirectory(t.db, 'organizations', orgs)).inserted).toBe(orgs.length);
    expect(await applyDirectory(t.db, 'organizations', orgs)).toEqual({ inserted: 0, updated: 0, removed: 0 });
  });

  it('lists a collection with an ETag, and answers 304 to a client that has it', async () => {
    await applyDirectory(t.db, 'organizations', [entry('b'), entry('a')]);
    const res = await get('/organizations');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }[]).map((e) => e.id)).toEqual(['a', 'b']);
    const etag = res.headers.get('etag') ?? '';
    expect((await get('/organizations', { 'If-None-Match': etag })).status).toBe(304);
    await applyDirectory(t.db, 'organizations', [entry('a'), entry('b', 'B renamed')]);
    expect((await get('/organizations', { 'If-None-Match': etag })).status).toBe(200);
  });

  it('syncs by changes: everything first, then only what changed, with deletions', async () => {
    await applyDirectory(t.db, 'organizations', [entry('a'), entry('b')]);
    const first = (await (await get('/organizations/changes?since=0')).json()) as { changes: { id: string }[]; cursor: string; reset: boolean };
    expect(first).toMatchObject({ reset: true });
    expect(first.changes).toHaveLength(2);
    await applyDirectory(t.db, 'organizations', [entry('a', 'A renamed')]);
    const next = (await (await get(`/organizations/changes?since=${first.cursor}`)).json()) as { changes: { name: string }[]; deleted: string[]; reset: boolean };
    expect(next).toMatchObject({ reset: false, deleted: ['b'] });
    expect(next.changes.map((c) => c.name)).toEqual(['A renamed']);
  });

  it('refuses an unknown directory, a bad cursor, and a data file with a duplicate id', async () => {
    expect((await get('/planets')).status).toBe(404);
    expect((await get('/organizations/changes?since=abc')).status).toBe(400);
    await expect(applyDirectory(t.db, 'organizations', [entry('a'), entry('a')])).rejects.toThrow(/used twice/);
  });
});
