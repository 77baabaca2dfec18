// @ts-check
// A page Next cannot render (the CMS is down and the page was never rendered, so no stale copy exists)
// gets the shop's /unavailable page with 503 and Retry-After instead of Next's 500, on every host whose
// server is a node:http server: `next start` here, the shop's own server (npm start) through its
// last-good-pages module, which also keeps copies (docs/adr/0015-last-good-copy-during-an-outage.md).
// Installed by instrumentation.ts through Node's `http.server.request.start` channel, published before
// Next's request listener runs, so the response is watched before Next (and its compression) writes to it.
import { subscribe } from 'node:diagnostics_channel';
import { failedResponse } from '../../server/failed-response.mjs';
import { isGuarded, replacementFor, UNAVAILABLE_PATH } from '../../server/last-good-pages.mjs';

const INSTALLED = Symbol.for('himalayan-garden.failed-pages');
/** @type {Record<symbol, boolean | undefined>} */
const store = /** @type {any} */ (globalThis);
/** Next's own server keeps stale pages itself (purges make pages stale, ADR 0073): no copies here. */
const NO_COPIES = { get: () => undefined };

/** @typedef {import('./../../server/last-good-pages.mjs').Copy} Copy */

/**
 * Where this server can ask itself for a page: its own port on loopback.
 * @param {import('node:net').AddressInfo | string | null} address
 */
export function selfOrigin(address) {
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '::' || address.address === '0.0.0.0';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** @param {{ log?: (message: string) => void }} [options] */
export function answerFailedPages({ log = console.error } = {}) {
  if (store[INSTALLED]) return;
  store[INSTALLED] = true;
  /** @type {Copy | undefined} */
  let unavailable;
  /** @type {Promise<void> | undefined} one request for the page at a time, however many failures wait */
  let asking;

  /** @param {import('node:http').Server} server */
  async function unavailablePage(server) {
    if (unavailable) return unavailable;
    asking ??= (async () => {
      const origin = selfOrigin(server.address());
      if (!origin) return;
      const res = await fetch(`${origin}${UNAVAILABLE_PATH}`, {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(30_000),
      });
      const body = Buffer.from(await res.arrayBuffer());
      // fetch has decoded any compression: only the type is kept of the page's headers.
      if (res.ok)
        unavailable = { body, headers: { 'Content-Type': res.headers.get('content-type') ?? 'text/html' } };
    })()
      .catch((err) => log(`[storefront] ${UNAVAILABLE_PATH} could not be kept: ${err}`))
      .finally(() => {
        asking = undefined;
      });
    await asking;
    return unavailable;
  }

  subscribe('http.server.request.start', (message) => {
    const { request, response, server } =
      /** @type {{
       *   request: import('node:http').IncomingMessage,
       *   response: import('node:http').ServerResponse,
       *   server: import('node:http').Server,
       * }} */ (message);
    if (!isGuarded(request)) return;
    failedResponse(request, response, {
      maxBodyBytes: 0,
      collect: () => false,
      onGood: () => {},
      replacement: () => replacementFor(request, NO_COPIES, () => unavailablePage(server)),
      log,
    });
  });
}
