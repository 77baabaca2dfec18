import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config';
import { notifyStorefront, PURGE_SPACING_MS } from '../src/services/revalidate';

/** The purge announcement: refused or failed purges are logged, and a CMS without a secret never sends one. */

const URL_ = 'http://storefront.test/api/revalidate';
const realFetch = globalThis.fetch;
const realWarn = console.warn;
let warned: string[] = [];
let sent: { secret: string | null; tags?: unknown }[] = [];

function answerWith(status: number | Error) {
  globalThis.fetch = async (_input: string | URL | Request, init?: RequestInit) => {
    sent.push({ secret: new Headers(init?.headers).get('x-revalidate-secret') });
    if (status instanceof Error) throw status;
    return new Response('{}', { status });
  };
}

beforeEach(() => {
  warned = [];
  sent = [];
  console.warn = (...args: unknown[]) => void warned.push(args.map(String).join(' '));
});
afterEach(() => {
  globalThis.fetch = realFetch;
  console.warn = realWarn;
});

describe('notifyStorefront', () => {
  /**
   * A CMS purging `storefront`'s address (purges are spaced per address). Unspaced and unrepeated unless a
   * test asks, so that one test's purge never waits for another's; the spacing has tests of its own.
   */
  const purging = (storefront = 'storefront', { spacingMs = 0, repeatMs = 0 } = {}) =>
    loadConfig({
      STOREFRONT_REVALIDATE_URL: `http://${storefront}.test/api/revalidate`,
      REVALIDATE_SECRET: 'shh',
      STOREFRONT_PURGE_REPEAT_MS: String(repeatMs),
      STOREFRONT_PURGE_SPACING_MS: String(spacingMs),
    });
  const configured = purging();

  it('sends the secret and stays quiet when the storefront purges', async () => {
    answerWith(200);
    await notifyStorefront(configured, ['product:tulsi']);
    assert.deepEqual(sent, [{ secret: 'shh' }]);
    assert.deepEqual(warned, []);
  });

  it('logs the status when the storefront refuses the purge', async () => {
    answerWith(401);
    await notifyStorefront(configured, ['product:tulsi']);
    assert.equal(warned.length, 1);
    assert.match(warned[0]!, /refused the purge of product:tulsi: 401/);
  });

  it('logs a purge that fails to reach the storefront', async () => {
    answerWith(new TypeError('fetch failed'));
    await notifyStorefront(configured, ['catalogue']);
    assert.equal(warned.length, 1);
    assert.match(warned[0]!, /purge of catalogue failed: fetch failed/);
  });

  it('stays quiet when the first start’s purge finds no storefront yet, but logs a refusal', async () => {
    answerWith(new TypeError('fetch failed'));
    await notifyStorefront(configured, ['catalogue'], { atFirstStart: true });
    assert.equal(sent.length, 1, 'it is still sent');
    assert.deepEqual(warned, [], 'the storefront is not up yet at a first start: no failure to report');
    answerWith(401);
    await notifyStorefront(configured, ['catalogue'], { atFirstStart: true });
    assert.equal(warned.length, 1);
    assert.match(warned[0]!, /refused the purge of catalogue: 401/);
  });

  it('sends each purge again after STOREFRONT_PURGE_REPEAT_MS, for a render under way at the first', async () => {
    const repeating = purging('storefront', { repeatMs: 150 });
    globalThis.fetch = async (_input: string | URL | Request, init?: RequestInit) => {
      sent.push({ secret: 'shh', tags: (JSON.parse(String(init?.body)) as { tags: unknown }).tags });
      return new Response('{}');
    };
    await notifyStorefront(repeating, ['product:tulsi']);
    assert.deepEqual(sent, [{ secret: 'shh', tags: ['product:tulsi'] }], 'once at first');
    await new Promise((r) => setTimeout(r, 400));
    assert.deepEqual(sent, [
      { secret: 'shh', tags: ['product:tulsi'] },
      { secret: 'shh', tags: ['product:tulsi'] },
    ]);
    assert.deepEqual(warned, []);
  });

  it('sends no repeat when the storefront answers that its pages are dated from their render’s start', async () => {
    const repeating = purging('storefront', { repeatMs: 100 });
    let answer = JSON.stringify({ status: true, revalidated: ['product:tulsi'], repeat: false });
    globalThis.fetch = async (_input: string | URL | Request, init?: RequestInit) => {
      sent.push({ secret: 'shh', tags: (JSON.parse(String(init?.body)) as { tags: unknown }).tags });
      return new Response(answer);
    };
    await notifyStorefront(repeating, ['product:tulsi']);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(sent.length, 1, 'repeat: false: sent once');

    // A storefront that says nothing of it (an older one, or another page cache) gets the repeat.
    sent = [];
    answer = JSON.stringify({ status: true, revalidated: ['product:tulsi'] });
    await notifyStorefront(repeating, ['product:tulsi']);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(sent.length, 2);
  });

  it('gathers the tags of a burst into few purges while one is on its way, and sends every tag', async () => {
    const bodies: string[][] = [];
    let answer = () => {};
    globalThis.fetch = async (_input: string | URL | Request, init?: RequestInit) => {
      bodies.push((JSON.parse(String(init?.body)) as { tags: string[] }).tags);
      // The storefront answers only when the test lets it: everything else arrives meanwhile.
      await new Promise<void>((resolve) => (answer = resolve));
      return new Response('{}');
    };
    const resolved: number[] = [];
    const burst = purging('burst', { spacingMs: PURGE_SPACING_MS });
    const calls = Array.from({ length: 200 }, (_, i) =>
      notifyStorefront(burst, [`product:p${i}`]).then(() => void resolved.push(i)),
    );
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(bodies, [['product:p0']], 'the first purge goes at once');
    assert.deepEqual(resolved, [], 'nobody is told it was sent before the storefront answered');
    const started = Date.now();
    for (let i = 0; i < 100 && resolved.length < 200; i++) {
      answer();
      await new Promise((r) => setTimeout(r, 20));
    }
    // The second purge waited for the spacing after the first; the third (the rest of the same batch) not.
    assert.ok(Date.now() - started >= PURGE_SPACING_MS - 20, 'purges to one storefront are spaced');
    await Promise.all(calls);
    // The 199 gathered tags go in purges of at most 128 (the storefront's limit): 1 + 2 requests, not 200.
    assert.deepEqual(
      bodies.map((b) => b.length),
      [1, 128, 71],
    );
    assert.deepEqual(new Set(bodies.flat()), new Set(Array.from({ length: 200 }, (_, i) => `product:p${i}`)));
    assert.equal(resolved.length, 200);
  });

  it('spaces a steady trickle too: a purge just after one was answered waits for the spacing', async () => {
    const sentAt: { at: number; tags: string[] }[] = [];
    globalThis.fetch = async (_input: string | URL | Request, init?: RequestInit) => {
      sentAt.push({ at: Date.now(), tags: (JSON.parse(String(init?.body)) as { tags: string[] }).tags });
      return new Response('{}');
    };
    const trickle = purging('trickle', { spacingMs: 300 });
    await notifyStorefront(trickle, ['product:a']);
    assert.equal(sentAt.length, 1, 'a quiet shop purges at once');
    // The first purge was answered; orders keep coming, each after the last purge's answer.
    await new Promise((r) => setTimeout(r, 50));
    const later = [notifyStorefront(trickle, ['product:b']), notifyStorefront(trickle, ['product:c'])];
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(sentAt.length, 1, 'the next purge waits for the spacing instead of going at once');
    await Promise.all(later);
    assert.deepEqual(
      sentAt.map((s) => s.tags),
      [['product:a'], ['product:b', 'product:c']],
    );
    // Measured from fetch to fetch, each a little after the purge started: a few ms either way.
    assert.ok(sentAt[1]!.at - sentAt[0]!.at >= 300 - 20, `spaced: ${sentAt[1]!.at - sentAt[0]!.at} ms`);
    // Once a spacing passed with nothing new, the next purge goes at once again.
    await new Promise((r) => setTimeout(r, 400));
    const before = Date.now();
    await notifyStorefront(trickle, ['product:d']);
    assert.ok(Date.now() - before < 200, 'a purge after a quiet spell is not held back');
    assert.equal(sentAt.length, 3);
  });

  it('does not space purges with STOREFRONT_PURGE_SPACING_MS=0', async () => {
    answerWith(200);
    const unspaced = purging('unspaced', { spacingMs: 0 });
    await notifyStorefront(unspaced, ['product:a']);
    await notifyStorefront(unspaced, ['product:b']);
    assert.equal(sent.length, 2);
  });

  it('repeats each purge after 2 seconds by default', () => {
    assert.equal(loadConfig({}).purgeRepeatMs, 2000);
    assert.equal(loadConfig({ STOREFRONT_PURGE_REPEAT_MS: '0' }).purgeRepeatMs, 0);
    assert.equal(loadConfig({}).purgeSpacingMs, PURGE_SPACING_MS);
    assert.equal(loadConfig({ STOREFRONT_PURGE_SPACING_MS: '250' }).purgeSpacingMs, 250);
    assert.throws(() => loadConfig({ STOREFRONT_PURGE_SPACING_MS: '-1' }), /STOREFRONT_PURGE_SPACING_MS/);
    assert.throws(() => loadConfig({ STOREFRONT_PURGE_REPEAT_MS: 'soon' }), /STOREFRONT_PURGE_REPEAT_MS/);
  });

  it('has no default secret: without REVALIDATE_SECRET it sends nothing and says so once', async () => {
    const unset = loadConfig({ STOREFRONT_REVALIDATE_URL: URL_ });
    assert.equal(unset.revalidateSecret, undefined);
    answerWith(200);
    await notifyStorefront(unset, ['catalogue']);
    await notifyStorefront(unset, ['product:tulsi']);
    assert.deepEqual(sent, []);
    assert.equal(warned.length, 1);
    assert.match(warned[0]!, /REVALIDATE_SECRET is not set/);
  });
});
