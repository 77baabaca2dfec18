/**
 * @jest-environment node
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import externalProxy, { RETRY_AFTER_SECONDS, headersToSend } from './opennext-external-proxy.mjs';

describe("the serverless package's proxy to the CMS's image sizes", () => {
  let server: Server;
  let base: string;
  let seen: { method?: string; headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString() });
        res.writeHead(200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000' });
        res.end(Buffer.from([0x52, 0x49, 0x46, 0x46, 0xff]));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
  });

  const event = (overrides: Record<string, unknown> = {}) =>
    ({
      type: 'core',
      method: 'GET',
      rawPath: '/img/384/products/basil.webp',
      url: `${base}/img/384/products/basil.webp`,
      body: Buffer.alloc(0),
      headers: {
        host: 'shop.test',
        accept: 'image/webp',
        cookie: 'session=secret',
        authorization: 'Bearer x',
      },
      query: {},
      cookies: {},
      remoteAddress: '203.0.113.7',
      ...overrides,
    }) as Parameters<typeof externalProxy.proxy>[0];

  it('fetches a GET over http with no body, and gives back the image bytes', async () => {
    const result = await externalProxy.proxy(event());
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('image/webp');
    const bytes = Buffer.from(await new Response(result.body as unknown as ReadableStream).arrayBuffer());
    expect([...bytes]).toEqual([0x52, 0x49, 0x46, 0x46, 0xff]);
    expect(result.isBase64Encoded).toBe(true);
    expect(seen[0]).toMatchObject({ method: 'GET', body: '' });
  });

  it("keeps the shopper's cookies and credentials from the CMS", async () => {
    await externalProxy.proxy(event());
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers['x-forwarded-host']).toBe('shop.test');
  });

  it('answers 503 with Retry-After, never 500, while the CMS cannot be reached', async () => {
    const result = await externalProxy.proxy(
      event({ url: 'http://127.0.0.1:1/img/384/products/basil.webp' }),
    );
    expect(result.statusCode).toBe(503);
    expect(result.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(result.headers['cache-control']).toBe('no-store');
  });

  it('names the headers it passes on', () => {
    expect(
      headersToSend({ Host: 'a', Cookie: 'c', 'X-Amz-Date': 'd', Accept: ['x', 'y'], 'content-length': '3' }),
    ).toEqual({ accept: 'x, y' });
  });
});
