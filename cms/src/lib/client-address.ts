import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_SIGNATURE_HEADER,
  verifiedClientAddress,
} from '@common/client-address';

/** The address of a request without a socket: only `app.request` in tests. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The address a request came from, for rate limits. The storefront calls on behalf of its shoppers and
 * names each one in a header signed with CLIENT_ADDRESS_SECRET; only a header whose signature verifies is
 * believed. Anything else a client writes (X-Forwarded-For, an unsigned or forged address) is ignored and
 * the socket address counts. Requests without a socket (`app.request` in tests) are all 'unknown'.
 */
export function clientAddress(c: Context, secret: string | undefined): string {
  const signed = verifiedClientAddress(
    c.req.header(CLIENT_ADDRESS_HEADER),
    c.req.header(CLIENT_SIGNATURE_HEADER),
    secret,
  );
  if (signed) return signed;
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    return UNKNOWN_ADDRESS;
  }
}
