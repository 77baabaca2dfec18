// Runs with `node --test scripts/serverless/` (npm run test:server).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMMUTABLE, assetPathOf, serveAsset } from './cdn-assets.mjs';

describe('the CDN stand-in', () => {
  let dir;
  let server;
  let base;
  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cdn-assets-'));
    mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    writeFileSync(path.join(dir, '_next/static/chunks/app-1a2b.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'favicon.ico'), 'icon');
    writeFileSync(path.join(dir, '.env'), 'NO=1');
    server = createServer(async (req, res) => {
      if (!(await serveAsset(dir, req, res))) res.writeHead(599).end('function');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('serves hashed build files immutable for a year, with their type', async () => {
    const res = await fetch(`${base}/_next/static/chunks/app-1a2b.js`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), IMMUTABLE);
    assert.match(res.headers.get('content-type'), /javascript/);
    assert.equal(await res.text(), 'console.log(1)');
  });

  test('serves other files to be revalidated', async () => {
    const res = await fetch(`${base}/favicon.ico`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  });

  for (const url of ['/', '/product/basil', '/.env', '/_next/static/chunks/missing.js', '/%ff']) {
    test(`passes ${url} to the function`, async () => {
      const res = await fetch(`${base}${url}`);
      assert.equal(res.status, 599);
    });
  }

  test('never names a file outside its folder', () => {
    for (const raw of ['/../x', '/%2e%2e/x', '/a%2f..%2f..%2fx', '/a/../../x', '/a\0b', '/%00'])
      assert.equal(assetPathOf(dir, raw), null, raw);
    assert.equal(assetPathOf(dir, '/favicon.ico'), path.join(dir, 'favicon.ico'));
  });

  test('answers only GET and HEAD', async () => {
    const res = await fetch(`${base}/favicon.ico`, { method: 'POST' });
    assert.equal(res.status, 599);
    const head = await fetch(`${base}/favicon.ico`, { method: 'HEAD' });
    assert.equal(head.status, 200);
  });
});
