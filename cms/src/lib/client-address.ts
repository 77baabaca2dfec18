import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_SIGNATURE_HEADER,
  verifiedClientAddress,
} from '@common/client-address';
import { clientAddressFromRequest } from '@common/forwarded-address.mjs';

/** The address of a request without a socket: only `app.request` in tests. */
export const UNKNOWN_ADDRESS = 'unknown';

/** What the address rule needs from the CMS's configuration. */
export interface AddressConfig {
  clientAddressSecret: string | undefined;
  /** TRUST_PROXY_HOPS: reverse proxies in front of the CMS. */
  trustProxyHops: number;
}

/** The socket's remote address; undefined without a socket (`app.request` in tests). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The address a request came from, for rate limits and the audit log (docs/adr/0045). The storefront
 * calls on behalf of its shoppers and names each one in a header signed with CLIENT_ADDRESS_SECRET; a
 * header whose signature verifies wins. Otherwise (the console, a browser on a payment page, a forged or
 * unsigned header) the storefront's own rule applies to the socket and X-Forwarded-For
 * (common/forwarded-address.mjs): with TRUST_PROXY_HOPS = 0 the socket address, whatever the client wrote;
 * behind N proxies the entry the outermost one appended. A malformed or short header falls back to the
 * socket. Requests without a socket (`app.request` in tests) are all 'unknown'.
 */
export function clientAddress(c: Context, config: AddressConfig): string {
  const signed = verifiedClientAddress(
    c.req.header(CLIENT_ADDRESS_HEADER),
    c.req.header(CLIENT_SIGNATURE_HEADER),
    config.clientAddressSecret,
  );
  if (signed) return signed;
  const chosen = clientAddressFromRequest({
    socketAddress: socketAddress(c),
    forwardedFor: c.req.header('X-Forwarded-For'),
    hops: config.trustProxyHops,
  });
  return chosen || UNKNOWN_ADDRESS;
}
