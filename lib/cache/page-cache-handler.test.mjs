// Runs with `node --test lib/cache/` (npm run test:cache). Next's page cache on a folder of the test's own,
// its memory cache off, so every read comes from disk, as on a restarted or another instance.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import PageCacheHandler, {
  BACKGROUND_RENDERS_MAX,
  backgroundRenderShed,
  datedFromRenderStart,
  forgetBackgroundRenders,
  SHED_AT_MOST_MS,
  OTHER_INSTANCE_MARGIN_MS,
} from './page-cache-handler.mjs';
import { pagesDatedFromRenderStart } from './render-dating.mjs';

const NextFileSystemCache = fileSystemCache.default ?? fileSystemCache;
const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A handler of `Handler` on a new folder; `maxMemoryCacheSize: 0` keeps Next's memory cache out of it. */
function cacheOn(Handler, serverDistDir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))) {
  dirs.push(serverDistDir);
  return new Handler({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
  });
}

const KEY = '/route-cache/APP_PAGE/0123abcd/$/product/money-plant';
/** A product page as Next 16 stores it after rendering it at run time: whole, nothing postponed. */
const page = (extra = {}) => ({
  kind: 'APP_PAGE',
  html: '<html><body>Money Plant</body></html>',
  rscData: Buffer.from('0:["money-plant"]'),
  headers: { 'x-next-cache-tags': 'product:money-plant' },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  ...extra,
});
const setCtx = { isRoutePPREnabled: true, isFallback: false, cacheControl: { revalidate: 60, expire: 3600 } };
const getCtx = { kind: 'APP_PAGE', isRoutePPREnabled: true, isFallback: false };

describe('the page cache handler', () => {
  test('a whole page of a PPR route is read back from disk by another instance', async () => {
    const writer = cacheOn(PageCacheHandler);
    await writer.set(KEY, page(), setCtx);
    const reader = cacheOn(PageCacheHandler, writer.serverDistDir);
    const entry = await reader.get(KEY, getCtx);
    assert.ok(entry, 'the page was not found on disk');
    assert.equal(entry.value.html, page().html);
    assert.deepEqual(entry.value.rscData, page().rscData);
    assert.deepEqual(entry.value.segmentData.get('/_tree'), Buffer.from('tree'));
  });

  test("Next's own cache still loses such a page (vercel/next.js#98306): drop the handler once it does not", async () => {
    const cache = cacheOn(NextFileSystemCache);
    await cache.set(KEY, page(), setCtx);
    assert.equal(await cache.get(KEY, getCtx), null);
  });

  test('a page with postponed parts is stored as Next stores it, without a whole-page payload', async () => {
    const cache = cacheOn(PageCacheHandler);
    await cache.set(KEY, page({ postponed: '{"state":1}' }), setCtx);
    assert.equal(nodeFs.existsSync(cache.getFilePath(`${KEY}.rsc`, 'APP_PAGE')), false);
    const entry = await cache.get(KEY, getCtx);
    assert.equal(entry?.value.postponed, '{"state":1}');
  });

  test('without flushToDisk nothing is written', async () => {
    const cache = cacheOn(PageCacheHandler);
    cache.flushToDisk = false;
    await cache.set(KEY, page(), setCtx);
    assert.equal(nodeFs.existsSync(cache.getFilePath(`${KEY}.rsc`, 'APP_PAGE')), false);
    assert.equal(nodeFs.existsSync(cache.getFilePath(`${KEY}.html`, 'APP_PAGE')), false);
  });
});

describe('renders behind a stale copy, under load', () => {
  const NOW = 10_000_000;
  const MINUTE = 60_000;
  /** A cached product page `ageMs` old, with the cache control of `cacheLife('minutes')`. */
  const entry = (slug, ageMs) => ({
    lastModified: NOW - ageMs,
    cacheControl: { revalidate: 60, expire: 3600 },
    value: page({ headers: { 'x-next-cache-tags': `_N_T_/layout,products,product:${slug},product:other` } }),
  });
  const key = (slug) => `/route-cache/APP_PAGE/0123abcd/$/product/${slug}`;
  /** The page's age as Next will see it: past 60 s, or older than a purge of its tags, it renders again. */
  const seenAge = (slug, ageMs) =>
    NOW - backgroundRenderShed(key(slug), entry(slug, ageMs), NOW).lastModified;
  const busy = () => {
    for (let i = 0; i < BACKGROUND_RENDERS_MAX; i++)
      assert.equal(seenAge(`busy-${i}`, 2 * MINUTE), 2 * MINUTE);
  };
  /** Runs `check` with `tag` purged a second before NOW, as POST /api/revalidate marks it. */
  const purged = (tag, check) => {
    tagsManifest.set(tag, { stale: NOW - 1000 });
    try {
      check();
    } finally {
      tagsManifest.delete(tag);
    }
  };

  test('a fresh page, and a stale one while few renders are under way, are left to Next', () => {
    forgetBackgroundRenders();
    assert.equal(seenAge('fresh', 30_000), 30_000);
    assert.equal(seenAge('stale', 2 * MINUTE), 2 * MINUTE);
  });

  test('with BACKGROUND_RENDERS_MAX under way, a page whose time ran out is sent as fresh', () => {
    forgetBackgroundRenders();
    busy();
    assert.equal(seenAge('one-more', 2 * MINUTE), 0);
    assert.equal(seenAge('busy-0', 2 * MINUTE), 2 * MINUTE, 'a page already rendering is stale as it is');
  });

  test('so is a page that only lists a purged product, or that a purge of every list reached', () => {
    forgetBackgroundRenders();
    busy();
    purged('product:other', () => assert.equal(seenAge('lister', 30_000), 0));
    purged('products', () => assert.equal(seenAge('lister', 30_000), 0));
  });

  test('a purged page sent as fresh renders on the first read SHED_AT_MOST_MS after the first such send', () => {
    forgetBackgroundRenders();
    busy();
    purged('products', () => {
      const e = entry('home', 30_000);
      const seen = (t) => backgroundRenderShed(key('home'), e, NOW + t).lastModified;
      assert.equal(seen(0), NOW, 'sent as fresh');
      assert.equal(seen(SHED_AT_MOST_MS - 1), NOW + SHED_AT_MOST_MS - 1, 'still sent as fresh');
      assert.equal(seen(SHED_AT_MOST_MS), e.lastModified, 'rendered behind its stale copy');
      assert.equal(seen(SHED_AT_MOST_MS + 1), e.lastModified, 'and counted as rendering');
    });
  });

  test('the count starts again once the page is stored', async () => {
    forgetBackgroundRenders();
    busy();
    purged('products', () => backgroundRenderShed(key('home'), entry('home', 30_000), NOW));
    await cacheOn(PageCacheHandler).set(key('home'), page(), setCtx);
    purged('products', () => {
      const e = entry('home', 30_000);
      assert.equal(
        backgroundRenderShed(key('home'), e, NOW + SHED_AT_MOST_MS).lastModified,
        NOW + SHED_AT_MOST_MS,
      );
    });
  });

  test('a page only past its revalidate time stays sent as fresh while renders are under way', () => {
    forgetBackgroundRenders();
    busy();
    const e = entry('minute', 2 * MINUTE);
    for (const t of [0, SHED_AT_MOST_MS, 20_000])
      assert.equal(backgroundRenderShed(key('minute'), e, NOW + t).lastModified, NOW + t);
  });

  test('the page of the product a purge named renders whatever is under way', () => {
    forgetBackgroundRenders();
    busy();
    purged('product:named', () => assert.equal(seenAge('named', 30_000), 30_000));
  });

  test('a page stored again frees its place', async () => {
    forgetBackgroundRenders();
    busy();
    const cache = cacheOn(PageCacheHandler);
    await cache.set(key('busy-0'), page(), setCtx);
    assert.equal(seenAge('one-more', 2 * MINUTE), 2 * MINUTE);
  });

  test("a purged product's render that never stored its page stops counting after 30 s, visits or not", () => {
    forgetBackgroundRenders();
    purged('product:failing', () => {
      const e = entry('failing', 30_000);
      for (const t of [0, 10_000, 20_000, 29_000]) backgroundRenderShed(key('failing'), e, NOW + t);
    });
    // 31 s after its first read: both places are free again for pages whose time ran out.
    for (const slug of ['first', 'second']) {
      const stale = entry(slug, 2 * MINUTE);
      const seen = backgroundRenderShed(key(slug), stale, NOW + 31_000);
      assert.equal(seen.lastModified, stale.lastModified, `${slug}: the failing render still held a place`);
    }
  });

  test('a render that never stored its page stops counting after 30 s', () => {
    forgetBackgroundRenders();
    busy();
    const e = entry('late', 2 * MINUTE);
    assert.equal(backgroundRenderShed(key('late'), e, NOW + 31_000).lastModified, e.lastModified);
  });

  test("a page past its expire time, or whose tags expired, is Next's to render before sending", () => {
    forgetBackgroundRenders();
    busy();
    assert.equal(seenAge('old', 2 * 3600_000), 2 * 3600_000);
    tagsManifest.set('product:other', { expired: NOW - 1000 });
    try {
      assert.equal(seenAge('expired', 30_000), 30_000);
    } finally {
      tagsManifest.delete('product:other');
    }
  });
});

describe("a page is dated from its render's start (docs/adr/0108)", () => {
  const TAG = 'product:money-plant';
  const tick = () => new Promise((r) => setTimeout(r, 5));
  /** Marks TAG purged now, as POST /api/revalidate does, for the rest of the test. */
  const purgeNow = async () => {
    await tick();
    tagsManifest.set(TAG, { stale: Date.now() });
    await tick();
  };
  /**
   * Stores the page `writer` is rendering while another instance purges TAG, which `writer` hears of only
   * after storing it; returns the page as an instance reads it back from disk.
   */
  const storedBeforeHearingOfPurge = async (writer) => {
    await tick();
    const purgedThere = Date.now();
    await tick();
    await writer.set(KEY, page(), setCtx);
    tagsManifest.set(TAG, { stale: purgedThere });
    return cacheOn(PageCacheHandler, writer.serverDistDir).get(KEY, getCtx);
  };
  /** Whether Next would render the page again for the purge: one of its tags is newer than its date. */
  const staleToPurge = (entry) => Number(tagsManifest.get(TAG)?.stale ?? 0) > entry.lastModified;

  test('a page whose render began before another instance purged, stored before it heard, is stale to it', async (t) => {
    t.after(() => tagsManifest.delete(TAG));
    forgetBackgroundRenders();
    const writer = cacheOn(PageCacheHandler);
    assert.equal(await writer.get(KEY, getCtx), null, 'the render starts: the page is not cached');
    const read = await storedBeforeHearingOfPurge(writer);
    assert.ok(staleToPurge(read), 'the instance that purged renders it again');
  });

  test("one whose render began after the purge is fresh, and Next's own cache would have said the same of both", async (t) => {
    t.after(() => tagsManifest.delete(TAG));
    forgetBackgroundRenders();
    const cache = cacheOn(PageCacheHandler);
    await purgeNow();
    assert.equal(await cache.get(KEY, getCtx), null);
    await cache.set(KEY, page(), setCtx);
    assert.equal(staleToPurge(await cache.get(KEY, getCtx)), false);
  });

  test('a render behind a stale copy counts from the stale read, not from when it stored the page', async (t) => {
    t.after(() => tagsManifest.delete(TAG));
    forgetBackgroundRenders();
    const cache = cacheOn(PageCacheHandler);
    await cache.set(KEY, page(), setCtx);
    await purgeNow();
    assert.ok(staleToPurge(await cache.get(KEY, getCtx)), 'the purge makes the page stale: Next renders it');
    // Another instance's purge while that render is under way is not lost.
    assert.ok(staleToPurge(await storedBeforeHearingOfPurge(cache)), 'that purge is not lost');
  });

  test('a page a purge made stale while it rendered is kept in memory only, not for other instances', async (t) => {
    t.after(() => tagsManifest.delete(TAG));
    forgetBackgroundRenders();
    const cache = cacheOn(PageCacheHandler);
    assert.equal(await cache.get(KEY, getCtx), null);
    await purgeNow();
    await cache.set(KEY, page(), setCtx);
    assert.equal(nodeFs.existsSync(cache.getFilePath(`${KEY}.html`, 'APP_PAGE')), false);
    assert.equal(nodeFs.existsSync(cache.getFilePath(`${KEY}.rsc`, 'APP_PAGE')), false);
    assert.equal(cache.flushToDisk, true, 'the handler still writes the pages after it');
    await cache.get(KEY, getCtx);
    await cache.set(KEY, page(), setCtx);
    assert.ok(nodeFs.existsSync(cache.getFilePath(`${KEY}.html`, 'APP_PAGE')), 'its next render is');
  });

  test("a page stored without a start (Next's own cache, an older build) keeps Next's date", () => {
    const stored = { lastModified: 1000, cacheControl: { revalidate: 60, expire: 3600 }, value: page() };
    assert.equal(datedFromRenderStart(stored), stored);
    const started = {
      ...stored,
      cacheControl: { ...stored.cacheControl, renderStartedAt: 900, renderedBy: 'this' },
    };
    assert.equal(datedFromRenderStart(started, 'this').lastModified, 900);
    assert.equal(
      datedFromRenderStart(started, 'other').lastModified,
      900 - OTHER_INSTANCE_MARGIN_MS,
      "another instance's page counts from earlier: it heard of other instances' purges later",
    );
    assert.equal(
      datedFromRenderStart({ ...started, lastModified: -1 }, 'this').lastModified,
      -1,
      "Next's mark",
    );
  });

  test('the handler says so to the revalidation route of its process', () => {
    cacheOn(PageCacheHandler);
    assert.equal(pagesDatedFromRenderStart(), true);
  });
});
