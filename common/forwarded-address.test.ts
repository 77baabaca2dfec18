/** @jest-environment node */
// The one rule for the client's address behind TRUST_PROXY_HOPS proxies (storefront and CMS alike).
import { clientAddressFromRequest, trustProxyHops } from './forwarded-address.mjs';

describe("the shopper's address the storefront server hands on", () => {
  it('is the socket address with no proxy in front, whatever X-Forwarded-For the client sent', () => {
    expect(clientAddressFromRequest({ socketAddress: '127.0.0.2', forwardedFor: undefined, hops: 0 })).toBe(
      '127.0.0.2',
    );
    expect(
      clientAddressFromRequest({ socketAddress: '127.0.0.2', forwardedFor: '203.0.113.9', hops: 0 }),
    ).toBe('127.0.0.2');
    expect(
      clientAddressFromRequest({
        socketAddress: '127.0.0.2',
        forwardedFor: ['203.0.113.9', '198.51.100.7'],
        hops: 0,
      }),
    ).toBe('127.0.0.2');
  });

  it('reads an IPv4 client on a dual-stack socket as plain IPv4, and keeps IPv6 as it is', () => {
    expect(
      clientAddressFromRequest({ socketAddress: '::ffff:127.0.0.3', forwardedFor: undefined, hops: 0 }),
    ).toBe('127.0.0.3');
    expect(clientAddressFromRequest({ socketAddress: '::1', forwardedFor: undefined, hops: 0 })).toBe('::1');
  });

  it('behind N proxies takes the entry N places from the end, ignoring what the client prepended', () => {
    const forwardedFor = '6.6.6.6, 203.0.113.9, 10.0.0.2';
    const pick = (hops: number) =>
      clientAddressFromRequest({ socketAddress: '10.0.0.3', forwardedFor, hops });
    expect(pick(1)).toBe('10.0.0.2');
    expect(pick(2)).toBe('203.0.113.9');
    // Repeated headers count as one list, in order.
    expect(
      clientAddressFromRequest({
        socketAddress: '10.0.0.3',
        forwardedFor: ['6.6.6.6', '203.0.113.9,10.0.0.2'],
        hops: 2,
      }),
    ).toBe('203.0.113.9');
    expect(
      clientAddressFromRequest({ socketAddress: '10.0.0.3', forwardedFor: '2001:db8::7', hops: 1 }),
    ).toBe('2001:db8::7');
  });

  it('falls back to the socket address when the header is missing, too short or not an address', () => {
    const from = (forwardedFor: string | undefined, hops: number) =>
      clientAddressFromRequest({ socketAddress: '10.0.0.3', forwardedFor, hops });
    expect(from(undefined, 1)).toBe('10.0.0.3');
    expect(from('', 1)).toBe('10.0.0.3');
    expect(from('203.0.113.9', 2)).toBe('10.0.0.3');
    expect(from('6.6.6.6, not-an-address', 1)).toBe('10.0.0.3');
    expect(from('6.6.6.6, 203.0.113.9:4711', 1)).toBe('10.0.0.3');
  });

  it('is empty when the socket has already gone', () => {
    expect(clientAddressFromRequest({ socketAddress: undefined, forwardedFor: '6.6.6.6', hops: 0 })).toBe('');
  });
});

describe('TRUST_PROXY_HOPS', () => {
  it('is 0 when unset or empty, else a whole number', () => {
    expect(trustProxyHops(undefined)).toBe(0);
    expect(trustProxyHops('')).toBe(0);
    expect(trustProxyHops('0')).toBe(0);
    expect(trustProxyHops(' 2 ')).toBe(2);
  });

  it('stops the server on anything else rather than guess which entry to trust', () => {
    for (const bad of ['-1', '1.5', 'yes', 'true'])
      expect(() => trustProxyHops(bad)).toThrow(/TRUST_PROXY_HOPS/);
  });
});
