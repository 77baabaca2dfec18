// @ts-check
import { Readable } from 'node:stream';

/**
 * OpenNext's proxy for external rewrites (open-next.config.ts `override.proxyExternalRequest`): on the
 * serverless package the only one is `/img/<width>/<path>` to the CMS's image sizes (ADR 0075). OpenNext's
 * own proxies do not fit: `node` speaks https only (a CMS on http, as in the local stand-in, failed) and
 * `fetch` hands GET requests a body, which fetch refuses. The shopper's cookies and credentials stay with
 * the storefront: the CMS gets none of them.
 */

/** Request headers never passed on: the connection's own, and the shopper's credentials. */
const NOT_SENT = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'cookie',
  'authorization',
  'x-forwarded-host',
]);
/** Answer headers fetch has already acted on (it decompresses) or that the gateway sets. */
const NOT_RETURNED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

/**
 * @param {Record<string, string | string[] | undefined>} headers
 * @returns {Record<string, string>}
 */
export function headersToSend(headers) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (value === undefined || NOT_SENT.has(key) || key.startsWith('x-amz')) continue;
    out[key] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const host = headers.host;
  if (typeof host === 'string') out['x-forwarded-host'] = host;
  return out;
}

/** Seconds a browser waits before asking again for an image the CMS could not give. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The answer while the CMS cannot be reached (down, or slower than 25 s): 503 with Retry-After, never
 * kept by a cache, rather than OpenNext's 500.
 * @returns {import('@opennextjs/aws/types/open-next.js').InternalResult}
 */
function unavailable() {
  return {
    type: 'core',
    statusCode: 503,
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
    isBase64Encoded: false,
    body: /** @type {import('node:stream/web').ReadableStream} */ (Readable.toWeb(Readable.from([]))),
  };
}

/**
 * @param {import('@opennextjs/aws/types/open-next.js').InternalEvent} event
 * @returns {Promise<import('@opennextjs/aws/types/open-next.js').InternalResult>}
 */
async function proxy(event) {
  try {
    return await forward(event);
  } catch {
    return unavailable();
  }
}

/**
 * @param {import('@opennextjs/aws/types/open-next.js').InternalEvent} event
 * @returns {Promise<import('@opennextjs/aws/types/open-next.js').InternalResult>}
 */
async function forward(event) {
  const bodyless = event.method === 'GET' || event.method === 'HEAD';
  const res = await fetch(event.url, {
    method: event.method,
    headers: headersToSend(event.headers),
    body: bodyless || !event.body?.length ? undefined : new Uint8Array(event.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(25_000),
  });
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  res.headers.forEach((value, key) => {
    if (!NOT_RETURNED.has(key)) headers[key] = value;
  });
  return {
    type: /** @type {const} */ ('core'),
    statusCode: res.status,
    headers,
    isBase64Encoded: true,
    // The web stream of fetch, typed as node:stream/web's (the same class at run time).
    body: /** @type {import('node:stream/web').ReadableStream} */ (
      res.body ?? Readable.toWeb(Readable.from([]))
    ),
  };
}

/** @type {import('@opennextjs/aws/types/overrides.js').ProxyExternalRequest} */
const externalProxy = { name: 'shop-fetch-proxy', proxy };

export default externalProxy;
