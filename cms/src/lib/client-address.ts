import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for rate limits. X-Forwarded-For is anyone's to write, so it counts only
 * with TRUST_PROXY=1, and then only its last entry: the one the (single) trusted proxy appended. Requests
 * without a socket (`app.request` in tests) are all 'unknown'.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
