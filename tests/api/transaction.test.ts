// Writes made together are kept together or not at all (api/db/transaction.ts), and a transaction that would let other
// requests' statements into itself is refused rather than half-kept.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../../api/db/tables.ts';
import { transaction, TransactionSpannedEventLoopError } from '../../api/db/transaction.ts';
import { onPostgres, type Db } from '../../api/db/client.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

const put = (db: Db, name: string, value = 'v') => db.insert(appSecrets).values({ name, value });
const names = async (db: Db) => (await db.select({ name: appSecrets.name }).from(appSecrets).orderBy(appSecrets.name)).map((r) => r.name);

it('keeps every write of a transaction that ends well, and none of one that fails', async () => {
  await transaction(t.db, async (tx) => {
    await put(tx, 'a');
    await put(tx, 'b');
  });
  await expect(
    transaction(t.db, async (tx) => {
      await put(tx, 'c');
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await names(t.db)).toEqual(['a', 'b']);
});

it('a transaction inside another is undone alone when it fails; the outer one goes on', async () => {
  await transaction(t.db, async (tx) => {
    await put(tx, 'outer');
    await transaction(tx, async (inner) => {
      await put(inner, 'inner');
      throw new Error('inner failed');
    }).catch(() => undefined);
    await put(tx, 'after');
  });
  expect(await names(t.db)).toEqual(['after', 'outer']);
});

// SQLite's one connection: its transactions take turns. PostgreSQL runs them side by side on connections of their own
// (read committed); code there that needs turns takes an advisory lock (idempotency keys, sign-ins under way).
it.skipIf(onPostgres)('transactions started together run one after the other and each sees what the last one wrote', async () => {
  const bump = () =>
    transaction(t.db, async (tx) => {
      const [row] = await tx.select().from(appSecrets).where(eq(appSecrets.name, 'n'));
      const next = String(Number(row?.value ?? '0') + 1);
      if (row) await tx.update(appSecrets).set({ value: next }).where(eq(appSecrets.name, 'n'));
      else await put(tx, 'n', next);
    });
  await Promise.all(Array.from({ length: 20 }, bump));
  const [row] = await t.db.select().from(appSecrets).where(eq(appSecrets.name, 'n'));
  expect(row?.value).toBe('20');
});

// SQLite's too: there, other requests' statements would join a transaction that waits. On PostgreSQL a transaction
// holds a connection of its own, and waiting in it holds only that connection.
it.skipIf(onPostgres)('a transaction that waits for a timer is rolled back with an error saying why', async () => {
  await expect(
    transaction(t.db, async (tx) => {
      await put(tx, 'before-wait');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await put(tx, 'after-wait');
    }),
  ).rejects.toBeInstanceOf(TransactionSpannedEventLoopError);
  expect(await names(t.db)).toEqual([]);
  // The connection is usable again.
  await transaction(t.db, (tx) => put(tx, 'next').then(() => undefined));
  expect(await names(t.db)).toEqual(['next']);
});
