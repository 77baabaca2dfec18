import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { patchItemSize } from './next-patches.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
const nextDir = path.dirname(require.resolve('next/package.json'));

const MINIFIED_BEFORE =
  'n=oM(e,t),a=i}let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler){';
const SOURCE_BEFORE = [
  '        // FetchCache has upper limit of 2MB per-entry currently',
  '        const itemSize = JSON.stringify(data).length;',
  '        if (ctx.fetchCache && itemSize > 2 * 1024 * 1024 && // We ignore the size limit',
].join('\n');

test('the size is measured for fetch entries only, in minified and in plain code, once', () => {
  const minified = patchItemSize(MINIFIED_BEFORE);
  assert.equal(minified.patched, 1);
  assert.equal(
    minified.text,
    'n=oM(e,t),a=i}let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler){',
  );
  const source = patchItemSize(SOURCE_BEFORE);
  assert.equal(source.patched, 1);
  assert.match(
    source.text,
    /const itemSize = ctx\.fetchCache \? JSON\.stringify\(data\)\.length : 0;\n {8}if \(ctx\.fetchCache/,
  );
  for (const done of [minified.text, source.text]) {
    const again = patchItemSize(done);
    assert.deepEqual([again.patched, again.already, again.text], [0, 1, done]);
  }
  assert.deepEqual(patchItemSize('const unrelated = 1;'), {
    text: 'const unrelated = 1;',
    patched: 0,
    already: 0,
  });
});

test("no runtime of the installed Next serialises a whole cache entry to measure it (npm install's postinstall)", () => {
  const runtimes = path.join(nextDir, 'dist/compiled/next-server');
  const files = readdirSync(runtimes).filter((f) => f.endsWith('.js'));
  const unpatched = files.filter((f) =>
    /let \w+=JSON\.stringify\(\w+\)\.length;if\(\w+\.fetchCache&&/.test(
      readFileSync(path.join(runtimes, f), 'utf8'),
    ),
  );
  assert.deepEqual(unpatched, [], 'run `npm install` (its postinstall patches Next), or see docs/adr/0104');
  const patched = files.filter(
    (f) => patchItemSize(readFileSync(path.join(runtimes, f), 'utf8')).already > 0,
  );
  assert.ok(patched.includes('app-page-turbo.runtime.prod.js'), 'the runtime `next start` serves pages with');
});

test("the installed Next's page cache stores a page without serialising it, and still measures a fetch", async () => {
  const { IncrementalCache } = require('next/dist/server/lib/incremental-cache/index.js');
  /** @type {string[]} */
  const stored = [];
  class Handler {
    async get() {
      return null;
    }
    async set(/** @type {string} */ _key, /** @type {{ kind: string }} */ data) {
      stored.push(data.kind);
    }
    async revalidateTag() {}
    resetRequestCache() {}
  }
  const cache = new IncrementalCache({
    dev: false,
    flushToDisk: false,
    minimalMode: false,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    fetchCacheKeyPrefix: '',
    CurCacheHandler: Handler,
    allowedRevalidateHeaderKeys: [],
  });
  let serialised = 0;
  const payload = {
    toJSON() {
      serialised += 1;
      return '';
    },
  };
  const page = {
    kind: 'APP_PAGE',
    html: '<p>',
    rscData: payload,
    headers: {},
    status: 200,
    segmentData: undefined,
  };
  await cache.set('/product/a', page, {
    route: { kind: 'APP_PAGE', sourceRoute: '/product/[slug]/page' },
    cacheControl: { revalidate: 60, expire: 3600 },
    isRoutePPREnabled: true,
    isFallback: false,
  });
  assert.deepEqual([stored, serialised], [['APP_PAGE'], 0]);
  const fetched = {
    kind: 'FETCH',
    data: { body: payload, headers: {}, url: 'http://cms/x' },
    revalidate: 60,
  };
  await cache.set('fetch-key', fetched, {
    fetchCache: true,
    fetchUrl: 'http://cms/x',
    fetchIdx: 0,
    tags: [],
  });
  assert.deepEqual([stored, serialised], [['APP_PAGE', 'FETCH'], 1]);
});
