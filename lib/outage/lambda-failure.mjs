// @ts-check
// What the Lambda host answers for a page it cannot render (the CMS is down and the page was never
// rendered): the shop's /unavailable page with 503 and Retry-After, as the node:http hosts give it
// (lib/outage/failed-pages.mjs, server/last-good-pages.mjs), instead of OpenNext's 500. Used by the OpenNext
// wrapper override (lib/outage/opennext-failure-wrapper.mjs); plain Node, so it is unit-tested as it is.
import { readFile } from 'node:fs/promises';
import { isGuarded, replacementFor } from '../../server/last-good-pages.mjs';

/** Beside the function's index.mjs, whose folder is the working directory on Lambda. */
export const UNAVAILABLE_FILE = 'unavailable.html';
const NO_COPIES = { get: () => undefined };

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
 * A failed answer to a page request, replaced; any other answer as it was.
 * @param {{ method: string, url: string, headers: Record<string, string> }} event
 * @param {{ statusCode: number, headers: Record<string, string | string[]>, body: ReadableStream, isBase64Encoded: boolean }} result
 */
export async function answerFailure(event, result, readPage = unavailablePage) {
  const req = requestOf(event);
  if (result.statusCode < 500 || !isGuarded(req)) return result;
  await result.body?.cancel().catch(() => {});
  const answer = await replacementFor(req, NO_COPIES, readPage);
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
