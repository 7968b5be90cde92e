// One way to run writes together, all or none, for code written the same way whatever the database (issue 38): an
// async function given the transaction's handle. On SQLite the file has one connection and better-sqlite3 runs each
// statement at once, so a transaction here is BEGIN IMMEDIATE … COMMIT on that connection, one at a time (a queue), and
// it must not wait for anything but the database: a transaction that let other requests run in the middle would take
// their statements into itself. That is checked: one still open when the event loop turns is rolled back, with an
// error that says why. A transaction started inside another is a savepoint within it. On PostgreSQL it is drizzle's
// own: a connection of the pool for the transaction alone, savepoints for those started within it on its handle.
import { AsyncLocalStorage } from 'node:async_hooks';
import { asPg, onPostgres, recordTransactionHandle, type Db } from './client.ts';

/** How deep the running code is in transactions (none outside one). */
const depth = new AsyncLocalStorage<number>();
/** The transactions waiting for the connection, in order. */
let queue: Promise<unknown> = Promise.resolve();

export class TransactionSpannedEventLoopError extends Error {
  constructor() {
    super('A database transaction waited for something other than the database (a timer, the network, a hash) and was rolled back: do that work before the transaction or after it.');
  }
}

export function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (onPostgres) {
    return asPg(db).transaction((pgTx) => {
      const tx = pgTx as unknown as Db;
      recordTransactionHandle(tx, db);
      return work(tx);
    });
  }
  const level = depth.getStore() ?? 0;
  if (level > 0) return savepoint(db, level, work);
  const run = () => depth.run(1, () => outermost(db, work));
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

async function outermost<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const sqlite = db.$client;
  let turned = false;
  const turn = setImmediate(() => (turned = true));
  sqlite.exec('BEGIN IMMEDIATE');
  try {
    const result = await work(db);
    if (turned) throw new TransactionSpannedEventLoopError();
    sqlite.exec('COMMIT');
    return result;
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
    throw error;
  } finally {
    clearImmediate(turn);
  }
}

async function savepoint<T>(db: Db, level: number, work: (tx: Db) => Promise<T>): Promise<T> {
  const sqlite = db.$client;
  const name = `sp${level}`;
  sqlite.exec(`SAVEPOINT ${name}`);
  try {
    const result = await depth.run(level + 1, () => work(db));
    sqlite.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    sqlite.exec(`ROLLBACK TO ${name}`);
    sqlite.exec(`RELEASE ${name}`);
    throw error;
  }
}
