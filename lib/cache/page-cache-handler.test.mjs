// Runs with `node --test lib/cache/` (npm run test:cache). Next's page cache on a folder of the test's own,
// its memory cache off, so every read comes from disk, as on a restarted or another instance.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import PageCacheHandler from './page-cache-handler.mjs';

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
