import { after, before, beforeEach, mock } from 'node:test';
import assert from 'node:assert/strict';
import { createApp } from '../../src/app';
import type { CmsConfig } from '../../src/config';
import { rateLimits } from '../../src/db/schema';
import { callApp, createTestApp, TestClock, type TestApp } from './harness';

/**
 * The accounts tests' app: the harness's, plus one clock for both the app (`deps.now`: code expiry,
 * sessions) and the rate limiters (Date.now, mocked here), and a way to start over with clean limits.
 */
export interface AccountsTestApp extends TestApp {
  /** Moves the app's clock and Date forward together. */
  advance(ms: number): void;
  /** A new app on the same database, mailer and clock, with the rate-limit counters wiped. */
  restart(config?: Partial<CmsConfig>): Promise<void>;
  /** The 4-digit code in the newest email to `to`. */
  lastCode(to: string): string;
  /** Signs up through the API (send code, register) and returns what was used. */
  signUp(overrides?: Partial<SignupBody>): Promise<SignupBody & { id: number }>;
  /** Signs in through the API and returns the access token. */
  signIn(email: string, password: string): Promise<string>;
}

export interface SignupBody {
  name: string;
  email: string;
  password: string;
  confirm_password: string;
  phone_no: string;
}

let counter = 0;
/** A signup body with an email no other test in the file uses. */
export function signupBody(overrides: Partial<SignupBody> = {}): SignupBody {
  counter += 1;
  const password = overrides.password ?? 'correct horse battery';
  return {
    name: 'Asha Gurung',
    email: `asha${counter}@example.com`,
    password,
    confirm_password: password,
    phone_no: '6465550142',
    ...overrides,
  };
}

/** Low scrypt cost keeps the suite fast; passwords.test checks the production (OWASP) parameters. */
export async function createAccountsTestApp(env: Record<string, string> = {}): Promise<AccountsTestApp> {
  // Date is global: one accounts app per test file at a time (enable throws for a second one).
  mock.timers.enable({ apis: ['Date'], now: new TestClock().current });
  let t: TestApp;
  try {
    t = await createTestApp({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10', ...env });
    assert.equal(t.clock.current.getTime(), Date.now(), 'the app clock and Date start together');
  } catch (err) {
    mock.timers.reset();
    throw err;
  }
  let app = t.app;

  // Reads `app` at each call, so restart() takes effect at once.
  const call: TestApp['call'] = (method, url, opts) => callApp(app, method, url, opts);

  const lastCode = (to: string) => {
    const mail = t.mailer.last(to);
    assert.ok(mail, `no email was sent to ${to}`);
    const code = /^\s+(\d{4})$/m.exec(mail.text)?.[1];
    assert.ok(code, `no code in the email to ${to}`);
    return code;
  };

  const advance = (ms: number) => {
    t.clock.advance(ms);
    mock.timers.tick(ms);
  };

  return {
    ...t,
    call,
    lastCode,
    advance,
    async restart(config = {}) {
      // The counters live in the database, shared by every app on it, as by every CMS instance.
      await t.database.db.delete(rateLimits);
      app = createApp({
        db: t.database.db,
        config: { ...t.config, ...config },
        mailer: t.mailer,
        now: t.clock.now,
      });
    },
    async signUp(overrides = {}) {
      const body = signupBody(overrides);
      const sent = await call('POST', '/user/register/send-verifycode', { body });
      assert.equal(sent.status, 200, JSON.stringify(sent.body));
      const done = await call('POST', '/user/register', {
        body: { ...body, verification_code: lastCode(body.email.toLowerCase()) },
      });
      assert.equal(done.status, 201, JSON.stringify(done.body));
      const user = (done.body.data as { user: { id: number } }).user;
      // Codes to one email are limited to one per 30 s: let the test send the next one at once.
      advance(31 * 1000);
      return { ...body, id: user.id };
    },
    async signIn(email, password) {
      const res = await call('POST', '/user/login', { body: { email, password } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return (res.body.data as { access_token: string }).access_token;
    },
    async close() {
      mock.timers.reset();
      await t.close();
    },
  };
}

/**
 * The hooks of an accounts test suite, called inside its describe(): one app for the suite (handed to `use`
 * once it exists), restarted before each test so rate limits start from zero, closed after the suite.
 */
export function accountsSuite(use: (app: AccountsTestApp) => void, env: Record<string, string> = {}): void {
  let t: AccountsTestApp | undefined;
  before(async () => {
    t = await createAccountsTestApp(env);
    use(t);
  });
  after(async () => {
    await t?.close();
  });
  beforeEach(() => t?.restart());
}
