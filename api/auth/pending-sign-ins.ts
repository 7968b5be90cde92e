// Sign-ins under way, held in the database (table pending_sign_ins) until the provider sends her back, so any instance
// can finish one and a restart loses none. Bounded per client, per network and in all, so that one client (or one
// network) starting sign-in after sign-in can push out only its own, never anyone else's, and cannot take the room
// everyone shares. Clients and networks are written as keyed digests (clientDigest), never as addresses.
import { createHash } from 'node:crypto';
import { asc, count, eq, gt, lte, max, sql } from 'drizzle-orm';
import { onPostgres, type Db } from '../db/client.ts';
import { rawRun } from '../db/raw.ts';
import { clientDigest } from '../db/secrets.ts';
import { pendingSignIns } from '../db/tables.ts';
import { transaction } from '../db/transaction.ts';
import { addressKey, networkKey } from '../http/rate-limit.ts';

/** Sign-ins one client (an IPv4 address, an IPv6 /64) may have under way; a further one replaces that client's oldest. */
export const PENDING_PER_CLIENT_MAX = 20;
/** Sign-ins held at once from all clients; past this, new ones are refused (those under way are never pushed out). */
export const PENDING_MAX = 10_000;
/**
 * The share of PENDING_MAX one network (an IPv6 /48) may hold: its many /64s would otherwise fill the server-wide room
 * alone. An IPv4 client is its own network, so this never binds it more than PENDING_PER_CLIENT_MAX does.
 */
export const PENDING_NETWORK_SHARE = 0.01;

const idHash = (id: string) => createHash('sha256').update(id).digest('base64url');

export class PendingSignIns<T extends Record<string, string>> {
  constructor(
    private readonly perClient = PENDING_PER_CLIENT_MAX,
    private readonly max = PENDING_MAX,
    /** Never below perClient: one client alone must always be able to use its own allowance. */
    private readonly perNetwork = Math.max(perClient, Math.floor(max * PENDING_NETWORK_SHARE)),
  ) {}

  /** How many are held now, expired ones left out. */
  async size(db: Db, now = Date.now()): Promise<number> {
    const [row] = await db.select({ n: count() }).from(pendingSignIns).where(gt(pendingSignIns.expiresAt, new Date(now)));
    return Number(row?.n ?? 0);
  }

  /**
   * Holds a sign-in for `client` (its address or its key, see addressKey) until `expiresAt`. Past the client's own
   * bound it replaces the client's oldest. Past its network's share or the server's total, a client already holding
   * some replaces its own oldest too, and one holding none is refused: false.
   */
  async add(db: Db, id: string, client: string, entry: T, expiresAt: number, now = Date.now()): Promise<boolean> {
    const key = addressKey(client);
    // Worked out before the transaction, which waits for nothing but the database.
    const [mineDigest, networkDigest] = await Promise.all([clientDigest(db, key), clientDigest(db, `network:${networkKey(key)}`)]);
    return await transaction(db, async (tx) => {
      // Instances adding at once take turns, so the bounds hold across them.
      if (onPostgres) await rawRun(tx, sql`SELECT pg_advisory_xact_lock(hashtextextended('pending-sign-ins', 0))`);
      await tx.delete(pendingSignIns).where(lte(pendingSignIns.expiresAt, new Date(now)));
      const mine = (await tx.select({ idHash: pendingSignIns.idHash }).from(pendingSignIns).where(eq(pendingSignIns.client, mineDigest)).orderBy(asc(pendingSignIns.seq))).map((r) => r.idHash);
      const drop = async (n: number) => {
        const gone = mine.splice(0, n);
        for (const hash of gone) await tx.delete(pendingSignIns).where(eq(pendingSignIns.idHash, hash));
      };
      if (mine.length >= this.perClient) await drop(mine.length - this.perClient + 1);
      const [held] = await tx
        .select({ all: count(), network: sql<number>`count(*) FILTER (WHERE ${pendingSignIns.network} = ${networkDigest})`, last: max(pendingSignIns.seq) })
        .from(pendingSignIns);
      const inNetwork = Number(held?.network ?? 0);
      const all = Number(held?.all ?? 0);
      // Her own oldest are the only ones a full network or server gives up: others' sign-ins under way always complete.
      const over = Math.max(inNetwork - this.perNetwork + 1, all - this.max + 1, 0);
      if (over > mine.length) return false;
      await drop(over);
      await tx.insert(pendingSignIns).values({ idHash: idHash(id), client: mineDigest, network: networkDigest, seq: Number(held?.last ?? 0) + 1, entry, expiresAt: new Date(expiresAt) });
      return true;
    });
  }

  /** The sign-in held under `id`, removed (it is used once); undefined when unknown or expired. */
  async take(db: Db, id: string, now = Date.now()): Promise<T | undefined> {
    const [held] = await db.delete(pendingSignIns).where(eq(pendingSignIns.idHash, idHash(id))).returning({ entry: pendingSignIns.entry, expiresAt: pendingSignIns.expiresAt });
    return held && held.expiresAt.getTime() > now ? (held.entry as T) : undefined;
  }
}
