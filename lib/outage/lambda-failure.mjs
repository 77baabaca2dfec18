// @ts-check
// What the Lambda host answers for a page it cannot render (the CMS is down): this instance's last good
// copy of the page when it has one, else the shop's /unavailable page with 503 and Retry-After, as the
// shop's own server does (server/last-good-pages.mjs, ADR 0015), instead of OpenNext's 500. Used by the
// OpenNext wrapper override (lib/outage/opennext-failure-wrapper.mjs); plain Node, so it is unit-tested as
// it is.
//
// The copies back up the stale page that the cache keeps after a purge (ADR 0073): OpenNext revalidates a
// stale page through a second request to the function, and a shopper's request for the same page that
// arrives while that render fails can be answered 500 (docs/adr/0077-lambda-keeps-last-good-copies.md).
import { readFile } from 'node:fs/promises';
import { createByteLru } from '../../server/byte-lru.mjs';
import {
  MAX_BYTES,
  isGuarded,
  isRscRequest,
  isSharedAnswer,
  pageHeaders,
  replacementFor,
} from '../../server/last-good-pages.mjs';

/** Beside the function's index.mjs, whose folder is the working directory on Lambda. */
export const UNAVAILABLE_FILE = 'unavailable.html';

/** @typedef {import('../../server/last-good-pages.mjs').Copy} Copy */
/**
 * @typedef {{ statusCode: number, headers: Record<string, string | string[]>, body: ReadableStream,
 *   isBase64Encoded: boolean }} Result OpenNext's answer, before the wrapper compresses it
 */

/** The pages this instance answered well, bounded in bytes (least recently used dropped first). */
export function createKeptPages(maxBytes = MAX_BYTES) {
  /** @type {ReturnType<typeof createByteLru<Copy>>} */
  const pages = createByteLru(maxBytes);
  return {
    /** @param {string} url */
    get: (url) => pages.get(url),
    /** @param {string} url @param {Copy} copy */
    keep: (url, copy) => pages.set(url, copy, copy.body.length),
  };
}

const instancePages = createKeptPages();

/** @type {Promise<import('../../server/last-good-pages.mjs').Copy | undefined> | undefined} */
let page;
function unavailablePage() {
  page ??= readFile(UNAVAILABLE_FILE).then(
    (body) => ({ body, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    (err) => {
      console.error(`[storefront] ${UNAVAILABLE_FILE} could not be read: ${err}`);
      page = undefined;
      return undefined;
    },
  );
  return page;
}

/**
 * The request as server/last-good-pages.mjs reads one: method, path with query, headers.
 * @param {{ method: string, url: string, headers: Record<string, string> }} event OpenNext's InternalEvent
 */
export function requestOf(event) {
  const url = new URL(event.url, 'http://function');
  return /** @type {import('node:http').IncomingMessage} */ (
    /** @type {unknown} */ ({
      method: event.method,
      url: `${url.pathname}${url.search}`,
      headers: event.headers,
    })
  );
}

/**
 * A good page kept (its body read, and given back as a new stream), a failed answer to a page request
 * replaced; any other answer as it was.
 * @param {{ method: string, url: string, headers: Record<string, string> }} event
 * @param {Result} result
 */
export async function answerFailure(event, result, readPage = unavailablePage, pages = instancePages) {
  const req = requestOf(event);
  if (!isGuarded(req)) return result;
  if (result.statusCode < 500) return keptIfShared(req, result, pages);
  await result.body?.cancel().catch(() => {});
  const answer = await replacementFor(req, pages, readPage);
  const headers = Object.fromEntries(
    Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const body = Buffer.from(req.method === 'HEAD' ? '' : answer.body);
  return {
    ...result,
    statusCode: answer.status,
    headers,
    body: /** @type {ReadableStream} */ (new Blob([body]).stream()),
    isBase64Encoded: false,
  };
}

/**
 * Keeps a copy of `result` when it is a document the same for everyone (not compressed yet: the
 * compressing wrapper is outside this one).
 * @param {import('node:http').IncomingMessage} req
 * @param {Result} result
 * @param {ReturnType<typeof createKeptPages>} pages
 * @returns {Promise<Result>}
 */
async function keptIfShared(req, result, pages) {
  const header = (/** @type {string} */ name) => result.headers[name];
  const keepable =
    req.method === 'GET' &&
    !isRscRequest(req) &&
    !result.isBase64Encoded &&
    header('content-encoding') === undefined &&
    isSharedAnswer(result.statusCode, header);
  if (!keepable || !result.body) return result;
  const body = Buffer.from(await new Response(result.body).arrayBuffer());
  pages.keep(req.url ?? '/', { body, headers: pageHeaders(result.headers) });
  return { ...result, body: /** @type {ReadableStream} */ (new Blob([body]).stream()) };
}
