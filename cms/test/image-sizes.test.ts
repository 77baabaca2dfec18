import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Hono } from 'hono';
import { IMAGE_WIDTHS } from '@common/image-widths.mjs';
import { imageSizes, uploadPathOf } from '../src/routes/image-sizes';
import { createTestApp, type TestApp } from './support/harness';

/** A 1200x800 WebP, as the seed's and the console's uploads are. */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .webp()
    .toBuffer();

const widthOf = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

describe('GET /img/<width>/<path> on the CMS', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    mkdirSync(path.join(t.config.dataDir, 'uploads', 'products'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'uploads', 'products', 'basil.webp'), await photo());
    writeFileSync(path.join(t.config.dataDir, 'uploads', 'products', 'notes.webp'), 'not an image');
  });
  after(() => t.close());

  it('serves an upload at each width the pages name, as WebP cached a year', async () => {
    for (const width of [384, 640, 1080]) {
      const res = await t.app.request(`/img/${width}/products/basil.webp`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'image/webp');
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(await widthOf(res), width);
    }
  });

  it('never enlarges: 1920 of a 1200 px photo is the photo at 1200', async () => {
    const res = await t.app.request('/img/1920/products/basil.webp');
    assert.equal(res.status, 200);
    assert.equal(await widthOf(res), 1200);
  });

  it('serves the console uploads kept in the database too', async () => {
    const res = await t.app.request('/img/96/console/placeholder.webp');
    assert.equal(res.status, 200);
    assert.equal(await widthOf(res), 96);
  });

  for (const url of [
    '/img/500/products/basil.webp',
    '/img/0384/products/basil.webp',
    '/img/abc/products/basil.webp',
    '/img/384/products/basil.webp?v=2',
    '/img/384/products/missing.webp',
    '/img/384/products/notes.webp',
    '/img/384/products/%2e%2e/%2e%2e/secrets.json',
    '/img/384/products/..%2fsecrets.json',
    '/img/384/__proto__',
    `/img/384/${'a/'.repeat(20)}x.webp`,
  ]) {
    it(`answers ${url} with the JSON 404, making nothing`, async () => {
      const res = await t.app.request(url);
      assert.equal(res.status, 404);
      assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    });
  }
});

describe('the image sizes handler', () => {
  it('makes a variant once for a burst of parallel requests, then serves it from memory', async () => {
    let loads = 0;
    const original = await photo();
    const app = new Hono();
    app.get(
      '/img/:width/*',
      imageSizes(async () => {
        loads += 1;
        return new Uint8Array(original);
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.request('/img/640/products/basil.webp')),
    );
    assert.deepEqual(new Set(answers.map((r) => r.status)), new Set([200]));
    await app.request('/img/640/products/basil.webp');
    assert.equal(loads, 1);
  });

  it('keeps no more than its memory budget, least recently used dropped first', async () => {
    let loads = 0;
    const original = await photo();
    const app = new Hono();
    app.get(
      '/img/:width/*',
      imageSizes(
        async () => {
          loads += 1;
          return new Uint8Array(original);
        },
        { maxBytes: 1 },
      ),
    );
    await app.request('/img/96/a.webp');
    await app.request('/img/96/a.webp');
    assert.equal(loads, 2, 'a variant above the budget is made again, not kept');
  });

  it('only names the widths the storefront asks for', () => {
    assert.deepEqual(
      [...IMAGE_WIDTHS].sort((a, b) => a - b),
      [96, 160, 320, 384, 640, 750, 1080, 1280, 1920],
    );
  });

  it('takes plain upload paths only', () => {
    assert.equal(uploadPathOf('products/basil.webp'), 'products/basil.webp');
    for (const bad of ['', '../x', 'a//b', '.hidden', 'a/..', 'a/b c.webp', 'a/%2e%2e'])
      assert.equal(uploadPathOf(bad), null, bad);
  });
});
