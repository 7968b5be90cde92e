// Rate limits (hono-rate-limiter over a RateCounter: in memory on SQLite, in the database shared by every instance on
// PostgreSQL): on public writes, and on starting a sign-in. A refused request gets 429 with Retry-After and a readable
// message. Also who a client is for every limit (an IPv4 address, an IPv6 /64): that key is kept while the window
// lasts, in memory or, on PostgreSQL, as a keyed digest (clientDigest), and never stored anywhere else.
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import ipaddr from 'ipaddr.js';
import { serverMessage } from '../../shared/server-intl.ts';
import type { Db } from '../db/client.ts';
import { RateCounter } from './rate-counter.ts';
import { homeLink, htmlText, plainPage } from './html.ts';
import { requestLocale, say, waitText } from './locale.ts';

export interface WriteLimit {
  /** Requests allowed per client in a window. */
  limit: number;
  windowMs: number;
  /** Behind a proxy we run: the client is the last address of X-Forwarded-For (the one our proxy added). */
  trustProxy?: boolean;
}

/**
 * The client's address as our proxy saw it: the last X-Forwarded-For entry. Entries before it came from the client
 * itself (a proxy appends), so they could be anything.
 */
export function forwardedClient(header: string | undefined): string | undefined {
  const entries = (header ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  return entries[entries.length - 1];
}

/**
 * IPv6 clients are told apart by their /64: a home, a phone or a rented server gets at least that much (RFC 6177), so
 * one host could otherwise pick a fresh address, and a fresh allowance, for every request.
 */
export const IPV6_CLIENT_PREFIX_BITS = 64;
/** The most one site or customer is usually given (RFC 6177): the network whose share of a server-wide bound is capped. */
export const IPV6_NETWORK_PREFIX_BITS = 48;

/** An IPv6 address as "prefix/bits", the rest zeroed (and the zone id, which names our own interface, dropped). */
function ipv6Prefix(address: ipaddr.IPv6, bits: number): string {
  const parts = address.parts.map((part, i) => {
    const kept = Math.min(16, Math.max(0, bits - i * 16));
    return part & (0xffff << (16 - kept)) & 0xffff;
  });
  return `${new ipaddr.IPv6(parts).toString()}/${bits}`;
}

/** The address in a forwarded entry or a socket, or undefined when it is none: "[v6]:port" and "v4:port" allowed. */
function parseAddress(raw: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = raw.trim().replace(/^\[([^\]]+)\](?::\d+)?$/, '$1').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  try {
    // process() turns an IPv4-mapped IPv6 address (::ffff:192.0.2.1, as a dual-stack socket reports) into the IPv4 one.
    return ipaddr.process(bare);
  } catch {
    return undefined;
  }
}

/**
 * The key a client address is limited by: an IPv4 address as it is (so a household or a carrier's NAT is one client,
 * as before), an IPv6 address's /64. Anything that is not an address is kept as given.
 */
export function addressKey(raw: string): string {
  const address = parseAddress(raw);
  if (!address) return raw;
  return address.kind() === 'ipv4' ? address.toString() : ipv6Prefix(address as ipaddr.IPv6, IPV6_CLIENT_PREFIX_BITS);
}

/**
 * The wider network a client key belongs to, for a share of a server-wide bound: an IPv6 client's /48. An IPv4 client
 * is its own network: grouping IPv4 neighbours would put unrelated households and carrier NATs in one share.
 */
export function networkKey(clientKey: string): string {
  let address: ipaddr.IPv4 | ipaddr.IPv6 | undefined;
  try {
    address = ipaddr.isValidCIDR(clientKey) ? ipaddr.parseCIDR(clientKey)[0] : parseAddress(clientKey);
  } catch {
    address = undefined;
  }
  if (!address || address.kind() === 'ipv4') return clientKey;
  const v6 = address as ipaddr.IPv6;
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : ipv6Prefix(v6, IPV6_NETWORK_PREFIX_BITS);
}

/** Who is asking, for limits (see addressKey): the forwarded client behind our proxy (TRUST_PROXY), else the connection's address. */
export function clientKey(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'));
    if (forwarded) return addressKey(forwarded);
  }
  try {
    return addressKey(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // Not served by node (app.request() in tests): one shared bucket.
    return 'local';
  }
}

interface RateInfo {
  resetTime?: Date;
}

/** hono-rate-limiter's store: one count per request, each answered with its own count and the window's end. */
function counterStore(counter: RateCounter): Store {
  return {
    increment: async (key) => {
      const counted = await counter.add(key);
      return { totalHits: counted.consumedPoints, resetTime: new Date(Date.now() + Math.max(0, counted.msBeforeNext)) };
    },
    decrement: (key) => counter.reward(key),
    resetKey: (key) => counter.delete(key),
  };
}

function limiter(db: Db | undefined, name: string, { limit, windowMs, trustProxy = false }: WriteLimit, refuse: (c: Context, seconds: number) => Response): MiddlewareHandler {
  return rateLimiter({
    windowMs,
    limit,
    store: counterStore(new RateCounter(db, name, limit, Math.ceil(windowMs / 1000))),
    standardHeaders: 'draft-7',
    keyGenerator: (c) => clientKey(c, trustProxy),
    handler: (c) => {
      const info = (c.get as (key: string) => RateInfo | undefined)('rateLimit');
      const resetMs = info?.resetTime ? info.resetTime.getTime() - Date.now() : windowMs;
      const seconds = Math.max(1, Math.ceil(resetMs / 1000));
      c.header('Retry-After', String(seconds));
      c.header('Cache-Control', 'no-store');
      return refuse(c, seconds);
    },
  });
}

/** `name` tells this limit's counts from the others' (they are kept apart). */
export function writeRateLimit(db: Db | undefined, name: string, options: WriteLimit): MiddlewareHandler {
  const limit = limiter(db, name, options, (c, seconds) => c.json({ message: say(c, 'api.tooMany', { wait: waitText(requestLocale(c), seconds) }) }, 429));
  // Reads are never limited here.
  return async (c, next) => (c.req.method === 'POST' || c.req.method === 'PUT' || c.req.method === 'PATCH' || c.req.method === 'DELETE' ? limit(c, next) : next());
}

/**
 * GET /api/login: each call makes the server hold a sign-in for a while, so a client may start only so many. It is a
 * page she navigates to, so the refusal is a short page too.
 */
export function signInRateLimit(db: Db | undefined, options: WriteLimit): MiddlewareHandler {
  return limiter(db, 'sign-in-starts', options, (c, seconds) => {
    const locale = requestLocale(c);
    return c.html(
      plainPage(
        serverMessage(locale, 'api.page.signInWait.title'),
        `<p>${htmlText(locale, 'api.page.signInWait.body', { wait: waitText(locale, seconds) })}</p>
<p>${htmlText(locale, 'api.page.signInWait.rest')}</p><p>${homeLink(locale)}</p>`,
        { locale },
      ),
      429,
    );
  });
}
