import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import { PROMO_CONSOLE_MSG } from '@common/messages';
import { adminAuditLog, payments } from '../src/db/schema';
import type { AdminTestApp } from './support/admin';
import { consoleWithStaff, rowsOf } from './support/console-staff';
import { testDbKind } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { payAndUpdate, placeOrderBody, signedInUser, type Initiated } from './support/orders-fixtures';

type Json = Record<string, unknown>;

describe(`console promotions (${testDbKind})`, () => {
  let t: AdminTestApp;
  let clerk: string;
  let categoryId: number;
  before(async () => {
    ({ t, clerk } = await consoleWithStaff());
    categoryId = (await insertCategory(t.database.db)).id;
  });
  after(() => t.close());

  const lastAudit = async () =>
    (await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0];

  test('every route needs a staff session', async () => {
    for (const path of ['/promotions', '/promotions/1', '/promotions/1/report', '/promotion-settings/1']) {
      assert.equal((await t.admin('GET', path)).status, 401, path);
    }
    assert.equal((await t.admin('POST', '/promotions', { body: {} })).status, 401);
  });

  test('lists the seeded first-order offer with the interface’s fields', async () => {
    const list = rowsOf(await t.admin('GET', '/promotions', { cookie: clerk }));
    const first = list.find((p) => p.first_order_only === true);
    assert.deepEqual(
      {
        code: first?.code,
        kind: first?.kind,
        value: first?.value,
        stacks: first?.stacks,
        active: first?.active,
      },
      { code: null, kind: 'percent', value: 10, stacks: true, active: true },
    );
  });

  test('create, update, pause and end are audited; dollars in, cents stored, dollars out', async () => {
    const created = await t.admin('POST', '/promotions', {
      cookie: clerk,
      body: { label: '$5 off', code: 'five-off', kind: 'amount', value: 5, min_subtotal: 30, usage_cap: 3 },
    });
    assert.equal(created.status, 201, created.text);
    const body = created.body as Json;
    assert.equal(body.code, 'FIVE-OFF');
    assert.equal(body.value, 5);
    assert.equal(body.min_subtotal, 30);
    assert.equal((await lastAudit())?.action, 'promotion.create');
    const id = body.id as number;
    const paused = await t.admin('PUT', `/promotions/${id}`, {
      cookie: clerk,
      body: { ...body, active: false },
    });
    assert.equal(paused.status, 200, paused.text);
    assert.equal((paused.body as Json).active, false);
    const audit = await lastAudit();
    assert.equal(audit?.action, 'promotion.update');
    assert.deepEqual(audit?.after, { active: false });
    const ended = await t.admin('PUT', `/promotions/${id}`, {
      cookie: clerk,
      body: { ...body, ends_at: '2026-11-01T11:00:00Z' },
    });
    assert.equal((ended.body as Json).ends_at, '2026-11-01T11:00:00.000Z');
  });

  test('refuses bad input with a named field, a taken code with 409, never a 500', async () => {
    const bad = [
      { label: 'x', kind: 'percent', value: 150 },
      { label: 'x', kind: 'nope' },
      { label: 'x', kind: 'percent', code: 'a b' },
      { label: 'x', kind: 'percent', starts_at: '2026-12-02', ends_at: '2026-12-01' },
      { label: 'x', kind: 'percent', starts_at: 'tomorrow' },
      { label: '', kind: 'percent' },
    ];
    for (const b of bad) {
      const res = await t.admin('POST', '/promotions', { cookie: clerk, body: b });
      assert.equal(res.status, 422, `${JSON.stringify(b)}: ${res.text}`);
    }
    await t.admin('POST', '/promotions', {
      cookie: clerk,
      body: { label: 'a', kind: 'percent', code: 'TAKEN' },
    });
    const dup = await t.admin('POST', '/promotions', {
      cookie: clerk,
      body: { label: 'b', kind: 'percent', code: 'taken' },
    });
    assert.equal(dup.status, 409);
    assert.equal((dup.body as Json).message, PROMO_CONSOLE_MSG.codeTaken);
  });

  test('the report counts paid orders, revenue and discount given; issuing mails the customer', async () => {
    const created = await t.admin('POST', '/promotions', {
      cookie: clerk,
      body: { label: '20% off', code: 'REPORT20', kind: 'percent', value: 20 },
    });
    const id = (created.body as Json).id as number;
    const product = await insertProduct(t.database.db, categoryId, { priceCents: 5000, quantity: 10 });
    const items = [{ product_id: product.id, qty: 1 }];
    const init = await t.call('POST', '/order/test-initiate', { body: { items, discount_code: 'REPORT20' } });
    const pay = init.body.data as Initiated;
    const placed = await t.call('POST', '/order/placeorder', {
      body: placeOrderBody(pay.pid, items, { discount_code: 'REPORT20' }),
    });
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    assert.equal((await payAndUpdate(t.call, pay)).status, 200);
    const [charged] = await t.database.db.select().from(payments).where(eq(payments.pid, pay.pid));
    const report = await t.admin('GET', `/promotions/${id}/report`, { cookie: clerk });
    assert.deepEqual(report.body, {
      id,
      orders: 1,
      revenue: charged!.totalCents / 100,
      discount_given: 10,
      held_by_unpaid_orders: 0,
    });

    const { user, token } = await signedInUser(t, { email: 'dawa@example.com', name: 'Dawa' });
    const issued = await t.admin('POST', `/promotions/${id}/issue`, {
      cookie: clerk,
      body: { email: 'Dawa@Example.com' },
    });
    assert.equal(issued.status, 200, issued.text);
    assert.match(t.mailer.last(user.email)!.text, /REPORT20/);
    assert.equal((await lastAudit())?.action, 'promotion.issue');
    const vouchers = await t.call('GET', '/user/vouchers', { token });
    const codes = (vouchers.body.data as { vouchers: { code: string }[] }).vouchers.map((v) => v.code);
    assert.deepEqual(codes, ['REPORT20']);
    const unknown = await t.admin('POST', `/promotions/${id}/issue`, {
      cookie: clerk,
      body: { email: 'nobody@example.com' },
    });
    assert.equal(unknown.status, 404);
  });

  test('shipping settings: audited, validated, and the storefront’s endpoint follows them', async () => {
    const bad = await t.admin('PUT', '/promotion-settings/1', { cookie: clerk, body: { shipping: -1 } });
    assert.equal(bad.status, 422);
    const res = await t.admin('PUT', '/promotion-settings/1', {
      cookie: clerk,
      body: { shipping: 7.5, free_shipping_threshold: 60, refund_returns_use: false },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal((await lastAudit())?.action, 'promotion_settings.update');
    const pub = await t.call('GET', '/settings/shipping');
    assert.deepEqual(pub.body.data, { shipping_cents: 750, free_shipping_threshold_cents: 6000 });
  });
});
