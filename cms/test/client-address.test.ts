import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { clientAddressHeaders } from '@common/client-address';
import { ACCOUNT_LIMITS } from '../src/services/rate-limits';
import { createTestApp, type TestApp } from './support/harness';
import { listening, postFrom } from './support/real-server';

/**
 * Which address the rate limits count, on the real server: the socket's, unless the storefront names the
 * shopper in a header signed with CLIENT_ADDRESS_SECRET. Wrong sign-ins per address are the limit used.
 */
const SECRET = 'client-address-test-secret';
const LIMIT = ACCOUNT_LIMITS.loginFailuresPerAddress.failures;

let t: TestApp;
let server: Awaited<ReturnType<typeof listening>>;
let n = 0;

const wrongLogin = (from: string, headers: Record<string, string> = {}) =>
  postFrom(
    server.port,
    from,
    '/user/login',
    { email: `nobody${(n += 1)}@example.com`, password: 'wrong password' },
    headers,
  );

/** Headers a client writes to pass for someone else: they change on every request. */
const forged = (i: number) => ({
  'X-Forwarded-For': `203.0.113.${i % 250}`,
  'X-Real-IP': `203.0.113.${i % 250}`,
  'x-shop-client-address': `198.51.100.${i % 250}`,
  'x-shop-client-signature':
    i % 2 ? 'f'.repeat(64) : clientAddressHeaders('x', 'not the secret')['x-shop-client-signature']!,
});

before(async () => {
  t = await createTestApp({ CLIENT_ADDRESS_SECRET: SECRET });
  server = await listening(t);
});
after(async () => {
  await server.close();
  await t.close();
});

describe('the client address of rate limits', () => {
  it('counts a client that forges X-Forwarded-For and unsigned addresses as its socket address', async () => {
    for (let i = 0; i < LIMIT; i++) {
      assert.equal((await wrongLogin('127.0.0.2', forged(i))).status, 401, `attempt ${i + 1}`);
    }
    const blocked = await wrongLogin('127.0.0.2', forged(LIMIT));
    assert.equal(blocked.status, 429);
    assert.ok(blocked.headers['retry-after']);
    assert.equal((await wrongLogin('127.0.0.4')).status, 401, 'another socket address is not blocked');
  });

  it('counts each shopper the storefront names in a signed header, all from one socket', async () => {
    const shopperA = clientAddressHeaders('192.0.2.10', SECRET);
    const shopperB = clientAddressHeaders('192.0.2.11', SECRET);
    for (let i = 0; i < LIMIT; i++) {
      assert.equal((await wrongLogin('127.0.0.3', shopperA)).status, 401, `attempt ${i + 1}`);
    }
    assert.equal((await wrongLogin('127.0.0.3', shopperA)).status, 429, 'shopper A is blocked');
    assert.equal((await wrongLogin('127.0.0.3', shopperB)).status, 401, 'shopper B is not');
    assert.equal((await wrongLogin('127.0.0.3')).status, 401, 'nor the storefront itself');
  });
});
