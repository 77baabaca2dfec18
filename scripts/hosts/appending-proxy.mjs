// @ts-check
// A reverse proxy in front of a storefront, as nginx's `proxy_add_x_forwarded_for` is: it appends the address
// it got the request from to X-Forwarded-For and passes everything else through unchanged. The `next start`
// host of the hosts tests (playwright.hosts.config.ts) runs behind it with TRUST_PROXY_HOPS=1, as a platform
// server does behind its load balancer.
import { createServer, request as forward } from 'node:http';

/**
 * X-Forwarded-For with `address` appended (a header sent twice is joined first, as proxies do).
 *
 * @param {string | string[] | undefined} given
 * @param {string} address
 */
export function appendedForwardedFor(given, address) {
  const before = [given ?? []].flat().join(', ').trim();
  return before ? `${before}, ${address}` : address;
}

/**
 * Starts the proxy on `port` (loopback), passing requests to `target` (http://host:port).
 *
 * @param {{ port: number, target: string }} opts
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startAppendingProxy({ port, target }) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const address = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
    const headers = {
      ...req.headers,
      'x-forwarded-for': appendedForwardedFor(req.headers['x-forwarded-for'], address),
    };
    const out = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    req.pipe(out);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
