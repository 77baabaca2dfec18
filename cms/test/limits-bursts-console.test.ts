import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rateLimits } from '../src/db/schema';
import { ownerSetupLink } from '../src/admin/services/setup';
import { ADMIN_LIMITS } from '../src/services/rate-limits';
import { createAdminTestApp, OWNER_PASSWORD, setupToken, type AdminTestApp } from './support/admin';
import { testDbKind } from './support/harness';
import { listening, requestFrom, type RawResult } from './support/real-server';
import { assertAtMost, assertRefusalsSayWhen, burst, refused } from './support/bursts';

/**
 * The console's limits under bursts (issue 39): 29 wrong authenticator codes and the right one sent at
 * once must not sign in beyond the allowance, and a burst of wrong codes or setup links meets 429s.
 */
const PAIR = ADMIN_LIMITS.signInFailuresPerAccountAndClient.failures;
const PER_CLIENT = ADMIN_LIMITS.signInFailuresPerClient.failures;
const SETUP_PAIR = ADMIN_LIMITS.setupFailuresPerAccountAndClient.failures;
const OWNER = 'owner@bursts.example';

let t: AdminTestApp;
let server: Awaited<ReturnType<typeof listening>>;
let secret: string;

const post = (from: string, path: string, body: unknown) =>
  requestFrom(server.port, { from, method: 'POST', path: `/api/admin${path}`, body });
const signIn = (from: string, email: string, password: string, code: string) =>
  post(from, '/login', { email, password, code });
/** A 6-digit code that is not the authenticator's current one. */
const wrongCode = (i: number, right: string) => {
  const code = String(100000 + i);
  return code === right ? String(200000 + i) : code;
};

describe(`the console's limits under bursts (${testDbKind})`, () => {
  before(async () => {
    // A password check as slow as a real one: the window a burst slips through.
    t = await createAdminTestApp({ PASSWORD_HASH_COST: '14' });
    ({ secret } = await t.enrol(OWNER));
    server = await listening(t);
  });
  after(async () => {
    await server.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(rateLimits);
    // A fresh authenticator step, so the right code has not been used yet.
    t.advance(30_000);
  });

  it(`signs in at most within the allowance when 29 wrong codes and the right one arrive at once`, async () => {
    const right = t.code(secret);
    const answers = await burst(30, (i) =>
      signIn('127.0.0.2', OWNER, OWNER_PASSWORD, i === 29 ? right : wrongCode(i, right)),
    );
    assertAtMost(answers, PAIR);
    const signedIn = answers.filter((a) => a.status === 200).length;
    assert.ok(signedIn <= 1);
    if (signedIn === 1) assert.notEqual(answers[29]!.status, 429, 'only the right code can sign in');
  });

  it('answers most of 100 wrong codes sent at once with 429', async () => {
    const right = t.code(secret);
    const answers = await burst(100, (i) => signIn('127.0.0.3', OWNER, OWNER_PASSWORD, wrongCode(i, right)));
    assertAtMost(answers, PAIR);
    assert.ok(refused(answers).length >= 100 - PAIR);
    assertRefusalsSayWhen(answers);
  });

  it(`checks at most ${PER_CLIENT} wrong sign-ins at once from one client across accounts`, async () => {
    const answers = await burst(PER_CLIENT + 10, (i) =>
      signIn('127.0.0.4', `nobody${i}@bursts.example`, 'not a password', '123456'),
    );
    assertAtMost(answers, PER_CLIENT);
  });

  it('lets the owner sign in from their own client during a stranger’s burst', async () => {
    const answers = await burst(31, (i) =>
      i === 0
        ? signIn('127.0.0.6', OWNER, OWNER_PASSWORD, t.code(secret))
        : signIn('127.0.0.5', OWNER, 'a wrong password', '000000'),
    );
    assert.equal(answers[0]!.status, 200, answers[0]!.body.message as string);
    assertAtMost(answers.slice(1), PAIR);
  });

  it(`checks at most ${SETUP_PAIR} of 30 unknown setup links sent at once`, async () => {
    const answers: RawResult[] = await burst(30, (i) =>
      requestFrom(server.port, {
        from: '127.0.0.7',
        method: 'GET',
        path: `/api/admin/setup/no-such-link-${i}`,
      }),
    );
    assertAtMost(answers, SETUP_PAIR);
    assert.ok(answers.every((a) => a.status === 404 || a.status === 429));
  });

  it(`checks at most ${SETUP_PAIR} of 30 wrong setup codes sent at once`, async () => {
    const url = await ownerSetupLink(
      { db: t.database.db, config: t.config, mailer: t.mailer, now: t.clock.now },
      'second@bursts.example',
      { staffId: null, staffEmail: 'test', clientAddress: 'test' },
    );
    const token = setupToken(url);
    const password = 'monsoon over the terraces';
    const answers = await burst(30, (i) =>
      post('127.0.0.8', `/setup/${token}`, { password, confirm_password: password, code: wrongCode(i, '') }),
    );
    assertAtMost(answers, SETUP_PAIR);
    assert.ok(answers.every((a) => a.status === 422 || a.status === 429));
  });
});
