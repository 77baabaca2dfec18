import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CONSOLE_MSG } from '@common/messages';
import { createAdminTestApp, type AdminTestApp } from './support/admin';
import { testDbKind } from './support/harness';
import { insertCategory } from './support/fixtures';

/** A console form's field errors tell a missing value from a value of the wrong type. */
describe(`console API: type errors named as such (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cookie: string;
  before(async () => {
    t = await createAdminTestApp();
    const { secret } = await t.enrol('owner@example.com');
    cookie = await t.staffSignIn('owner@example.com', secret);
    await insertCategory(t.database.db, { slug: 'teas' });
  });
  after(() => t.close());

  const errorsOf = async (path: string, body: unknown) => {
    const res = await t.admin('POST', path, { cookie, body });
    assert.equal(res.status, 422, res.text);
    return res.body.errors as Record<string, string>;
  };

  test('a value of the wrong type says what was expected, not "Required"', async () => {
    const errors = await errorsOf('/products', {
      name: 5,
      price: 'abc',
      quantity: 'x',
      category_id: 'teas',
      featured: 'yes',
      search_terms: ['a'],
    });
    assert.equal(errors.name, 'Expected text');
    assert.equal(errors.price, 'Must be a number', "the schema's own message is kept");
    assert.equal(errors.quantity, 'Must be a whole number');
    assert.equal(errors.category_id, CONSOLE_MSG.form.expected('number'));
    assert.equal(errors.featured, 'Expected true or false');
    assert.equal(errors.search_terms, 'Expected text');
    const banner = await errorsOf('/banners', { status: 'on', sort_order: '3' });
    assert.equal(banner.status, 'Expected true or false');
    assert.equal(banner.sort_order, 'Expected a number');
  });

  test('a missing field is "Required"; null where a value is needed says the type', async () => {
    const errors = await errorsOf('/products', { name: 'Tea', category_id: null });
    assert.equal(errors.price, CONSOLE_MSG.form.required);
    assert.equal(errors.quantity, CONSOLE_MSG.form.required);
    assert.equal(errors.category_id, 'Expected a number');
  });
});
