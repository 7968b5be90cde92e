// A phone that last ran an older version of the app keeps what its device database holds when the app declares only
// the current schema (web/local/db.ts): the forms waiting to be sent, the directory replica, the news.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, expect, it } from 'vitest';
import { DeviceDb } from '../../web/local/db.ts';

const opened: Dexie[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) {
    d.close();
    await d.delete();
  }
});

/** The database as the app of an earlier release declared it, versions 1 to 3 (its first three tables' versions). */
async function olderDevice(name: string): Promise<void> {
  const old = new Dexie(name);
  old.version(1).stores({ resources: 'id, category, updatedAt', syncMeta: 'key' });
  old.version(2).stores({ outbox: 'id, createdAt' });
  old.version(3).stores({ news: 'id, publishedAt, *topics' });
  await old.open();
  await old.table('outbox').put({ id: 'waiting-1', kind: 'contact', url: '/api/contact', body: { message: 'Please call me' }, label: 'Message', at: '2026-01-02T03:04:05.000Z' });
  await old.table('resources').put({ id: 'r1', category: 'shelter', updatedAt: 1, name: 'A shelter' });
  await old.table('news').put({ id: 'n1', publishedAt: '2026-01-01', topics: ['health'], title: 'A story' });
  old.close();
}

it('opens a database made by an older release, keeps what it holds and adds the tables made since', async () => {
  const name = `upgrade-${Math.random()}`;
  await olderDevice(name);
  const db = new DeviceDb(name);
  opened.push(db);
  await db.open();
  // What she had sent while offline is still there to be sent; so are the directory and the news.
  expect(await db.outbox.get('waiting-1')).toMatchObject({ url: '/api/contact', body: { message: 'Please call me' } });
  expect(await db.resources.where('category').equals('shelter').primaryKeys()).toEqual(['r1']);
  expect(await db.news.where('topics').equals('health').primaryKeys()).toEqual(['n1']);
  // The tables of later versions exist and work, with their indexes.
  await db.sentNotices.put({ id: 's1', sentAt: 5 } as never);
  await db.cart.put({ cartId: 'c1', productId: 'p', addedAt: 2 });
  expect(await db.sentNotices.orderBy('sentAt').primaryKeys()).toEqual(['s1']);
  expect(await db.cart.orderBy('addedAt').primaryKeys()).toEqual(['c1']);
  expect(db.verno).toBe(8);
});

it('opens a database made by the release before this one (all eight versions declared) as it is', async () => {
  const name = `same-${Math.random()}`;
  const old = new Dexie(name);
  old.version(1).stores({ resources: 'id, category, updatedAt', syncMeta: 'key' });
  old.version(2).stores({ outbox: 'id, createdAt' });
  old.version(3).stores({ news: 'id, publishedAt, *topics' });
  old.version(4).stores({ organizations: 'id, category', fundingSources: 'id, category', businessOwners: 'id, category, ethnicity' });
  old.version(5).stores({ saved: 'resourceId, savedAt', reminders: 'id, dueDate', activity: 'id, at' });
  old.version(6).stores({ preferences: 'key' });
  old.version(7).stores({ cart: 'cartId, addedAt' });
  old.version(8).stores({ sentNotices: 'id, sentAt' });
  await old.open();
  await old.table('saved').put({ resourceId: 'r9', savedAt: 7 });
  old.close();
  const db = new DeviceDb(name);
  opened.push(db);
  await db.open();
  expect(await db.saved.orderBy('savedAt').primaryKeys()).toEqual(['r9']);
});
