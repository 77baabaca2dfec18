// Runs with `node --test lib/cache/` (npm run test:cache): a Redis server of its own on a free port.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { freePort, startRedisServer } from '../../scripts/lib/stack.mjs';
import { createManifestTagCache } from './opennext-tag-cache.mjs';
import { createSharedTagManifest } from './shared-tag-manifest.mjs';

const quiet = { warn() {}, info() {} };

describe("OpenNext's tag cache on the shop's manifest", () => {
  test('an entry made before a purge that expires now must be made again', async () => {
    let now = 1000;
    const cache = createManifestTagCache({ now: () => now });
    await cache.writeTags([{ tag: 'product:tulsi' }]);
    now = 1001;
    assert.equal(await cache.hasBeenRevalidated(['catalogue', 'product:tulsi'], 999), true);
    assert.equal(await cache.hasBeenRevalidated(['product:tulsi'], 1000), false, 'made at the purge');
    assert.equal(await cache.hasBeenRevalidated(['product:basil'], 999), false);
    assert.equal(await cache.getLastRevalidated(['product:tulsi', 'x']), 1000);
  });

  test('a bare tag expires at once, as OpenNext writes a purge without a profile', async () => {
    const cache = createManifestTagCache({ now: () => 50 });
    await cache.writeTags(['catalogue']);
    assert.equal(await cache.getLastRevalidated(['catalogue']), 50);
  });

  test('a stale-while-revalidate purge keeps the entry served while it is made again', async () => {
    let now = 1000;
    const cache = createManifestTagCache({ now: () => now });
    await cache.writeTags([{ tag: 'catalogue', stale: 1000, expire: 1000 + 3600_000 }]);
    now = 2000;
    assert.equal(await cache.hasBeenRevalidated(['catalogue'], 900), false, 'not expired yet');
    assert.equal(await cache.isStale(['catalogue'], 900), true);
    assert.equal(await cache.isStale(['catalogue'], 1500), false, 'made after the purge');
    now = 1000 + 3600_001;
    assert.equal(await cache.hasBeenRevalidated(['catalogue'], 900), true, 'expired once its time is up');
  });

  test('a later purge of a tag never moves its times back', async () => {
    const cache = createManifestTagCache({ now: () => 10 });
    await cache.writeTags([{ tag: 'a', expire: 500 }]);
    await cache.writeTags([{ tag: 'a', expire: 200 }]);
    assert.equal(await cache.getLastRevalidated(['a']), 500);
  });

  test('does nothing when OpenNext disables the tag cache', async () => {
    const cache = createManifestTagCache({ now: () => 10, disabled: () => true });
    await cache.writeTags(['a']);
    assert.equal(await cache.hasBeenRevalidated(['a'], 0), false);
    assert.equal(await cache.getLastRevalidated(['a']), 0);
  });

  test('takes no tags as nothing purged', async () => {
    const cache = createManifestTagCache();
    assert.equal(await cache.hasBeenRevalidated([], 0), false);
    assert.equal(await cache.isStale([], 0), false);
    await cache.writeTags([]);
  });
});

describe('one purge for the storefront and the Lambda, through Redis', () => {
  let port;
  let redis;
  const closers = [];
  const storefront = () => {
    const manifest = new Map();
    const shared = createSharedTagManifest({
      url: `redis://127.0.0.1:${port}`,
      prefix: 'shop:b1',
      manifest,
      log: quiet,
    });
    closers.push(shared);
    return { manifest, shared };
  };
  const lambda = () => {
    const { manifest, shared } = storefront();
    const cache = createManifestTagCache({
      manifest,
      sharing: {
        refresh: (tags) => shared.started.then(() => shared.refresh(tags)),
        share: (t) => shared.share(t),
      },
    });
    return { cache, shared, manifest };
  };

  before(async () => {
    port = await freePort();
    redis = await startRedisServer(port);
  });
  after(async () => {
    for (const shared of closers) await shared.close();
    await new Promise((resolve) => {
      redis.once('exit', resolve);
      redis.kill('SIGKILL');
    });
  });

  test("a purge through OpenNext's tag cache reaches a storefront instance's manifest", async () => {
    const web = storefront();
    const fn = lambda();
    await Promise.all([web.shared.started, fn.shared.started]);
    await fn.cache.writeTags([{ tag: 'product:tulsi', expire: 1234 }]);
    for (let i = 0; i < 100 && web.manifest.get('product:tulsi')?.expired !== 1234; i++)
      await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(web.manifest.get('product:tulsi'), { expired: 1234 });
  });

  test("a Lambda that slept through the announcement reads the storefront's purge before it answers", async () => {
    const web = storefront();
    const fn = lambda();
    await Promise.all([web.shared.started, fn.shared.started]);
    // The announcement is lost (a frozen Lambda hears nothing); only the hash has it.
    await fn.shared.close();
    const awake = lambda();
    await awake.shared.started;
    const purgedAt = Date.now() - 10;
    web.manifest.set('product:basil', { expired: purgedAt });
    await web.shared.share(['product:basil']);
    // Whatever the channel brought has arrived by now; forget it, as an instance that slept through it.
    await new Promise((r) => setTimeout(r, 200));
    awake.manifest.delete('product:basil');
    assert.equal(await awake.cache.hasBeenRevalidated(['product:basil'], purgedAt - 1), true);
  });
});
