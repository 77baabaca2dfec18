import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contactMessages, enquiries, sessions, users } from '../src/db/schema';
import {
  customerDetail,
  dashboard,
  listContactMessages,
  listCustomers,
  listOrders,
  listPendingHolds,
  listSubscribers,
  markContactMessage,
  orderDetail,
} from '../src/admin/services/reads';
import { refundOrder, shipOrder } from '../src/services/order-operations';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { depsOf, insertOrderRow, type OrderFields } from './support/orders-fixtures';
import { STAFF, newKey, paidOrder } from './support/order-ops-fixtures';

let t: TestApp;
let categoryId: number;
const NOW = new Date('2026-11-01T12:00:00Z');
const DAY = 86_400_000;

before(async () => {
  t = await createTestApp();
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

/** An order row straight in the database (with the payment it references), placed at NOW. */
const insertOrder = (fields: OrderFields = {}, db = t.database.db) => insertOrderRow(db, fields, NOW);

describe('orders list', () => {
  it('filters by status and date range, searches by number, email or name, newest first, with totals', async () => {
    const base = NOW.getTime() - 100 * DAY;
    for (let i = 0; i < 30; i++) {
      await insertOrder({
        status: i % 3 === 0 ? 'processing' : 'completed',
        paidAt: new Date(base + i * DAY),
        createdAt: new Date(base + i * DAY),
        name: i === 7 ? 'Pemba Sherpa' : 'Asha Gurung',
        email: i === 7 ? 'pemba.s@example.org' : `asha${i}@example.com`,
      });
    }
    const all = await listOrders(t.database.db, {}, { offset: 0, limit: 10 });
    assert.equal(all.total, 30);
    assert.equal(all.rows.length, 10);
    const dates = all.rows.map((r) => r.created_at);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
    const page3 = await listOrders(t.database.db, {}, { offset: 20, limit: 10 });
    assert.equal(page3.rows.length, 10);
    assert.equal(page3.rows.at(-1)?.created_at, new Date(base).toISOString());

    const processing = await listOrders(t.database.db, { status: 'processing' }, { offset: 0, limit: 5 });
    assert.equal(processing.total, 10);
    assert.ok(processing.rows.every((r) => r.status === 'processing'));

    const range = await listOrders(
      t.database.db,
      { from: new Date(base + 10 * DAY), to: new Date(base + 20 * DAY) },
      { offset: 0, limit: 100 },
    );
    assert.equal(range.total, 10);

    const target = all.rows[3];
    assert.ok(target);
    for (const q of [target.order_no, target.order_no.slice(1)]) {
      const found = await listOrders(t.database.db, { q }, { offset: 0, limit: 10 });
      assert.deepEqual(
        found.rows.map((r) => r.id),
        [target.id],
        q,
      );
    }
    assert.equal((await listOrders(t.database.db, { q: 'PEMBA.S@' }, { offset: 0, limit: 10 })).total, 1);
    assert.equal((await listOrders(t.database.db, { q: 'sherpa' }, { offset: 0, limit: 10 })).total, 1);
    assert.equal(
      (await listOrders(t.database.db, { q: '100%' }, { offset: 0, limit: 10 })).total,
      0,
      '% is literal',
    );
  });

  it('never answers more than a page of 100, however much is asked', async () => {
    const page = await listOrders(t.database.db, {}, { offset: -5, limit: 1_000_000 });
    assert.ok(page.rows.length <= 100);
  });
});

describe('order detail and pending holds', () => {
  it('has items, amounts, addresses, the payment and refunds, the shipment and a timeline of who did what', async () => {
    const paid = await paidOrder(t, t.call, categoryId, [[2500, 2]]);
    await shipOrder(
      depsOf(t),
      paid.order.id,
      { carrier: 'usps', tracking_number: '9400111899223100012345' },
      STAFF,
    );
    await refundOrder(depsOf(t), paid.order.id, { amount: 5, idempotency_key: newKey() }, STAFF);
    const detail = await orderDetail(t.database.db, paid.order.id);
    assert.equal(detail.items[0]?.qty, 2);
    assert.equal(detail.items[0]?.line_total, 50);
    assert.deepEqual([detail.sub_total, detail.discount, detail.shipping, detail.total], [50, 0, 0, 50]);
    assert.equal(detail.total_after_refund, 45);
    assert.equal(detail.addresses.shipping.line1, '12 Garden Lane');
    assert.equal(detail.addresses.billing_same_as_shipping, true);
    assert.equal(detail.payment.status, 'succeeded');
    assert.deepEqual(
      detail.payment.refunds.map((r) => [r.amount, r.status]),
      [[5, 'succeeded']],
    );
    assert.equal(detail.shipment?.carrier, 'USPS');
    assert.deepEqual(
      detail.timeline.map((e) => [e.kind, e.actor.kind]),
      [
        ['placed', 'customer'],
        ['paid', 'system'],
        ['email.sent', 'system'],
        ['shipped', 'staff'],
        ['email.sent', 'staff'],
        ['refunded', 'staff'],
        ['email.sent', 'staff'],
      ],
    );
    await assert.rejects(orderDetail(t.database.db, 999_999), { status: 404 });
  });

  it('lists unpaid orders holding stock, soonest to expire first, with their expiry', async () => {
    const later = await insertOrder({
      status: 'pending',
      holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000),
    });
    const sooner = await insertOrder({ status: 'pending', holdExpiresAt: new Date(NOW.getTime() - 60_000) });
    await insertOrder({ status: 'canceled', stockReleasedAt: NOW });
    const holds = await listPendingHolds(t.database.db, NOW, { offset: 0, limit: 25 });
    const ids = holds.rows.map((h) => h.id);
    assert.ok(ids.indexOf(sooner.id) < ids.indexOf(later.id));
    assert.equal(holds.rows.find((h) => h.id === sooner.id)?.expired, true);
    assert.equal(
      holds.rows.find((h) => h.id === later.id)?.hold_expires_at,
      later.holdExpiresAt.toISOString(),
    );
    assert.ok(holds.rows.every((h) => h.expired === new Date(h.hold_expires_at) <= NOW));
    assert.equal(holds.total, holds.rows.length);
  });
});

describe('customers', () => {
  it('lists and finds customers with orders and total spent, and never a hash, token or code', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ name: 'Tenzing Norgay', email: 'tenzing@example.com', passwordHash: 'scrypt$SECRET-HASH' })
      .returning();
    assert.ok(user);
    await t.database.db
      .insert(sessions)
      .values({ userId: user.id, tokenHash: 'SECRET-TOKEN', expiresAt: NOW });
    await insertOrder({
      userId: user.id,
      status: 'processing',
      paidAt: NOW,
      totalCents: 3000,
      refundCents: 500,
    });
    await insertOrder({ userId: user.id, status: 'canceled', stockReleasedAt: NOW, totalCents: 9999 });

    const found = await listCustomers(t.database.db, { q: 'tenzing' }, { offset: 0, limit: 25 });
    assert.equal(found.total, 1);
    assert.equal(found.rows[0]?.total_spent, 25, 'paid orders less refunds; unpaid ones are not money');
    assert.equal(found.rows[0]?.paid_orders, 1);
    const detail = await customerDetail(t.database.db, user.id);
    assert.equal(detail.orders.length, 2);
    assert.equal(detail.total_spent, 25);
    for (const answer of [found, detail]) {
      const text = JSON.stringify(answer);
      assert.ok(!/SECRET|password|token|code|stripe/i.test(text), text);
    }
    await assert.rejects(customerDetail(t.database.db, 999_999), { status: 404 });
  });
});

describe('inbox and subscribers', () => {
  it('lists contact messages by read and unread, marks them, and gives a reply link', async () => {
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Dawa', email: 'dawa@example.com', message: 'Do you ship orchids?' })
      .returning();
    assert.ok(message);
    const unread = await listContactMessages(t.database.db, { read: false }, { offset: 0, limit: 25 });
    assert.deepEqual(
      unread.rows.map((m) => m.id),
      [message.id],
    );
    assert.match(unread.rows[0]?.reply_url ?? '', /^mailto:dawa@example\.com\?subject=/);
    const marked = await markContactMessage(t.database.db, message.id, true, NOW);
    assert.equal(marked.read, true);
    assert.equal(
      (await listContactMessages(t.database.db, { read: false }, { offset: 0, limit: 25 })).total,
      0,
    );
    assert.equal(
      (await listContactMessages(t.database.db, { read: true }, { offset: 0, limit: 25 })).total,
      1,
    );
    assert.equal((await markContactMessage(t.database.db, message.id, false, NOW)).read, false);
    await assert.rejects(markContactMessage(t.database.db, 999_999, true, NOW), { status: 404 });
  });

  it('lists newsletter subscribers, newest first, with search', async () => {
    await t.database.db.insert(enquiries).values([
      { email: 'old@example.com', createdAt: new Date(NOW.getTime() - DAY) },
      { email: 'new@example.com', createdAt: NOW },
    ]);
    const all = await listSubscribers(t.database.db, {}, { offset: 0, limit: 25 });
    assert.deepEqual(
      all.rows.map((s) => s.email),
      ['new@example.com', 'old@example.com'],
    );
    assert.equal((await listSubscribers(t.database.db, { q: 'OLD' }, { offset: 0, limit: 25 })).total, 1);
  });
});

describe('dashboard', () => {
  it('sums sales today, over 7 and 30 days per day, counts orders to ship, lists low stock and latest orders', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      const cat = await insertCategory(db);
      await insertProduct(db, cat.id, { quantity: 2, name: 'Low Pot' });
      await insertProduct(db, cat.id, { quantity: 50, name: 'Plenty' });
      await insertOrder(
        { status: 'processing', paidAt: new Date(NOW.getTime() - 60_000), totalCents: 1000 },
        db,
      );
      await insertOrder(
        {
          status: 'completed',
          paidAt: new Date(NOW.getTime() - 3 * DAY),
          totalCents: 2000,
          refundCents: 500,
        },
        db,
      );
      await insertOrder(
        {
          status: 'completed',
          paidAt: new Date(NOW.getTime() - 20 * DAY),
          totalCents: 4000,
        },
        db,
      );
      await insertOrder(
        {
          status: 'completed',
          paidAt: new Date(NOW.getTime() - 40 * DAY),
          totalCents: 8000,
        },
        db,
      );
      await insertOrder({ status: 'pending' }, db);
      const figures = await dashboard(db, NOW, 5);
      assert.equal(figures.sales.today, 10);
      assert.equal(figures.sales.last_7_days, 25);
      assert.equal(figures.sales.last_30_days, 65);
      assert.equal(figures.sales.per_day.length, 30);
      assert.equal(figures.sales.per_day.at(-1)?.date, '2026-11-01');
      assert.equal(figures.sales.per_day.at(-4)?.sales, 15);
      assert.equal(figures.orders_waiting_to_ship, 1);
      assert.deepEqual(
        figures.low_stock.products.map((p) => p.name),
        ['Low Pot'],
      );
      assert.equal(figures.latest_orders.length, 5);
    } finally {
      await fresh.close();
    }
  });
});
