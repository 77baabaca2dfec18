import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { adminConsole } from '../src/admin-static';
import { createTestApp, type TestApp } from './support/harness';

const INDEX =
  '<!doctype html><title>console</title><script type="module" src="/admin/assets/index-Ab12.js"></script>';

/** The console module mounted at /admin as app.ts mounts it, on a dist folder of the test's own. */
function consoleApp(distDir: string) {
  const app = new Hono();
  app.route('/admin', adminConsole({ publicUrl: 'https://cms.example', distDir }));
  app.notFound((c) => c.text('not found', 404));
  return app;
}

describe('the console at /admin', () => {
  let dist: string;
  let app: Hono;
  before(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-Ab12.js'), 'console.log(1)');
    writeFileSync(path.join(tmpdir(), 'console-secret.txt'), 'not for the web');
    app = consoleApp(dist);
  });
  after(() => rmSync(dist, { recursive: true, force: true }));

  for (const url of ['/admin', '/admin/', '/admin/products/import', '/admin/setup/abc']) {
    it(`${url} is index.html, never cached, under the console's own policy`, async () => {
      const res = await app.request(url);
      assert.equal(res.status, 200);
      assert.equal(await res.text(), INDEX);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.match(csp, /img-src 'self' https:\/\/cms\.example data: blob:/);
      assert.match(csp, /frame-ancestors 'none'/);
    });
  }

  it('serves a hashed asset cached for a year', async () => {
    const res = await app.request('/admin/assets/index-Ab12.js');
    assert.equal(res.status, 200);
    assert.equal(await res.text(), 'console.log(1)');
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
  });

  it('answers a missing asset with 404, not the page, and uncached', async () => {
    const res = await app.request('/admin/assets/index-gone.js');
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('cache-control'), null);
  });

  it('serves nothing outside its folder', async () => {
    for (const url of [
      '/admin/assets/../../console-secret.txt',
      '/admin/assets/%2e%2e/%2e%2e/console-secret.txt',
    ]) {
      const res = await app.request(url);
      assert.notEqual(await res.text(), 'not for the web', url);
    }
  });

  it('leaves other paths alone', async () => {
    assert.equal((await app.request('/administrator')).status, 404);
  });

  it('says clearly, with a 503, that the console has not been built', async () => {
    const res = await consoleApp(path.join(dist, 'missing')).request('/admin');
    assert.equal(res.status, 503);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.match(await res.text(), /npm run build:admin/);
  });
});

describe('the CMS app', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('mounts the console at /admin with its page policy, not the API default', async () => {
    const res = await t.app.request('/admin');
    // 200 once `npm run build:admin` ran, 503 before: either way the console module answered.
    assert.ok([200, 503].includes(res.status), String(res.status));
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  });
});
