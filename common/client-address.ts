import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the storefront tells the CMS which shopper a call is for, so every rate limit counts the real shopper
 * rather than the storefront's own address. The address travels with an HMAC made with
 * CLIENT_ADDRESS_SECRET, which only the storefront and the CMS know: the CMS believes the header only when
 * the signature checks out, and otherwise counts the socket address. Server-side only (node:crypto).
 *
 * This file is the one implementation of signing and verifying. The other files of the concept each do one
 * step around it: common/forwarded-address.mjs is the TRUST_PROXY_HOPS rule; the storefront's proxy.ts
 * applies it on every host (lib/session/shopper-address.mjs, with the socket address instrumentation.ts
 * stamps); lib/session/client-address.ts reads that choice from the request headers and signs it;
 * cms/src/lib/client-address.ts verifies it or counts the socket.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
export const CLIENT_SIGNATURE_HEADER = 'x-shop-client-signature';

/** Longest address accepted (an IPv6 address with a zone id fits easily). */
const MAX_ADDRESS_LENGTH = 100;

export function signClientAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address).digest('hex');
}

/** The two headers for a call made on behalf of `address`; none without an address or a secret. */
export function clientAddressHeaders(
  address: string | null | undefined,
  secret: string | undefined,
): Record<string, string> {
  if (!address || !secret || address.length > MAX_ADDRESS_LENGTH) return {};
  return {
    [CLIENT_ADDRESS_HEADER]: address,
    [CLIENT_SIGNATURE_HEADER]: signClientAddress(address, secret),
  };
}

/** The signed address when its signature is right, else null (constant-time comparison). */
export function verifiedClientAddress(
  address: string | null | undefined,
  signature: string | null | undefined,
  secret: string | undefined,
): string | null {
  if (!address || !signature || !secret || address.length > MAX_ADDRESS_LENGTH) return null;
  const expected = Buffer.from(signClientAddress(address, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length) return null;
  return timingSafeEqual(given, expected) ? address : null;
}
