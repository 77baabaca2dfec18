import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { clientAddressHeaders } from '@common/client-address';
import { accountsSuite, signupBody, type AccountsTestApp } from './support/accounts';

const SECRET = 'address-limits-secret';

/** Limits per client address, named by the storefront's signed header so tests can vary the address. */
describe('rate limits per client address', () => {
  let t: AccountsTestApp;
  accountsSuite((app) => (t = app), { CLIENT_ADDRESS_SECRET: SECRET });

  // A rotating X-Forwarded-For next to the signed address changes nothing.
  let spoof = 0;
  const from = (ip: string) => ({
    ...clientAddressHeaders(ip, SECRET),
    'X-Forwarded-For': `10.9.9.${(spoof += 1) % 250}`,
  });

  it('blocks sign-in from an address for 15 minutes after 50 wrong passwords across emails', async () => {
    const u = await t.signUp();
    const login = (email: string, password: string, ip: string) =>
      t.call('POST', '/user/login', { body: { email, password }, headers: from(ip) });
    for (let i = 0; i < 50; i++) {
      assert.equal((await login(`guess${i}@example.com`, 'wrong password', '198.51.100.7')).status, 401);
    }
    const blocked = await login(u.email, u.password, '198.51.100.7');
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers.get('Retry-After'), String(15 * 60));
    assert.equal(blocked.body.message, 'Too many sign-in attempts. Please try again in 15 minutes.');
    assert.equal((await login(u.email, u.password, '198.51.100.8')).status, 200, 'another address is not');
  });

  it('allows 20 code requests an hour from an address', async () => {
    const send = (ip: string) =>
      t.call('POST', '/user/register/send-verifycode', { body: signupBody(), headers: from(ip) });
    for (let i = 0; i < 20; i++) assert.equal((await send('198.51.100.20')).status, 200, `send ${i + 1}`);
    const blocked = await send('198.51.100.20');
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers.get('Retry-After'), String(60 * 60));
    assert.equal((await send('198.51.100.21')).status, 200);
  });

  it('counts reset-code requests against the same address budget, known email or not', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await t.call('POST', '/user/sendVerificationCode', {
        body: { email: `someone${i}@example.com` },
        headers: from('198.51.100.30'),
      });
      assert.equal(res.status, 200);
    }
    const blocked = await t.call('POST', '/user/sendVerificationCode', {
      body: { email: 'someone-else@example.com' },
      headers: from('198.51.100.30'),
    });
    assert.equal(blocked.status, 429);
    assert.ok(blocked.headers.get('Retry-After'));
  });

  it('blocks code checks from an address after 30 wrong codes across emails', async () => {
    const check = (email: string, ip: string) =>
      t.call('POST', '/user/checkVerificationCode', {
        body: { email, verification_code: '1234' },
        headers: from(ip),
      });
    for (let i = 0; i < 30; i++)
      assert.equal((await check(`x${i}@example.com`, '198.51.100.40')).status, 422);
    const blocked = await check('x@example.com', '198.51.100.40');
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers.get('Retry-After'), String(15 * 60));
    assert.equal(blocked.body.message, 'Too many wrong codes. Please try again in 15 minutes.');
    assert.equal((await check('x@example.com', '198.51.100.41')).status, 422);

    t.advance(15 * 60 * 1000 + 1000);
    assert.equal((await check('x@example.com', '198.51.100.40')).status, 422, 'the block ends');
  });
});
