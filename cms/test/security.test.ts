import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  aboutPagesResponse,
  failureSchema,
  policyPagesResponse,
  productResponse,
  productsByIdsResponse,
} from '@common/contract';
import { SANITIZE_CACHE_CHAR_BUDGET, sanitizeCacheChars, sanitizeRichText } from '../src/lib/sanitize';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertChooseUs, insertContentPage, insertProduct } from './support/fixtures';

const STOREFRONT = 'https://shop.example';
let t: TestApp;
let productId = 0;

/** Stored rich text as an attacker with CMS access might write it. */
const HOSTILE_HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(2)">y</a>',
  '<a href="jav&#x09;ascript:alert(3)">z</a>',
  '<p onclick="x">ok</p>',
  '<svg onload=alert(4)><circle /></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<span style="background:url(javascript:alert(5))">styled</span>',
  '<a href="https://example.com/care" target="_blank">care guide</a>',
].join('');

function assertHarmless(html: string | null) {
  assert.ok(html !== null);
  assert.ok(html.includes('<p>ok</p>'), `harmless markup is kept: ${html}`);
  assert.ok(html.includes('care guide</a>'), 'an ordinary link is kept');
  assert.ok(html.includes('href="https://example.com/care"'));
  assert.ok(html.includes('rel="noopener noreferrer nofollow"'), 'links cannot reach window.opener');
  assert.ok(html.includes('styled'), 'the text of a styled span is kept');
  for (const bad of [
    '<script',
    'onerror',
    'onclick',
    'onload',
    'javascript:',
    '<iframe',
    '<svg',
    'style=',
    'alert(1)',
  ]) {
    assert.ok(!html.toLowerCase().includes(bad.toLowerCase()), `${bad} was removed from ${html}`);
  }
}

before(async () => {
  t = await createTestApp({ STOREFRONT_ORIGIN: STOREFRONT });
  const db = t.database.db;
  const category = await insertCategory(db, { slug: 'indoor-plants' });
  productId = (
    await insertProduct(db, category.id, { slug: 'hostile', name: 'Hostile', detail: HOSTILE_HTML })
  ).id;
  await insertContentPage(db, { kind: 'toc', title: 'Terms', description: HOSTILE_HTML });
  await insertContentPage(db, { kind: 'about', description: HOSTILE_HTML });
  await insertChooseUs(db, { title: 'Fresh' });
});

after(async () => {
  await t.close();
});

describe('stored rich text is sanitised on the way out', () => {
  it('product detail (by slug)', async () => {
    const res = await t.call('GET', '/product/get/hostile');
    assertHarmless(productResponse.parse(res.body).data.product.detail);
  });

  it('product detail in lists', async () => {
    const res = await t.call('GET', `/product/get-all-ids?ids=${productId}`);
    const [product] = productsByIdsResponse.parse(res.body).data.data;
    assertHarmless(product?.detail ?? null);
  });

  it('policy page description', async () => {
    const res = await t.call('GET', '/toc-page/get');
    const [page] = policyPagesResponse.parse(res.body).data;
    assertHarmless(page?.description ?? null);
  });

  it('about page description', async () => {
    const res = await t.call('GET', '/about-page/get');
    const [page] = aboutPagesResponse.parse(res.body).data;
    assertHarmless(page?.description ?? null);
  });
});

describe('the sanitiser cache', () => {
  it('serves a remembered text exactly as sanitised the first time', () => {
    const hostile = '<p onclick="x">ok</p><script>alert(1)</script><img src=x onerror=alert(1)>';
    assert.equal(sanitizeRichText(hostile), '<p>ok</p>');
    assert.equal(sanitizeRichText(hostile), '<p>ok</p>');
    assert.equal(sanitizeRichText(null), null);
  });

  it('stays within its character budget', () => {
    const big = Math.floor(SANITIZE_CACHE_CHAR_BUDGET / 5);
    for (let i = 0; i < 4; i++) {
      const clean = sanitizeRichText(`<p>${i}${'x'.repeat(big)}</p>`);
      assert.equal(clean?.length, big + 8);
      assert.ok(sanitizeCacheChars() <= SANITIZE_CACHE_CHAR_BUDGET, `after text ${i}`);
    }
    assert.ok(sanitizeCacheChars() > big, 'recent texts are kept');
  });
});

describe('headers', () => {
  it('every response carries the standard security headers', async () => {
    for (const url of ['/api/v1/carousel/get', '/api/v1/no-such-route', '/health']) {
      const res = await t.app.request(url);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
      assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN', url);
      assert.equal(res.headers.get('referrer-policy'), 'no-referrer', url);
      assert.match(res.headers.get('strict-transport-security') ?? '', /max-age=\d+/, url);
      // Images and JSON are loaded by the storefront from another origin.
      assert.equal(res.headers.get('cross-origin-resource-policy'), 'cross-origin', url);
      assert.equal(res.headers.get('x-powered-by'), null, url);
    }
  });

  it('JSON answers, errors and images get a policy that allows nothing to load, run or frame them', async () => {
    for (const url of ['/api/v1/carousel/get', '/api/v1/no-such-route', '/health', '/uploads/none.jpg']) {
      const res = await t.app.request(url);
      assert.equal(
        res.headers.get('content-security-policy'),
        "default-src 'none'; frame-ancestors 'none'",
        url,
      );
    }
  });

  it('JSON answers say so', async () => {
    const res = await t.app.request('/api/v1/carousel/get');
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  });
});

describe('CORS', () => {
  it('allows the storefront origin', async () => {
    const res = await t.app.request('/api/v1/choose/get', { headers: { Origin: STOREFRONT } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), STOREFRONT);
  });

  it('does not allow another origin', async () => {
    const res = await t.app.request('/api/v1/choose/get', { headers: { Origin: 'https://evil.example' } });
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  });

  it('says that answers vary by origin, whichever origin asked and however the answer ended', async () => {
    for (const origin of [STOREFRONT, 'https://evil.example']) {
      const ok = await t.app.request('/api/v1/choose/get', { headers: { Origin: origin } });
      assert.equal(ok.headers.get('vary'), 'Origin', origin);
      const failed = await t.app.request('/api/v1/order/placeorder', {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: '{',
      });
      assert.equal(failed.status, 400);
      assert.equal(failed.headers.get('vary'), 'Origin', `${origin}, an error`);
      const allowed = failed.headers.get('access-control-allow-origin');
      assert.equal(allowed, origin === STOREFRONT ? STOREFRONT : null, `${origin}, an error`);
    }
  });

  it('answers a preflight from the storefront origin', async () => {
    const res = await t.app.request('/api/v1/contactMessage/store', {
      method: 'OPTIONS',
      headers: {
        Origin: STOREFRONT,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), STOREFRONT);
    assert.match(res.headers.get('access-control-allow-methods') ?? '', /POST/);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    assert.ok(allowed.includes('content-type') && allowed.includes('authorization'), allowed);
    assert.equal(res.headers.get('access-control-max-age'), '600');
  });

  it('a preflight from another origin gets no allow-origin', async () => {
    const res = await t.app.request('/api/v1/contactMessage/store', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  });
});

describe('errors', () => {
  it('an unknown API route is a 404 JSON envelope', async () => {
    const res = await t.call('GET', '/no-such-route');
    assert.equal(res.status, 404);
    assert.deepEqual(failureSchema.parse(res.body), { status: false, message: 'Not found' });
  });

  it('an unknown route outside the API and a wrong method are 404 JSON envelopes too', async () => {
    for (const [method, url] of [
      ['GET', '/wp-admin'],
      ['POST', '/api/v1/carousel/get'],
    ] as const) {
      const res = await t.app.request(url, { method });
      assert.equal(res.status, 404, `${method} ${url}`);
      assert.deepEqual(await res.json(), { status: false, message: 'Not found' });
    }
  });

  it('an unexpected fault is a 500 envelope with a generic message and no details', async () => {
    const db = t.database.db;
    // Take a table away under the running app, so the route's query throws.
    await db.execute(sql`ALTER TABLE choose_us RENAME TO choose_us_hidden`);
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const res = await t.app.request('/api/v1/choose/get');
      assert.equal(res.status, 500);
      const text = await res.text();
      const body = JSON.parse(text) as unknown;
      assert.deepEqual(body, {
        status: false,
        message: 'Something went wrong on our side. Please try again.',
      });
      assert.doesNotMatch(text, /choose_us|relation|\bat\s|\.ts:|stack/i);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', 'security headers on errors too');
      assert.equal(logged.length, 1, 'the fault is logged on the server');
    } finally {
      console.error = original;
      await db.execute(sql`ALTER TABLE choose_us_hidden RENAME TO choose_us`);
    }
    const again = await t.call('GET', '/choose/get');
    assert.equal(again.status, 200);
  });
});

describe('uploaded images', () => {
  before(() => {
    const dir = path.join(t.config.dataDir, 'uploads', 'products');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'leaf.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'not public');
  });

  it('are served with their type and a year-long immutable cache', async () => {
    const res = await t.app.request('/uploads/products/leaf.webp');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/webp');
    const cache = res.headers.get('cache-control') ?? '';
    assert.match(cache, /max-age=31536000/);
    assert.match(cache, /immutable/);
  });

  it('a missing image is a 404 envelope without the long cache', async () => {
    const res = await t.app.request('/uploads/products/missing.webp');
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('cache-control'), null);
    assert.deepEqual(await res.json(), { status: false, message: 'Not found' });
  });

  it('paths cannot climb out of the uploads folder', async () => {
    for (const url of [
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/products/..%5c..%5csecret.txt',
    ]) {
      const res = await t.app.request(url);
      assert.notEqual(res.status, 200, url);
      assert.doesNotMatch(await res.text(), /not public/, url);
    }
  });
});
