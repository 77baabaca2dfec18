// Runs with `node --test lib/cache/` (npm run test:cache): a Redis server of its own on a free port.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { freePort, startRedisServer } from '../../scripts/lib/stack.mjs';
import { createSharedTagManifest, mergeTagEntry } from './shared-tag-manifest.mjs';

const quiet = { warn() {}, info() {} };

function stopRedis(proc) {
  return new Promise((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

async function until(check, what, timeoutMs = 10_000) {
  const start = Date.now();
  for (;;) {
    if (await check()) return;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('mergeTagEntry', () => {
  test('keeps the later time of each field', () => {
    assert.deepEqual(mergeTagEntry({ stale: 5, expired: 9 }, { stale: 7, expired: 3 }), {
      stale: 7,
      expired: 9,
    });
    assert.deepEqual(mergeTagEntry(undefined, { expired: 4 }), { expired: 4 });
  });
});

describe('shared tag manifest through Redis', () => {
  let port;
  let redis;
  const instances = [];
  const instance = (prefix = 'shop:build-1') => {
    const manifest = new Map();
    const shared = createSharedTagManifest({
      url: `redis://127.0.0.1:${port}`,
      prefix,
      manifest,
      log: quiet,
    });
    instances.push(shared);
    return { manifest, shared };
  };

  before(async () => {
    port = await freePort();
    redis = await startRedisServer(port);
  });
  after(async () => {
    for (const shared of instances) await shared.close();
    await stopRedis(redis);
  });

  test('a purge on one instance reaches the manifest of another', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([a.shared.started, b.shared.started]);
    a.manifest.set('product:tulsi', { expired: 1000 });
    await a.shared.share(['product:tulsi']);
    await until(() => b.manifest.get('product:tulsi')?.expired === 1000, 'B to learn the purge');
  });

  test('a purge counts on another instance from when it arrived there (docs/adr/0108)', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([a.shared.started, b.shared.started]);
    const madeAt = Date.now() - 5000;
    a.manifest.set('product:basil', { stale: madeAt });
    const sharedAt = Date.now();
    await a.shared.share(['product:basil']);
    await until(() => b.manifest.get('product:basil') !== undefined, 'B to learn the purge');
    assert.equal(a.manifest.get('product:basil').stale, madeAt, 'unchanged where it was made');
    assert.ok(b.manifest.get('product:basil').stale >= sharedAt, 'B renders anything it began before');
    // An announcement of a purge B already knows moves nothing.
    const known = b.manifest.get('product:basil').stale;
    await a.shared.share(['product:basil']);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(b.manifest.get('product:basil').stale, known);
  });

  test('an instance that starts later learns the purges made before it', async () => {
    const late = instance();
    await late.shared.started;
    await until(() => late.manifest.get('product:tulsi')?.expired === 1000, 'the late instance to resync');
  });

  test("another build's purges stay with that build", async () => {
    const other = instance('shop:build-2');
    await other.shared.started;
    // Give it the same chance to resync as the test above had, then check it learnt nothing.
    await until(() => other.shared.connected, 'the other build to connect');
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(other.manifest.get('product:tulsi'), undefined);
  });

  test('with Redis gone a purge still applies locally and reaches the others once Redis is back', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([a.shared.started, b.shared.started]);
    await stopRedis(redis);
    await until(() => !a.shared.connected, 'A to notice Redis is gone');

    a.manifest.set('catalogue', { expired: 2000 });
    await a.shared.share(['catalogue']); // must neither throw nor hang
    assert.equal(a.manifest.get('catalogue')?.expired, 2000);

    redis = await startRedisServer(port);
    await until(
      () => b.manifest.get('catalogue')?.expired === 2000,
      'B to receive the purge after the outage',
      20_000,
    );
  });
});
