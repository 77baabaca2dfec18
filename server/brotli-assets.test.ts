/** @jest-environment node */
// The custom server's brotli copies of the build's assets (scripts/lib/); here because jest looks in lib/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { acceptsBrotli, createBrotliAssets } from './brotli-assets.mjs';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['br; q=0.0', false],
    ['gzip, deflate', false],
    ['brotli', false],
    ['', false],
    [undefined, false],
  ])('%j: %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('the brotli assets', () => {
  const script = `console.log(${JSON.stringify('a chunk of the build '.repeat(200))});\n`;
  const style = `.card{color:red}\n`.repeat(100);
  let dir: string;
  let server: ReturnType<typeof createServer>;
  let port: number;
  const passedToNext: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'brotli-assets-'));
    mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
    writeFileSync(path.join(dir, 'static/chunks/app.js'), script);
    writeFileSync(path.join(dir, 'static/chunks/app.css'), style);
    writeFileSync(path.join(dir, 'static/chunks/notes.txt'), 'not a script');
    writeFileSync(path.join(dir, 'secret.js'), 'outside the static folder');
    const assets = createBrotliAssets({
      staticDir: path.join(dir, 'static'),
      headers: { 'X-Content-Type-Options': 'nosniff' },
    });
    await assets.prepare();
    expect(assets.size()).toBe(2);
    server = createServer((req, res) => {
      if (assets.serve(req, res)) return;
      passedToNext.push(`${req.method} ${req.url}`);
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** node:http rather than fetch, which would decode the body and hide the encoding. */
  function get(url: string, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('send a script to a client that accepts brotli as brotli, with the asset headers', async () => {
    const res = await get('/_next/static/chunks/app.js?dpl=abc', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('send a stylesheet as CSS, and only headers to a HEAD', async () => {
    const res = await get('/_next/static/chunks/app.css', { 'accept-encoding': 'br' });
    expect(res.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(brotliDecompressSync(res.body).toString()).toBe(style);
    const head = await get('/_next/static/chunks/app.css', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(res.body.length);
  });

  it('leave to Next what they do not hold or the client does not accept', async () => {
    passedToNext.length = 0;
    await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' });
    await get('/_next/static/chunks/app.js', {});
    await get('/_next/static/chunks/notes.txt', { 'accept-encoding': 'br' });
    await get('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' });
    await get('/_next/static/../secret.js', { 'accept-encoding': 'br' });
    await get('/_next/static/chunks%2Fapp.js', { 'accept-encoding': 'br' });
    await get('/product/app.js', { 'accept-encoding': 'br' });
    expect(passedToNext).toEqual([
      'GET /_next/static/chunks/app.js',
      'GET /_next/static/chunks/app.js',
      'GET /_next/static/chunks/notes.txt',
      'GET /_next/static/chunks/missing.js',
      'GET /_next/static/../secret.js',
      'GET /_next/static/chunks%2Fapp.js',
      'GET /product/app.js',
    ]);
  });

  it('leave a POST to Next', async () => {
    passedToNext.length = 0;
    await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST');
    expect(passedToNext).toEqual(['POST /_next/static/chunks/app.js']);
  });

  it('start with none when the build folder is missing, and say so', async () => {
    const said: string[] = [];
    const none = createBrotliAssets({ staticDir: path.join(dir, 'nowhere'), log: (m) => said.push(m) });
    await none.prepare();
    expect(none.size()).toBe(0);
    expect(said).toHaveLength(1);
  });
});
