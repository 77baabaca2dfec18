import { describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { registerResponse } from '@common/contract';
import { users, verificationCodes } from '../src/db/schema';
import { ACCOUNT_MSG } from '@common/messages';
import { verifyPassword } from '../src/services/passwords';
import { accountsSuite, signupBody, type AccountsTestApp } from './support/accounts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('signup: POST /user/register/send-verifycode and /user/register', () => {
  let t: AccountsTestApp;
  accountsSuite((app) => (t = app));

  const usersWithEmail = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));

  it('emails a 4-digit code, then creates the user with it', async () => {
    const body = signupBody();
    const sent = await t.call('POST', '/user/register/send-verifycode', { body });
    assert.equal(sent.status, 200);
    assert.deepEqual(sent.body, { status: true, message: ACCOUNT_MSG.signupCodeSent });

    const mail = t.mailer.last(body.email);
    assert.ok(mail);
    assert.ok(mail.html?.includes(t.lastCode(body.email)), 'the HTML part carries the code too');
    assert.match(mail.text, /Hello Asha Gurung/);

    const res = await t.call('POST', '/user/register', {
      body: { ...body, verification_code: t.lastCode(body.email) },
    });
    assert.equal(res.status, 201);
    const parsed = registerResponse.parse(res.body);
    assert.equal(parsed.message, ACCOUNT_MSG.created);
    assert.deepEqual(Object.keys(parsed.data.user).sort(), ['email', 'id', 'name', 'stripe_cus_id']);
    assert.equal(parsed.data.user.email, body.email);
    assert.equal(parsed.data.user.name, body.name);
    assert.equal(parsed.data.user.stripe_cus_id, null);
    assert.equal((await usersWithEmail(body.email)).length, 1);
  });

  it('stores a scrypt hash that is not the password and verifies it', async () => {
    const { email, password } = await t.signUp();
    const [row] = await usersWithEmail(email);
    assert.ok(row);
    assert.notEqual(row.passwordHash, password);
    assert.ok(!row.passwordHash.includes(password));
    assert.match(row.passwordHash, /^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    assert.equal(await verifyPassword(password, row.passwordHash), true);
    assert.equal(await verifyPassword(`${password}!`, row.passwordHash), false);
  });

  it('stores the email lower-cased and keeps the phone number', async () => {
    const body = signupBody({ email: 'Mixed.Case@Example.COM' });
    await t.call('POST', '/user/register/send-verifycode', { body });
    const res = await t.call('POST', '/user/register', {
      body: { ...body, verification_code: t.lastCode('mixed.case@example.com') },
    });
    assert.equal(res.status, 201);
    const [row] = await usersWithEmail('mixed.case@example.com');
    assert.equal(row?.phoneNo, body.phone_no);
  });

  it('answers 409 at send time when the email already has an account, in any letter case', async () => {
    const { email } = await t.signUp();
    await t.restart();
    const before = t.mailer.sent.length;
    const res = await t.call('POST', '/user/register/send-verifycode', {
      body: signupBody({ email: email.toUpperCase() }),
    });
    assert.equal(res.status, 409);
    assert.equal(res.body.status, false);
    assert.equal(res.body.message, 'An account with this email already exists.');
    assert.equal(t.mailer.sent.length, before, 'no code is sent');
  });

  it('answers 409 when registering twice', async () => {
    const body = signupBody();
    await t.call('POST', '/user/register/send-verifycode', { body });
    const code = t.lastCode(body.email);
    const first = await t.call('POST', '/user/register', { body: { ...body, verification_code: code } });
    assert.equal(first.status, 201);
    const second = await t.call('POST', '/user/register', { body: { ...body, verification_code: code } });
    assert.equal(second.status, 409);
    assert.deepEqual(second.body, {
      status: false,
      message: ACCOUNT_MSG.emailTaken,
      errors: { email: ACCOUNT_MSG.emailTaken },
    });
    assert.equal((await usersWithEmail(body.email)).length, 1);
  });

  it('refuses a wrong code with 422 and creates no user', async () => {
    const body = signupBody();
    await t.call('POST', '/user/register/send-verifycode', { body });
    const wrong = t.lastCode(body.email) === '0000' ? '1111' : '0000';
    const res = await t.call('POST', '/user/register', { body: { ...body, verification_code: wrong } });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, {
      status: false,
      message: ACCOUNT_MSG.codeInvalid,
      errors: { verification_code: ACCOUNT_MSG.codeInvalid },
    });
    assert.equal((await usersWithEmail(body.email)).length, 0);
  });

  it('refuses a register without any code sent', async () => {
    const body = signupBody();
    const res = await t.call('POST', '/user/register', { body: { ...body, verification_code: '1234' } });
    assert.equal(res.status, 422);
    assert.equal((await usersWithEmail(body.email)).length, 0);
  });

  it('stores only a hash of the code', async () => {
    const body = signupBody();
    await t.call('POST', '/user/register/send-verifycode', { body });
    const code = t.lastCode(body.email);
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, body.email));
    assert.equal(rows.length, 1);
    assert.ok(!rows[0]?.codeHash.includes(code));
    assert.match(rows[0]?.codeHash ?? '', /^[0-9a-f]{64}$/);
  });

  it('lets a code expire after 10 minutes', async () => {
    const body = signupBody();
    await t.call('POST', '/user/register/send-verifycode', { body });
    const code = t.lastCode(body.email);
    t.advance(10 * MINUTE + SECOND);
    const res = await t.call('POST', '/user/register', { body: { ...body, verification_code: code } });
    assert.equal(res.status, 422);
    assert.equal((await usersWithEmail(body.email)).length, 0);
  });

  it('still accepts the code just before 10 minutes', async () => {
    const body = signupBody();
    await t.call('POST', '/user/register/send-verifycode', { body });
    const code = t.lastCode(body.email);
    t.advance(10 * MINUTE - SECOND);
    const res = await t.call('POST', '/user/register', { body: { ...body, verification_code: code } });
    assert.equal(res.status, 201);
  });

  it('voids the code on the 5th wrong try: the right code fails after that', async () => {
    const body = signupBody();
    await t.call('POST', '/user/register/send-verifycode', { body });
    const code = t.lastCode(body.email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/user/register', { body: { ...body, verification_code: wrong } });
      assert.equal(res.status, 422);
    }
    const res = await t.call('POST', '/user/register', { body: { ...body, verification_code: code } });
    assert.equal(res.status, 422);
    assert.equal((await usersWithEmail(body.email)).length, 0);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const body = signupBody();
    await t.call('POST', '/user/register/send-verifycode', { body });
    const code = t.lastCode(body.email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 4; i++) {
      await t.call('POST', '/user/register', { body: { ...body, verification_code: wrong } });
    }
    const res = await t.call('POST', '/user/register', { body: { ...body, verification_code: code } });
    assert.equal(res.status, 201);
  });

  it('limits sends to one per 30 seconds per email (429 with Retry-After), and only the newest code works', async () => {
    const body = signupBody();
    assert.equal((await t.call('POST', '/user/register/send-verifycode', { body })).status, 200);
    const firstCode = t.lastCode(body.email);

    t.advance(10 * SECOND);
    const early = await t.call('POST', '/user/register/send-verifycode', { body });
    assert.equal(early.status, 429);
    assert.equal(early.body.status, false);
    assert.equal(early.headers.get('Retry-After'), '20');
    assert.equal(early.body.message, 'Please wait 20 seconds before asking for another code.');
    assert.equal(t.mailer.sent.filter((m) => m.to === body.email).length, 1);

    t.advance(20 * SECOND);
    assert.equal((await t.call('POST', '/user/register/send-verifycode', { body })).status, 200);
    const secondCode = t.lastCode(body.email);
    if (secondCode !== firstCode) {
      const old = await t.call('POST', '/user/register', { body: { ...body, verification_code: firstCode } });
      assert.equal(old.status, 422, 'a resend voids the earlier code');
    }
    const res = await t.call('POST', '/user/register', { body: { ...body, verification_code: secondCode } });
    assert.equal(res.status, 201);
  });

  it('limits sends to 5 per hour per email', async () => {
    const body = signupBody();
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/user/register/send-verifycode', { body });
      assert.equal(res.status, 200, `send ${i + 1}`);
      t.advance(31 * SECOND);
    }
    const sixth = await t.call('POST', '/user/register/send-verifycode', { body });
    assert.equal(sixth.status, 429);
    // The hour started with the first send, 5 × 31 s ago.
    assert.equal(sixth.headers.get('Retry-After'), String(3600 - 5 * 31));
    assert.equal(sixth.body.message, 'Please wait 58 minutes before asking for another code.');
    assert.equal(t.mailer.sent.filter((m) => m.to === body.email).length, 5);

    t.advance(3600 * SECOND);
    assert.equal((await t.call('POST', '/user/register/send-verifycode', { body })).status, 200);
  });

  it('limits code requests per client address', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await t.call('POST', '/user/register/send-verifycode', { body: signupBody() });
      assert.equal(res.status, 200, `send ${i + 1}`);
    }
    const res = await t.call('POST', '/user/register/send-verifycode', { body: signupBody() });
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers.get('Retry-After')) > 0);
  });

  it('never prints a code on the console, in any mode (npm run shop runs in development)', async () => {
    const log = mock.method(console, 'log', () => {});
    const error = mock.method(console, 'error', () => {});
    try {
      for (const mode of ['test', 'production', 'development'] as const) {
        await t.restart({ mode });
        const body = signupBody();
        assert.equal((await t.call('POST', '/user/register/send-verifycode', { body })).status, 200);
        const code = t.lastCode(body.email);
        const printed = [...log.mock.calls, ...error.mock.calls].flatMap((c) => c.arguments.map(String));
        assert.ok(!printed.some((line) => line.includes(code) && line.includes(body.email)), mode);
      }
    } finally {
      log.mock.restore();
      error.mock.restore();
    }
  });

  it('keeps codes out of mail subjects, which lock screens show', async () => {
    const body = signupBody();
    await t.call('POST', '/user/register/send-verifycode', { body });
    const mail = t.mailer.last(body.email);
    assert.ok(mail);
    assert.doesNotMatch(mail.subject, /\d{4}/);
    assert.match(mail.text, new RegExp(t.lastCode(body.email)));
  });

  it('answers 503 when the code cannot be emailed, and the customer can retry at once', async () => {
    const body = signupBody();
    t.mailer.failNext = true;
    const res = await t.call('POST', '/user/register/send-verifycode', { body });
    assert.equal(res.status, 503);
    assert.deepEqual(res.body, { status: false, message: 'We could not send the email. Please try again.' });

    const retry = await t.call('POST', '/user/register/send-verifycode', { body });
    assert.equal(retry.status, 200);
    const done = await t.call('POST', '/user/register', {
      body: { ...body, verification_code: t.lastCode(body.email) },
    });
    assert.equal(done.status, 201);
  });

  describe('validates the signup fields (422 with field errors)', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'a phone of 9 digits',
        { phone_no: '646555014' },
        'phone_no',
        'Phone number must be exactly 10 digits',
      ],
      [
        'a phone with letters',
        { phone_no: '64655501ab' },
        'phone_no',
        'Phone number must be exactly 10 digits',
      ],
      ['an invalid email', { email: 'asha@example' }, 'email', 'Invalid email address'],
      ['a name with digits', { name: 'Asha 2' }, 'name', 'Name may contain only letters and spaces'],
      ['an empty name', { name: '' }, 'name', 'Name is required'],
      [
        'passwords that differ',
        { password: 'correct horse battery', confirm_password: 'correct horse batterY' },
        'confirm_password',
        'Passwords do not match',
      ],
      [
        'a password of 7 characters',
        { password: '1234567', confirm_password: '1234567' },
        'password',
        'Password must be at least 8 characters',
      ],
      [
        'a password of 129 characters',
        { password: 'a'.repeat(129), confirm_password: 'a'.repeat(129) },
        'password',
        'Password must be at most 128 characters',
      ],
    ];
    for (const [what, change, field, message] of cases) {
      it(`refuses ${what}`, async () => {
        const body = { ...signupBody(), ...change };
        for (const url of ['/user/register/send-verifycode', '/user/register']) {
          const res = await t.call('POST', url, { body: { ...body, verification_code: '1234' } });
          assert.equal(res.status, 422, url);
          assert.equal(res.body.status, false);
          assert.equal((res.body.errors as Record<string, string>)[field], message, url);
        }
        assert.equal(t.mailer.last(String(body.email)), undefined);
      });
    }

    it('accepts a password of exactly 8 and of 128 characters', async () => {
      for (const password of ['kq7!vz2m', 'b'.repeat(127) + 'x']) {
        const res = await t.call('POST', '/user/register/send-verifycode', {
          body: signupBody({ password, confirm_password: password }),
        });
        assert.equal(res.status, 200);
      }
    });

    it('answers 422 for a missing field, 400 for a wrong type or bad JSON', async () => {
      const { phone_no: _omit, ...withoutPhone } = signupBody();
      const missing = await t.call('POST', '/user/register/send-verifycode', { body: withoutPhone });
      assert.equal(missing.status, 422);
      assert.equal((missing.body.errors as Record<string, string>).phone_no, 'phone_no is required');

      const wrongType = await t.call('POST', '/user/register/send-verifycode', {
        body: { ...signupBody(), phone_no: 6465550142 },
      });
      assert.equal(wrongType.status, 400);
      const badJson = await t.call('POST', '/user/register/send-verifycode', { body: '{"name":' });
      assert.equal(badJson.status, 400);
      assert.deepEqual(badJson.body, { status: false, message: 'The request body must be valid JSON' });
    });

    it('refuses a register whose code is not 4 digits', async () => {
      const res = await t.call('POST', '/user/register', {
        body: { ...signupBody(), verification_code: '123' },
      });
      assert.equal(res.status, 422);
      assert.equal(
        (res.body.errors as Record<string, string>).verification_code,
        'Verification code must be 4 digits',
      );
    });
  });
});
