import { CONSOLE_MSG } from '@common/messages';
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { adminAuditLog, rateLimits, staff, staffSessions } from '../src/db/schema';
import { ownerSetupLink } from '../src/admin/services/setup';
import { ADMIN_LIMITS } from '../src/services/rate-limits';
import { codeAt, createAdminTestApp, OWNER_PASSWORD, setupToken, type AdminTestApp } from './support/admin';
import { testDbKind } from './support/harness';

const LOGIN_FAILED = CONSOLE_MSG.auth.loginFailed;

describe(`console sign-in and setup (${testDbKind})`, () => {
  let t: AdminTestApp;
  let secret: string;
  const email = 'owner@example.com';
  before(async () => {
    t = await createAdminTestApp();
    ({ secret } = await t.enrol(email));
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(rateLimits);
    t.slept.length = 0;
  });

  test('no session: GET /products is 401, and a customer token opens nothing', async () => {
    assert.equal((await t.admin('GET', '/products')).status, 401);
    const customer = await t.signUp();
    const token = await t.signIn(customer.email, customer.password);
    const res = await t.admin('GET', '/products', { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(res.status, 401);
    assert.equal(
      (await t.admin('GET', '/me', { headers: { Authorization: `Bearer ${token}` } })).status,
      401,
    );
  });

  test('sign-in needs email, password and the current code; the cookie is HttpOnly, Strict, scoped', async () => {
    t.advance(30_000);
    const res = await t.admin('POST', '/login', {
      body: { email: 'OWNER@example.com', password: OWNER_PASSWORD, code: t.code(secret) },
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.role, 'owner');
    const setCookie = res.headers.get('set-cookie') ?? '';
    assert.match(setCookie, /hg_staff=/);
    assert.match(setCookie, /HttpOnly/);
    assert.match(setCookie, /SameSite=Strict/);
    assert.match(setCookie, /Path=\/api\/admin/);
    assert.doesNotMatch(setCookie, /Secure/, 'plain http: no Secure flag (the test CMS is http://cms.test)');
    const cookie = /hg_staff=[^;]+/.exec(setCookie)![0];
    const me = await t.admin('GET', '/me', { cookie });
    assert.equal(me.status, 200);
    assert.equal(me.body.email, email);
  });

  test('a wrong password, a wrong code, an unknown email all get the same 401', async () => {
    t.advance(30_000);
    const cases = [
      { email, password: 'not the password at all', code: t.code(secret) },
      {
        email,
        password: OWNER_PASSWORD,
        code: String((Number(t.code(secret)) + 1) % 1_000_000).padStart(6, '0'),
      },
      { email: 'nobody@example.com', password: OWNER_PASSWORD, code: t.code(secret) },
    ];
    for (const body of cases) {
      const res = await t.admin('POST', '/login', { body });
      assert.equal(res.status, 401);
      assert.equal(res.body.message, LOGIN_FAILED);
    }
  });

  test('a code is accepted one step either side of now, not two, and never twice', async () => {
    t.advance(30_000);
    const now = t.clock.now();
    const old = codeAt(secret, new Date(now.getTime() - 60_000));
    assert.equal(
      (await t.admin('POST', '/login', { body: { email, password: OWNER_PASSWORD, code: old } })).status,
      401,
    );
    const previous = codeAt(secret, new Date(now.getTime() - 30_000));
    const ok = await t.admin('POST', '/login', { body: { email, password: OWNER_PASSWORD, code: previous } });
    assert.equal(ok.status, 200, ok.text);
    const again = await t.admin('POST', '/login', {
      body: { email, password: OWNER_PASSWORD, code: previous },
    });
    assert.equal(again.status, 401, 'the same code is not accepted twice');
    // Nor an earlier step than the one used.
    t.advance(30_000);
    const older = codeAt(secret, new Date(t.clock.now().getTime() - 60_000));
    assert.equal(
      (await t.admin('POST', '/login', { body: { email, password: OWNER_PASSWORD, code: older } })).status,
      401,
    );
  });

  test('sign-out ends the session on the server', async () => {
    const cookie = await t.staffSignIn(email, secret);
    assert.equal((await t.admin('POST', '/logout', { cookie })).status, 200);
    assert.equal((await t.admin('GET', '/me', { cookie })).status, 401);
    const [row] = await t.database.db.select().from(staffSessions).orderBy(staffSessions.id);
    assert.ok(row);
  });

  test('sessions end after 30 minutes idle, and after 12 hours whatever the activity', async () => {
    const cookie = await t.staffSignIn(email, secret);
    t.advance(29 * 60_000);
    assert.equal((await t.admin('GET', '/me', { cookie })).status, 200, 'active within 30 minutes');
    t.advance(31 * 60_000);
    assert.equal((await t.admin('GET', '/me', { cookie })).status, 401, 'idle for 31 minutes');

    const busy = await t.staffSignIn(email, secret);
    for (let i = 1; i <= 26; i += 1) {
      t.advance(29 * 60_000);
      const res = await t.admin('GET', '/me', { cookie: busy });
      if (res.status === 401) {
        assert.ok(i * 29 >= 12 * 60, `ended after only ${i * 29} minutes of activity`);
        return;
      }
    }
    assert.fail('an active session outlived 12 hours');
  });

  test('setup refuses a short password, a common one, a mismatch and a wrong code (422 per field)', async () => {
    const deps = { db: t.database.db, config: t.config, mailer: t.mailer, now: t.clock.now };
    const url = await ownerSetupLink(deps, 'second@example.com', {
      staffId: null,
      staffEmail: 't',
      clientAddress: 't',
    });
    const token = setupToken(url);
    const view = await t.admin('GET', `/setup/${token}`);
    assert.equal(view.status, 200);
    assert.match(String(view.body.otpauth_url), /^otpauth:\/\/totp\//);
    const s = String(view.body.secret);
    const post = (body: Record<string, string>) => t.admin('POST', `/setup/${token}`, { body });
    const short = await post({ password: 'short pass', confirm_password: 'short pass', code: t.code(s) });
    assert.equal(short.status, 422);
    assert.ok((short.body.errors as Record<string, string>).password);
    const common = await post({
      password: 'qwerty123456',
      confirm_password: 'qwerty123456',
      code: t.code(s),
    });
    assert.equal(common.status, 422);
    assert.match((common.body.errors as Record<string, string>).password!, /too common/);
    const mismatch = await post({
      password: OWNER_PASSWORD,
      confirm_password: 'other words here',
      code: t.code(s),
    });
    assert.equal(mismatch.status, 422);
    assert.ok((mismatch.body.errors as Record<string, string>).confirm_password);
    const wrong = await post({
      password: OWNER_PASSWORD,
      confirm_password: OWNER_PASSWORD,
      code: '000000' === t.code(s) ? '111111' : '000000',
    });
    assert.equal(wrong.status, 422);
    assert.ok((wrong.body.errors as Record<string, string>).code);
    const done = await post({ password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD, code: t.code(s) });
    assert.equal(done.status, 200, done.text);
    assert.equal((await t.admin('GET', `/setup/${token}`)).status, 404, 'a setup link works once');
    t.advance(24 * 3600_000);
  });

  test('a setup link expires after 24 hours; a newer link replaces an older one', async () => {
    const deps = { db: t.database.db, config: t.config, mailer: t.mailer, now: t.clock.now };
    const actor = { staffId: null, staffEmail: 't', clientAddress: 't' };
    const first = setupToken(await ownerSetupLink(deps, 'third@example.com', actor));
    const second = setupToken(await ownerSetupLink(deps, 'third@example.com', actor));
    assert.equal((await t.admin('GET', `/setup/${first}`)).status, 404);
    assert.equal((await t.admin('GET', `/setup/${second}`)).status, 200);
    t.advance(24 * 3600_000 + 1000);
    assert.equal((await t.admin('GET', `/setup/${second}`)).status, 404);
  });

  test('unsafe calls from another origin or site are refused (403); same-origin ones pass', async () => {
    t.advance(30_000);
    const body = { email, password: OWNER_PASSWORD, code: t.code(secret) };
    const evil = await t.admin('POST', '/login', { body, headers: { Origin: 'https://evil.example' } });
    assert.equal(evil.status, 403);
    const crossSite = await t.admin('POST', '/login', { body, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    assert.equal(crossSite.status, 403);
    const form = await t.admin('POST', '/logout', {
      raw: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
    });
    assert.equal(form.status, 403);
    const ok = await t.admin('POST', '/login', {
      body,
      headers: { Origin: 'http://cms.test', 'Sec-Fetch-Site': 'same-origin' },
    });
    assert.equal(ok.status, 200, ok.text);
  });

  test('audit log: sign-in, failed sign-in and sign-out are recorded, and the table refuses UPDATE/DELETE', async () => {
    const cookie = await t.staffSignIn(email, secret);
    await t.admin('POST', '/logout', { cookie });
    await t.admin('POST', '/login', {
      body: { email, password: 'wrong password!!', code: '123456' },
      client: '198.51.100.7',
    });
    const rows = await t.database.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    const actions = rows.map((r) => r.action);
    assert.ok(actions.includes('login'));
    assert.ok(actions.includes('logout'));
    const failed = rows.filter((r) => r.action === 'login.failed').at(-1);
    assert.equal(failed?.clientAddress, '198.51.100.7');
    assert.equal(failed?.staffEmail, email);
    await assert.rejects(t.database.db.update(adminAuditLog).set({ action: 'x' }));
    await assert.rejects(t.database.db.delete(adminAuditLog));
    const after = await t.database.db.select().from(adminAuditLog);
    assert.equal(after.length, rows.length);
  });

  test("a stranger's failures never lock the owner out of their own address", async () => {
    const limit = ADMIN_LIMITS.signInFailuresPerAccountAndClient.failures;
    for (let i = 0; i < limit + 3; i += 1) {
      await t.admin('POST', '/login', {
        body: { email, password: 'guessing wrong!', code: '123456' },
        client: '203.0.113.9',
      });
    }
    const stranger = await t.admin('POST', '/login', {
      body: { email, password: 'guessing wrong!', code: '123456' },
      client: '203.0.113.9',
    });
    assert.equal(stranger.status, 429, 'the stranger is blocked');
    assert.ok(Number(stranger.headers.get('retry-after')) > 0);
    t.advance(30_000);
    const owner = await t.admin('POST', '/login', {
      body: { email, password: OWNER_PASSWORD, code: t.code(secret) },
      client: '192.0.2.10',
    });
    assert.equal(owner.status, 200, owner.text);
  });

  test('failures on one account from many clients only slow it down, never lock it', async () => {
    const { after: slowAfter } = ADMIN_LIMITS.signInSlowdownPerAccount;
    for (let i = 0; i < slowAfter + 3; i += 1) {
      const r = await t.admin('POST', '/login', {
        body: { email, password: 'guessing wrong!', code: '123456' },
        client: `203.0.113.${100 + i}`,
      });
      assert.equal(r.status, 401);
    }
    assert.ok(t.slept.length > 0 && t.slept.every((ms) => ms > 0), 'later attempts were held back');
    t.advance(30_000);
    const owner = await t.admin('POST', '/login', {
      body: { email, password: OWNER_PASSWORD, code: t.code(secret) },
      client: '192.0.2.10',
    });
    assert.equal(owner.status, 200, owner.text);
  });

  test('one client trying many accounts is blocked across them', async () => {
    const limit = ADMIN_LIMITS.signInFailuresPerClient.failures;
    for (let i = 0; i < limit; i += 1) {
      await t.admin('POST', '/login', {
        body: { email: `x${i}@example.com`, password: 'guessing wrong!', code: '123456' },
        client: '203.0.113.50',
      });
    }
    t.advance(30_000);
    const res = await t.admin('POST', '/login', {
      body: { email, password: OWNER_PASSWORD, code: t.code(secret) },
      client: '203.0.113.50',
    });
    assert.equal(res.status, 429);
  });

  test('setup attempts are limited per link and client', async () => {
    const deps = { db: t.database.db, config: t.config, mailer: t.mailer, now: t.clock.now };
    const token = setupToken(
      await ownerSetupLink(deps, 'fourth@example.com', {
        staffId: null,
        staffEmail: 't',
        clientAddress: 't',
      }),
    );
    const s = String((await t.admin('GET', `/setup/${token}`)).body.secret);
    const wrong = t.code(s) === '000000' ? '111111' : '000000';
    const limit = ADMIN_LIMITS.setupFailuresPerAccountAndClient.failures;
    for (let i = 0; i < limit; i += 1) {
      const r = await t.admin('POST', `/setup/${token}`, {
        body: { password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD, code: wrong },
        client: '203.0.113.77',
      });
      assert.equal(r.status, 422);
    }
    const blocked = await t.admin('POST', `/setup/${token}`, {
      body: { password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD, code: t.code(s) },
      client: '203.0.113.77',
    });
    assert.equal(blocked.status, 429);
    const other = await t.admin('POST', `/setup/${token}`, {
      body: { password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD, code: t.code(s) },
      client: '192.0.2.44',
    });
    assert.equal(other.status, 200, other.text);
  });

  test('bad input never gets a 500', async () => {
    const bodies = [
      'not json',
      '[]',
      'null',
      '{"email":1,"password":[],"code":{}}',
      '{"email":"a\\u0000b","password":"x","code":"123456"}',
    ];
    for (const raw of bodies) {
      const res = await t.admin('POST', '/login', { raw, headers: { 'Content-Type': 'application/json' } });
      assert.ok(res.status >= 400 && res.status < 500, `${raw}: ${res.status}`);
    }
    const huge = await t.admin('POST', '/login', {
      raw: 'x'.repeat(2 * 1024 * 1024),
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(huge.status, 413);
    for (const path of ['/setup/%00', `/setup/${'a'.repeat(500)}`, '/products?range=oops', '/nothing']) {
      const res = await t.admin('GET', path);
      assert.ok(res.status >= 400 && res.status < 500, `${path}: ${res.status}`);
    }
  });

  test('a disabled staff member cannot sign in', async () => {
    await t.database.db
      .update(staff)
      .set({ disabledAt: t.clock.now() })
      .where(eq(staff.email, 'second@example.com'));
    t.advance(30_000);
    const res = await t.admin('POST', '/login', {
      body: { email: 'second@example.com', password: OWNER_PASSWORD, code: '123456' },
    });
    assert.equal(res.status, 401);
  });
});
