import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_MSG } from '@common/messages';
import { accountsSuite, type AccountsTestApp } from './support/accounts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const WRONG_CODE = {
  status: false,
  message: ACCOUNT_MSG.codeInvalid,
  errors: { verification_code: ACCOUNT_MSG.codeInvalid },
};

describe('password reset: sendVerificationCode, checkVerificationCode, forgotPassword/changepassword', () => {
  let t: AccountsTestApp;
  accountsSuite((app) => (t = app));

  const send = (email: string) => t.call('POST', '/user/sendVerificationCode', { body: { email } });
  const check = (email: string, code: string) =>
    t.call('POST', '/user/checkVerificationCode', { body: { email, verification_code: code } });
  const change = (email: string, code: string, password: string, confirm = password) =>
    t.call('POST', '/user/forgotPassword/changepassword', {
      body: { email, newpassword: password, confirmpassword: confirm, verification_code: code },
    });
  const otherThan = (code: string) => (code === '0000' ? '1111' : '0000');
  const NEW_PASSWORD = 'a brand new secret';

  it('emails a code to a known email, and the code checks out', async () => {
    const u = await t.signUp();
    const before = t.mailer.sent.length;
    const res = await send(u.email);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: true, message: ACCOUNT_MSG.resetCodeSent });
    assert.equal(t.mailer.sent.length, before + 1);
    const mail = t.mailer.last(u.email);
    assert.match(mail?.subject ?? '', /password reset code/);
    assert.ok(mail?.html?.includes(t.lastCode(u.email)));

    const ok = await check(u.email, t.lastCode(u.email));
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body, { status: true });
  });

  it('answers an unknown email exactly as a known one, and sends it nothing', async () => {
    const u = await t.signUp();
    const known = await send(u.email);
    const before = t.mailer.sent.length;
    const unknown = await send('nobody@example.com');
    assert.equal(unknown.status, known.status);
    assert.deepEqual(unknown.body, known.body);
    assert.equal(t.mailer.sent.length, before);
    assert.equal(t.mailer.last('nobody@example.com'), undefined);

    // Checking a code for it looks like a wrong code, too.
    assert.deepEqual((await check('nobody@example.com', '1234')).body, WRONG_CODE);
  });

  it('rate-limits unknown emails like known ones', async () => {
    const u = await t.signUp();
    await t.restart();
    for (const email of [u.email, 'nobody@example.com']) {
      assert.equal((await send(email)).status, 200);
      const again = await send(email);
      assert.equal(again.status, 429, email);
      assert.equal(again.headers.get('Retry-After'), '30');
    }
  });

  it('answers a wrong code with 422', async () => {
    const u = await t.signUp();
    await send(u.email);
    const res = await check(u.email, otherThan(t.lastCode(u.email)));
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, WRONG_CODE);
  });

  it('changes the password, ends every session, and only the new password works', async () => {
    const u = await t.signUp();
    const oldToken = await t.signIn(u.email, u.password);
    await send(u.email);
    const code = t.lastCode(u.email);
    assert.equal((await check(u.email, code)).status, 200);

    const res = await change(u.email, code, NEW_PASSWORD);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: true, message: ACCOUNT_MSG.passwordChanged });

    assert.equal((await t.call('GET', `/user/get/${u.id}`, { token: oldToken })).status, 401);
    const oldPassword = await t.call('POST', '/user/login', {
      body: { email: u.email, password: u.password },
    });
    assert.equal(oldPassword.status, 401);
    const token = await t.signIn(u.email, NEW_PASSWORD);
    assert.equal((await t.call('GET', `/user/get/${u.id}`, { token })).status, 200);
  });

  it('uses the code up: a second change with it fails', async () => {
    const u = await t.signUp();
    await send(u.email);
    const code = t.lastCode(u.email);
    assert.equal((await change(u.email, code, NEW_PASSWORD)).status, 200);
    const again = await change(u.email, code, 'yet another secret');
    assert.equal(again.status, 422);
    assert.deepEqual(again.body, WRONG_CODE);
    assert.equal((await check(u.email, code)).status, 422);
    await t.signIn(u.email, NEW_PASSWORD);
  });

  it('refuses a change with a wrong code and keeps the password', async () => {
    const u = await t.signUp();
    const token = await t.signIn(u.email, u.password);
    await send(u.email);
    const res = await change(u.email, otherThan(t.lastCode(u.email)), NEW_PASSWORD);
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, WRONG_CODE);
    await t.signIn(u.email, u.password);
    assert.equal((await t.call('GET', `/user/get/${u.id}`, { token })).status, 200, 'sessions stay');
  });

  it("refuses another email's code", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await send(a.email);
    const res = await change(b.email, t.lastCode(a.email), NEW_PASSWORD);
    assert.equal(res.status, 422);
    await t.signIn(b.email, b.password);
  });

  it('refuses a signup code as a reset code', async () => {
    const email = 'newcomer@example.com';
    const sent = await t.call('POST', '/user/register/send-verifycode', {
      body: {
        name: 'New Comer',
        email,
        password: 'pass word 1',
        confirm_password: 'pass word 1',
        phone_no: '6465550100',
      },
    });
    assert.equal(sent.status, 200);
    assert.deepEqual((await check(email, t.lastCode(email))).body, WRONG_CODE);
  });

  it('lets the code expire after 10 minutes', async () => {
    const u = await t.signUp();
    await send(u.email);
    const code = t.lastCode(u.email);
    t.advance(10 * MINUTE + SECOND);
    assert.deepEqual((await check(u.email, code)).body, WRONG_CODE);
    assert.equal((await change(u.email, code, NEW_PASSWORD)).status, 422);
    await t.signIn(u.email, u.password);
  });

  it('voids the code on the 5th wrong try: the right code fails after that', async () => {
    const u = await t.signUp();
    await send(u.email);
    const code = t.lastCode(u.email);
    for (let i = 0; i < 4; i++) assert.equal((await check(u.email, otherThan(code))).status, 422);
    assert.equal((await change(u.email, otherThan(code), NEW_PASSWORD)).status, 422, 'the 5th wrong try');
    assert.equal((await check(u.email, code)).status, 422);
    assert.equal((await change(u.email, code, NEW_PASSWORD)).status, 422);

    // A new code works again.
    t.advance(31 * SECOND);
    await send(u.email);
    assert.equal((await change(u.email, t.lastCode(u.email), NEW_PASSWORD)).status, 200);
  });

  it('matches the email case-insensitively', async () => {
    const u = await t.signUp();
    await send(u.email.toUpperCase());
    const code = t.lastCode(u.email);
    assert.equal((await check(` ${u.email.toUpperCase()} `, code)).status, 200);
    assert.equal((await change(u.email.toUpperCase(), code, NEW_PASSWORD)).status, 200);
  });

  it('validates the new password (422 with field errors)', async () => {
    const u = await t.signUp();
    await send(u.email);
    const code = t.lastCode(u.email);
    const mismatch = await change(u.email, code, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    assert.equal(mismatch.status, 422);
    assert.equal((mismatch.body.errors as Record<string, string>).confirmpassword, 'Passwords do not match');
    const short = await change(u.email, code, 'short');
    assert.equal(short.status, 422);
    assert.equal(
      (short.body.errors as Record<string, string>).newpassword,
      'Password must be at least 8 characters',
    );
    // Malformed requests do not cost the code a try.
    assert.equal((await change(u.email, code, NEW_PASSWORD)).status, 200);
  });

  it('validates the email and code fields', async () => {
    const badEmail = await send('not-an-email');
    assert.equal(badEmail.status, 422);
    assert.equal((badEmail.body.errors as Record<string, string>).email, 'Invalid email address');
    const badCode = await check('a@example.com', '12a4');
    assert.equal(badCode.status, 422);
    assert.equal(
      (badCode.body.errors as Record<string, string>).verification_code,
      'Verification code must be 4 digits',
    );
    assert.equal((await t.call('POST', '/user/sendVerificationCode', { body: '[]' })).status, 400);
  });

  it('still answers 200 when the reset email cannot be sent (the failure is logged)', async () => {
    const u = await t.signUp();
    t.mailer.failNext = true;
    const before = t.mailer.sent.length;
    const res = await send(u.email);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: true, message: ACCOUNT_MSG.resetCodeSent });
    assert.equal(t.mailer.sent.length, before);
  });
});
