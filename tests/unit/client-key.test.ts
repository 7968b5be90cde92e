// Who a client is for every limit: an IPv4 address as it is, an IPv6 address's /64 (one host may use all of it), an
// IPv4-mapped IPv6 address as the IPv4 one; and the /48 a /64 shares the pending sign-ins' room with.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientKey, networkKey } from '../../api/http/rate-limit.ts';

describe('addressKey', () => {
  it('gives two addresses of one /64 the same key, and addresses of different /64s different keys', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:0000:0000:0000:0500')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8:2:2::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('keeps IPv4 per address, an IPv4-mapped IPv6 address included', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.2')).toBe('192.0.2.2');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:c000:201')).toBe('192.0.2.1');
  });

  it('drops a zone id, brackets and a port; keeps what is not an address as given', () => {
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressKey('[2001:db8:1:2::9]:443')).toBe('2001:db8:1:2::/64');
    expect(addressKey('192.0.2.1:5678')).toBe('192.0.2.1');
    expect(addressKey('unknown')).toBe('unknown');
    // A key is its own key, so it can be passed on and keyed again.
    expect(addressKey(addressKey('2001:db8:1:2::1'))).toBe('2001:db8:1:2::/64');
  });
});

describe('networkKey', () => {
  it('groups an IPv6 client with its /48, and leaves an IPv4 client on its own', () => {
    expect(networkKey('2001:db8:1:2::/64')).toBe('2001:db8:1::/48');
    expect(networkKey('2001:db8:1:ff::/64')).toBe('2001:db8:1::/48');
    expect(networkKey('2001:db8:2:2::/64')).toBe('2001:db8:2::/48');
    expect(networkKey('192.0.2.1')).toBe('192.0.2.1');
    expect(networkKey('local')).toBe('local');
  });
});

describe('clientKey', () => {
  /** The key a request gets, from the connection's address (as @hono/node-server passes it) and its headers. */
  async function keyOf(trustProxy: boolean, remoteAddress: string, xff: string): Promise<string> {
    const app = new Hono().get('/', (c) => c.text(clientKey(c, trustProxy)));
    const res = await app.request('/', { headers: { 'X-Forwarded-For': xff } }, { incoming: { socket: { remoteAddress } } });
    return res.text();
  }

  it('behind our proxy (TRUST_PROXY) keys the last X-Forwarded-For entry', async () => {
    const ask = (xff: string) => keyOf(true, '10.0.0.1', xff);
    expect(await ask('198.51.100.7, 2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(await ask('2001:db8:1:2::500')).toBe('2001:db8:1:2::/64');
    expect(await ask('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(await ask('203.0.113.9')).toBe('203.0.113.9');
  });

  it('otherwise keys the connection’s address, and ignores X-Forwarded-For', async () => {
    const ask = (remote: string) => keyOf(false, remote, '2001:db8:9:9::1');
    expect(await ask('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(await ask('2001:db8:1:2::abcd')).toBe('2001:db8:1:2::/64');
  });
});
