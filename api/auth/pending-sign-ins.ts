// Sign-ins under way, held in memory until the provider sends her back. Bounded per client, per network and in all, so
// that one client (or one network) starting sign-in after sign-in can push out only its own, never anyone else's, and
// cannot take the room everyone shares.
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

interface Held<T> {
  entry: T;
  client: string;
  network: string;
  expiresAt: number;
}

export class PendingSignIns<T> {
  /** Insertion order is expiry order (one lifetime for all), so expired entries sit at the front. */
  private readonly byId = new Map<string, Held<T>>();
  /** Each client's ids, oldest first. */
  private readonly byClient = new Map<string, string[]>();
  /** How many each network holds. */
  private readonly byNetwork = new Map<string, number>();

  constructor(
    private readonly perClient = PENDING_PER_CLIENT_MAX,
    private readonly max = PENDING_MAX,
    /** Never below perClient: one client alone must always be able to use its own allowance. */
    private readonly perNetwork = Math.max(perClient, Math.floor(max * PENDING_NETWORK_SHARE)),
  ) {}

  get size(): number {
    return this.byId.size;
  }

  /**
   * Holds a sign-in for `client` (its address or its key, see addressKey) until `expiresAt`. Past the client's own
   * bound it replaces the client's oldest. Past its network's share or the server's total, a client already holding
   * some replaces its own oldest too, and one holding none is refused: false.
   */
  add(id: string, client: string, entry: T, expiresAt: number, now = Date.now()): boolean {
    this.sweep(now);
    const key = addressKey(client);
    const network = networkKey(key);
    const mine = this.byClient.get(key) ?? [];
    while (mine.length >= this.perClient) this.drop(mine.shift()!);
    const full = () => (this.byNetwork.get(network) ?? 0) >= this.perNetwork || this.byId.size >= this.max;
    // Her own oldest is the only one a full network or server gives up: others' sign-ins under way always complete.
    while (full() && mine.length) this.drop(mine.shift()!);
    if (full()) {
      if (mine.length) this.byClient.set(key, mine);
      else this.byClient.delete(key);
      return false;
    }
    mine.push(id);
    this.byClient.set(key, mine);
    this.byId.set(id, { entry, client: key, network, expiresAt });
    this.byNetwork.set(network, (this.byNetwork.get(network) ?? 0) + 1);
    return true;
  }

  /** The sign-in held under `id`, removed (it is used once); undefined when unknown or expired. */
  take(id: string, now = Date.now()): T | undefined {
    const held = this.byId.get(id);
    if (!held) return undefined;
    this.remove(id, held.client);
    return held.expiresAt > now ? held.entry : undefined;
  }

  /** Forgets one sign-in whose id the caller already took off its client's list. */
  private drop(id: string): void {
    const held = this.byId.get(id);
    if (!held) return;
    this.byId.delete(id);
    const left = (this.byNetwork.get(held.network) ?? 1) - 1;
    if (left > 0) this.byNetwork.set(held.network, left);
    else this.byNetwork.delete(held.network);
  }

  private remove(id: string, client: string): void {
    this.drop(id);
    const rest = (this.byClient.get(client) ?? []).filter((x) => x !== id);
    if (rest.length) this.byClient.set(client, rest);
    else this.byClient.delete(client);
  }

  private sweep(now: number): void {
    for (const [id, held] of this.byId) {
      if (held.expiresAt > now) break;
      this.remove(id, held.client);
    }
  }
}
