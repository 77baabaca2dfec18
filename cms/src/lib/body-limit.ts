import { readLimited } from '@common/http/read-limited';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Refuses request bodies over `maxBytes` with `tooLarge`, after reading and discarding the rest of the body.
 * Answering while the client is still sending (as hono's bodyLimit does for a large Content-Length) makes the
 * server drop the connection under the client, which sees a reset (UND_ERR_SOCKET, EPIPE) instead of the
 * 413. Only up to `discardBytes` is read: a body beyond that gets the 413 with `Connection: close`, and
 * the connection ends there rather than spending more time on it.
 */
export function limitBody(
  maxBytes: number,
  discardBytes: number,
  tooLarge: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    // The body is only touched when it must be counted: on Node, reading `c.req.raw.body` wraps the socket
    // in a web stream and a full Request, and the handler's `c.req.text()` then reads through them instead
    // of straight from the socket (7% of the CMS's CPU in the checkout's profile, issue #42).
    // A fetch Request never carries a body for these two.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.raw.headers.has('transfer-encoding')
      ? NaN
      : Number.parseInt(c.req.header('content-length') ?? '', 10);
    // Node's parser never delivers more than a declared length, so a small one needs no counting.
    if (Number.isInteger(declared) && declared <= maxBytes) return next();
    const body = c.req.raw.body;
    if (!body) return next();
    if (Number.isInteger(declared) && declared > discardBytes) {
      c.header('Connection', 'close');
      return tooLarge(c);
    }

    const read = await readLimited(body, maxBytes, discardBytes);
    if (!read.complete) {
      void body.cancel();
      c.header('Connection', 'close');
    }
    if (read.size > maxBytes) return tooLarge(c);
    c.req.raw = new Request(c.req.raw, { body: read.bytes });
    return next();
  };
}
