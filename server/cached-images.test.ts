/** @jest-environment node */
// The custom server's memory of optimised images (scripts/lib/); here because jest looks in lib/.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCachedImages, maxAgeOf } from './cached-images.mjs';

const WEBP = 'image/avif,image/webp,image/*,*/*;q=0.8';
const IMAGE = '/img/384/products/basil.webp';

interface Reply {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A server with the images' memory in front of a stand-in for Next's optimiser, which counts the requests
 * it answers: bytes that name the format it picked from Accept, in two writes, as a stream would.
 */
async function shop({
  cacheControl = 'public, max-age=2592000, must-revalidate',
  status = 200,
  now = () => 0,
  maxBytes,
}: { cacheControl?: string; status?: number; now?: () => number; maxBytes?: number } = {}) {
  const images = createCachedImages({ now, ...(maxBytes ? { maxBytes } : {}) });
  let answeredByNext = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (images.serve(req, res)) return;
    images.remember(req, res);
    answeredByNext += 1;
    const webp = String(req.headers.accept ?? '').includes('image/webp');
    res.statusCode = status;
    res.setHeader('Content-Security-Policy', "script-src 'none'; frame-src 'none'; sandbox;");
    res.setHeader('Vary', 'Accept');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', webp ? '"webp-1"' : '"png-1"');
    res.setHeader('X-Nextjs-Cache', 'MISS');
    res.setHeader('Content-Type', status === 200 ? (webp ? 'image/webp' : 'image/png') : 'text/plain');
    res.write(webp ? 'RIFF' : 'PNG-');
    res.end(Buffer.from(`${req.url}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = { accept: WEBP }, method = 'GET') =>
    new Promise<Reply>((resolve, reject) =>
      request({ port, host: '127.0.0.1', path, method, headers, agent: false }, async (res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      })
        .on('error', reject)
        .end(),
    );
  return {
    get,
    images,
    nextCalls: () => answeredByNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The same answer, apart from its date and how its body is framed. */
const sameReply = (a: Reply, b: Reply) => {
  const omit = ({
    date: _d,
    'transfer-encoding': _t,
    'content-length': _l,
    'x-nextjs-cache': _c,
    ...rest
  }: Reply['headers']) => rest;
  const [headersA, headersB] = [omit(a.headers), omit(b.headers)];
  expect(b.status).toBe(a.status);
  expect(headersB).toEqual(headersA);
  expect(b.body.equals(a.body)).toBe(true);
};

describe('the optimised images kept in memory', () => {
  it("answer a repeated request with Next's own status, headers and bytes, without asking Next", async () => {
    const s = await shop();
    const first = await s.get(IMAGE);
    const again = await s.get(IMAGE);
    expect(s.nextCalls()).toBe(1);
    expect(first.body.toString()).toBe(`RIFF${IMAGE}`);
    expect(first.headers['content-security-policy']).toBe("script-src 'none'; frame-src 'none'; sandbox;");
    sameReply(first, again);
    expect(Number(again.headers['content-length'])).toBe(again.body.length);
    // Next made this one (MISS); the copy comes from a cache.
    expect(first.headers['x-nextjs-cache']).toBe('MISS');
    expect(again.headers['x-nextjs-cache']).toBe('HIT');
    const head = await s.get(IMAGE, { accept: WEBP }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
    expect(s.nextCalls()).toBe(1);
    await s.close();
  });

  it('answer 304 to a client that holds the same ETag', async () => {
    const s = await shop();
    await s.get(IMAGE);
    const notModified = await s.get(IMAGE, { accept: WEBP, 'if-none-match': '"webp-1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe('"webp-1"');
    const changed = await s.get(IMAGE, { accept: WEBP, 'if-none-match': '"old"' });
    expect(changed.status).toBe(200);
    expect(s.nextCalls()).toBe(1);
    await s.close();
  });

  it('keep each Accept header apart, since the optimiser picks the format from it', async () => {
    const s = await shop();
    await s.get(IMAGE);
    const png = await s.get(IMAGE, { accept: 'image/png,*/*' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.toString()).toBe(`PNG-${IMAGE}`);
    expect((await s.get(IMAGE)).headers['content-type']).toBe('image/webp');
    expect(s.nextCalls()).toBe(2);
    await s.close();
  });

  it('ask Next again once the max-age has passed', async () => {
    let clock = 0;
    const s = await shop({ cacheControl: 'public, max-age=60', now: () => clock });
    await s.get(IMAGE);
    clock = 59_000;
    await s.get(IMAGE);
    expect(s.nextCalls()).toBe(1);
    clock = 60_000;
    await s.get(IMAGE);
    expect(s.nextCalls()).toBe(2);
    await s.close();
  });

  it('keep only successful, cacheable answers to image URLs without a query', async () => {
    for (const options of [
      { status: 404 },
      { cacheControl: 'no-store' },
      { cacheControl: 'private, max-age=60' },
    ]) {
      const s = await shop(options);
      await s.get(IMAGE);
      await s.get(IMAGE);
      expect(s.nextCalls()).toBe(2);
      expect(s.images.size().entries).toBe(0);
      await s.close();
    }
    const s = await shop();
    for (const path of [
      `${IMAGE}?w=640`,
      '/uploads/products/basil.webp',
      '/_next/image?url=%2Fx&w=384&q=75',
    ]) {
      await s.get(path);
      await s.get(path);
    }
    await s.get(IMAGE, { accept: WEBP }, 'HEAD');
    expect(s.nextCalls()).toBe(7);
    expect(s.images.size().entries).toBe(0);
    await s.close();
  });

  it('hold at most their byte budget, dropping the least recently used', async () => {
    const one = `RIFF/img/384/a.webp`.length;
    const s = await shop({ maxBytes: one * 2 });
    await s.get('/img/384/a.webp');
    await s.get('/img/384/b.webp');
    await s.get('/img/384/a.webp'); // a used last: b goes first
    await s.get('/img/384/c.webp');
    expect(s.images.size()).toEqual({ entries: 2, bytes: one * 2 });
    expect(s.nextCalls()).toBe(3);
    await s.get('/img/384/a.webp');
    expect(s.nextCalls()).toBe(3);
    await s.get('/img/384/b.webp');
    expect(s.nextCalls()).toBe(4);
    await s.close();
  });
});

describe('maxAgeOf', () => {
  it('reads how long a shared cache may keep a response', () => {
    expect(maxAgeOf('public, max-age=2592000, must-revalidate')).toBe(2592000);
    expect(maxAgeOf('public, s-maxage=60')).toBe(60);
    expect(maxAgeOf('max-age=0, s-maxage=60')).toBe(60);
    expect(maxAgeOf('no-store')).toBe(0);
    expect(maxAgeOf('private, max-age=60')).toBe(0);
    expect(maxAgeOf(undefined)).toBe(0);
  });
});
