import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq } from 'drizzle-orm';
import { adminAuditLog } from '../src/db/schema';
import type { AdminTestApp } from './support/admin';
import { consoleWithStaff, rowsOf } from './support/console-staff';
import { testDbKind } from './support/harness';
import { insertCategory } from './support/fixtures';
import { stockOf } from './support/orders-fixtures';
import { linesOf, newKey, paidOrder, refundsOf, unpaidOrder } from './support/order-ops-fixtures';

type Json = Record<string, unknown>;

describe(`console order routes (${testDbKind})`, () => {
  let t: AdminTestApp;
  let owner: string;
  let clerk: string;
  let categoryId: number;
  before(async () => {
    ({ t, owner, clerk } = await consoleWithStaff());
    categoryId = (await insertCategory(t.database.db)).id;
    // Refunds and cancels are the owner's and of staff allowed to (console-refund-permission.test.ts).
    const clerkRow = rowsOf(await t.admin('GET', '/staff', { cookie: owner })).find(
      (s) => s.email === 'clerk@example.com',
    );
    const allowed = await t.admin('PUT', `/staff/${String(clerkRow!.id)}`, {
      cookie: owner,
      body: { can_refund: true },
    });
    assert.equal(allowed.status, 200, allowed.text);
  });
  after(() => t.close());

  const paid = (lines: [number, number][] = [[2500, 2]]) => paidOrder(t, t.call, categoryId, lines);
  const auditOf = (orderId: number) =>
    t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, 'orders'), eq(adminAuditLog.entityId, String(orderId))))
      .orderBy(asc(adminAuditLog.id));

  test('every order route needs a staff session', async () => {
    const { order } = await paid();
    for (const [method, path] of [
      ['GET', '/orders'],
      ['GET', '/orders/export.csv'],
      ['GET', `/orders/${order.id}`],
      ['POST', `/orders/${order.id}/ship`],
      ['POST', `/orders/${order.id}/refund`],
      ['GET', '/pending-holds'],
    ] as const) {
      const res = await t.admin(method, path, { body: method === 'POST' ? {} : undefined });
      assert.equal(res.status, 401, `${method} ${path}`);
    }
  });

  test('list: newest first, filters, search by number, Content-Range; CSV of the same filter', async () => {
    const first = await paid();
    const second = await paid();
    const list = await t.admin('GET', '/orders?range=[0,0]', { cookie: clerk });
    assert.equal(list.status, 200, list.text);
    assert.equal(rowsOf(list)[0]?.id, second.order.id, 'newest first');
    assert.match(list.headers.get('content-range') ?? '', /^orders 0-0\/\d+$/);
    const q = encodeURIComponent(JSON.stringify({ q: `#${first.order.orderNumber}` }));
    const found = await t.admin('GET', `/orders?filter=${q}`, { cookie: clerk });
    assert.deepEqual(
      rowsOf(found).map((o: Json) => o.id),
      [first.order.id],
    );
    const day = t.clock.now().toISOString().slice(0, 10);
    const dated = encodeURIComponent(JSON.stringify({ status: 'processing', from: day, to: day }));
    const ranged = await t.admin('GET', `/orders?filter=${dated}`, { cookie: clerk });
    assert.ok(
      rowsOf(ranged).some((o: Json) => o.id === first.order.id),
      'a bare `to` day includes that day',
    );
    const csv = await t.admin('GET', `/orders/export.csv?filter=${q}`, { cookie: clerk });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
    const lines = csv.text.trim().split(/\r?\n/);
    assert.equal(lines.length, 2, csv.text);
    assert.ok(lines[1]?.startsWith(`#${first.order.orderNumber},`));
    for (const bad of [{ status: 'lost' }, { from: 'yesterday' }]) {
      const res = await t.admin('GET', `/orders?filter=${encodeURIComponent(JSON.stringify(bad))}`, {
        cookie: clerk,
      });
      assert.equal(res.status, 400, JSON.stringify(bad));
    }
  });

  test('ship by a staff member: shipped, mailed with the tracking number, audited with the email', async () => {
    const { order } = await paid();
    const res = await t.admin('POST', `/orders/${order.id}/ship`, {
      cookie: clerk,
      client: '198.51.100.7',
      body: { carrier: 'ups', tracking_number: '1Z999AA10123456784' },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.status, 'shipped');
    assert.ok((res.body.timeline as Json[]).some((e) => e.kind === 'shipped'));
    assert.match(t.mailer.last(order.email)!.text, /1Z999AA10123456784/);
    const rows = await auditOf(order.id);
    assert.deepEqual(
      rows.map((r) => r.action),
      ['order.ship', 'order.email.sent'],
    );
    assert.equal(rows[0]?.staffEmail, 'clerk@example.com');
    assert.equal(rows[0]?.clientAddress, '198.51.100.7');
    assert.equal((rows[0]?.before as Json).status, 'processing');
    assert.equal((rows[0]?.after as Json).status, 'shipped');
    assert.equal((rows[1]?.after as Json).template, 'shipped');

    const again = await t.admin('POST', `/orders/${order.id}/ship`, {
      cookie: clerk,
      body: { carrier: 'ups', tracking_number: '1Z999AA10123456784' },
    });
    assert.equal(again.status, 409);
    assert.match(String(again.body.message), /only a paid order waiting to ship/);
    const done = await t.admin('POST', `/orders/${order.id}/complete`, { cookie: clerk });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.status, 'completed');
    assert.equal((await auditOf(order.id)).at(-1)?.action, 'order.complete');
  });

  test('bad input is 4xx with field errors, never 500', async () => {
    const { order } = await paid();
    const cases: [string, unknown, number, string][] = [
      ['ship', { carrier: 'pigeon', tracking_number: '1Z999AA10123456784' }, 422, 'carrier'],
      ['ship', { carrier: 'ups', tracking_number: '!' }, 422, 'tracking_number'],
      ['ship', { carrier: 7 }, 422, 'carrier'],
      ['refund', { amount: -1, idempotency_key: newKey() }, 422, 'amount'],
      ['refund', { amount: 1, idempotency_key: 'short' }, 422, 'idempotency_key'],
      ['refund', { amount: 'ten', idempotency_key: newKey() }, 422, 'amount'],
      [
        'refund',
        { amount: 1, idempotency_key: newKey(), restock: [{ order_item_id: 1.5, qty: 1 }] },
        422,
        'restock.0.order_item_id',
      ],
    ];
    for (const [op, body, status, field] of cases) {
      const res = await t.admin('POST', `/orders/${order.id}/${op}`, { cookie: clerk, body });
      assert.equal(res.status, status, `${op} ${JSON.stringify(body)}: ${res.text}`);
      assert.ok((res.body.errors as Json)?.[field], `error for ${field}: ${res.text}`);
    }
    const notJson = await t.admin('POST', `/orders/${order.id}/ship`, {
      cookie: clerk,
      raw: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(notJson.status, 400);
    assert.equal((await t.admin('GET', '/orders/999999', { cookie: clerk })).status, 404);
    assert.equal((await t.admin('GET', '/orders/abc', { cookie: clerk })).status, 404);
    assert.equal((await t.admin('POST', '/orders/999999/complete', { cookie: clerk })).status, 404);
    assert.equal((await auditOf(order.id)).length, 0, 'a refusal writes no audit row');
  });

  test('partial refund with restock, then the rest; a reused key and too much are 409', async () => {
    const { order, products } = await paid([
      [2000, 2],
      [1000, 1],
    ]);
    const stockBefore = await stockOf(t.database.db, products[0]!.id);
    const [line] = await linesOf(t.database.db, order.id);
    const key = newKey();
    const partial = await t.admin('POST', `/orders/${order.id}/refund`, {
      cookie: owner,
      body: { amount: 20, idempotency_key: key, restock: [{ order_item_id: line!.id, qty: 1 }] },
    });
    assert.equal(partial.status, 200, partial.text);
    assert.equal(partial.body.refund_amount, 20);
    assert.equal(partial.body.status, 'processing');
    assert.equal(await stockOf(t.database.db, products[0]!.id), stockBefore + 1);
    const twice = await t.admin('POST', `/orders/${order.id}/refund`, {
      cookie: owner,
      body: { amount: 20, idempotency_key: key },
    });
    assert.equal(twice.status, 409, twice.text);
    const tooMuch = await t.admin('POST', `/orders/${order.id}/refund`, {
      cookie: owner,
      body: { amount: 1000, idempotency_key: newKey() },
    });
    assert.equal(tooMuch.status, 409);
    assert.match(String(tooMuch.body.message), /more than was paid/);
    const rest = Number(partial.body.total_after_refund);
    const full = await t.admin('POST', `/orders/${order.id}/refund`, {
      cookie: owner,
      body: { amount: rest, idempotency_key: newKey() },
    });
    assert.equal(full.status, 200, full.text);
    assert.equal(full.body.status, 'refunded');
    assert.equal(full.body.total_after_refund, 0);
    const actions = (await auditOf(order.id)).map((r) => r.action);
    assert.deepEqual(actions, ['order.refund', 'order.email.sent', 'order.refund', 'order.email.sent']);
  });

  test('cancel before shipping puts the stock back; a canceled order cannot be shipped', async () => {
    const { order, products } = await paid([[1500, 3]]);
    const stock = await stockOf(t.database.db, products[0]!.id);
    const res = await t.admin('POST', `/orders/${order.id}/cancel`, { cookie: clerk });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.status, 'canceled');
    assert.equal(await stockOf(t.database.db, products[0]!.id), stock + 3);
    const ship = await t.admin('POST', `/orders/${order.id}/ship`, {
      cookie: clerk,
      body: { carrier: 'usps', tracking_number: '9400111899223344556677' },
    });
    assert.equal(ship.status, 409);
    assert.deepEqual(
      (await auditOf(order.id)).map((r) => r.action),
      ['order.cancel', 'order.email.sent'],
    );
  });

  test('two staff refunding the whole order at once make one refund', async () => {
    const { order } = await paid();
    const whole = order.totalCents / 100;
    const [a, b] = await Promise.all([
      t.admin('POST', `/orders/${order.id}/refund`, {
        cookie: owner,
        body: { amount: whole, idempotency_key: newKey() },
      }),
      t.admin('POST', `/orders/${order.id}/refund`, {
        cookie: clerk,
        body: { amount: whole, idempotency_key: newKey() },
      }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409], `${a.text} ${b.text}`);
    const made = (await refundsOf(t.database.db, order.id)).filter((r) => r.status === 'succeeded');
    assert.equal(made.length, 1);
    assert.equal((await auditOf(order.id)).filter((r) => r.action === 'order.refund').length, 1);
  });

  test('pending holds: unpaid orders with their expiry', async () => {
    const { order } = await unpaidOrder(t, t.call, categoryId);
    const res = await t.admin('GET', '/pending-holds?range=[0,99]', { cookie: clerk });
    assert.equal(res.status, 200, res.text);
    const hold = rowsOf(res).find((h: Json) => h.id === order.id) as Json | undefined;
    assert.ok(hold, 'the unpaid order is listed');
    assert.equal(hold.hold_expires_at, order.holdExpiresAt.toISOString());
    assert.match(res.headers.get('content-range') ?? '', /^pending-holds /);
  });
});
