// @ts-check
// The last good copy of each page any shopper may be sent, kept by the shop's server and sent instead of an
// error while Next cannot render the page anew: stale-if-error (RFC 5861) at the shop's own server
// (docs/adr/0015-last-good-copy-during-an-outage.md).
//
// After a purge (a purchase purges the home page and the product's page), Next renders the page again on
// the next request, from the CMS. With the CMS down, that render fails, and every shopper got a 500 until
// the CMS was back. Here, when Next answers 5xx to a GET or HEAD outside /api/:
// - a page with a kept copy gets the copy, status 200, marked `X-Stale-Copy` and never cached downstream
//   (its stock may be old: the cart and checkout check live stock);
// - a page without one, asked for as HTML, gets the shop's /unavailable page, 503 with Retry-After;
// - anything else (an RSC payload, an image) gets a plain 503 with Retry-After. The client router then
//   loads the page as a document, which takes the two cases above.
// Next is always asked first, so when the CMS is back the next request renders fresh data.
//
// Kept: 200 HTML documents (not RSC payloads) that a shared cache may keep (s-maxage, not private, no
// cookie), which are the same for every shopper. Memory is bounded (MAX_BYTES, least recently used first).

import { createByteLru } from './byte-lru.mjs';
import { failedResponse } from './failed-response.mjs';
import { keptHeaders } from './response-parts.mjs';

export const MAX_BYTES = 32 * 1024 * 1024;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Seconds: the shop's supervisor restarts a crashed CMS within a few. */
export const RETRY_AFTER_SECONDS = 30;
export const UNAVAILABLE_PATH = '/unavailable';
/** Headers of the connection, the moment or the encoding, not of the page. */
const NOT_KEPT = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'set-cookie',
  'etag',
  'age',
  'cache-control',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
]);

const NOT_STORED = { 'Cache-Control': 'no-store' };
/** For a client that reads no HTML (an RSC fetch, an image): never shown to a shopper as a page. */
const PLAIN_503 = Buffer.from('Service Unavailable');

/** @typedef {{ body: Buffer | string, headers: Record<string, string | string[]> }} Copy */

/** @param {import('node:http').IncomingMessage} req */
export function isRscRequest(req) {
  return req.headers.rsc !== undefined || /[?&]_rsc=/.test(req.url ?? '');
}

/** @param {import('node:http').IncomingMessage} req whether a failure here is answered by this module */
export function isGuarded(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !(req.url ?? '/').startsWith('/api/');
}

/** @param {import('node:http').ServerResponse} res whether the response is the same for everyone */
export function isShared(res) {
  return isSharedAnswer(res.statusCode, (name) => res.getHeader(name));
}

/**
 * Whether an answer is a page the same for everyone, on any host: 200 HTML that a shared cache may keep.
 * @param {number} status
 * @param {(name: string) => unknown} header the value of a header (lower-case name), undefined when unset
 */
export function isSharedAnswer(status, header) {
  const cacheControl = String(header('cache-control') ?? '');
  return (
    status === 200 &&
    String(header('content-type') ?? '').startsWith('text/html') &&
    /(^|,)\s*s-maxage=[1-9]/i.test(cacheControl) &&
    !/(^|,)\s*(private|no-store)\b/i.test(cacheControl) &&
    !setsCookie(header('set-cookie'))
  );
}

/** OpenNext's answers carry `set-cookie: ''` when no cookie is set: only a cookie given counts. */
function setsCookie(/** @type {unknown} */ value) {
  return Array.isArray(value) ? value.some(Boolean) : Boolean(value);
}

/**
 * The headers of a kept copy: those of the page, not of the moment or the encoding.
 * @param {Record<string, string | string[]>} headers
 */
export function pageHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name.toLowerCase())));
}

/**
 * What replaces a failure: the request's kept copy, the /unavailable page, or a plain 503.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ get(url: string): Copy | undefined }} pages
 * @param {() => Promise<Copy | undefined>} unavailablePage
 * @returns {Promise<import('./failed-response.mjs').Replacement>}
 */
export async function replacementFor(req, pages, unavailablePage) {
  // Only documents are kept, so a URL's copy is for any request but an RSC payload's; the shop's
  // page only for a client that reads HTML.
  const copy = isRscRequest(req) ? undefined : pages.get(req.url ?? '/');
  // The page itself failing waits for no request for it.
  const wantsPage =
    !isRscRequest(req) && /text\/html/.test(req.headers.accept ?? '') && req.url !== UNAVAILABLE_PATH;
  // Never kept downstream: the next request is to ask Next again.
  if (copy)
    return {
      status: 200,
      headers: { ...copy.headers, ...NOT_STORED, 'X-Stale-Copy': '1' },
      body: copy.body,
    };
  const page = wantsPage ? await unavailablePage() : undefined;
  const retry = { ...NOT_STORED, 'Retry-After': String(RETRY_AFTER_SECONDS) };
  if (page) return { status: 503, headers: { ...page.headers, ...retry }, body: page.body };
  return {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...retry },
    body: PLAIN_503,
  };
}

/**
 * @param {{
 *   maxBytes?: number,
 *   maxPageBytes?: number,
 *   fetchUnavailable?: () => Promise<void>,
 *   log?: (message: string) => void,
 * }} [options] `fetchUnavailable`: asks the shop for /unavailable, so that its copy is kept.
 */
export function createLastGoodPages({
  maxBytes = MAX_BYTES,
  maxPageBytes = MAX_PAGE_BYTES,
  fetchUnavailable = async () => {},
  log = console.error,
} = {}) {
  /** @type {ReturnType<typeof createByteLru<Copy>>} */
  const pages = createByteLru(maxBytes);
  /** Kept apart from the pages, so that no number of other pages pushes it out. */
  /** @type {Copy | undefined} */
  let unavailable;

  /** @param {string} url @param {Copy} copy */
  function keep(url, copy) {
    if (url === UNAVAILABLE_PATH) unavailable = copy;
    // A string's length is its UTF-16 units: about its bytes for a page that is mostly ASCII.
    else pages.set(url, copy, copy.body.length);
  }

  /** @type {Promise<void> | undefined} one request for the page at a time, however many failures wait */
  let asking;
  async function unavailablePage() {
    if (unavailable) return unavailable;
    asking ??= fetchUnavailable()
      .catch((err) => log(`[storefront] ${UNAVAILABLE_PATH} could not be kept: ${err}`))
      .finally(() => {
        asking = undefined;
      });
    await asking;
    return unavailable;
  }

  /**
   * Watches the response Next gives `req`: keeps it when it is a good shared page, replaces it when it
   * is a failure. Installed last, so that it sees what Next writes before compression does.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function watch(req, res) {
    if (!isGuarded(req)) return;
    const keepable = req.method === 'GET' && !isRscRequest(req);
    failedResponse(req, res, {
      maxBodyBytes: maxPageBytes,
      // Not the build's files or images (no copying their bytes for nothing); whether a page is shared is
      // known only once Next has set all its headers, at the end.
      collect: () => keepable && /^text\/html|^$/.test(String(res.getHeader('content-type') ?? '')),
      onGood: (body) => {
        if (isShared(res)) keep(req.url ?? '/', { body, headers: keptHeaders(res, NOT_KEPT) });
      },
      replacement: () => replacementFor(req, pages, unavailablePage),
      log,
    });
  }

  return { watch, size: pages.size, hasUnavailablePage: () => unavailable !== undefined };
}
