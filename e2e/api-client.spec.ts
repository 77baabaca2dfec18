import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';

/**
 * The tests' API client (e2e/support/test.ts) retries a read whose connection was reset before an answer,
 * as a browser does, and never a write. A local server resets the first connection of each method.
 */
test('the API client retries a read whose connection was reset, and not a write', async ({ request }) => {
  const seen = { GET: 0, POST: 0 };
  const server = http.createServer((req, res) => {
    const method = req.method === 'POST' ? 'POST' : 'GET';
    seen[method] += 1;
    if (seen[method] === 1) {
      req.socket.destroy();
      return;
    }
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const read = await request.get(url);
    expect(await read.text()).toBe('ok');
    expect(seen.GET).toBe(2);
    await expect(request.post(url, { data: {} })).rejects.toThrow(/ECONNRESET|socket hang up/);
    expect(seen.POST).toBe(1);
  } finally {
    server.close();
  }
});
