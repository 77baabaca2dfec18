import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AdminTestApp } from './support/admin';
import { consoleWithStaff, rowsOf } from './support/console-staff';
import { testDbKind } from './support/harness';
import { insertOrderRow, signedInUser } from './support/orders-fixtures';

type Json = Record<string, unknown>;

/** What a value is, as a page reading it cares: a list and a number must never share a name. */
const shape = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

describe(`console customer page (${testDbKind})`, () => {
  let t: AdminTestApp;
  let clerk: string;
  let userId: number;
  before(async () => {
    ({ t, clerk } = await consoleWithStaff());
    const { user } = await signedInUser(t, { name: 'Dawa Lama', email: 'dawa@example.com' });
    userId = user.id;
    const paidAt = new Date();
    await insertOrderRow(t.database.db, { userId, paidAt, status: 'processing' });
    await insertOrderRow(t.database.db, { userId, paidAt, status: 'refunded', refundCents: 4000 });
    await insertOrderRow(t.database.db, { userId, paidAt, status: 'processing', refundCents: 1000 });
    await insertOrderRow(t.database.db, { userId });
  });
  after(() => t.close());

  async function listRow(): Promise<Json> {
    const filter = encodeURIComponent(JSON.stringify({ q: 'dawa' }));
    const list = await t.admin('GET', `/customers?filter=${filter}`, { cookie: clerk });
    assert.equal(list.status, 200, list.text);
    const row = rowsOf(list).find((c) => c.id === userId);
    assert.ok(row, list.text);
    return row;
  }

  test('the list row and the page agree on every field they share (the page opens on the row)', async () => {
    // react-admin shows the cached list row while the page loads: a shared name must hold the same shape.
    const row = await listRow();
    const page = await t.admin('GET', `/customers/${userId}`, { cookie: clerk });
    assert.equal(page.status, 200, page.text);
    const shared = Object.keys(row).filter((k) => k in page.body);
    for (const key of shared) {
      assert.equal(
        shape(page.body[key]),
        shape(row[key]),
        `${key}: list ${shape(row[key])}, page ${shape(page.body[key])}`,
      );
    }
    assert.ok(Array.isArray(page.body.orders), 'the page lists the orders');
    assert.equal((page.body.orders as unknown[]).length, 4);
  });

  test('paid orders leave out unpaid ones and those refunded in full; spent is net of refunds', async () => {
    const row = await listRow();
    assert.equal(row.paid_orders, 2);
    assert.equal(row.total_spent, 70);
    const page = await t.admin('GET', `/customers/${userId}`, { cookie: clerk });
    assert.equal(page.body.paid_orders, 2);
    assert.equal(page.body.total_spent, 70);
  });
});

describe(`dashboard paid orders (${testDbKind})`, () => {
  let t: AdminTestApp;
  let clerk: string;
  before(async () => {
    ({ t, clerk } = await consoleWithStaff());
  });
  after(() => t.close());

  test('a paid order refunded in full is not counted; a part-refunded one is', async () => {
    const paidAt = new Date();
    await insertOrderRow(t.database.db, { paidAt, status: 'processing' });
    await insertOrderRow(t.database.db, { paidAt, status: 'refunded', refundCents: 4000 });
    await insertOrderRow(t.database.db, { paidAt, status: 'processing', refundCents: 1000 });
    await insertOrderRow(t.database.db, {});
    const board = await t.admin('GET', '/dashboard', { cookie: clerk });
    assert.equal(board.status, 200, board.text);
    assert.equal(board.body.paid_orders_30_days, 2);
    const days = (board.body.sales as { per_day: { orders: number }[] }).per_day;
    assert.equal(
      days.reduce((n, d) => n + d.orders, 0),
      2,
      'the chart’s days agree',
    );
    assert.equal((board.body.sales as Json).last_30_days, 70);
  });
});
