// The one rule for which address a request comes from, given the socket and the X-Forwarded-For header
// behind TRUST_PROXY_HOPS reverse proxies. The storefront signs the address it chooses for the CMS's rate
// limits (common/client-address.ts); the CMS applies the same rule to requests a browser sends it directly.
// Plain JavaScript with JSDoc types, so the storefront's own Node server can import it without a build.
import { isIP } from 'node:net';

/**
 * TRUST_PROXY_HOPS: how many reverse proxies stand in front of the storefront. Empty means 0 (the shopper
 * connects directly). Anything but a whole number ≥ 0 stops the server: guessing could trust a header the
 * shopper wrote.
 *
 * @param {string | undefined} value
 * @returns {number}
 */
export function trustProxyHops(value) {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(`TRUST_PROXY_HOPS must be a whole number ≥ 0, not ${JSON.stringify(value)}`);
  }
  return Number(value.trim());
}

/** `::ffff:127.0.0.2` (an IPv4 client on a dual-stack socket) reads as `127.0.0.2`. */
function plainAddress(/** @type {string} */ address) {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The shopper's address. With no proxy in front (hops 0) it is the socket's remote address, whatever
 * X-Forwarded-For the client sent. Behind `hops` proxies, each appends the address it got the request from,
 * so the entry `hops` from the end is the one the outermost proxy recorded; entries before it are the
 * client's own words. A list too short to hold it, or an entry that is not an IP address, falls back to
 * the socket address (the nearest proxy: stricter, never spoofable).
 *
 * @param {{ socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number }} req
 * @returns {string} the address, or '' when the socket has none (already closed)
 */
export function clientAddressFromRequest({ socketAddress, forwardedFor, hops }) {
  const socket = plainAddress(socketAddress ?? '');
  if (hops < 1 || forwardedFor === undefined) return socket;
  const entries = [forwardedFor]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim());
  const chosen = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return chosen && isIP(chosen) ? plainAddress(chosen) : socket;
}
