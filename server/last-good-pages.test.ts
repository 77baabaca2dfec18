/** @jest-environment node */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createLastGoodPages, RETRY_AFTER_SECONDS, UNAVAILABLE_PATH } from './last-good-pages.mjs';

/** The server's own compression middleware (it has no types of its own). */
const compression =
  jest.requireActual<() => (req: IncomingMessage, res: ServerResponse, next: () => void) => void>(
    'compression',
  );

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SHARED = 's-maxage=900, stale-while-revalidate=31535100';
const PAGE = `<!DOCTYPE html><html><body><h1>Basil — ${'fresh '.repeat(400)}</h1></body></html>`;

interface Reply {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

type Mode = 'good' | 'streamed' | 'failing' | 'thrown' | 'twice' | 'private';

/**
 * The shop's server with the last good pages in front of a stand-in for Next, whose mode the test sets:
 * a cached page sent as one string, a page streamed in chunks, a 500 as Next writes it (explicit
 * writeHead), a 500 as the server's own catch writes it, or a page for one shopper.
 */
async function shop() {
  let mode: Mode = 'good';
  let version = 1;
  let askedForUnavailable = 0;
  let unavailableFails = false;
  const pages = createLastGoodPages({
    fetchUnavailable: () => {
      askedForUnavailable += 1;
      return get(UNAVAILABLE_PATH).then(() => undefined);
    },
    log: () => {},
  });
  const compress = compression();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    compress(req, res, () => {});
    pages.watch(req, res);
    const failing = mode === 'failing' || mode === 'thrown' || mode === 'twice';
    if (failing && (req.url !== UNAVAILABLE_PATH || unavailableFails)) {
      if (mode === 'thrown') res.writeHead(500, { 'Content-Type': 'text/plain' });
      else {
        res.statusCode = 500;
        res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.write('<html>Internal');
      }
      res.end(' Server Error');
      // As the server's own catch does after Next has failed, seeing no headers sent.
      if (mode === 'twice' && !res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Internal Server Error');
      }
      return;
    }
    res.setHeader('Content-Type', req.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', "default-src 'self'");
    res.setHeader('Cache-Control', mode === 'private' ? 'private, no-store' : SHARED);
    res.setHeader('X-Nextjs-Cache', 'HIT');
    const body =
      req.url === UNAVAILABLE_PATH ? '<h1>Briefly unavailable</h1>' : `${PAGE}v${version} ${req.url}`;
    if (mode === 'streamed') {
      res.write(Buffer.from(body.slice(0, 10)));
      res.end(Buffer.from(body.slice(10)));
    } else res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  function get(path: string, headers: Record<string, string> = HTML, method = 'GET') {
    return new Promise<Reply>((resolve, reject) =>
      request({ port, host: '127.0.0.1', path, method, headers, agent: false }, async (res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      })
        .on('error', reject)
        .end(),
    );
  }
  return {
    get,
    pages,
    askedForUnavailable: () => askedForUnavailable,
    failUnavailable: () => {
      unavailableFails = true;
    },
    set: (next: Mode, nextVersion = version) => {
      mode = next;
      version = nextVersion;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let s: Awaited<ReturnType<typeof shop>>;
beforeEach(async () => {
  s = await shop();
});
afterEach(() => s.close());

describe('a page Next cannot render', () => {
  it.each<Mode>(['failing', 'thrown', 'twice'])(
    'is sent its last good copy, never cached downstream (%s)',
    async (mode) => {
      const good = await s.get('/product/basil');
      expect(good.status).toBe(200);
      s.set(mode);
      for (const headers of [HTML, { ...HTML, 'accept-encoding': 'gzip' }]) {
        const stale = await s.get('/product/basil', headers);
        expect(stale.status).toBe(200);
        expect(stale.body).toBe(good.body);
        expect(stale.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(stale.headers['content-security-policy']).toBe("default-src 'self'");
        expect(stale.headers['cache-control']).toBe('no-store');
        expect(stale.headers['x-stale-copy']).toBe('1');
        expect(stale.headers['x-nextjs-cache']).toBeUndefined();
      }
    },
  );

  it('keeps a streamed page too, and the newest good copy', async () => {
    s.set('streamed');
    await s.get('/');
    s.set('good', 2);
    const newest = await s.get('/');
    s.set('failing');
    const stale = await s.get('/');
    expect(stale.body).toBe(newest.body);
    expect(stale.body).toContain('v2 /');
  });

  it('is answered by Next again as soon as Next can: fresh data, no copy', async () => {
    await s.get('/');
    s.set('failing');
    expect((await s.get('/')).headers['x-stale-copy']).toBe('1');
    s.set('good', 3);
    const fresh = await s.get('/');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toContain('v3 /');
    expect(fresh.headers['x-stale-copy']).toBeUndefined();
    expect(fresh.headers['cache-control']).toBe(SHARED);
  });

  it("without a copy gets the shop's unavailable page with 503 and Retry-After", async () => {
    s.set('failing');
    const res = await s.get('/product/never-seen');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('<h1>Briefly unavailable</h1>');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(s.pages.hasUnavailablePage()).toBe(true);
  });

  it('asks for the unavailable page once, however many failures wait for it', async () => {
    s.set('failing');
    const replies = await Promise.all([1, 2, 3, 4].map((n) => s.get(`/never-${n}`)));
    expect(replies.map((r) => r.status)).toEqual([503, 503, 503, 503]);
    expect(replies.every((r) => r.body === '<h1>Briefly unavailable</h1>')).toBe(true);
    await s.get('/never-5');
    expect(s.askedForUnavailable()).toBe(1);
  });

  it('answers a plain 503 when the unavailable page itself fails, without waiting for itself', async () => {
    s.set('failing');
    s.failUnavailable();
    const res = await s.get('/never');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  });

  it('for one shopper only is not kept, so another never sees it', async () => {
    s.set('private');
    await s.get('/profile');
    s.set('failing');
    const res = await s.get('/profile');
    expect(res.status).toBe(503);
    expect(res.body).not.toContain(PAGE.slice(0, 40));
  });

  it('as an RSC payload or an image gets a plain 503; a copy is for any other request, HEAD included', async () => {
    await s.get('/');
    s.set('failing');
    for (const [path, headers] of [
      ['/', { rsc: '1', accept: '*/*' }],
      ['/?_rsc=abc', { accept: '*/*' }],
      ['/product/basil/opengraph-image', { accept: 'image/png,*/*' }],
    ] as const) {
      const res = await s.get(path, headers);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
    expect((await s.get('/', { accept: '*/*' })).headers['x-stale-copy']).toBe('1');
    const head = await s.get('/', HTML, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('under /api/ is left to the API, which answers its own JSON failures', async () => {
    s.set('failing');
    expect((await s.get('/api/v1/product/filter')).status).toBe(500);
  });

  it('never has a copy of an RSC payload sent as a page', async () => {
    await s.get('/', { rsc: '1', accept: '*/*' });
    s.set('failing');
    expect((await s.get('/')).status).toBe(503);
  });
});

it('holds its copies within its byte budget', async () => {
  await s.close();
  const small = createLastGoodPages({ maxBytes: PAGE.length * 2 + 500, log: () => {} });
  const server = createServer((req, res) => {
    small.watch(req, res);
    res.setHeader('Content-Type', 'text/html');
    res.setHeader('Cache-Control', SHARED);
    res.end(`${PAGE}${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  for (const n of [1, 2, 3, 4]) await fetch(`http://127.0.0.1:${port}/p${n}`);
  expect(small.size().entries).toBe(2);
  expect(small.size().bytes).toBeLessThanOrEqual(PAGE.length * 2 + 500);
  await new Promise((resolve) => server.close(resolve));
  s = await shop();
});
