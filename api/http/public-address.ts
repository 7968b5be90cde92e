// Where the operators' commands may go on someone else's word (a listing's website, an HSDS API, and the redirects
// they answer): public addresses only. Names are checked on the addresses the connection is then opened to, not on a
// look-up made beforehand, so a name that answers a public address first and 127.0.0.1 next (DNS rebinding) is refused.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Names of a cloud's instance metadata service, refused before any look-up (they resolve to 169.254.169.254, which
 * the address rule refuses too; this also covers a resolver that answers them some other way). `.internal` is the
 * top-level name reserved for private networks.
 */
const METADATA_NAMES = /(^|\.)internal$|^(metadata|metadata\.goog|instance-data)$/;

export class RefusedAddressError extends Error {
  constructor(
    /** The host name or address as the URL gives it, without a path: safe to print. */
    readonly host: string,
    readonly kind: 'private' | 'not-web',
  ) {
    super(kind === 'private' ? `${host} is a private or local address` : `${host} is not a web (http or https) address`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * Whether an IP address is on the public internet. Anything ipaddr.js does not call plain 'unicast' is not: loopback,
 * private, linkLocal (169.254.0.0/16, where clouds answer instance metadata), uniqueLocal, unspecified,
 * carrierGradeNat, reserved, multicast, broadcast, and the IPv6 forms that carry an IPv4 address (an IPv4-mapped
 * one, ::ffff:127.0.0.1, is judged as the IPv4 address it carries; NAT64, 6to4 and Teredo ones are refused).
 */
export function isPublicAddress(address: string): boolean {
  try {
    const parsed = ipaddr.process(address);
    // The old IPv4-compatible form (::/96, ::a9fe:a9fe for 169.254.169.254) is plain unicast to ipaddr.js; no public
    // host has such an address.
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
    return parsed.range() === 'unicast';
  } catch {
    return false;
  }
}

/** dns.lookup that fails when any address of the name is not public; given to the connection, so it judges what is connected to. */
const publicLookup: LookupFunction = (hostname, options: LookupOptions, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '');
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(new RefusedAddressError(hostname, 'private'), '');
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export interface PublicGetOptions {
  headers?: OutgoingHttpHeaders;
  signal?: AbortSignal;
  /**
   * Origins (`http://127.0.0.1:8080`) that may be reached although their address is not public: the operator's
   * explicit word (`--allow-private-address`), or a test's local server. Exact origins, so a redirect from one to
   * another port or host is still refused.
   */
  allowPrivateOrigins?: readonly string[];
}

/**
 * One GET of `url`, redirects not followed (the caller judges each Location and calls again). Rejects with a
 * RefusedAddressError, before anything is sent, when the address is not a public http(s) one.
 */
export function publicGet(url: URL, options: PublicGetOptions = {}): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new RefusedAddressError(url.protocol, 'not-web'));
  const allowed = options.allowPrivateOrigins?.includes(url.origin) ?? false;
  if (!allowed) {
    // WHATWG URL has already written 2130706433, 0x7f.1 and 0177.0.0.1 as 127.0.0.1; an IP literal is connected to
    // without a look-up, so it is judged here.
    const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
    if (isIP(host) ? !isPublicAddress(host) : METADATA_NAMES.test(host)) return Promise.reject(new RefusedAddressError(url.hostname, 'private'));
  }
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { method: 'GET', headers: options.headers, signal: options.signal, ...(allowed ? {} : { lookup: publicLookup }) }, resolve);
    request.on('error', reject);
    request.end();
  });
}
