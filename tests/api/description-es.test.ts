// A listing's Spanish description (issue 22): the seed sends a written, changed or removed one to devices by the
// change feed (once), both searches find a listing by a word only its Spanish description has, and the Open Referral
// export stays English (HSDS 3.0 has no place for it).
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { applySeed, listResources } from '../../api/db/resources-repo.ts';
import { searchResources } from '../../api/db/resources-search.ts';
import { exportHsdsPackage } from '../../api/hsds/export-package.ts';
import { resourceChangesSchema, resourceListSchema, resourceSchema } from '../../shared/schemas/resource.ts';
import { DeviceSearchIndex } from '../../web/local/search-index.ts';
import { makeResource } from '../fixtures/factories.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

const app = () => createApp({ db: t.db });
/** The change feed as a device that keeps Spanish asks for it (`langs=es`), or as an English-only one. */
async function changes(since?: string, langs: string | null = 'es') {
  const query = new URLSearchParams({ ...(since ? { since } : {}), ...(langs ? { langs } : {}) });
  const res = await app().request(`/api/resources/changes?${query}`);
  expect(res.status).toBe(200);
  return resourceChangesSchema.parse(await res.json());
}

describe('the schema', () => {
  const base = makeResource();
  it('takes a Spanish description up to the English one’s limit, trimmed, and leaves it optional', () => {
    expect(resourceSchema.parse({ ...base, descriptionEs: `  ${'a'.repeat(2000)}  ` }).descriptionEs).toHaveLength(2000);
    expect(resourceSchema.parse(base).descriptionEs).toBeUndefined();
  });

  it('refuses one too long with the form’s message id, and an empty one', () => {
    const long = resourceSchema.safeParse({ ...base, descriptionEs: 'a'.repeat(2001) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ['descriptionEs'], message: 'form.listing.descriptionEsMax', maximum: 2000 });
    const blank = resourceSchema.safeParse({ ...base, descriptionEs: '   ' });
    expect(blank.error?.issues[0]?.path).toEqual(['descriptionEs']);
  });
});

describe('the seed and the change feed', () => {
  it('sends a new Spanish description to devices once, and its removal too', async () => {
    const hotline = makeResource({ title: 'Hotline', description: 'Call any time.' });
    const other = makeResource({ title: 'Other' });
    await applySeed(t.db, [hotline, other]);
    const start = await changes();

    // Written: the row takes a new version and comes in the next delta, with its Spanish words.
    expect(await applySeed(t.db, [{ ...hotline, descriptionEs: 'Llame a cualquier hora.' }, other])).toMatchObject({ updated: 1, unchanged: 1 });
    const written = await changes(start.cursor);
    expect(written.changes).toEqual([expect.objectContaining({ id: hotline.id, description: 'Call any time.', descriptionEs: 'Llame a cualquier hora.' })]);
    expect(written.deleted).toEqual([]);

    // The same file again: nothing changes, nothing is sent.
    expect(await applySeed(t.db, [{ ...hotline, descriptionEs: 'Llame a cualquier hora.' }, other])).toMatchObject({ updated: 0, unchanged: 2 });
    expect((await changes(written.cursor)).changes).toEqual([]);

    // Corrected: sent again.
    await applySeed(t.db, [{ ...hotline, descriptionEs: 'Llame a la hora que sea.' }, other]);
    const corrected = await changes(written.cursor);
    expect(corrected.changes.map((r) => r.descriptionEs)).toEqual(['Llame a la hora que sea.']);

    // Removed from the file: the listing comes once more, without it, so the device drops the old Spanish words.
    expect(await applySeed(t.db, [hotline, other])).toMatchObject({ updated: 1 });
    const removed = await changes(corrected.cursor);
    expect(removed.changes).toHaveLength(1);
    expect(removed.changes[0]).toMatchObject({ id: hotline.id, description: 'Call any time.' });
    expect(removed.changes[0]).not.toHaveProperty('descriptionEs');
    const listed = resourceListSchema.parse(await (await app().request('/api/resources')).json());
    expect(listed.find((r) => r.id === hotline.id)).not.toHaveProperty('descriptionEs');
  });

  it('sends the Spanish words only to a device that keeps Spanish; a language it cannot be sent is refused', async () => {
    const hotline = makeResource({ title: 'Hotline', description: 'Call any time.', descriptionEs: 'Llame a cualquier hora.' });
    await applySeed(t.db, [hotline]);
    expect((await changes(undefined, null)).changes).toEqual([expect.not.objectContaining({ descriptionEs: expect.anything() })]);
    expect((await changes(undefined, null)).changes[0]).toMatchObject({ description: 'Call any time.' });
    expect((await changes(undefined, 'es')).changes[0]).toMatchObject({ descriptionEs: 'Llame a cualquier hora.' });
    const refused = await app().request('/api/resources/changes?langs=fr');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/langs must be/);
  });
});

describe('search', () => {
  const english = 'Free advice by phone for anyone who was hurt.';
  beforeEach(async () => {
    await applySeed(t.db, [
      makeResource({ id: 'with-spanish', title: 'Advice Line', description: english, descriptionEs: 'Asesoría gratuita por teléfono para quien haya sufrido daño.' }),
      makeResource({ id: 'english-only', title: 'Other Line', description: english }),
    ]);
  });

  it('on the server finds a listing by a word only its Spanish description has, accents optional', async () => {
    expect((await searchResources(t.db, 'asesoría')).map((r) => r.id)).toEqual(['with-spanish']);
    expect((await searchResources(t.db, 'asesoria')).map((r) => r.id)).toEqual(['with-spanish']);
    const res = await app().request('/api/resources/search?q=sufrido');
    expect(resourceListSchema.parse(await res.json()).map((r) => r.id)).toEqual(['with-spanish']);
    // Its English words still find both.
    expect((await searchResources(t.db, 'advice hurt')).map((r) => r.id).sort()).toEqual(['english-only', 'with-spanish']);
  });

  it('on the device likewise, offline', async () => {
    const device = new DeviceSearchIndex(await listResources(t.db));
    expect(device.search('asesoría').map((r) => r.id)).toEqual(['with-spanish']);
    expect(device.search('sufrido').map((r) => r.id)).toEqual(['with-spanish']);
  });

  it('forgets the Spanish words when the Spanish description is removed', async () => {
    await applySeed(t.db, [makeResource({ id: 'with-spanish', title: 'Advice Line', description: english }), makeResource({ id: 'english-only', title: 'Other Line', description: english })]);
    expect(await searchResources(t.db, 'asesoría')).toEqual([]);
    expect(new DeviceSearchIndex(await listResources(t.db)).search('asesoría')).toEqual([]);
  });
});

describe('the Open Referral export', () => {
  it('stays English: the Spanish description is written nowhere in the package or the HSDS API', async () => {
    await applySeed(t.db, [makeResource({ id: 'with-spanish', title: 'Advice Line', description: 'Free advice by phone.', descriptionEs: 'Asesoría gratuita por teléfono.' })]);
    const files = Object.values(unzipSync(exportHsdsPackage(await listResources(t.db), { title: 'Test', homepage: 'https://help.example.org/' }).zip)).map((bytes) => strFromU8(bytes));
    expect(files.some((f) => f.includes('Free advice by phone.'))).toBe(true);
    expect(files.some((f) => f.includes('Asesoría'))).toBe(false);
    const api = await (await app().request('/api/hsds/services?full_service=true')).text();
    expect(api).toContain('Free advice by phone.');
    expect(api).not.toContain('Asesoría');
  });
});
