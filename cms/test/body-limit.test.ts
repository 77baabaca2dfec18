import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import { failureSchema } from '@common/contract';
import { contactMessages } from '../src/db/schema';
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
