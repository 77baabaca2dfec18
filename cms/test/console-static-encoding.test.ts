import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { adminConsole } from '../src/admin-static';

/**
 * The console's hashed scripts are sent in the smallest encoding the browser accepts, from the copies the
 * build writes beside them (admin/precompress.ts), cached for a year, with their own length and ETag.
 */

const SCRIPT = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen ${i}`))};`;
const YEAR = 'public, max-age=31536000, immutable';

function consoleApp(distDir: string) {
  const app = new Hono();
  app.route('/admin', adminConsole({ publicUrl: 'https://cms.example', distDir }));
  app.notFound((c) => c.text('not found', 404));
  return app;
}

describe('the console assets by Accept-Encoding', () => {
  let dist: string;
  let app: Hono;
  const get = (name: string, headers: Record<string, string> = {}, method = 'GET') =>
    app.request(`/admin/assets/${name}`, { method, headers });

  before(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'console-encoding-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    const assets = path.join(dist, 'assets');
    writeFileSync(path.join(assets, 'index-Ab12.js'), SCRIPT);
    writeFileSync(path.join(assets, 'index-Ab12.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(assets, 'index-Ab12.js.gz'), gzipSync(SCRIPT));
    // A file the build found too small to compress: no copies.
    writeFileSync(path.join(assets, 'tiny-Cd34.js'), 'export{}');
    app = consoleApp(dist);
  });
  after(() => rmSync(dist, { recursive: true, force: true }));

  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends brotli to a browser that accepts it, with its own length, type and a year of caching', async () => {
    const res = await get('index-Ab12.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-encoding'), 'br');
    assert.equal(res.headers.get('vary'), 'Accept-Encoding');
    assert.equal(res.headers.get('cache-control'), YEAR);
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
    const body = await bytes(res);
    assert.equal(res.headers.get('content-length'), String(body.length));
    assert.ok(body.length < SCRIPT.length, 'smaller than the plain file');
    assert.equal(brotliDecompressSync(body).toString(), SCRIPT);
  });

  it('sends gzip to a browser that accepts gzip only, or refuses brotli', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.1, identity;q=0.01'] as const) {
      const res = await get('index-Ab12.js', { 'accept-encoding': accept });
      assert.equal(res.headers.get('content-encoding'), 'gzip', accept);
      const body = await bytes(res);
      assert.equal(res.headers.get('content-length'), String(body.length), accept);
      assert.equal(gunzipSync(body).toString(), SCRIPT, accept);
    }
  });

  it('sends the plain file for identity, for no header, for unknown codings and for an empty header', async () => {
    const cases: Record<string, string>[] = [
      { 'accept-encoding': 'identity' },
      {},
      { 'accept-encoding': '' },
      { 'accept-encoding': 'deflate, __proto__, constructor' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of cases) {
      const res = await get('index-Ab12.js', headers);
      const label = JSON.stringify(headers);
      assert.equal(res.status, 200, label);
      assert.equal(res.headers.get('content-encoding'), null, label);
      assert.equal(res.headers.get('vary'), 'Accept-Encoding', label);
      assert.equal(res.headers.get('content-length'), String(SCRIPT.length), label);
      assert.equal(await res.text(), SCRIPT, label);
    }
  });

  it('sends the plain file when the build wrote no compressed copy', async () => {
    const res = await get('tiny-Cd34.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-encoding'), null);
    assert.equal(res.headers.get('cache-control'), YEAR);
    assert.equal(await res.text(), 'export{}');
  });

  it('answers HEAD with the headers GET would send and no body', async () => {
    const head = await get('index-Ab12.js', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get('index-Ab12.js', { 'accept-encoding': 'br' });
    assert.equal(head.status, 200);
    assert.equal((await bytes(head)).length, 0);
    for (const name of [
      'content-encoding',
      'content-length',
      'etag',
      'cache-control',
      'vary',
      'content-type',
    ])
      assert.equal(head.headers.get(name), full.headers.get(name), name);
  });

  it('gives each encoding its own ETag and answers a held one with 304', async () => {
    const br = await get('index-Ab12.js', { 'accept-encoding': 'br' });
    const gz = await get('index-Ab12.js', { 'accept-encoding': 'gzip' });
    const plain = await get('index-Ab12.js');
    const tags = [br, gz, plain].map((r) => r.headers.get('etag'));
    assert.ok(
      tags.every((t) => /^"[^"]+"$/.test(t ?? '')),
      String(tags),
    );
    assert.equal(new Set(tags).size, 3);

    const again = await get('index-Ab12.js', { 'accept-encoding': 'br', 'if-none-match': `"x", ${tags[0]}` });
    assert.equal(again.status, 304);
    assert.equal((await bytes(again)).length, 0);
    assert.equal(again.headers.get('etag'), tags[0]);
    assert.equal(again.headers.get('vary'), 'Accept-Encoding');
    assert.equal(again.headers.get('cache-control'), YEAR);

    // The brotli tag does not validate the gzip copy: a full answer.
    const other = await get('index-Ab12.js', { 'accept-encoding': 'gzip', 'if-none-match': tags[0]! });
    assert.equal(other.status, 200);
    assert.equal(gunzipSync(await bytes(other)).toString(), SCRIPT);
  });

  it('never serves the compressed copies, other folders or odd names as files', async () => {
    for (const name of [
      'index-Ab12.js.br',
      'index-Ab12.js.gz',
      '..%2Findex.html',
      '.hidden',
      'a'.repeat(300),
      '__proto__',
      'constructor',
    ]) {
      const res = await get(name, { 'accept-encoding': 'br, gzip' });
      assert.equal(res.status, 404, name);
      assert.equal(res.headers.get('cache-control'), null, name);
    }
    assert.equal((await app.request('/admin/assets/sub/index-Ab12.js')).status, 404);
  });

  it('keeps index.html uncached and unencoded', async () => {
    const res = await app.request('/admin/', { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.equal(res.headers.get('content-encoding'), null);
  });
});
