// Counts of attempts per client over a window, for the rate limits (public writes, sign-in starts, password attempts).
// On SQLite the site is one process, and the counts are in its memory (rate-limiter-flexible's memory limiter). On
// PostgreSQL several instances may serve one site, so the counts are in the database, where every instance adds to
// the same ones (rate-limiter-flexible's PostgreSQL store, table rate_limits); the keys written there are client
// digests, never addresses or names. Should the database not answer, the count goes on in memory meanwhile.
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { asPg, onPostgres, rootOf, type Db } from '../db/client.ts';
import { clientDigest } from '../db/secrets.ts';

/** PostgreSQL's table of the shared counts (api/db/migrations-pg/0003_rate_limits.sql); expired rows are cleared hourly. */
export const RATE_LIMITS_TABLE = 'rate_limits';

export class RateCounter {
  private readonly limiter: RateLimiterAbstract;
  private readonly shared: Db | undefined;

  /**
   * `name` tells this counter's keys from every other's (one table holds them all); `points` are allowed per key in
   * `durationSeconds`, counted from the first.
   */
  constructor(db: Db | undefined, name: string, readonly points: number, durationSeconds: number) {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
    this.shared = db && onPostgres ? rootOf(db) : undefined;
    this.limiter = this.shared
      ? new RateLimiterPostgres({
          storeClient: asPg(this.shared).$client,
          storeType: 'pool',
          tableName: RATE_LIMITS_TABLE,
          tableCreated: true,
          keyPrefix: name,
          points,
          duration: durationSeconds,
          insuranceLimiter: memory,
        })
      : memory;
  }

  private key(key: string): Promise<string> | string {
    return this.shared ? clientDigest(this.shared, key) : key;
  }

  /** Counts `points`; rejects with the counts (a RateLimiterRes) when the key has none left. */
  async consume(key: string, points = 1): Promise<RateLimiterRes> {
    return this.limiter.consume(await this.key(key), points);
  }

  /** Counts one without refusing: the key's count after it, and when its window ends. */
  async add(key: string): Promise<RateLimiterRes> {
    return this.limiter.penalty(await this.key(key), 1);
  }

  /** Gives `points` back (a success, a request that was not served). */
  async reward(key: string, points = 1): Promise<void> {
    await this.limiter.reward(await this.key(key), points);
  }

  /** Forgets the key's count. */
  async delete(key: string): Promise<void> {
    await this.limiter.delete(await this.key(key));
  }
}
