// @ts-check
// The socket address of each request, for proxy.ts. Next's proxy sees only headers, and `next start` keeps an
// X-Forwarded-For the client wrote (base-server: `x-forwarded-for ??= socket address`), so with no proxy in
// front (TRUST_PROXY_HOPS=0) the shopper's real address would be invisible to it. instrumentation.ts calls
// stampSocketAddresses() once per Node process: every node:http request (`next start`, the custom server) then
// carries its socket address in SOCKET_STAMP_HEADER, behind a token made at random for this process, so a
// copy the client sent is overwritten and could not be guessed anyway. A host without node:http sockets
// (OpenNext's Lambda handler) publishes no such event: nothing is stamped and proxy.ts falls back to
// X-Forwarded-For and TRUST_PROXY_HOPS, as there a gateway always appends the address it saw.
import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';

/** Internal: set here, read and removed by proxy.ts before anything else sees the request. */
export const SOCKET_STAMP_HEADER = 'x-shop-socket-stamp';

const TOKEN_KEY = Symbol.for('himalayan-garden.socket-stamp-token');
/** @type {Record<symbol, string | undefined>} */
const store = /** @type {any} */ (globalThis);

/**
 * Starts stamping every node:http request of this process (idempotent). Node publishes
 * `http.server.request.start` before the server's 'request' listeners run, so Next sees the stamp.
 */
export function stampSocketAddresses() {
  if (store[TOKEN_KEY]) return;
  const token = randomBytes(18).toString('base64url');
  store[TOKEN_KEY] = token;
  subscribe('http.server.request.start', (message) => {
    const { request } = /** @type {{ request: import('node:http').IncomingMessage }} */ (message);
    request.headers[SOCKET_STAMP_HEADER] = `${token} ${request.socket?.remoteAddress ?? ''}`;
  });
}

/**
 * The socket address stamped on a request by this process, or null: no stamp (a host without node:http
 * sockets), or a value the client made up (wrong token, or sent twice so that the values were joined).
 *
 * @param {string | null | undefined} value the header's value
 * @returns {string | null}
 */
export function stampedSocketAddress(value) {
  const token = store[TOKEN_KEY];
  if (!token || !value) return null;
  const space = value.indexOf(' ');
  if (space < 0 || value.slice(0, space) !== token) return null;
  const address = value.slice(space + 1);
  return address && !address.includes(',') && !address.includes(' ') ? address : null;
}
