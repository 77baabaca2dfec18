import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { loginResponse } from '@common/contract';
import { sessions, users } from '../src/db/schema';
import { ACCOUNT_MSG } from '@common/messages';
import { hashPassword } from '../src/services/passwords';
import { hashToken } from '../src/services/sessions';
import { accountsSuite, type AccountsTestApp } from './support/accounts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const WRONG = { status: false, message: 'Invalid email or password' };

describe('sign-in: POST /user/login and /user/logout', () => {
  let t: AccountsTestApp;
  accountsSuite((app) => (t = app));

  const login = (email: string, password: string, headers?: Record<string, string>) =>
    t.call('POST', '/user/login', { body: { email, password }, headers });

  it('signs in with the right password and returns the user and a working token', async () => {
    const u = await t.signUp();
    const res = await login(u.email, u.password);
    assert.equal(res.status, 200);
    const parsed = loginResponse.parse(res.body);
    assert.equal(parsed.message, ACCOUNT_MSG.loggedIn);
    assert.deepEqual(parsed.data.user, { id: u.id, name: u.name, email: u.email, stripe_cus_id: null });
    assert.match(parsed.data.access_token, /^[A-Za-z0-9_-]{43}$/, '256 random bits, base64url');

    const profile = await t.call('GET', `/user/get/${u.id}`, { token: parsed.data.access_token });
    assert.equal(profile.status, 200);
  });

  it('stores only a hash of the token, valid for 30 days', async () => {
    const u = await t.signUp();
    const token = await t.signIn(u.email, u.password);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.tokenHash, hashToken(token));
    assert.notEqual(rows[0]?.tokenHash, token);
    assert.equal(rows[0]?.expiresAt.getTime(), t.clock.now().getTime() + 30 * 24 * 60 * MINUTE);

    t.advance(30 * 24 * 60 * MINUTE - SECOND);
    assert.equal((await t.call('GET', `/user/get/${u.id}`, { token })).status, 200);
    t.advance(2 * SECOND);
    const expired = await t.call('GET', `/user/get/${u.id}`, { token });
    assert.equal(expired.status, 401);
  });

  it('treats the email case-insensitively', async () => {
    const u = await t.signUp();
    const res = await login(`  ${u.email.toUpperCase()}  `, u.password);
    assert.equal(res.status, 200);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const u = await t.signUp();
    const wrong = await login(u.email, `${u.password}x`);
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, WRONG);
    const unknown = await login('nobody@example.com', u.password);
    assert.equal(unknown.status, 401);
    assert.deepEqual(unknown.body, WRONG);
  });

  it('does not accept the password in another letter case', async () => {
    const u = await t.signUp({ password: 'Correct Horse 1', confirm_password: 'Correct Horse 1' });
    assert.equal((await login(u.email, 'correct horse 1')).status, 401);
  });

  it('answers 422 for a missing field and 400 for bad JSON', async () => {
    const missing = await t.call('POST', '/user/login', { body: { email: 'a@example.com' } });
    assert.equal(missing.status, 422);
    assert.equal((missing.body.errors as Record<string, string>).password, 'password is required');
    const empty = await t.call('POST', '/user/login', { body: { email: '', password: 'x' } });
    assert.equal(empty.status, 422);
    assert.equal((empty.body.errors as Record<string, string>).email, 'Email is required');
    const bad = await t.call('POST', '/user/login', { body: 'not json' });
    assert.equal(bad.status, 400);
  });

  describe('rate limits', () => {
    it('blocks an email for 5 minutes after 5 wrong passwords in 15 minutes, then lets the customer in', async () => {
      const u = await t.signUp();
      for (let i = 0; i < 5; i++) {
        assert.equal((await login(u.email, 'wrong password')).status, 401, `try ${i + 1}`);
        t.advance(MINUTE);
      }
      const blocked = await login(u.email, u.password);
      assert.equal(blocked.status, 429, 'even the right password waits out the block');
      assert.equal(blocked.body.status, false);
      assert.equal(blocked.headers.get('Retry-After'), String(5 * 60 - 60));
      assert.equal(blocked.body.message, 'Too many sign-in attempts. Please try again in 4 minutes.');

      // Tries during the block do not make it longer.
      assert.equal((await login(u.email, 'wrong password')).status, 429);
      t.advance(4 * MINUTE + SECOND);
      const res = await login(u.email, u.password);
      assert.equal(res.status, 200);
    });

    it('blocks only that email, and counts unknown emails the same', async () => {
      const u = await t.signUp();
      const other = await t.signUp();
      for (let i = 0; i < 5; i++) await login(u.email, 'wrong password');
      assert.equal((await login(u.email, u.password)).status, 429);
      assert.equal((await login(other.email, other.password)).status, 200);

      for (let i = 0; i < 5; i++) assert.equal((await login('ghost@example.com', 'whatever1')).status, 401);
      assert.equal((await login('ghost@example.com', 'whatever1')).status, 429);
    });

    it('starts counting again after a successful sign-in', async () => {
      const u = await t.signUp();
      for (let i = 0; i < 4; i++) await login(u.email, 'wrong password');
      assert.equal((await login(u.email, u.password)).status, 200);
      for (let i = 0; i < 4; i++) assert.equal((await login(u.email, 'wrong password')).status, 401);
      assert.equal((await login(u.email, u.password)).status, 200);
    });

    it('forgets failures older than 15 minutes', async () => {
      const u = await t.signUp();
      for (let i = 0; i < 4; i++) await login(u.email, 'wrong password');
      t.advance(15 * MINUTE + SECOND);
      for (let i = 0; i < 4; i++) assert.equal((await login(u.email, 'wrong password')).status, 401);
      assert.equal((await login(u.email, u.password)).status, 200);
    });

    it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
      const u = await t.signUp();
      for (let i = 0; i < 50; i++) {
        const res = await login(`guess${i}@example.com`, 'wrong password', {
          'X-Forwarded-For': `10.0.0.${i}`,
        });
        assert.equal(res.status, 401);
      }
      const blocked = await login(u.email, u.password, { 'X-Forwarded-For': '10.0.1.1' });
      assert.equal(blocked.status, 429, 'all 50 came from the same (socket) address');
    });
  });

  it('re-hashes a password stored with weaker parameters at the next sign-in', async () => {
    const u = await t.signUp();
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(u.password, 6) })
      .where(eq(users.id, u.id));
    assert.equal((await login(u.email, u.password)).status, 200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    assert.match(row?.passwordHash ?? '', /^scrypt\$1024\$8\$1\$/);
    assert.equal((await login(u.email, u.password)).status, 200);
  });

  describe('logout', () => {
    it('revokes the token at once', async () => {
      const u = await t.signUp();
      const token = await t.signIn(u.email, u.password);
      const other = await t.signIn(u.email, u.password);
      const res = await t.call('POST', '/user/logout', { token });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { status: true });

      const after = await t.call('GET', `/user/get/${u.id}`, { token });
      assert.equal(after.status, 401);
      assert.equal(after.body.status, false);
      assert.equal((await t.call('POST', '/user/logout', { token })).status, 401);
      assert.equal(
        (await t.call('GET', `/user/get/${u.id}`, { token: other })).status,
        200,
        'other sessions stay',
      );
    });

    it('answers 401 without a token or with an unknown one', async () => {
      const none = await t.call('POST', '/user/logout');
      assert.equal(none.status, 401);
      assert.deepEqual(none.body, { status: false, message: 'Please sign in to continue' });
      const unknown = await t.call('POST', '/user/logout', { token: 'not-a-token' });
      assert.equal(unknown.status, 401);
    });
  });
});
