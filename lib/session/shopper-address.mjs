// @ts-check
// The one decision of which address a request comes from, made in proxy.ts on every host (`npm start`,
// `next start`, Lambda): docs/adr/0070-shopper-address-in-the-proxy.md. The result travels to the pages,
// server actions and route handlers in SHOPPER_ADDRESS_HEADER, which proxy.ts always sets or removes, so a
// copy the client sent never survives; lib/session/client-address.ts reads it and signs it for the CMS.
import { isIP } from 'node:net';
import { clientAddressFromRequest, trustProxyHops } from '../../common/forwarded-address.mjs';
import { SOCKET_STAMP_HEADER, stampedSocketAddress } from './socket-stamp.mjs';

/** Internal: written by proxy.ts only. */
export const SHOPPER_ADDRESS_HEADER = 'x-shop-shopper-address';

/** A header name as HTTP allows it, lower case (Headers.get is case-insensitive anyway). */
const HEADER_NAME = /^[a-z0-9!#$%&'*+.^_`|~-]+$/;

/**
 * TRUSTED_CLIENT_IP_HEADER: the header a platform sets to the client's address and overwrites whatever the
 * client sent (e.g. `cf-connecting-ip`, `fly-client-ip`, `x-real-ip` from one's own nginx). Unset: none, and
 * TRUST_PROXY_HOPS decides. A value that is no header name stops the server rather than trusting nothing.
 *
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function trustedClientIpHeader(value) {
  const name = value?.trim().toLowerCase();
  if (!name) return null;
  if (!HEADER_NAME.test(name) || name === SHOPPER_ADDRESS_HEADER || name === SOCKET_STAMP_HEADER) {
    throw new Error(`TRUSTED_CLIENT_IP_HEADER must name one HTTP header, not ${JSON.stringify(value)}`);
  }
  return name;
}

/** `::ffff:192.0.2.1` reads as `192.0.2.1`, as in common/forwarded-address.mjs. */
function plainAddress(/** @type {string} */ address) {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The shopper's address, or null when none can be told (a host without sockets and no proxy trusted: the
 * CMS then counts the storefront's own address, one strict limit for all such calls).
 * - With a trusted platform header: its value when it is exactly one IP address. Sent twice (joined with a
 *   comma) or malformed, it is not the platform's word: the socket address counts.
 * - Otherwise common/forwarded-address.mjs's rule: the socket address, or the entry TRUST_PROXY_HOPS
 *   proxies vouch for in X-Forwarded-For; a list too short or malformed counts as the socket address.
 *
 * @param {Pick<Headers, 'get'>} headers the request's headers as the client and proxies sent them
 * @param {{ hops: number, trustedHeader: string | null }} rule
 * @returns {string | null}
 */
export function shopperAddress(headers, { hops, trustedHeader }) {
  const socket = stampedSocketAddress(headers.get(SOCKET_STAMP_HEADER));
  if (trustedHeader) {
    const given = headers.get(trustedHeader)?.trim() ?? '';
    return isIP(given) ? plainAddress(given) : socket && plainAddress(socket);
  }
  const chosen = clientAddressFromRequest({
    socketAddress: socket ?? undefined,
    forwardedFor: headers.get('x-forwarded-for') ?? undefined,
    hops,
  });
  return chosen || null;
}

/**
 * The rule as this process's environment sets it, read once. Throws on a malformed TRUST_PROXY_HOPS or
 * TRUSTED_CLIENT_IP_HEADER (instrumentation.ts calls it at start, so the server refuses to start).
 *
 * @param {Record<string, string | undefined>} env
 */
export function shopperAddressRule(env) {
  return {
    hops: trustProxyHops(env.TRUST_PROXY_HOPS),
    trustedHeader: trustedClientIpHeader(env.TRUSTED_CLIENT_IP_HEADER),
  };
}

/**
 * The request headers the app sees: the stamp removed, the decided address set (or removed).
 *
 * @param {Headers} incoming
 * @param {{ hops: number, trustedHeader: string | null }} rule
 * @returns {Headers}
 */
export function withShopperAddress(incoming, rule) {
  const headers = new Headers(incoming);
  const address = shopperAddress(incoming, rule);
  headers.delete(SOCKET_STAMP_HEADER);
  if (address) headers.set(SHOPPER_ADDRESS_HEADER, address);
  else headers.delete(SHOPPER_ADDRESS_HEADER);
  return headers;
}
