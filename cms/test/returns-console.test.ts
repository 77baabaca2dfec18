import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq } from 'drizzle-orm';
import { adminAuditLog } from '../src/db/schema';
import type { AdminTestApp } from './support/admin';
import { consoleWithStaff, rowsOf } from './support/console-staff';
import { testDbKind } from './support/harness';
import { insertCategory } from './support/fixtures';
import { orderByPid, stockOf } from './support/orders-fixtures';
import { linesOf, newKey } from './support/order-ops-fixtures';
import { askReturn, deliveredOrder } from './support/returns-fixtures';

type Json = Record<string, unknown>;

describe(`the console's Returns queue (${testDbKind})`, () => {
  let t: AdminTestApp;
  let owner: string;
  let clerk: string;
  let categoryId: number;
  before(async () => {
    ({ t, owner, clerk } = await consoleWithStaff());
    categoryId = (await insertCategory(t.database.db)).id;
  });
  after(() => t.close());

  const auditOf = (id: number) =>
    t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, 'returns'), eq(adminAuditLog.entityId, String(id))))
      .orderBy(asc(adminAuditLog.id));
  const statusSeen = async (token: string) =>
    ((await t.call('GET', '/order/returns', { token })).body.data as { returns: Json[] }).returns[0];

  test('approve, receive, refund in part with restock: the customer sees and is mailed each status', async () => {
    const { token, order, lines, products } = await deliveredOrder(t, categoryId, [
      [2500, 2],
      [1500, 2],
    ]);
    const [tool, pot] = lines;
    const id = await askReturn(t, token, order.orderNumber, [{ order_item_id: tool!.id, qty: 2 }]);

    const listed = await t.admin(
      'GET',
      `/returns?filter=${encodeURIComponent(JSON.stringify({ status: 'requested' }))}`,
      { cookie: clerk },
    );
    assert.equal(listed.status, 200, listed.text);
    assert.ok(rowsOf(listed).some((r) => r.id === id));
    assert.match(listed.headers.get('content-range') ?? '', /^returns /);
    const detail = await t.admin('GET', `/returns/${id}`, { cookie: clerk });
    assert.equal(detail.body.suggested_refund, 50);

    const early = await t.admin('POST', `/returns/${id}/receive`, { cookie: clerk, body: {} });
    assert.equal(early.status, 409, 'a parcel is received only after approval');

    const approved = await t.admin('POST', `/returns/${id}/approve`, { cookie: clerk, body: {} });
    assert.equal(approved.status, 200, approved.text);
    assert.equal((await statusSeen(token))?.status, 'approved');
    assert.match(t.mailer.last(order.email)?.subject ?? '', /is approved/);

    const received = await t.admin('POST', `/returns/${id}/receive`, { cookie: clerk, body: {} });
    assert.equal(received.status, 200, received.text);
    assert.equal((await statusSeen(token))?.status, 'received');
    assert.match(t.mailer.last(order.email)?.subject ?? '', /received your returned items/);

    // The clerk may not give money back; the owner may, only for lines of the return.
    const body = { amount: 40, restock: [{ order_item_id: tool!.id, qty: 1 }], idempotency_key: newKey() };
    assert.equal((await t.admin('POST', `/returns/${id}/refund`, { cookie: clerk, body })).status, 403);
    const otherLine = await t.admin('POST', `/returns/${id}/refund`, {
      cookie: owner,
      body: { ...body, restock: [{ order_item_id: pot!.id, qty: 1 }] },
    });
    assert.equal(otherLine.status, 422);
    const before = await stockOf(t.database.db, products[0]!.id);
    const refunded = await t.admin('POST', `/returns/${id}/refund`, { cookie: owner, body });
    assert.equal(refunded.status, 200, refunded.text);
    assert.equal(refunded.body.status, 'refunded');
    assert.equal(refunded.body.refund_amount, 40);
    assert.equal(await stockOf(t.database.db, products[0]!.id), before + 1);
    const row = await orderByPid(t.database.db, order.pid);
    assert.equal(row.refundCents, 4000);
    assert.equal(row.status, 'completed', 'a part refund leaves the order delivered');
    const seen = await statusSeen(token);
    assert.equal(seen?.status, 'refunded');
    assert.equal(seen?.refund_amount, 40);
    assert.match(t.mailer.last(order.email)?.text ?? '', /refunded \$40\.00/);

    const again = await t.admin('POST', `/returns/${id}/refund`, {
      cookie: owner,
      body: { ...body, idempotency_key: newKey() },
    });
    assert.equal(again.status, 409, 'a return is refunded once');

    assert.deepEqual(
      (await auditOf(id)).map((a) => [a.action, a.staffEmail]),
      [
        ['return.approve', 'clerk@example.com'],
        ['return.receive', 'clerk@example.com'],
        ['return.refund', 'owner@example.com'],
      ],
    );
    assert.equal((await linesOf(t.database.db, order.id))[0]?.restockedQty, 1);
  });

  test('refuse with a note: mailed, and the units may be asked for again', async () => {
    const { token, order, lines } = await deliveredOrder(t, categoryId, [[2500, 1]]);
    const id = await askReturn(t, token, order.orderNumber, [{ order_item_id: lines[0]!.id, qty: 1 }]);
    const refused = await t.admin('POST', `/returns/${id}/refuse`, {
      cookie: clerk,
      body: { note: 'Used items cannot come back.' },
    });
    assert.equal(refused.status, 200, refused.text);
    assert.match(t.mailer.last(order.email)?.text ?? '', /Used items cannot come back\./);
    const seen = await statusSeen(token);
    assert.equal(seen?.status, 'refused');
    assert.equal(seen?.note, 'Used items cannot come back.');
    assert.equal((await t.admin('POST', `/returns/${id}/approve`, { cookie: clerk, body: {} })).status, 409);
    await askReturn(t, token, order.orderNumber, [{ order_item_id: lines[0]!.id, qty: 1 }]);
    assert.equal((await auditOf(id))[0]?.action, 'return.refuse');
  });

  test('the return window: staff read it, owners set it (audited), bad values get 422', async () => {
    const read = await t.admin('GET', '/return-settings', { cookie: clerk });
    assert.equal(read.body.window_days, 30);
    assert.equal(
      (await t.admin('PUT', '/return-settings', { cookie: clerk, body: { window_days: 14 } })).status,
      403,
    );
    for (const window_days of [0, 366, 1.5, '14']) {
      const bad = await t.admin('PUT', '/return-settings', { cookie: owner, body: { window_days } });
      assert.equal(bad.status, 422, String(window_days));
    }
    const set = await t.admin('PUT', '/return-settings', { cookie: owner, body: { window_days: 14 } });
    assert.equal(set.status, 200, set.text);
    assert.deepEqual((await t.call('GET', '/order/return-window')).body.data, { days: 14 });
    const [row] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'returns.settings'));
    assert.deepEqual(row?.after, { window_days: 14 });
    await t.admin('PUT', '/return-settings', { cookie: owner, body: { window_days: 30 } });
  });

  test('every route needs a staff session; unknown ids and bad filters answer 404/400', async () => {
    for (const [method, path] of [
      ['GET', '/returns'],
      ['GET', '/returns/1'],
      ['POST', '/returns/1/approve'],
      ['POST', '/returns/1/refund'],
      ['GET', '/return-settings'],
    ] as const) {
      assert.equal(
        (await t.admin(method, path, { body: method === 'POST' ? {} : undefined })).status,
        401,
        path,
      );
    }
    assert.equal((await t.admin('GET', '/returns/999999', { cookie: clerk })).status, 404);
    assert.equal((await t.admin('POST', '/returns/abc/approve', { cookie: clerk, body: {} })).status, 404);
    const bad = encodeURIComponent(JSON.stringify({ status: 'lost' }));
    assert.equal((await t.admin('GET', `/returns?filter=${bad}`, { cookie: clerk })).status, 400);
  });
});
