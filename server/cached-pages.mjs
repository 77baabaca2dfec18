// A page from Next's page cache, prepared once per version instead of for every response: its critical
// CSS inlined (server/critical-css.mjs, HTML only), encoded to bytes, and compressed with brotli or gzip the
// first time a client asks for that encoding.
//
// Next keeps a prerendered page as one string in its in-memory cache and answers each request for it with
// `res.end(text)`. Encoding that string again for every shopper was a fifth of a cached product page's CPU
// under load; compressing it again (Next gzips every response) costs more. So the first response of a
// version waits for the preparation (a few tens of milliseconds, once), and every later one is sent the
// prepared bytes in the encoding the client prefers. Each encoding is made when first asked for: browsers
// ask for brotli, so gzip at its best compression was made for nothing on every version of every page, and
// a client asking for neither (a crawler, a health check, the sale bench's shoppers) needs no compression.
//
// Entries are keyed by the text itself, so a response is only ever sent its own page: a revalidated page
// is a new string and is prepared anew, and the old entry ages out. Only responses Next serves from its
// page cache (`x-nextjs-cache` set) are prepared; anything rendered per request streams as before. The
// memory held is bounded (MAX_BYTES of prepared pages, least recently used dropped first).
import Negotiator from 'negotiator';
import vary from 'vary';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createByteLru } from './byte-lru.mjs';

const MAX_BYTES = 32 * 1024 * 1024;
/**
 * Brotli's quality for a page. Measured on a 92 KB page: quality 5 took 3 ms for 15.6 KB, 9 took 59 ms for
 * 15.2 KB, 11 took 460 ms for 14.1 KB. Every version of every page is compressed once, crawlers included,
 * so the cheap end wins.
 */
const BROTLI_QUALITY = 5;
const ENCODINGS = ['br', 'gzip', 'identity'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page's bytes, and its compressed bytes once a client asked for them (`encoding` while being made).
 * @typedef {{ identity: Buffer, br?: Buffer, gzip?: Buffer, encoding: Map<Coding, Promise<Buffer>> }} Prepared
 * @typedef {'br' | 'gzip'} Coding
 * @typedef {{ ready: Promise<Prepared>, page?: Prepared }} Entry
 */

/**
 * Negotiator 1.x takes the server's preference; @types/negotiator describes 0.6.
 * @typedef {{ encoding(available: string[], options: { preferred: string[] }): string | undefined }} Negotiator1
 */

/** The encoding of the request's Accept-Encoding that the server prefers among what it can send. */
function codingFor(/** @type {import('node:http').IncomingMessage} */ req) {
  const negotiator = /** @type {Negotiator1} */ (/** @type {unknown} */ (new Negotiator(req)));
  return /** @type {Coding | 'identity'} */ (
    negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) ?? 'identity'
  );
}

/**
 * Sends a page's bytes in `coding` through Next's own `end`.
 * @param {import('node:http').ServerResponse} res
 * @param {Function} end
 * @param {Buffer} body
 * @param {Coding | 'identity'} coding
 * @param {(() => void) | undefined} callback
 */
function sendBytes(res, end, body, coding, callback) {
  if (res.writableEnded || res.destroyed) return;
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.length);
  vary(res, 'Accept-Encoding');
  end.call(res, body, callback);
}

/** @param {Buffer} bytes @param {Coding} coding */
function compress(bytes, coding) {
  return coding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipped(bytes, { level: constants.Z_BEST_COMPRESSION });
}

/**
 * A page's bytes, its critical CSS inlined when it is HTML; no encoding is made yet.
 * @param {string} text
 * @param {boolean} html
 * @param {(html: string) => Promise<string>} inlineCss
 * @param {(message: string) => void} log
 * @returns {Promise<Prepared>}
 */
async function preparePage(text, html, inlineCss, log) {
  let body = text;
  if (html) {
    try {
      body = await inlineCss(text);
    } catch (err) {
      // The page still works with its stylesheet links; only its first paint waits for them.
      log(`[storefront] page sent without inlined CSS: ${err instanceof Error ? err.message : err}`);
    }
  }
  return { identity: Buffer.from(body, 'utf8'), encoding: new Map() };
}

/** @param {Prepared} page */
const sizeOf = (page) => page.identity.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

/**
 * The page's bytes in `coding`, made once: every request meanwhile waits for the same compression. Once made
 * they count in the budget of `prepared`, if the page is still kept there.
 * @param {ReturnType<typeof createByteLru<Entry>>} prepared
 * @param {string} text
 * @param {Prepared} page
 * @param {Coding} coding
 * @returns {Buffer | Promise<Buffer>}
 */
function encoded(prepared, text, page, coding) {
  const made = page[coding];
  if (made) return made;
  let making = page.encoding.get(coding);
  if (!making) {
    making = compress(page.identity, coding).then((bytes) => {
      page[coding] = bytes;
      page.encoding.delete(coding);
      const entry = prepared.peek(text);
      if (entry?.page === page) prepared.set(text, entry, sizeOf(page));
      return bytes;
    });
    making.catch(() => page.encoding.delete(coding));
    page.encoding.set(coding, making);
  }
  return making;
}

/**
 * Sends a prepared page in `coding`, compressing it first if that encoding was never asked for; a failed
 * compression sends the plain bytes.
 * @param {{
 *   res: import('node:http').ServerResponse,
 *   end: Function,
 *   coding: Coding | 'identity',
 *   log: (message: string) => void,
 *   callback: (() => void) | undefined,
 * }} to
 * @param {(coding: Coding) => Buffer | Promise<Buffer>} encode the page's bytes in `coding`
 * @param {Prepared} page
 */
function sendPage({ res, end, coding, log, callback }, encode, page) {
  if (coding === 'identity') return sendBytes(res, end, page.identity, coding, callback);
  const body = encode(coding);
  if (Buffer.isBuffer(body)) return sendBytes(res, end, body, coding, callback);
  body.then(
    (bytes) => sendBytes(res, end, bytes, coding, callback),
    (err) => {
      log(`[storefront] page sent uncompressed: ${err instanceof Error ? err.message : err}`);
      sendBytes(res, end, page.identity, 'identity', callback);
    },
  );
}

/**
 * Next gives no text to a HEAD, only the length of its own page, before the CSS is inlined and the page
 * compressed. That length is not what a GET is sent, and which prepared page a GET would get is not known
 * without the text, so the length is left out, as RFC 9110 (9.3.2) allows for a header that the content
 * determines.
 * @param {import('node:http').ServerResponse} res
 */
function headWithoutLength(res) {
  res.removeHeader('Content-Length');
  vary(res, 'Accept-Encoding');
}

/**
 * @param {{
 *   inlineCss?: (html: string) => Promise<string>,
 *   maxBytes?: number,
 *   log?: (message: string) => void,
 * }} [options] `inlineCss`: the page with its critical CSS inlined.
 */
export function createCachedPages({
  inlineCss = async (html) => html,
  maxBytes = MAX_BYTES,
  log = console.error,
} = {}) {
  /** @type {ReturnType<typeof createByteLru<Entry>>} Prepared pages, within the byte budget. */
  const prepared = createByteLru(maxBytes);
  /** Pages being prepared, so that the requests for one in the meantime share its preparation. */
  /** @type {Map<string, Entry>} */
  const preparing = new Map();

  /**
   * The entry of a page, prepared or being prepared.
   * @param {string} text
   * @param {boolean} html whether the text is a page's HTML (not its RSC payload)
   */
  function entryOf(text, html) {
    const known = prepared.get(text) ?? preparing.get(text);
    if (known) return known;
    /** @type {Entry} */
    const entry = {
      ready: preparePage(text, html, inlineCss, log).then(
        (page) => {
          entry.page = page;
          preparing.delete(text);
          // A page larger than the whole budget is prepared for its responses but not kept.
          prepared.set(text, entry, sizeOf(page));
          return page;
        },
        (err) => {
          preparing.delete(text);
          throw err;
        },
      ),
    };
    preparing.set(text, entry);
    return entry;
  }

  /**
   * Makes `res.end(text)` of a response from Next's page cache send the page's prepared bytes.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function sendPreparedPages(req, res) {
    // Next's own end, called on with whatever arguments it passed.
    const end = /** @type {Function} */ (res.end);
    const coding = codingFor(req);
    /** @param {string} text @param {Prepared} page @param {(() => void) | undefined} callback */
    const send = (text, page, callback) =>
      sendPage({ res, end, coding, log, callback }, (to) => encoded(prepared, text, page, to), page);
    res.end = /** @type {typeof res.end} */ (
      function endPrepared(/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        if (req.method === 'HEAD' && res.hasHeader('x-nextjs-cache')) {
          headWithoutLength(res);
          return end.call(this, chunk, ...rest);
        }
        if (typeof chunk !== 'string' || !res.hasHeader('x-nextjs-cache'))
          return end.call(this, chunk, ...rest);
        const callback = /** @type {(() => void) | undefined} */ (
          rest.find((arg) => typeof arg === 'function')
        );
        const html = String(res.getHeader('Content-Type') ?? '').startsWith('text/html');
        const entry = entryOf(chunk, html);
        if (entry.page) send(chunk, entry.page, callback);
        else
          entry.ready.then(
            (page) => send(chunk, page, callback),
            (err) => {
              log(`[storefront] page sent unprepared: ${err instanceof Error ? err.message : err}`);
              if (!res.writableEnded && !res.destroyed) end.call(res, chunk, ...rest);
            },
          );
        return this;
      }
    );
  }

  return { sendPreparedPages, entryOf, size: prepared.size };
}
