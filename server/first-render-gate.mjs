// @ts-check
// A product page's first render on this server waits its turn: at most CONCURRENCY of them run at once, the
// rest wait in arrival order (docs/adr/0099-first-renders-take-turns.md).
//
// The catalogue has a page per product, and each is rendered the first time this server is asked for it:
// about 60 ms of CPU, against 4 ms for a page Next already holds. When a crowd asks for many new products at
// once, every one of those renders used to run interleaved on the one event loop. Each then took as long
// as all of them together, and the pages Next already held, the re-renders a purge starts and the pages of
// the checkout waited behind them all. The garbage of every unfinished render was still live, too, so more of
// it was promoted and collected at the full price. Taking turns costs the same CPU in total; a render ends
// as soon as its own work is done, and the rest of the traffic shares the event loop with a few renders only.
//
// A path counts as held once Next has answered it from or into its page cache (`x-nextjs-cache`); requests
// for a held path, and the purge's own warm-ups, never wait. Too many waiting, and a request goes straight
// on as before rather than be held or refused: the gate only ever orders work, it never turns a shopper away.
import { isProductPage, WARM_HEADER } from '../lib/cache/product-pages.mjs';
import { createByteLru } from './byte-lru.mjs';

/** First renders at once: one renders while another waits for the CMS's answers. */
const CONCURRENCY = 2;
/** Requests waiting at most; beyond it they go on at once, as they did before the gate. */
const MAX_WAITING = 500;
/** Paths known to be in Next's page cache, about 100 bytes each. */
const MAX_KNOWN_BYTES = 2 * 1024 * 1024;

/**
 * @param {{ concurrency?: number, maxWaiting?: number }} [options]
 */
export function createFirstRenderGate({ concurrency = CONCURRENCY, maxWaiting = MAX_WAITING } = {}) {
  /** @type {ReturnType<typeof createByteLru<true>>} */
  const known = createByteLru(MAX_KNOWN_BYTES);
  /** Turns not yet begun, oldest first. @type {Array<() => void>} */
  const waiting = [];
  let running = 0;

  function next() {
    while (running < concurrency && waiting.length > 0) /** @type {() => void} */ (waiting.shift())();
  }

  /**
   * Resolves to true when the request may go on to Next: at once unless it is the first render of a product
   * page and `concurrency` of those are running; to false if the client left while it waited.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {Promise<boolean> | undefined} undefined when it need not wait at all
   */
  function enter(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const pathname = (req.url ?? '/').split('?')[0];
    if (!isProductPage(pathname) || req.headers[WARM_HEADER] !== undefined) return undefined;
    if (known.get(pathname)) return undefined;
    res.once('finish', () => {
      if (res.hasHeader('x-nextjs-cache')) known.set(pathname, true, pathname.length + 64);
    });
    if (waiting.length >= maxWaiting) return undefined;
    return new Promise((resolve) => {
      let begun = false;
      const begin = () => {
        begun = true;
        running++;
        resolve(true);
      };
      // The turn ends when the response does, sent or cut off; a client that left before its turn is
      // taken out of the line.
      res.once('close', () => {
        if (begun) {
          running--;
          next();
          return;
        }
        const at = waiting.indexOf(begin);
        if (at !== -1) waiting.splice(at, 1);
        resolve(false);
      });
      waiting.push(begin);
      next();
    });
  }

  return { enter, state: () => ({ running, waiting: waiting.length, known: known.size().entries }) };
}
