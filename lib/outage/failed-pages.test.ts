/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFailedPages, selfOrigin } from './failed-pages.mjs';

/** A stand-in for Next's server: /broken fails as a render with the CMS down does; /unavailable is the page. */
function startServer(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/unavailable') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<h1>Briefly unavailable</h1>');
    } else if (req.url === '/fine') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<h1>Fine</h1>');
    } else {
      res.statusCode = 500;
      res.end('Internal Server Error');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a page that cannot be rendered, on a node:http server (next start)', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    answerFailedPages({ log: () => {} });
    server = await startServer();
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is the shop's unavailable page, 503 with Retry-After, for a browser", async () => {
    const res = await fetch(`${origin}/product/never-rendered`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('Briefly unavailable');
  });

  it('is a plain 503 for a client that reads no HTML, and API answers are left alone', async () => {
    const rsc = await fetch(`${origin}/product/never-rendered`, { headers: { rsc: '1' } });
    expect(rsc.status).toBe(503);
    expect(await rsc.text()).toBe('Service Unavailable');
    const api = await fetch(`${origin}/api/v1/anything`);
    expect(api.status).toBe(500);
  });

  it('leaves a good page as it is', async () => {
    const res = await fetch(`${origin}/fine`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>Fine</h1>');
  });

  it('asks itself on loopback, whichever interface it listens on', () => {
    expect(selfOrigin({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(selfOrigin({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(selfOrigin({ address: '::1', family: 'IPv6', port: 80 })).toBe('http://[::1]:80');
    expect(selfOrigin(null)).toBeNull();
  });
});
