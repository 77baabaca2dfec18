// @ts-check
// Replaces a response Next is about to send with a status of 500 or more by another one, and hands on the
// body of every other response it was asked to collect. Used by server/last-good-pages.mjs.
//
// Next decides the status at its first writeHead (explicit, or implicit at the first write or end; Node's
// implicit one calls `this.writeHead` too, so patching the instance sees every path). A failure is
// decided there: Next's headers are dropped and its body is discarded, and once it ends, the replacement
// goes out through the methods this wrapped (compression included).

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer | string }} Replacement
 * @typedef {{ writeHead: Function, write: Function, end: Function }} Methods
 */

import { createCollector } from './response-parts.mjs';

/**
 * Sends the replacement through the wrapped methods, Next's headers dropped.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{
 *   inner: Methods,
 *   replacement: () => Promise<Replacement>,
 *   log: (message: string) => void,
 *   send: () => void,
 * }} how `send`: called just before the replacement goes out (from then on, writes pass through)
 * @param {(() => void) | undefined} callback
 */
async function sendReplacement(req, res, { inner, replacement, log, send }, callback) {
  /** @type {Replacement} */
  let answer;
  try {
    answer = await replacement();
  } catch (err) {
    log(`[storefront] failure not replaced: ${err instanceof Error ? err.message : err}`);
    answer = { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: '' };
  }
  if (res.destroyed || res.writableEnded) return;
  send();
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const body = Buffer.from(answer.body);
  inner.writeHead.call(res, answer.status, { ...answer.headers, 'Content-Length': body.length });
  inner.end.call(res, req.method === 'HEAD' ? undefined : body, callback);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{
 *   maxBodyBytes: number,
 *   collect: () => boolean,
 *   onGood: (body: Buffer | string) => void,
 *   replacement: () => Promise<Replacement>,
 *   log?: (message: string) => void,
 * }} options `collect`: whether to collect the body of a response that did not fail (asked once its
 *   headers are set); `onGood`: given that body once the response ends.
 */
export function failedResponse(req, res, options) {
  const { maxBodyBytes, collect, onGood, replacement, log = console.error } = options;
  /** @type {Methods} */
  const inner = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {'undecided' | 'passing' | 'failed' | 'replacing'} */
  let state = 'undecided';
  /** @type {ReturnType<typeof createCollector> | null} */
  let body = null;
  let scheduled = false;

  /** @param {number} status */
  function decide(status) {
    if (state !== 'undecided') return;
    state = status >= 500 ? 'failed' : 'passing';
    if (state === 'failed') for (const name of res.getHeaderNames()) res.removeHeader(name);
    else if (collect()) body = createCollector(maxBodyBytes);
  }

  res.writeHead = /** @type {typeof res.writeHead} */ (
    function writeHeadWatched(/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      if (state === 'replacing') return inner.writeHead.call(this, status, ...rest);
      decide(status);
      return state === 'failed' ? this : inner.writeHead.call(this, status, ...rest);
    }
  );

  res.write = /** @type {typeof res.write} */ (
    function writeWatched(/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      if (state === 'replacing') return inner.write.call(this, chunk, ...rest);
      decide(res.statusCode);
      if (state !== 'failed') {
        body?.add(chunk, rest[0]);
        return inner.write.call(this, chunk, ...rest);
      }
      const callback = rest.find((arg) => typeof arg === 'function');
      if (callback) process.nextTick(callback);
      return true;
    }
  );

  res.end = /** @type {typeof res.end} */ (
    function endWatched(/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      if (state === 'replacing') return inner.end.call(this, chunk, ...rest);
      decide(res.statusCode);
      if (state !== 'failed') {
        const text = body?.finish(chunk, rest[0]);
        if (text) onGood(text);
        return inner.end.call(this, chunk, ...rest);
      }
      // Once: the server's own catch may end a response Next has ended already, and is swallowed too.
      if (!scheduled) {
        scheduled = true;
        const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
        const send = () => {
          state = 'replacing';
        };
        void sendReplacement(req, res, { inner, replacement, log, send }, callback);
      }
      return this;
    }
  );
}
