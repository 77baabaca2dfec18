// The optimised images of the CMS's uploads (`/img/<width>/<path>`, lib/images/upload-urls.mjs), kept in
// memory once Next's image optimiser has answered for them, and sent from there afterwards.
//
// Next answers a cached image from its folder on disk, through its whole request pipeline (routing, the
// rewrite to /_next/image, its image cache's lookup and reads). Alone that is a few milliseconds, but a
// page load asks for its scripts and a dozen images at once, and on a busy phone-sized server the images
// came back 25 to 200 ms after the scripts (timed in the server during Lighthouse runs): the page's
// largest image, the card or banner the shopper is waiting for, then arrived after the first frame. From
// memory an image goes out as fast as a script (about 0.3 ms).
//
// What is sent is exactly what Next sent: its status 200, headers and bytes, only for the same URL and
// Accept header (the optimiser picks the format from Accept, and Vary says so), and only for as long as
// its Cache-Control max-age lets any cache reuse it. Only URLs without a query are kept, so the keys are
// bounded by the uploads and the widths Next allows; the memory held is bounded too (MAX_BYTES, least
// recently used dropped first).

import { createByteLru } from './byte-lru.mjs';
import { createCollector, keptHeaders } from './response-parts.mjs';

const MAX_BYTES = 32 * 1024 * 1024;
const PATH = /^\/img\/\d{1,4}\/[^?]+$/;
/** Headers of the connection or the moment, not of the image. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * @typedef {{ body: Buffer, headers: Record<string, string | string[]>, etag?: string, expires: number }} Image
 */

/** @param {unknown} cacheControl @returns {number} seconds a shared cache may reuse the response, or 0 */
export function maxAgeOf(cacheControl) {
  const value = String(cacheControl ?? '');
  if (/(^|,)\s*(no-store|no-cache|private)\b/i.test(value)) return 0;
  // A shared cache, as this is, takes s-maxage over max-age.
  const match = /(?:^|,)\s*s-maxage=(\d+)/i.exec(value) ?? /(?:^|,)\s*max-age=(\d+)/i.exec(value);
  return match ? Number(match[1]) : 0;
}

/**
 * The image Next answered with, if a cache may keep it: a 200 image with a max-age.
 * @param {import('node:http').ServerResponse} res
 * @param {Buffer} body
 * @param {number} at
 * @returns {Image | null}
 */
function imageToKeep(res, body, at) {
  const maxAge = maxAgeOf(res.getHeader('cache-control'));
  const type = String(res.getHeader('content-type') ?? '');
  if (res.statusCode !== 200 || !type.startsWith('image/') || maxAge <= 0) return null;
  const headers = keptHeaders(res, NOT_KEPT);
  // Whatever Next's own cache said this time, every later answer comes from a cache.
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'x-nextjs-cache') headers[name] = 'HIT';
  const etag = res.getHeader('etag');
  return { body, headers, ...(typeof etag === 'string' ? { etag } : {}), expires: at + maxAge * 1000 };
}

/**
 * @param {{ maxBytes?: number, now?: () => number }} [options]
 */
export function createCachedImages({ maxBytes = MAX_BYTES, now = Date.now } = {}) {
  /** @type {ReturnType<typeof createByteLru<Image>>} */
  const images = createByteLru(maxBytes);

  /** @param {import('node:http').IncomingMessage} req */
  const keyOf = (req) =>
    (req.method === 'GET' || req.method === 'HEAD') && PATH.test(req.url ?? '')
      ? `${req.url}\n${req.headers.accept ?? ''}`
      : null;

  /**
   * Answers a request for an image held in memory, as Next did (304 when the client has it); false when
   * Next should answer.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function serve(req, res) {
    const key = keyOf(req);
    const image = key === null ? undefined : images.get(key);
    if (!key || !image) return false;
    if (image.expires <= now()) {
      images.delete(key);
      return false;
    }
    if (image.etag && req.headers['if-none-match'] === image.etag) {
      res.writeHead(304, image.headers);
      res.end();
      return true;
    }
    res.writeHead(200, { ...image.headers, 'Content-Length': image.body.length });
    res.end(req.method === 'HEAD' ? undefined : image.body);
    return true;
  }

  /**
   * Keeps the image Next sends in answer to `req`, if it is one of these and Next answers it with 200.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function remember(req, res) {
    const key = keyOf(req);
    if (!key || req.method !== 'GET') return;
    const body = createCollector(maxBytes);
    // Next's own methods, called on with whatever arguments it passed.
    const write = /** @type {Function} */ (res.write);
    const end = /** @type {Function} */ (res.end);
    res.write = /** @type {typeof res.write} */ (
      function writeKept(/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        body.add(chunk, rest[0]);
        return write.call(this, chunk, ...rest);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function endKept(/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        const bytes = body.finish(chunk, rest[0]);
        const image = bytes === null ? null : imageToKeep(res, Buffer.from(bytes), now());
        if (image) images.set(key, image, image.body.length);
        return end.call(this, chunk, ...rest);
      }
    );
  }

  return { serve, remember, size: images.size };
}
