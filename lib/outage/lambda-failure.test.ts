/** @jest-environment node */
import { answerFailure, requestOf } from './lambda-failure.mjs';

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

  it('reads the path and query from the event', () => {
    expect(requestOf(event('/filter?q=tulsi')).url).toBe('/filter?q=tulsi');
  });
});
