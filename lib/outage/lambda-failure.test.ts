/** @jest-environment node */
import { answerFailure, createKeptPages, requestOf } from './lambda-failure.mjs';

const page = async () => ({
  body: Buffer.from('<h1>Briefly unavailable</h1>'),
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
});
const failed = () => ({
  statusCode: 500,
  headers: { 'content-type': 'text/plain' },
  body: new Blob(['Internal Server Error']).stream() as ReadableStream,
  isBase64Encoded: false,
});
const event = (path: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url: `https://shop.example${path}`,
  headers,
});
const text = (body: ReadableStream) => new Response(body).text();
const answered = (statusCode: number, cacheControl: string, html = '<p>page</p>') => ({
  statusCode,
  // As OpenNext gives them: an empty set-cookie when the page sets none.
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl,
    'set-cookie': '',
  } as Record<string, string>,
  body: new Blob([html]).stream() as ReadableStream,
  isBase64Encoded: false,
});

describe("the Lambda host's answer to a page it cannot render", () => {
  it("is the shop's unavailable page, 503 with Retry-After, for a browser", async () => {
    const res = await answerFailure(event('/product/x', { accept: 'text/html' }), failed(), page);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(await text(res.body)).toContain('Briefly unavailable');
  });

  it('is a plain 503 for an RSC fetch, and leaves API failures and good answers alone', async () => {
    const rsc = await answerFailure(event('/product/x?_rsc=1', { accept: '*/*', rsc: '1' }), failed(), page);
    expect(rsc.statusCode).toBe(503);
    expect(await text(rsc.body)).toBe('Service Unavailable');
    const api = await answerFailure(event('/api/v1/product/x'), failed(), page);
    expect(api.statusCode).toBe(500);
    const good = { ...failed(), statusCode: 200 };
    expect(await answerFailure(event('/'), good, page)).toBe(good);
  });

  it("is this instance's last good copy of a page shared by everyone, marked and never stored", async () => {
    const pages = createKeptPages();
    const good = answered(200, 's-maxage=60, stale-while-revalidate=3540', '<h1>Tulsi</h1>');
    const served = await answerFailure(event('/product/tulsi'), good, page, pages);
    expect(served.statusCode).toBe(200);
    expect(await text(served.body)).toBe('<h1>Tulsi</h1>');

    const res = await answerFailure(event('/product/tulsi', { accept: 'text/html' }), failed(), page, pages);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-stale-copy']).toBe('1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(await text(res.body)).toBe('<h1>Tulsi</h1>');
    // An RSC payload is never answered with a document.
    const rsc = await answerFailure(event('/product/tulsi?_rsc=1', { rsc: '1' }), failed(), page, pages);
    expect(rsc.statusCode).toBe(503);
  });

  it('keeps no page that is private, short of s-maxage, set a cookie, or failed', async () => {
    const pages = createKeptPages();
    const answers = {
      '/account': answered(200, 'private, no-cache, no-store'),
      '/cart': answered(200, 'no-store'),
      '/login': {
        ...answered(200, 's-maxage=60'),
        headers: { ...answered(200, 's-maxage=60').headers, 'set-cookie': 'a=1' },
      },
      '/signed-in': {
        ...answered(200, 's-maxage=60'),
        headers: { ...answered(200, 's-maxage=60').headers, 'set-cookie': ['', 'b=2'] },
      },
      '/gone': answered(404, 's-maxage=60'),
    };
    for (const [path, answer] of Object.entries(answers))
      await answerFailure(event(path), answer, page, pages);
    for (const path of Object.keys(answers)) {
      const res = await answerFailure(event(path, { accept: 'text/html' }), failed(), page, pages);
      expect([path, res.statusCode]).toEqual([path, 503]);
    }
  });

  it('reads the path and query from the event', () => {
    expect(requestOf(event('/filter?q=tulsi')).url).toBe('/filter?q=tulsi');
  });
});
