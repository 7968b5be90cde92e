// One live query for many readers (the Save buttons of a page of cards): each reader sees every change, the device
// is read once for all of them, and a reader who comes back after the others left sees what changed meanwhile.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DeviceDb } from '../../web/local/db.ts';
import { sharedLiveQuery } from '../../web/local/live-query.ts';

let device: DeviceDb;
beforeEach(async () => {
  device = new DeviceDb(`shared-${Math.random()}`);
  // Open first: a live query that meets a closed database opens it and reads again, which would count twice.
  await device.open();
});
afterEach(async () => {
  device.close();
  await device.delete();
});

const save = (resourceId: string) => device.saved.add({ resourceId, status: 'saved', savedAt: 1, updatedAt: 1 });
/** Resolves once `read()` satisfies `ok`, checked after each change the query tells. */
const until = <T>(query: { read(): T | undefined; subscribe(f: () => void): () => void }, ok: (v: T | undefined) => boolean) =>
  new Promise<void>((resolve) => {
    const stop = query.subscribe(() => {
      if (ok(query.read())) (stop(), resolve());
    });
    if (ok(query.read())) (stop(), resolve());
  });

it('many readers, one read of the device a change, and every reader told', async () => {
  let reads = 0;
  const savedIds = sharedLiveQuery(async () => {
    reads++;
    return new Set(await device.saved.toCollection().primaryKeys());
  });
  const told = [0, 0, 0];
  const stops = told.map((_, i) => savedIds.subscribe(() => (told[i] = (told[i] ?? 0) + 1)));
  await until(savedIds, (ids) => ids !== undefined);
  expect(savedIds.read()?.size).toBe(0);
  expect(reads).toBe(1);

  await save('r1');
  await until(savedIds, (ids) => ids?.has('r1') === true);
  expect(reads).toBe(2);
  expect(told.every((n) => n === 2)).toBe(true);

  // Everyone leaves: the answer goes with them (kept, it could be read stale after an erase); a listing is saved
  // meanwhile; the next reader sees it.
  for (const stop of stops) stop();
  await new Promise((resolve) => setTimeout(resolve));
  expect(savedIds.read()).toBeUndefined();
  await save('r2');
  await until(savedIds, (ids) => ids?.has('r2') === true);
  expect([...savedIds.read()!].sort()).toEqual(['r1', 'r2']);
});

it('after a read that failed, the next reader to come starts again and gets the answer', async () => {
  let failNext = true;
  const savedIds = sharedLiveQuery(async () => {
    if (failNext) {
      failNext = false;
      throw new Error('a read that failed');
    }
    return new Set(await device.saved.toCollection().primaryKeys());
  });
  await save('r1');
  const first = savedIds.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(savedIds.read()).toBeUndefined();
  await until(savedIds, (ids) => ids?.has('r1') === true);
  first();
});
