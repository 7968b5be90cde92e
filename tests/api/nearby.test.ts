// GET /api/resources/nearby: validated coordinates, nearest first with miles, her state's programs on request, and
// confidential locations never sent with an address or coordinates.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { sqlRun, tempDb, type TempDb } from '../fixtures/db.ts';
import { makeResource } from '../fixtures/factories.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
  await applySeed(t.db, [
    makeResource({ id: 'far', title: 'Cleveland shelter', latitude: 41.4993, longitude: -81.6944 }),
    makeResource({ id: 'near', title: 'Columbus shelter', latitude: 39.97, longitude: -83.0 }),
    makeResource({ id: 'mid', title: 'Delaware shelter', latitude: 40.2987, longitude: -83.068 }),
    makeResource({ id: 'statewide', title: 'Ohio coalition', serviceArea: 'OH' }),
    makeResource({ id: 'national', title: 'National line' }),
  ]);
  // An editor's confidential record that wrongly kept its coordinates: the API must still not send them.
  (await sqlRun(t.db, "UPDATE resources SET is_confidential = TRUE, address = '1 Secret Rd' WHERE id = 'mid'"));
});
afterEach(() => t.close());

async function nearby(query: string) {
  const res = await createApp({ db: t.db }).request(`http://localhost/api/resources/nearby${query}`);
  return { status: res.status, body: (await res.json()) as unknown, cache: res.headers.get('cache-control') };
}
type Item = { id: string; distanceMiles?: number; latitude?: number; address?: string };

describe('GET /api/resources/nearby', () => {
  it('answers in New York City with the city’s own listings, which serve its county, after what is measured', async () => {
    await applySeed(t.db, [
      makeResource({ id: 'nyc-line', title: 'NYC hotline', city: 'New York', state: 'NY', serviceArea: 'local' }),
      makeResource({ id: 'albany-line', title: 'Albany line', city: 'Albany', state: 'NY', serviceArea: 'local' }),
      makeResource({ id: 'kings-only', title: 'Brooklyn program', serviceArea: 'local', state: 'NY', counties: ['36047'] }),
      makeResource({ id: 'midtown', title: 'Midtown clinic', latitude: 40.7549, longitude: -73.984 }),
    ]);
    // Lower Manhattan (New York County).
    const manhattan = (await nearby('?latitude=40.7128&longitude=-74.006')).body as (Item & { servesArea?: boolean; counties?: string[] })[];
    expect(manhattan.map((i) => i.id)).toEqual(['midtown', 'nyc-line']);
    expect(manhattan[0]?.servesArea).toBeUndefined();
    expect(manhattan[1]).toMatchObject({ servesArea: true, counties: ['36005', '36047', '36061', '36081', '36085'] });
    expect(manhattan[1]?.distanceMiles).toBeUndefined();
    // Brooklyn (Kings County): the city's line and the county's own program.
    const brooklyn = (await nearby('?latitude=40.6945&longitude=-73.9904&radius=3')).body as Item[];
    expect(brooklyn.map((i) => i.id).sort()).toEqual(['kings-only', 'nyc-line']);
    // Albany's line serves Albany County, not New York City.
    expect(manhattan.find((i) => i.id === 'albany-line')).toBeUndefined();
  });

  it('answers nearest first with miles (one decimal), within 25 miles by default, never cached', async () => {
    const { status, body, cache } = await nearby('?latitude=39.9612&longitude=-82.9988');
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    const items = body as Item[];
    expect(items.map((i) => i.id)).toEqual(['near']);
    expect(items[0]?.distanceMiles).toBe(0.6);
  });

  it('widens with radius, adds her state’s programs with state=, and honours limit', async () => {
    const wide = (await nearby('?latitude=39.9612&longitude=-82.9988&radius=200&state=oh')).body as Item[];
    expect(wide.map((i) => i.id)).toEqual(['near', 'far', 'statewide']);
    expect(wide[1]?.distanceMiles).toBeGreaterThan(120);
    expect(wide[2]?.distanceMiles).toBeUndefined();
    expect(((await nearby('?latitude=39.9612&longitude=-82.9988&radius=200&limit=1')).body as Item[]).map((i) => i.id)).toEqual(['near']);
  });

  it('never returns a confidential location with its address or coordinates', async () => {
    // Not as a place near her...
    const items = (await nearby('?latitude=40.2987&longitude=-83.068&radius=3000')).body as Item[];
    expect(items.find((i) => i.id === 'mid')).toBeUndefined();
    // ...and when it serves her state, without where it is.
    (await sqlRun(t.db, "UPDATE resources SET service_area = 'OH' WHERE id = 'mid'"));
    const statewide = (await nearby('?latitude=40.2987&longitude=-83.068&state=OH')).body as (Item & { zip?: string; longitude?: number })[];
    const mid = statewide.find((i) => i.id === 'mid');
    expect(mid).toBeDefined();
    expect(mid).not.toHaveProperty('address');
    expect(mid).not.toHaveProperty('latitude');
    expect(mid).not.toHaveProperty('longitude');
    expect(mid).not.toHaveProperty('zip');
  });

  it.each([
    ['', 'Give latitude and longitude, e.g. ?latitude=39.96&longitude=-83.0.'],
    ['?latitude=39.9', 'Give latitude and longitude, e.g. ?latitude=39.96&longitude=-83.0.'],
    ['?latitude=91&longitude=0', 'latitude must be between -90 and 90.'],
    ['?latitude=0&longitude=-181', 'longitude must be between -180 and 180.'],
    ['?latitude=abc&longitude=0', 'latitude must be a number in degrees, like 39.96.'],
    ['?latitude=0x10&longitude=0', 'latitude must be a number in degrees, like 39.96.'],
    ['?latitude=1&longitude=1&radius=0', 'radius must be from 1 to 3000 miles.'],
    ['?latitude=1&longitude=1&limit=500', 'limit must be from 1 to 100.'],
    ['?latitude=1&longitude=1&state=Ohio', 'state must be a two-letter code like OH.'],
  ])('refuses %s with a clear message', async (query, message) => {
    const { status, body } = await nearby(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message });
  });
});
