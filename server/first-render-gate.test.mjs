// The first renders of product pages take turns; everything else goes straight on.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import { WARM_HEADER } from '../lib/cache/product-pages.mjs';
import { createFirstRenderGate } from './first-render-gate.mjs';

/** A request and a response as far as the gate looks at them. */
function exchange(url, { method = 'GET', headers = {} } = {}) {
  const req = { method, url, headers };
  const res = Object.assign(new EventEmitter(), {
    sent: /** @type {Record<string, string>} */ ({}),
    hasHeader(/** @type {string} */ name) {
      return name in this.sent;
    },
    /** Next answered: `cache` is its x-nextjs-cache, when it answered from or into its page cache. */
    answer(/** @type {string | undefined} */ cache) {
      if (cache) this.sent['x-nextjs-cache'] = cache;
      this.emit('finish');
      this.emit('close');
    },
    /** The client went away before an answer. */
    leave() {
      this.emit('close');
    },
  });
  return { req, res };
}

/** Whether `promise` has settled, after the microtasks queued so far. */
async function settled(promise) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('first render gate', () => {
  it('lets `concurrency` first renders run and the next ones wait, in the order they came', async () => {
    const gate = createFirstRenderGate({ concurrency: 2 });
    const a = exchange('/product/tulsi');
    const b = exchange('/product/basil');
    const c = exchange('/product/orchid');
    const d = exchange('/product/fern');
    const turns = [a, b, c, d].map(({ req, res }) => gate.enter(req, res));
    assert.ok(turns.every((t) => t instanceof Promise));
    assert.equal(await turns[0], true);
    assert.equal(await turns[1], true);
    assert.equal(await settled(turns[2]), false, 'the third waits while two render');
    assert.deepEqual(gate.state(), { running: 2, waiting: 2, known: 0 });

    b.res.answer('MISS');
    assert.equal(await turns[2], true, 'the oldest waiting one goes when a render ends');
    assert.equal(await settled(turns[3]), false);
    a.res.answer('MISS');
    assert.equal(await turns[3], true);
  });

  it('never holds a page Next already keeps, a warm-up, another page or another method', async () => {
    const gate = createFirstRenderGate({ concurrency: 1 });
    const first = exchange('/product/tulsi');
    assert.equal(await gate.enter(first.req, first.res), true);
    // The one turn is taken, so anything gated now would wait.
    const busy = exchange('/product/basil');
    const waiting = gate.enter(busy.req, busy.res);
    first.res.answer('MISS');
    assert.equal(await waiting, true);

    const again = exchange('/product/tulsi?ref=home');
    assert.equal(gate.enter(again.req, again.res), undefined, 'tulsi is in the page cache now');
    const warm = exchange('/product/orchid', { headers: { [WARM_HEADER]: '1' } });
    assert.equal(gate.enter(warm.req, warm.res), undefined);
    const home = exchange('/');
    assert.equal(gate.enter(home.req, home.res), undefined);
    const post = exchange('/product/fern', { method: 'POST' });
    assert.equal(gate.enter(post.req, post.res), undefined);
  });

  it('keeps holding a page Next did not cache (a 404 of an unknown product)', async () => {
    const gate = createFirstRenderGate({ concurrency: 1 });
    const missing = exchange('/product/no-such-thing');
    assert.equal(await gate.enter(missing.req, missing.res), true);
    missing.res.answer(undefined);
    const again = exchange('/product/no-such-thing');
    const turn = gate.enter(again.req, again.res);
    assert.ok(turn instanceof Promise);
    assert.equal(await turn, true);
  });

  it('takes a client that left out of the line without using a turn', async () => {
    const gate = createFirstRenderGate({ concurrency: 1 });
    const a = exchange('/product/tulsi');
    const b = exchange('/product/basil');
    const c = exchange('/product/orchid');
    assert.equal(await gate.enter(a.req, a.res), true);
    const left = gate.enter(b.req, b.res);
    const stays = gate.enter(c.req, c.res);
    b.res.leave();
    assert.equal(await left, false, 'told it need not render');
    assert.deepEqual(gate.state(), { running: 1, waiting: 1, known: 0 });
    a.res.answer('MISS');
    assert.equal(await stays, true);
    assert.deepEqual(gate.state(), { running: 1, waiting: 0, known: 1 });
  });

  it('lets a request go straight on, as before, once too many wait', async () => {
    const gate = createFirstRenderGate({ concurrency: 1, maxWaiting: 2 });
    const first = exchange('/product/a');
    assert.equal(await gate.enter(first.req, first.res), true);
    for (const slug of ['b', 'c']) {
      const { req, res } = exchange(`/product/${slug}`);
      assert.ok(gate.enter(req, res) instanceof Promise);
    }
    const extra = exchange('/product/d');
    assert.equal(gate.enter(extra.req, extra.res), undefined);
    assert.deepEqual(gate.state(), { running: 1, waiting: 2, known: 0 });
  });
});
