import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { clientAddressHeaders } from '@common/client-address';
import { rateLimits } from '../src/db/schema';
import { ACCOUNT_LIMITS } from '../src/services/rate-limits';
import { createAccountsTestApp, signupBody, type AccountsTestApp } from './support/accounts';
import { testDbKind } from './support/harness';
import { assertAtMost, assertRefusalsSayWhen, burst, refused } from './support/bursts';
import { listening, postFrom } from './support/real-server';

/**
 * The shop's limits under bursts (issue 39): attempts sent at the same moment, each on its own connection
 * to the real server, are counted one by one, so no more than a limit's allowance is ever checked.
 */
const SECRET = 'bursts-client-address-secret-0123456789';
const L = ACCOUNT_LIMITS;
const PAIR = L.loginFailuresPerAccountAndAddress.failures;
const PER_ADDRESS = L.loginFailuresPerAddress.failures;
const CODES_PER_ADDRESS = L.codeFailuresPerAddress.failures;
const CODES_PER_ACCOUNT = L.codeFailuresPerAccount.failures;

let t: AccountsTestApp;
let server: Awaited<ReturnType<typeof listening>>;

/** `n` distinct 4-digit codes, none of them `right`. */
const wrongCodes = (n: number, right: string) =>
  Array.from({ length: n + 1 }, (_, i) => String(i).padStart(4, '0'))
    .filter((c) => c !== right)
    .slice(0, n);

describe(`the shop's limits under bursts (${testDbKind})`, () => {
  before(async () => {
    // A password check as slow as a real one (a few ms at the tests' usual cost): the window a burst slips through.
    t = await createAccountsTestApp({ CLIENT_ADDRESS_SECRET: SECRET, PASSWORD_HASH_COST: '14' });
    server = await listening(t);
  });
  after(async () => {
    await server.close();
    await t.close();
  });
  // Every test starts with no counters, as a fresh window would.
  beforeEach(() => t.database.db.delete(rateLimits));

  it(`checks at most ${PAIR} of 30 wrong passwords sent at once; the customer elsewhere signs in`, async () => {
    const customer = await t.signUp();
    const wrong = { email: customer.email, password: 'not the password' };
    const [own, ...stranger] = await burst(31, (i) =>
      i === 0
        ? postFrom(server.port, '127.0.0.3', '/user/login', {
            email: customer.email,
            password: customer.password,
          })
        : postFrom(server.port, '127.0.0.2', '/user/login', wrong),
    );
    assertAtMost(stranger, PAIR);
    assert.ok(refused(stranger).length >= 30 - PAIR);
    assertRefusalsSayWhen(stranger);
    assert.equal(own!.status, 200, 'the stranger’s burst does not lock the customer out');
  });

  it('does not let the right password through once a burst has taken the allowance', async () => {
    const customer = await t.signUp();
    const answers = await burst(30, (i) =>
      postFrom(server.port, '127.0.0.2', '/user/login', {
        email: customer.email,
        password: i === 29 ? customer.password : `wrong password ${i}`,
      }),
    );
    assertAtMost(answers, PAIR);
    assert.ok(answers.filter((a) => a.status === 200).length <= 1);
  });

  it(`checks at most ${PER_ADDRESS} wrong passwords at once from one address across accounts`, async () => {
    const answers = await burst(PER_ADDRESS + 20, (i) =>
      postFrom(server.port, '127.0.0.4', '/user/login', { email: `nobody${i}@example.com`, password: 'x1' }),
    );
    assertAtMost(answers, PER_ADDRESS);
    assertRefusalsSayWhen(answers);
  });

  it(`checks at most ${CODES_PER_ADDRESS} of 100 wrong reset codes sent at once`, async () => {
    const customer = await t.signUp();
    await postFrom(server.port, '127.0.0.5', '/user/sendVerificationCode', { email: customer.email });
    const right = t.lastCode(customer.email.toLowerCase());
    const codes = wrongCodes(100, right);
    const answers = await burst(100, (i) =>
      postFrom(server.port, '127.0.0.5', '/user/checkVerificationCode', {
        email: customer.email,
        verification_code: codes[i],
      }),
    );
    assertAtMost(answers, CODES_PER_ADDRESS);
    assert.ok(refused(answers).length >= 100 - CODES_PER_ADDRESS);
    assertRefusalsSayWhen(answers);
  });

  it(`caps an account at ${CODES_PER_ACCOUNT} wrong codes sent at once from 100 addresses`, async () => {
    const customer = await t.signUp();
    const email = customer.email.toLowerCase();
    await postFrom(server.port, '127.0.0.6', '/user/sendVerificationCode', { email });
    const right = t.lastCode(email);
    const codes = wrongCodes(100, right);
    const mailsBefore = t.mailer.sent.filter((m) => m.to === email).length;
    const answers = await burst(100, (i) =>
      postFrom(
        server.port,
        '127.0.0.6',
        '/user/checkVerificationCode',
        { email, verification_code: codes[i] },
        clientAddressHeaders(`198.51.100.${i + 1}`, SECRET),
      ),
    );
    assertAtMost(answers, CODES_PER_ACCOUNT);
    const rightNow = await postFrom(server.port, '127.0.0.6', '/user/checkVerificationCode', {
      email,
      verification_code: right,
    });
    assert.equal(rightNow.status, 429, 'the capped account takes no more codes, not even the right one');
    assert.equal(t.mailer.sent.filter((m) => m.to === email).length, mailsBefore + 1, 'one cap notice');
  });

  it(`checks at most ${CODES_PER_ADDRESS} of 100 wrong signup codes sent at once`, async () => {
    const body = signupBody();
    const answers = await burst(100, (i) =>
      postFrom(server.port, '127.0.0.7', '/user/register', {
        ...body,
        verification_code: String(i).padStart(4, '0'),
      }),
    );
    // No code was ever sent to this email, so every checked attempt is wrong.
    assertAtMost(answers, CODES_PER_ADDRESS);
    assertRefusalsSayWhen(answers);
  });

  describe('an email change', () => {
    const profile = (email: string, currentPassword: string) => ({
      name: 'Asha Gurung',
      email,
      phone_no: '6465550142',
      dateofbirth: '1990-01-01',
      address: '1 Garden Lane',
      current_password: currentPassword,
    });

    it(`checks at most ${PAIR} of 30 wrong current passwords sent at once`, async () => {
      const customer = await t.signUp();
      const token = await t.signIn(customer.email, customer.password);
      const answers = await burst(30, (i) =>
        postFrom(server.port, '127.0.0.8', '/user/update', profile(`new${i}@example.com`, 'wrong one'), {
          Authorization: `Bearer ${token}`,
        }),
      );
      assertAtMost(answers, PAIR);
      assertRefusalsSayWhen(answers);
    });

    it(`checks at most ${CODES_PER_ADDRESS} of 100 wrong confirmation codes sent at once`, async () => {
      const customer = await t.signUp();
      const token = await t.signIn(customer.email, customer.password);
      const auth = { Authorization: `Bearer ${token}` };
      const newEmail = `moved-${customer.id}@example.com`;
      const asked = await postFrom(
        server.port,
        '127.0.0.9',
        '/user/update',
        profile(newEmail, customer.password),
        auth,
      );
      assert.equal(asked.status, 200, JSON.stringify(asked.body));
      const codes = wrongCodes(100, t.lastCode(newEmail));
      const answers = await burst(100, (i) =>
        postFrom(
          server.port,
          '127.0.0.9',
          '/user/update/confirm-email',
          { verification_code: codes[i] },
          auth,
        ),
      );
      assertAtMost(answers, CODES_PER_ADDRESS);
      assertRefusalsSayWhen(answers);
    });
  });
});
