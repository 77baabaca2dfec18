import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import { failureSchema } from '@common/contract';
import { contactMessages } from '../src/db/schema';
import { limitBody } from '../src/lib/body-limit';
import { createTestApp, type TestApp } from './support/harness';
import { listening } from './support/real-server';

/**
 * A body over the limit on the real server: the client must read the 413 envelope, not lose the connection
 * (UND_ERR_SOCKET / EPIPE) because the server answered and closed while the body was still being sent.
 */
let t: TestApp;
let server: Awaited<ReturnType<typeof listening>>;

before(async () => {
  t = await createTestApp();
  server = await listening(t);
});
after(async () => {
  await server.close();
  await t.close();
});

describe('a request body over 100 KB on the real server', () => {
  it('answers every one of 20 clients in a row with the 413 envelope', async () => {
    const body = JSON.stringify({ name: 'Asha', email: 'asha@example.com', message: 'x'.repeat(300 * 1024) });
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/contactMessage/store`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      assert.equal(res.status, 413, `request ${i + 1}`);
      const envelope = failureSchema.parse(await res.json());
      assert.equal(envelope.message, 'The request body is larger than 100 KB');
    }
    const [row] = await t.database.db.select({ n: count() }).from(contactMessages);
    assert.equal(row?.n, 0, 'nothing stored');
  });
});

/**
 * The middleware leaves a body of a small declared length unread, so on Node the handler reads it straight
 * from the socket; touching `body` first wraps it in a web stream and a full Request (issue #42's profile).
 */
describe('limitBody with a declared length', () => {
  const app = new Hono();
  app.use(limitBody(100, 1000, (c) => c.json({ status: false }, 413)));
  app.post('/echo', async (c) => c.text(await c.req.text()));

  /** A request that counts how often something reads its `body` before the handler's `text()`. */
  function countingRequest(body: string) {
    const request = new Request('http://cms.test/echo', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    const reads = { body: 0 };
    // The getter sits on undici's Request, below @hono/node-server's subclass when its server replaced the
    // global Request (as `listening` above does).
    let bodyOf: (() => unknown) | undefined;
    for (let p: object | null = request; p && !bodyOf; p = Object.getPrototypeOf(p) as object | null) {
      bodyOf = Object.getOwnPropertyDescriptor(p, 'body')?.get;
    }
    Object.defineProperty(request, 'body', {
      get() {
        reads.body++;
        return bodyOf?.call(request) as unknown;
      },
    });
    return { request, reads };
  }

  it('passes a small body on without reading it', async () => {
    const { request, reads } = countingRequest('hello');
    const res = await app.request(request);
    assert.equal(res.status, 200);
    assert.equal(await res.text(), 'hello');
    assert.equal(reads.body, 0);
  });

  it('still refuses a declared length over the limit', async () => {
    const { request } = countingRequest('x'.repeat(500));
    const res = await app.request(request);
    assert.equal(res.status, 413);
  });
});
