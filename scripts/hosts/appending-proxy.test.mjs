import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { appendedForwardedFor, startAppendingProxy } from './appending-proxy.mjs';
import { freePort } from '../lib/stack.mjs';

test('appends the address to what the client sent, as nginx does', () => {
  assert.equal(appendedForwardedFor(undefined, '127.0.0.1'), '127.0.0.1');
  assert.equal(appendedForwardedFor('198.51.100.7', '127.0.0.1'), '198.51.100.7, 127.0.0.1');
  assert.equal(appendedForwardedFor(['a', 'b'], '127.0.0.1'), 'a, b, 127.0.0.1');
});

test('passes requests through with the socket address appended, and the answer back', async () => {
  const upstream = createServer((req, res) => {
    res.writeHead(201, { 'x-seen': String(req.headers['x-forwarded-for']) });
    res.end(`${req.method} ${req.url}`);
  });
  const upstreamPort = await freePort();
  await new Promise((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  const proxy = await startAppendingProxy({
    port: await freePort(),
    target: `http://127.0.0.1:${upstreamPort}`,
  });
  try {
    const res = await fetch(`${proxy.url}/product/x?y=1`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.7' },
      body: 'hi',
    });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get('x-seen'), '198.51.100.7, 127.0.0.1');
    assert.equal(await res.text(), 'POST /product/x?y=1');
  } finally {
    await proxy.close();
    upstream.close();
  }
});
