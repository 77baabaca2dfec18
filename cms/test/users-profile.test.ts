import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { profileResponse } from '@common/contract';
import { users } from '../src/db/schema';
import { ACCOUNT_SAFETY_MSG } from '@common/messages';
import { ACCOUNT_MSG } from '@common/messages';
import { accountsSuite, type AccountsTestApp } from './support/accounts';

describe('profile: GET /user/get/{id} and POST /user/update', () => {
  let t: AccountsTestApp;
  accountsSuite((app) => (t = app));

  async function signedIn() {
    const u = await t.signUp();
    return { ...u, token: await t.signIn(u.email, u.password) };
  }

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Asha Tamang',
    email: 'asha.tamang@example.com',
    phone_no: '7185550199',
    dateofbirth: '1990-04-15',
    address: '12 Garden Lane, Queens, NY',
    ...overrides,
  });

  it("returns the token's own profile", async () => {
    const u = await signedIn();
    const res = await t.call('GET', `/user/get/${u.id}`, { token: u.token });
    assert.equal(res.status, 200);
    const parsed = profileResponse.parse(res.body);
    assert.deepEqual(parsed.data.user, {
      id: u.id,
      name: u.name,
      email: u.email,
      stripe_cus_id: null,
      phone_no: u.phone_no,
      dateofbirth: null,
      address: null,
    });
  });

  it("answers 403 for another user's id, and for ids that do not exist", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const res = await t.call('GET', `/user/get/${b.id}`, { token: a.token });
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { status: false, message: 'You can only view your own profile.' });
    assert.equal((await t.call('GET', `/user/get/99999`, { token: a.token })).status, 403);
  });

  it('answers 401 without a token or with an invalid one', async () => {
    const u = await signedIn();
    const none = await t.call('GET', `/user/get/${u.id}`);
    assert.equal(none.status, 401);
    assert.deepEqual(none.body, { status: false, message: 'Please sign in to continue' });
    const bad = await t.call('GET', `/user/get/${u.id}`, { token: 'forged-token' });
    assert.equal(bad.status, 401);
    assert.deepEqual(bad.body, { status: false, message: 'Your session has expired. Please sign in again.' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const u = await signedIn();
    const res = await t.call('GET', '/user/get/abc', { token: u.token });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { status: false, message: 'The user id must be a number' });
  });

  it('updates the profile and returns it; a new email only starts its change', async () => {
    const u = await signedIn();
    const res = await t.call('POST', '/user/update', {
      token: u.token,
      body: form({ email: 'Asha.T@Example.com', current_password: u.password }),
    });
    assert.equal(res.status, 200);
    const parsed = profileResponse.parse(res.body);
    assert.equal(parsed.message, ACCOUNT_SAFETY_MSG.emailChangeCodeSent('asha.t@example.com'));
    const expected = {
      id: u.id,
      name: 'Asha Tamang',
      email: u.email,
      stripe_cus_id: null,
      phone_no: '7185550199',
      dateofbirth: '1990-04-15',
      address: '12 Garden Lane, Queens, NY',
    };
    assert.deepEqual(parsed.data.user, expected);
    const again = await t.call('GET', `/user/get/${u.id}`, { token: u.token });
    assert.deepEqual((again.body.data as { user: unknown }).user, expected);
    // Until the code is entered the old email signs in and the new one does not.
    await t.signIn(u.email, u.password);
    const login = await t.call('POST', '/user/login', {
      body: { email: 'asha.t@example.com', password: u.password },
    });
    assert.equal(login.status, 401);
  });

  it('saves the other fields with the spec message when the email stays', async () => {
    const u = await signedIn();
    const res = await t.call('POST', '/user/update', { token: u.token, body: form({ email: u.email }) });
    assert.equal(res.status, 200);
    assert.equal(profileResponse.parse(res.body).message, ACCOUNT_MSG.profileUpdated);
  });

  it('keeps the own email in another letter case', async () => {
    const u = await signedIn();
    const res = await t.call('POST', '/user/update', {
      token: u.token,
      body: form({ email: u.email.toUpperCase() }),
    });
    assert.equal(res.status, 200);
    assert.equal((res.body.data as { user: { email: string } }).user.email, u.email);
  });

  it("does not tell whether another user's email is registered, and never takes it", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const taken = await t.call('POST', '/user/update', {
      token: a.token,
      body: form({ email: b.email.toUpperCase(), current_password: a.password }),
    });
    const free = await t.call('POST', '/user/update', {
      token: b.token,
      body: form({ email: 'nobody-yet@example.com', current_password: b.password }),
    });
    assert.equal(taken.status, 200);
    assert.equal(free.status, 200);
    assert.equal(
      (taken.body as { message: string }).message,
      ACCOUNT_SAFETY_MSG.emailChangeCodeSent(b.email),
    );
    const toB = t.mailer.sent.filter((m) => m.to === b.email && /Confirm your new/.test(m.subject));
    assert.equal(toB.length, 0, "no code goes to another account's address");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.id));
    assert.equal(row?.email, a.email);
  });

  it('answers 401 without a token', async () => {
    const res = await t.call('POST', '/user/update', { body: form() });
    assert.equal(res.status, 401);
  });

  describe('validates the form (422 with field errors)', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'a future date of birth',
        { dateofbirth: '2999-01-01' },
        'dateofbirth',
        'Date of birth cannot be in the future',
      ],
      [
        'a date of birth not YYYY-MM-DD',
        { dateofbirth: '15/04/1990' },
        'dateofbirth',
        'Date of birth must be YYYY-MM-DD',
      ],
      ['an empty address', { address: '  ' }, 'address', 'Address is required'],
      [
        'a phone of 9 digits',
        { phone_no: '718555019' },
        'phone_no',
        'Phone number must be exactly 10 digits',
      ],
      ['a name with symbols', { name: 'Asha!' }, 'name', 'Name may contain only letters and spaces'],
      ['an invalid email', { email: 'asha@' }, 'email', 'Invalid email address'],
    ];
    for (const [what, change, field, message] of cases) {
      it(`refuses ${what}`, async () => {
        const u = await signedIn();
        const res = await t.call('POST', '/user/update', { token: u.token, body: form(change) });
        assert.equal(res.status, 422);
        assert.equal(res.body.status, false);
        assert.equal((res.body.errors as Record<string, string>)[field], message);
        const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
        assert.equal(row?.name, u.name, 'nothing is saved');
      });
    }

    it('refuses a phone of 11 digits', async () => {
      const u = await signedIn();
      const res = await t.call('POST', '/user/update', {
        token: u.token,
        body: form({ phone_no: '71855501990' }),
      });
      assert.equal(res.status, 422);
      // The contract's max-length check answers first, in zod's words.
      assert.ok((res.body.errors as Record<string, string>).phone_no);
    });

    it('answers 422 for a missing date of birth', async () => {
      const u = await signedIn();
      const { dateofbirth: _omit, ...rest } = form();
      const res = await t.call('POST', '/user/update', { token: u.token, body: rest });
      assert.equal(res.status, 422);
      assert.equal((res.body.errors as Record<string, string>).dateofbirth, 'dateofbirth is required');
    });
  });
});
