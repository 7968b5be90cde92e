// Runs a write at most once per Idempotency-Key: the key, a hash of the request and the answer are stored in the
// same transaction as the write, so a replay gets the stored answer and writes nothing.
import { eq, lt, sql } from 'drizzle-orm';
import { onPostgres, type Db } from './client.ts';
import { rawRun } from './raw.ts';
import { transaction } from './transaction.ts';
import { idempotencyKeys } from './tables.ts';

/** How long a key protects against a replay: longer than a device is likely to stay offline with a form waiting. */
export const IDEMPOTENCY_KEY_TTL_MS = 30 * 24 * 60 * 60_000;

export interface Answer {
  status: number;
  body: unknown;
}

export type Outcome = { kind: 'fresh' | 'replayed'; answer: Answer } | { kind: 'conflict' };

/**
 * Without a key the write simply runs (API clients may leave it out; then nothing protects them from a double
 * send). Answers of 500 and above are never stored: the write was rolled back and may be tried again.
 */
export async function runOnce(db: Db, key: string | undefined, scope: string, requestHash: string, write: (tx: Db) => Promise<Answer>): Promise<Outcome> {
  return await transaction(db, async (tx): Promise<Outcome> => {
    if (key) {
      // PostgreSQL, several instances: two sends of one key (the page and its worker replaying at once, each to another
      // instance) wait for each other here, and the second finds the first's answer. SQLite runs one at a time anyway.
      if (onPostgres) await rawRun(tx, sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      if (row) {
        if (row.scope !== scope || row.requestHash !== requestHash) return { kind: 'conflict' } as const;
        let body: unknown;
        try {
          body = JSON.parse(row.response);
        } catch {
          body = { message: 'Already received.' };
        }
        return { kind: 'replayed', answer: { status: row.status, body } } as const;
      }
    }
    const answer = await write(tx);
    // Old keys go: they hold a hash of what was sent, and nothing replays after this long.
    await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS)));
    if (key && answer.status < 500) {
      await tx.insert(idempotencyKeys).values({ key, scope, requestHash, status: answer.status, response: JSON.stringify(answer.body) });
    }
    return { kind: 'fresh', answer } as const;
  });
}
