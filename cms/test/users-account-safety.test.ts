import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { clientAddressHeaders } from '@common/client-address';
import { ACCOUNT_SAFETY_MSG } from '@common/messages';
import { createApp } from '../src/app';
import { users, verificationCodes } from '../src/db/schema';
import { isCommonPassword } from '../src/services/common-passwords';
import { ACCOUNT_LIMITS, LOGIN_SLOWDOWN, loginPauseMs } from '../src/services/rate-limits';
import { callApp } from './support/harness';
import { accountsSuite, signupBody, type AccountsTestApp } from './support/accounts';

const SECRET = 'account-safety-secret';
const DAY = 24 * 60 * 60 * 1000;

describe('account safety (issue 26)', () => {
  let t: AccountsTestApp;
  accountsSuite((app) => (t = app), { CLIENT_ADDRESS_SECRET: SECRET });
  const from = (ip: string) => clientAddressHeaders(ip, SECRET);

  async function signedIn() {
    const u = await t.signUp();
    return { ...u, token: await t.signIn(u.email, u.password) };
  }
  const profileForm = (email: string, current_password?: string) => ({
    name: 'Asha Tamang',
    email,
    phone_no: '7185550199',
    dateofbirth: '1990-04-15',
    address: '12 Garden Lane, Queens, NY',
    ...(current_password === undefined ? {} : { current_password }),
  });

  describe('email change needs the password, a code from the new address, and tells the old one', () => {
    it('refuses a new email without the current password, or with a wrong one', async () => {
      const u = await signedIn();
      const none = await t.call('POST', '/user/update', {
        token: u.token,
        body: profileForm('n1@example.com'),
      });
      assert.equal(none.status, 422);
      assert.deepEqual(none.body.errors, { current_password: ACCOUNT_SAFETY_MSG.currentPasswordRequired });
      const wrong = await t.call('POST', '/user/update', {
        token: u.token,
        body: profileForm('n1@example.com', 'not the password'),
      });
      assert.equal(wrong.status, 422);
      assert.deepEqual(wrong.body.errors, { current_password: ACCOUNT_SAFETY_MSG.currentPasswordWrong });
      assert.equal(t.mailer.last('n1@example.com'), undefined, 'no code without the password');
    });

    it('changes the email only with the code sent to the new address; the old address is told twice', async () => {
      const u = await signedIn();
      const start = await t.call('POST', '/user/update', {
        token: u.token,
        body: profileForm('New.Home@Example.com', u.password),
      });
      assert.equal(start.status, 200);
      const told = t.mailer.last(u.email);
      assert.match(told?.subject ?? '', /change of your .* email address was requested/);
      assert.match(told?.text ?? '', /new\.home@example\.com/);
      const code = t.lastCode('new.home@example.com');

      const wrong = await t.call('POST', '/user/update/confirm-email', {
        token: u.token,
        body: { verification_code: code === '0000' ? '0001' : '0000' },
      });
      assert.equal(wrong.status, 422);
      const [before] = await t.database.db.select().from(users).where(eq(users.id, u.id));
      assert.equal(before?.email, u.email);

      const done = await t.call('POST', '/user/update/confirm-email', {
        token: u.token,
        body: { verification_code: code },
      });
      assert.equal(done.status, 200, JSON.stringify(done.body));
      assert.equal((done.body.data as { user: { email: string } }).user.email, 'new.home@example.com');
      assert.match(t.mailer.last(u.email)?.subject ?? '', /email address was changed/);
      await t.signIn('new.home@example.com', u.password);
      const again = await t.call('POST', '/user/update/confirm-email', {
        token: u.token,
        body: { verification_code: code },
      });
      assert.equal(again.status, 409, 'nothing left to confirm');
    });

    it('a squatted address: the code is never sent, so the owner can still sign up', async () => {
      const squatter = await signedIn();
      await t.call('POST', '/user/update', {
        token: squatter.token,
        body: profileForm('victim@example.com', squatter.password),
      });
      t.advance(31 * 1000);
      const owner = await t.signUp({ email: 'victim@example.com' });
      assert.ok(owner.id);
    });
  });

  describe('lookups of registered emails are limited per client before they answer', () => {
    it('POST /user/register with a taken email counts as a wrong try and is refused once the address is blocked', async () => {
      const u = await t.signUp();
      const body = { ...signupBody({ email: u.email }), verification_code: '1234' };
      const { failures } = ACCOUNT_LIMITS.codeFailuresPerAddress;
      for (let i = 0; i < failures; i++) {
        const res = await t.call('POST', '/user/register', { body, headers: from('198.51.100.40') });
        assert.equal(res.status, 409, `try ${i + 1}`);
      }
      const blocked = await t.call('POST', '/user/register', { body, headers: from('198.51.100.40') });
      assert.equal(blocked.status, 429, 'no answer about the email once the address is blocked');
    });
  });

  describe('wrong passwords: per account and client; globally only slowed down', () => {
    const login = (email: string, password: string, ip: string) =>
      t.call('POST', '/user/login', { body: { email, password }, headers: from(ip) });

    it("a stranger's failures never stop the customer signing in from their own address", async () => {
      const u = await t.signUp();
      for (let i = 0; i < 5; i++) await login(u.email, 'wrong password', '203.0.113.66');
      assert.equal((await login(u.email, u.password, '203.0.113.66')).status, 429, 'the stranger is blocked');
      assert.equal((await login(u.email, u.password, '198.51.100.9')).status, 200, 'the customer is not');
    });

    it('many failures from many addresses slow the account down, never lock it, and mail the customer', async () => {
      const u = await t.signUp();
      const waits: number[] = [];
      const app = createApp({
        db: t.database.db,
        config: t.config,
        mailer: t.mailer,
        now: t.clock.now,
        pause: async (ms) => {
          waits.push(ms);
        },
      });
      const call = (password: string, ip: string) =>
        callApp(app, 'POST', '/user/login', { body: { email: u.email, password }, headers: from(ip) });
      for (let i = 0; i < LOGIN_SLOWDOWN.noticeAtFailures; i++) {
        assert.equal((await call('wrong password', `203.0.113.${i + 1}`)).status, 401);
      }
      assert.ok(waits.length > 0 && waits.every((w) => w > 0), 'later attempts were slowed down');
      assert.match(t.mailer.last(u.email)?.subject ?? '', /Many failed sign-ins/);
      const right = await call(u.password, '198.51.100.9');
      assert.equal(right.status, 200, 'not locked');
      assert.equal(waits.at(-1), loginPauseMs(LOGIN_SLOWDOWN.noticeAtFailures));
    });

    it('the pause grows with the failures and is capped', () => {
      assert.equal(loginPauseMs(LOGIN_SLOWDOWN.afterFailures - 1), 0);
      assert.ok(loginPauseMs(LOGIN_SLOWDOWN.afterFailures) > 0);
      assert.equal(loginPauseMs(10_000), LOGIN_SLOWDOWN.maxMs);
    });
  });

  describe('wrong codes are capped per account, across codes and addresses', () => {
    it('the cap keeps 30 days of guessing at ≤ 2% success', () => {
      const { failures, seconds, blockSeconds } = ACCOUNT_LIMITS.codeFailuresPerAccount;
      assert.ok(seconds >= 30 * 24 * 60 * 60 && blockSeconds >= 30 * 24 * 60 * 60);
      const guessesIn30Days = 2 * failures - 1 + 1;
      assert.ok(guessesIn30Days / (10_000 - 4) <= 0.02);
    });

    it('refuses codes for the account once the cap is reached, from any address, and mails the customer', async () => {
      const u = await t.signUp();
      const { failures } = ACCOUNT_LIMITS.codeFailuresPerAccount;
      for (let i = 0; i < failures; i++) {
        // A fresh address and a fresh code every 5 guesses: neither limit of the old design stops this.
        const ip = `10.${Math.floor(i / 5)}.0.1`;
        if (i % 5 === 0) {
          t.advance(61 * 60 * 1000);
          assert.equal(
            (
              await t.call('POST', '/user/sendVerificationCode', {
                body: { email: u.email },
                headers: from(ip),
              })
            ).status,
            200,
          );
        }
        const guess = await t.call('POST', '/user/checkVerificationCode', {
          body: { email: u.email, verification_code: t.lastCode(u.email) === '9999' ? '9998' : '9999' },
          headers: from(ip),
        });
        assert.equal(guess.status, 422, `guess ${i + 1}`);
      }
      assert.match(t.mailer.last(u.email)?.subject ?? '', /Codes for your .* account are paused/);
      t.advance(61 * 60 * 1000);
      await t.call('POST', '/user/sendVerificationCode', {
        body: { email: u.email },
        headers: from('10.99.0.1'),
      });
      const right = await t.call('POST', '/user/checkVerificationCode', {
        body: { email: u.email, verification_code: t.lastCode(u.email) },
        headers: from('10.99.0.1'),
      });
      assert.equal(right.status, 429, 'even the right code waits while the account is capped');
      t.advance(31 * DAY);
      await t.call('POST', '/user/sendVerificationCode', {
        body: { email: u.email },
        headers: from('10.99.0.2'),
      });
      const later = await t.call('POST', '/user/checkVerificationCode', {
        body: { email: u.email, verification_code: t.lastCode(u.email) },
        headers: from('10.99.0.2'),
      });
      assert.equal(later.status, 200);
    });
  });

  describe('common passwords are refused with a field message', () => {
    it('knows 12345678 and password1, in any letter case', () => {
      assert.ok(isCommonPassword('12345678'));
      assert.ok(isCommonPassword('PassWord1'));
      assert.ok(!isCommonPassword('kq7!vz2m lantern'));
    });

    it('at signup and at password reset', async () => {
      const weak = signupBody({ password: '12345678', confirm_password: '12345678' });
      const signup = await t.call('POST', '/user/register/send-verifycode', { body: weak });
      assert.equal(signup.status, 422);
      assert.deepEqual(signup.body.errors, { password: ACCOUNT_SAFETY_MSG.commonPassword });

      const u = await t.signUp();
      await t.call('POST', '/user/sendVerificationCode', { body: { email: u.email } });
      const reset = await t.call('POST', '/user/forgotPassword/changepassword', {
        body: {
          email: u.email,
          newpassword: 'iloveyou1',
          confirmpassword: 'iloveyou1',
          verification_code: t.lastCode(u.email),
        },
      });
      assert.equal(reset.status, 422);
      assert.deepEqual(reset.body.errors, { newpassword: ACCOUNT_SAFETY_MSG.commonPassword });
    });
  });

  describe('the reset request takes the same path for known and unknown emails', () => {
    it('stores a code either way, and answers the same', async () => {
      const u = await t.signUp();
      const known = await t.call('POST', '/user/sendVerificationCode', { body: { email: u.email } });
      const unknown = await t.call('POST', '/user/sendVerificationCode', {
        body: { email: 'ghost@example.com' },
      });
      assert.deepEqual(known.body, unknown.body);
      const rows = async (email: string) =>
        (
          await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.email, email))
        ).filter((r) => r.purpose === 'reset').length;
      assert.equal(await rows(u.email), 1);
      assert.equal(await rows('ghost@example.com'), 1);
      assert.equal(t.mailer.last('ghost@example.com'), undefined, 'nothing is mailed to an unknown email');
    });
  });
});
