// One virtual shopper's HTTP client: its own keep-alive connections, bound to its own loopback address
// (127.x.y.z), so the shop sees each shopper as a separate client address, as it would on the internet
// (the storefront and the CMS take the socket's address when TRUST_PROXY_HOPS is 0:
// common/forwarded-address.mjs). node:http does this with `localAddress` alone; no dependency needed.
import http from 'node:http';

/** The loopback address of shopper `n` (0-based): 127.10.0.1, 127.10.0.2, … skipping .0 and .255. */
export function shopperAddress(n, block = 10) {
  const host = (n % 254) + 1;
  const third = Math.floor(n / 254);
  if (third > 255) throw new Error(`too many shoppers for one loopback block: ${n}`);
  return `127.${block}.${third}.${host}`;
}

/**
 * What went wrong with a request, as the report counts it: `http-5xx`, `http-4xx` (with the status),
 * `timeout`, `reset` (the connection dropped), `refused`, or `other`.
 */
export function errorKind({ status, error }) {
  if (error) {
    const code = error.code ?? '';
    if (code === 'ETIMEDOUT' || error.name === 'TimeoutError') return 'timeout';
    if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') return 'reset';
    if (code === 'ECONNREFUSED') return 'refused';
    return `other (${code || error.message.slice(0, 40)})`;
  }
  if (status >= 500) return `http-${status}`;
  if (status >= 400) return `http-${status}`;
  return null;
}

/**
 * A client bound to `localAddress`. `request(method, url, { json, headers })` resolves with
 * `{ status, body (string), json (parsed when it is JSON), ms, error }`; it never throws.
 */
export function virtualClient(localAddress, { timeoutMs = 30_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress });
  let cookie = '';
  function request(method, url, { json, headers = {} } = {}) {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const start = performance.now();
    return new Promise((resolve) => {
      const done = (r) => resolve({ ms: performance.now() - start, ...r });
      const req = http.request(
        url,
        {
          method,
          agent,
          localAddress,
          headers: {
            accept: 'text/html,application/json',
            ...(body
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
              : {}),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('error', (error) => done({ status: 0, body: '', error }));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const set = res.headers['set-cookie'];
            if (set) cookie = set.map((c) => c.split(';')[0]).join('; ');
            let parsed = null;
            if ((res.headers['content-type'] ?? '').includes('json')) {
              try {
                parsed = JSON.parse(text);
              } catch {
                parsed = null;
              }
            }
            done({ status: res.statusCode ?? 0, body: text, json: parsed, error: null });
          });
        },
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      req.on('error', (error) => done({ status: 0, body: '', json: null, error }));
      req.end(body);
    });
  }
  return { localAddress, request, close: () => agent.destroy() };
}
