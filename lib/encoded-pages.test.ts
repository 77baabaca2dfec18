/** @jest-environment node */
// The custom server's cache of encoded pages (scripts/lib/); here because jest looks in lib/.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEncodedPages, MIN_CHARS } from '../scripts/lib/encoded-pages.mjs';

const page = (fill: string) => `<!doctype html><p>${fill.repeat(MIN_CHARS)}—…</p>`;

describe('the encoded pages', () => {
  it('encode a page once and send the same bytes after', () => {
    const pages = createEncodedPages();
    const html = page('a');
    const first = pages.bytesOf(html);
    expect(first.equals(Buffer.from(html, 'utf8'))).toBe(true);
    expect(pages.bytesOf(html)).toBe(first);
    // Equal text from another string is the same page.
    expect(pages.bytesOf(html.slice(0, 10) + html.slice(10))).toBe(first);
  });

  it('give a changed page its own bytes', () => {
    const pages = createEncodedPages();
    const before = page('a');
    const after = before.replace('<p>a', '<p>b');
    expect(after.length).toBe(before.length);
    pages.bytesOf(before);
    expect(pages.bytesOf(after).toString('utf8')).toBe(after);
    expect(pages.bytesOf(before).toString('utf8')).toBe(before);
  });

  it('hold at most their byte budget, dropping the least recently used', () => {
    const one = Buffer.byteLength(page('a'));
    const pages = createEncodedPages(one * 2);
    const [a, b, c] = [page('a'), page('b'), page('c')];
    const bytesOfA = pages.bytesOf(a);
    pages.bytesOf(b);
    pages.bytesOf(a); // a used last: b goes first
    pages.bytesOf(c);
    expect(pages.size()).toEqual({ entries: 2, bytes: one * 2 });
    expect(pages.bytesOf(a)).toBe(bytesOfA);
    // A page larger than the whole budget is encoded but not kept.
    const small = createEncodedPages(10);
    small.bytesOf(a);
    expect(small.size()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('a response through the encoded pages', () => {
  /** A server answering like Next: the page's string, from the page cache or rendered. */
  async function answer(headers: Record<string, string>, body: string) {
    const pages = createEncodedPages();
    const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
      pages.sendCachedPagesAsBytes(res);
      for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
      res.setHeader('content-length', Buffer.byteLength(body));
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    const text = await res.text();
    server.close();
    return { text, pages };
  }

  it('sends a cached page whole, and keeps its bytes', async () => {
    const html = page('x');
    const { text, pages } = await answer({ 'x-nextjs-cache': 'HIT', 'content-type': 'text/html' }, html);
    expect(text).toBe(html);
    expect(pages.size().entries).toBe(1);
  });

  it('leaves a page rendered per request alone', async () => {
    const html = page('y');
    const { text, pages } = await answer({ 'content-type': 'text/html' }, html);
    expect(text).toBe(html);
    expect(pages.size().entries).toBe(0);
  });
});
