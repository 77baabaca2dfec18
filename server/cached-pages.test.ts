/** @jest-environment node */
// The custom server's cache of prepared pages (scripts/lib/); here because jest looks in lib/.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createCachedPages } from './cached-pages.mjs';

const page = (fill: string) => `<!doctype html><p>${fill.repeat(20_000)}—…</p>`;
const marked = async (html: string) => html.replace('<p>', '<p data-inlined>');

describe('the cached pages', () => {
  it('prepare a page once and give the same bytes after, compressing nothing before it is asked for', async () => {
    const pages = createCachedPages();
    const html = page('a');
    const first = await pages.entryOf(html, true).ready;
    expect(first.identity.equals(Buffer.from(html, 'utf8'))).toBe(true);
    expect(first.br).toBeUndefined();
    expect(first.gzip).toBeUndefined();
    // Equal text from another string is the same page.
    expect(pages.entryOf(html.slice(0, 10) + html.slice(10), true).page).toBe(first);
  });

  it('inline the CSS of HTML only, and keep a page whose CSS could not be inlined as it was', async () => {
    const pages = createCachedPages({ inlineCss: marked });
    const html = page('b');
    expect((await pages.entryOf(html, true).ready).identity.toString()).toContain('<p data-inlined>');
    expect((await pages.entryOf(page('c'), false).ready).identity.toString()).toBe(page('c'));
    const logged: string[] = [];
    const failing = createCachedPages({
      inlineCss: async () => {
        throw new Error('no stylesheet');
      },
      log: (message) => logged.push(message),
    });
    expect((await failing.entryOf(html, true).ready).identity.toString()).toBe(html);
    expect(logged).toEqual(['[storefront] page sent without inlined CSS: no stylesheet']);
  });

  it('give a changed page its own bytes', async () => {
    const pages = createCachedPages();
    const before = page('a');
    const after = before.replace('<p>a', '<p>b');
    expect(after.length).toBe(before.length);
    await pages.entryOf(before, true).ready;
    expect((await pages.entryOf(after, true).ready).identity.toString('utf8')).toBe(after);
    expect((await pages.entryOf(before, true).ready).identity.toString('utf8')).toBe(before);
  });

  it('hold at most their byte budget, dropping the least recently used', async () => {
    const probe = await createCachedPages().entryOf(page('a'), true).ready;
    const one = probe.identity.length;
    const pages = createCachedPages({ maxBytes: one * 2 });
    const [a, b, c] = [page('a'), page('b'), page('c')];
    const preparedA = await pages.entryOf(a, true).ready;
    await pages.entryOf(b, true).ready;
    pages.entryOf(a, true); // a used last: b goes first
    await pages.entryOf(c, true).ready;
    expect(pages.size().entries).toBe(2);
    expect(pages.size().bytes).toBeLessThanOrEqual(one * 2);
    expect(pages.entryOf(a, true).page).toBe(preparedA);
    // A page larger than the whole budget is prepared but not kept.
    const small = createCachedPages({ maxBytes: 10 });
    await small.entryOf(a, true).ready;
    expect(small.size()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('a response through the cached pages', () => {
  /** A server answering like Next: the page's string, from the page cache or rendered. */
  async function answer(
    headers: Record<string, string>,
    body: string,
    acceptEncoding?: string,
    method = 'GET',
    pages = createCachedPages({ inlineCss: marked }),
  ) {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      pages.sendPreparedPages(req, res);
      for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
      res.setHeader('content-length', Buffer.byteLength(body));
      // Next ends a HEAD without its text (send-payload.js).
      res.end(req.method === 'HEAD' ? null : body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // node:http rather than fetch, which would decode the body itself.
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      request(
        {
          port,
          host: '127.0.0.1',
          method,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        },
        resolve,
      )
        .on('error', reject)
        .end(),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    server.close();
    return { res, raw: Buffer.concat(chunks), pages };
  }
  const cached = { 'x-nextjs-cache': 'HIT', 'content-type': 'text/html; charset=utf-8' };

  it('sends a cached page prepared, as brotli to a browser', async () => {
    const html = page('x');
    const { res, raw, pages } = await answer(cached, html, 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(raw.length);
    expect(brotliDecompressSync(raw).toString()).toBe(html.replace('<p>', '<p data-inlined>'));
    expect(pages.size().entries).toBe(1);
  });

  it('sends gzip to a client without brotli, and plain bytes to one that asks for neither', async () => {
    const html = page('z');
    const gz = await answer(cached, html, 'gzip;q=1, br;q=0');
    expect(gz.res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw).toString()).toContain('<p data-inlined>');
    const plain = await answer(cached, html);
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(html.replace('<p>', '<p data-inlined>'));
    expect(Number(plain.res.headers['content-length'])).toBe(plain.raw.length);
  });

  it('compresses a page once per encoding asked for, and counts the compressed bytes in its budget', async () => {
    const html = page('w');
    const pages = createCachedPages({ inlineCss: marked });
    const plain = await answer(cached, html, undefined, 'GET', pages);
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    const { bytes: identityOnly } = pages.size();
    const first = await answer(cached, html, 'br', 'GET', pages);
    const prepared = pages.entryOf(html, true).page!;
    expect(prepared.br!.equals(first.raw)).toBe(true);
    expect(prepared.gzip).toBeUndefined();
    expect(pages.size().bytes).toBe(identityOnly + first.raw.length);
    const again = await answer(cached, html, 'br', 'GET', pages);
    expect(pages.entryOf(html, true).page!.br).toBe(prepared.br);
    expect(again.raw.equals(first.raw)).toBe(true);
    const gz = await answer(cached, html, 'gzip', 'GET', pages);
    expect(gunzipSync(gz.raw).toString()).toBe(html.replace('<p>', '<p data-inlined>'));
    expect(pages.size()).toEqual({ entries: 1, bytes: identityOnly + first.raw.length + gz.raw.length });
  });

  it("answers a HEAD without Next's length of the page, which is not the length a GET is sent", async () => {
    const html = page('h');
    for (const encoding of [undefined, 'br']) {
      const { res, raw } = await answer(cached, html, encoding, 'HEAD');
      expect(res.statusCode).toBe(200);
      expect(raw.length).toBe(0);
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe(cached['content-type']);
    }
  });

  it('leaves a page rendered per request alone', async () => {
    const html = page('y');
    const { res, raw, pages } = await answer({ 'content-type': 'text/html' }, html, 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(raw.toString()).toBe(html);
    expect(pages.size().entries).toBe(0);
  });
});
