import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, desc, eq } from 'drizzle-orm';
import { CONSOLE_MSG } from '@common/messages';
import { adminAuditLog } from '../src/db/schema';
import type { AdminTestApp } from './support/admin';
import { consoleWithStaff, rowsOf } from './support/console-staff';
import { testDbKind } from './support/harness';
import { insertCategory } from './support/fixtures';
import { newKey, paidOrder, refundsOf } from './support/order-ops-fixtures';

/** Refunds and cancellations: the owner's, and of staff the owner allows (can_refund). */
describe(`console: the refund permission (${testDbKind})`, () => {
  let t: AdminTestApp;
  let owner: string;
  let clerk: string;
  let clerkId: number;
  let categoryId: number;
  before(async () => {
    ({ t, owner, clerk } = await consoleWithStaff());
    categoryId = (await insertCategory(t.database.db)).id;
    const staff = rowsOf(await t.admin('GET', '/staff', { cookie: owner }));
    clerkId = Number(staff.find((s) => s.email === 'clerk@example.com')!.id);
  });
  after(() => t.close());

  const paid = () => paidOrder(t, t.call, categoryId, [[2500, 2]]);
  const refund = (cookie: string, orderId: number, amount = 5) =>
    t.admin('POST', `/orders/${orderId}/refund`, { cookie, body: { amount, idempotency_key: newKey() } });
  const cancel = (cookie: string, orderId: number) =>
    t.admin('POST', `/orders/${orderId}/cancel`, { cookie });
  const allow = (can_refund: boolean) =>
    t.admin('PUT', `/staff/${clerkId}`, { cookie: owner, body: { can_refund } });

  test('staff without the permission get 403 on refund and cancel, and nothing is refunded', async () => {
    const { order } = await paid();
    const me = await t.admin('GET', '/me', { cookie: clerk });
    assert.equal(me.body.can_refund, false, 'the console hides the buttons from /me');
    for (const res of [await refund(clerk, order.id), await cancel(clerk, order.id)]) {
      assert.equal(res.status, 403, res.text);
      assert.equal(res.body.message, CONSOLE_MSG.auth.refundNotAllowed);
    }
    assert.equal((await refundsOf(t.database.db, order.id)).length, 0);
    const detail = await t.admin('GET', `/orders/${order.id}`, { cookie: clerk });
    assert.equal(detail.body.status, 'processing');
  });

  test('the owner may always refund and cancel', async () => {
    const { order } = await paid();
    assert.equal((await t.admin('GET', '/me', { cookie: owner })).body.can_refund, true);
    const refunded = await refund(owner, order.id);
    assert.equal(refunded.status, 200, refunded.text);
    const canceled = await cancel(owner, order.id);
    assert.equal(canceled.status, 200, canceled.text);
  });

  test('the owner allows a staff member: 200; the change is audited; taking it back is 403 again', async () => {
    const granted = await allow(true);
    assert.equal(granted.status, 200, granted.text);
    assert.equal(granted.body.can_refund, true);
    const [row] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'staff.permission'), eq(adminAuditLog.entityId, String(clerkId))))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    assert.ok(row, 'a staff.permission row');
    assert.equal(row.entityLabel, 'clerk@example.com');
    assert.deepEqual(row.before, { can_refund: false });
    assert.deepEqual(row.after, { can_refund: true });

    const { order } = await paid();
    assert.equal((await t.admin('GET', '/me', { cookie: clerk })).body.can_refund, true);
    const refunded = await refund(clerk, order.id);
    assert.equal(refunded.status, 200, refunded.text);
    const canceled = await cancel(clerk, order.id);
    assert.equal(canceled.status, 200, canceled.text);

    assert.equal((await allow(false)).status, 200);
    const second = await paid();
    assert.equal((await refund(clerk, second.order.id)).status, 403);
  });

  test('only an owner may change the permission', async () => {
    const res = await t.admin('PUT', `/staff/${clerkId}`, { cookie: clerk, body: { can_refund: true } });
    assert.equal(res.status, 403);
  });

  test('an invitation may carry the permission', async () => {
    const res = await t.admin('POST', '/staff', {
      cookie: owner,
      body: { email: 'cashier@example.com', name: 'Cashier', role: 'staff', can_refund: true },
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.can_refund, true);
  });
});
