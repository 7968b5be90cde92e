// Sign-ins under way, held in memory until the provider sends her back. Bounded per client and in all, so that one
// client starting sign-in after sign-in can push out only its own, never anyone else's.

/** Sign-ins one client address may have under way; a further one replaces that client's oldest. */
export const PENDING_PER_CLIENT_MAX = 20;
/** Sign-ins held at once from all clients; past this, new ones are refused (those under way are never pushed out). */
export const PENDING_MAX = 10_000;

interface Held<T> {
  entry: T;
  client: string;
  expiresAt: number;
}

export class PendingSignIns<T> {
  /** Insertion order is expiry order (one lifetime for all), so expired entries sit at the front. */
  private readonly byId = new Map<string, Held<T>>();
  /** Each client's ids, oldest first. */
  private readonly byClient = new Map<string, string[]>();

  constructor(
    private readonly perClient = PENDING_PER_CLIENT_MAX,
    private readonly max = PENDING_MAX,
  ) {}

  get size(): number {
    return this.byId.size;
  }

  /** Holds a sign-in for `client` until `expiresAt`; false when the server is holding its most already. */
  add(id: string, client: string, entry: T, expiresAt: number, now = Date.now()): boolean {
    this.sweep(now);
    const mine = this.byClient.get(client) ?? [];
    while (mine.length >= this.perClient) this.byId.delete(mine.shift()!);
    if (this.byId.size >= this.max) {
      if (mine.length) this.byClient.set(client, mine);
      else this.byClient.delete(client);
      return false;
    }
    mine.push(id);
    this.byClient.set(client, mine);
    this.byId.set(id, { entry, client, expiresAt });
    return true;
  }

  /** The sign-in held under `id`, removed (it is used once); undefined when unknown or expired. */
  take(id: string, now = Date.now()): T | undefined {
    const held = this.byId.get(id);
    if (!held) return undefined;
    this.remove(id, held.client);
    return held.expiresAt > now ? held.entry : undefined;
  }

  private remove(id: string, client: string): void {
    this.byId.delete(id);
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
