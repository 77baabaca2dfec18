/** @jest-environment node */
// The one rule for the shopper's address that proxy.ts applies on every host (docs/adr/0070).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SHOPPER_ADDRESS_HEADER,
  shopperAddress,
  shopperAddressRule,
  trustedClientIpHeader,
  withShopperAddress,
} from './shopper-address.mjs';
import { SOCKET_STAMP_HEADER, stampSocketAddresses, stampedSocketAddress } from './socket-stamp.mjs';

const NO_PROXY = { hops: 0, trustedHeader: null };

/** The headers a node:http server of this process hands on, stamped by socket-stamp.mjs. */
async function stampedHeaders(sent: Record<string, string>): Promise<Headers> {
  stampSocketAddresses();
  let server: Server | undefined;
  const seen = await new Promise<Headers>((resolve, reject) => {
    server = createServer((req, res) => {
      const h = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') h.set(k, v);
      resolve(h);
      res.end();
    }).listen(0, '127.0.0.1', () => {
      const { port } = server!.address() as AddressInfo;
      fetch(`http://127.0.0.1:${port}/`, { headers: sent }).catch(reject);
    });
  });
  server!.close();
  return seen;
}

describe('the socket stamp', () => {
  it('carries the socket address, overwriting a copy the client sent', async () => {
    const headers = await stampedHeaders({ [SOCKET_STAMP_HEADER]: 'guess 203.0.113.9' });
    expect(stampedSocketAddress(headers.get(SOCKET_STAMP_HEADER))).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('is not believed with a wrong token, no token or two values joined', () => {
    stampSocketAddresses();
    expect(stampedSocketAddress('guess 203.0.113.9')).toBeNull();
    expect(stampedSocketAddress('203.0.113.9')).toBeNull();
    expect(stampedSocketAddress(null)).toBeNull();
  });
});

describe("the shopper's address decided in proxy.ts", () => {
  it('is the socket address with no proxy in front, whatever X-Forwarded-For says', async () => {
    const headers = await stampedHeaders({ 'x-forwarded-for': '198.51.100.7' });
    expect(shopperAddress(headers, NO_PROXY)).toBe('127.0.0.1');
  });

  it('is the entry TRUST_PROXY_HOPS proxies vouch for, not the spoofed ones before it', async () => {
    const headers = await stampedHeaders({ 'x-forwarded-for': '198.51.100.7, 203.0.113.9' });
    expect(shopperAddress(headers, { hops: 1, trustedHeader: null })).toBe('203.0.113.9');
    expect(shopperAddress(headers, { hops: 2, trustedHeader: null })).toBe('198.51.100.7');
  });

  it('counts a malformed or short X-Forwarded-For as the socket address, without throwing', async () => {
    for (const xff of ['not-an-ip', ',,,', '203.0.113.9, <script>', '1'.repeat(5000)]) {
      const headers = await stampedHeaders({ 'x-forwarded-for': xff });
      expect(shopperAddress(headers, { hops: 1, trustedHeader: null })).toBe('127.0.0.1');
    }
    const short = await stampedHeaders({ 'x-forwarded-for': '203.0.113.9' });
    expect(shopperAddress(short, { hops: 2, trustedHeader: null })).toBe('127.0.0.1');
  });

  it("takes a platform's trusted header when it holds one address, and ignores X-Forwarded-For", async () => {
    const rule = { hops: 0, trustedHeader: 'cf-connecting-ip' };
    const headers = await stampedHeaders({
      'cf-connecting-ip': '203.0.113.9',
      'x-forwarded-for': '198.51.100.7',
    });
    expect(shopperAddress(headers, rule)).toBe('203.0.113.9');
  });

  it('counts a duplicated or malformed trusted header as the socket address', async () => {
    const rule = { hops: 0, trustedHeader: 'cf-connecting-ip' };
    for (const value of ['203.0.113.9, 198.51.100.7', 'nonsense', '']) {
      const headers = await stampedHeaders({ 'cf-connecting-ip': value });
      expect(shopperAddress(headers, rule)).toBe('127.0.0.1');
    }
  });

  it('without a stamp (a host with no node:http socket) trusts only what the hops vouch for', () => {
    const spoofed = new Headers({
      [SOCKET_STAMP_HEADER]: 'made-up 203.0.113.9',
      'x-forwarded-for': '198.51.100.7',
    });
    expect(shopperAddress(spoofed, NO_PROXY)).toBeNull();
    expect(shopperAddress(spoofed, { hops: 1, trustedHeader: null })).toBe('198.51.100.7');
  });

  it('hands on only the decided address: the client copies of the internal headers are gone', async () => {
    const headers = await stampedHeaders({ [SHOPPER_ADDRESS_HEADER]: '198.51.100.66' });
    const out = withShopperAddress(headers, NO_PROXY);
    expect(out.get(SHOPPER_ADDRESS_HEADER)).toBe('127.0.0.1');
    expect(out.get(SOCKET_STAMP_HEADER)).toBeNull();
    const none = withShopperAddress(new Headers({ [SHOPPER_ADDRESS_HEADER]: '198.51.100.66' }), NO_PROXY);
    expect(none.get(SHOPPER_ADDRESS_HEADER)).toBeNull();
  });
});

describe('the rule read from the environment', () => {
  it('reads TRUST_PROXY_HOPS and TRUSTED_CLIENT_IP_HEADER', () => {
    expect(
      shopperAddressRule({ TRUST_PROXY_HOPS: '1', TRUSTED_CLIENT_IP_HEADER: ' Fly-Client-IP ' }),
    ).toEqual({
      hops: 1,
      trustedHeader: 'fly-client-ip',
    });
    expect(shopperAddressRule({})).toEqual(NO_PROXY);
  });

  it('refuses a value that names no header, or the internal ones', () => {
    expect(() => trustedClientIpHeader('x real ip')).toThrow(/TRUSTED_CLIENT_IP_HEADER/);
    expect(() => trustedClientIpHeader(SHOPPER_ADDRESS_HEADER)).toThrow(/TRUSTED_CLIENT_IP_HEADER/);
    expect(() => shopperAddressRule({ TRUST_PROXY_HOPS: 'two' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
