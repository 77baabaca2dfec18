import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import Stripe from 'stripe';
import { ORDER_STATUSES } from '@common/contract';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { orders, orderStatusCounts } from '../src/db/schema';
import { releaseExpiredHolds } from '../src/services/holds';
import { cancelOrder, completeOrder, refundOrder, shipOrder } from '../src/services/order-operations';
import { countOrdersByStatus, foldOrderStatusCounts, type StatusCounts } from '../src/services/order-counts';
import { listOrders } from '../src/admin/services/reads';
import { resetAndSeed } from '../src/seed';
import { createTestApp, testDbKind, throwawayDatabaseUrl, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { FakeStripeApi } from './support/fake-stripe';
import {
  callerFor,
  depsOf,
  initiate,
  insertOrderRow,
  payAndUpdate,
  placeOrder,
  placeOrderBody,
  signedInUser,
  type Call,
} from './support/orders-fixtures';
import { STAFF, newKey, paidOrder, unpaidOrder } from './support/order-ops-fixtures';

// The console's orders list takes its totals by status from order_status_counts, which migration 0008's
// triggers keep (docs/adr/0053-orders-list-status-counts.md). Every way an order is created, changes status
// or goes away is taken here, and after each the kept counts must be what counting the orders gives, and
// must have moved by exactly what the step did.

const MINUTE = 60_000;

/** The ground truth: the orders counted one by one. */
async function countedOrders(db: Db): Promise<StatusCounts> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/**
 * Runs `step` and checks that the kept counts moved by `moves` and agree with the orders, before and after a
 * fold; the list's totals (all orders, and each status) are the kept ones.
 */
async function expectCounts(db: Db, moves: Partial<StatusCounts>, step: () => Promise<unknown>) {
  const before = await countOrdersByStatus(db);
  await step();
  const expected = { ...before };
  for (const [status, n] of Object.entries(moves)) expected[status as keyof StatusCounts] += n;
  assert.deepEqual(await countOrdersByStatus(db), expected, 'the kept counts moved by the step');
  assert.deepEqual(await countedOrders(db), expected, 'the orders themselves');
  assert.equal(await foldOrderStatusCounts(db), true);
  assert.deepEqual(await countOrdersByStatus(db), expected, 'after folding');
  const page = { offset: 0, limit: 1 };
  const all = await listOrders(db, {}, page);
  assert.equal(
    all.total,
    Object.values(expected).reduce((a, b) => a + b, 0),
  );
  for (const status of ORDER_STATUSES) {
    assert.equal((await listOrders(db, { status }, page)).total, expected[status], status);
  }
}

describe(`order status counts through every status change, test processor (${testDbKind})`, () => {
  let t: TestApp;
  let call: Call;
  let categoryId: number;
  let db: Db;
  const deps = () => depsOf(t);

  before(async () => {
    t = await createTestApp({ ORDER_HOLD_MINUTES: '30' });
    call = t.call;
    db = t.database.db;
    categoryId = (await insertCategory(db)).id;
  });
  after(() => t.close());

  it('checkout places a pending order; update-order moves it to processing', async () => {
    await expectCounts(db, { pending: 1 }, () => unpaidOrder(t, call, categoryId));
    await expectCounts(db, { processing: 1 }, () => paidOrder(t, call, categoryId, [[2500, 1]]));
  });

  it('an expired hold cancels the order; its late payment makes it processing again', async () => {
    // Holds left by the test before run out first, so only this test's order is released below.
    t.clock.advance(31 * MINUTE);
    await releaseExpiredHolds(deps());
    const product = await insertProduct(db, categoryId, { priceCents: 1000, quantity: 10 });
    let payment: Awaited<ReturnType<typeof placeOrder>>['payment'] | undefined;
    await expectCounts(db, { pending: 1 }, async () => {
      payment = (await placeOrder(call, [{ product_id: product.id, qty: 1 }])).payment;
    });
    t.clock.advance(31 * MINUTE);
    await expectCounts(db, { pending: -1, canceled: 1 }, () => releaseExpiredHolds(deps()));
    assert.ok(payment);
    const late = payment;
    await expectCounts(db, { canceled: -1, processing: 1 }, async () => {
      assert.equal((await payAndUpdate(call, late)).status, 200);
    });
  });

  it("the same shopper's new order replaces the unpaid one", async () => {
    const product = await insertProduct(db, categoryId, { priceCents: 1000, quantity: 10 });
    const { token } = await signedInUser(t);
    const items = [{ product_id: product.id, qty: 1 }];
    const place = async () => {
      const { pid } = await initiate(call, items, token);
      const body = placeOrderBody(pid, items, { email: 'same.shopper@example.com' });
      assert.equal((await call('POST', '/order/placeorder', { body, token })).status, 200);
    };
    await expectCounts(db, { pending: 1 }, place);
    await expectCounts(db, { canceled: 1 }, place);
  });

  it('ship, complete, cancel (unpaid and paid) and refunds (part and whole)', async () => {
    const shipped = (await paidOrder(t, call, categoryId, [[2500, 1]])).order;
    await expectCounts(db, { processing: -1, shipped: 1 }, () =>
      shipOrder(deps(), shipped.id, { carrier: 'ups', tracking_number: '1Z999AA10123456784' }, STAFF),
    );
    await expectCounts(db, { shipped: -1, completed: 1 }, () => completeOrder(deps(), shipped.id, STAFF));

    const unpaid = (await unpaidOrder(t, call, categoryId)).order;
    await expectCounts(db, { pending: -1, canceled: 1 }, () => cancelOrder(deps(), unpaid.id, STAFF));
    const paid = (await paidOrder(t, call, categoryId, [[2500, 1]])).order;
    await expectCounts(db, { processing: -1, canceled: 1 }, () => cancelOrder(deps(), paid.id, STAFF));

    const refunded = (await paidOrder(t, call, categoryId, [[2500, 2]])).order;
    const refund = (amount: number) => () =>
      refundOrder(deps(), refunded.id, { amount, idempotency_key: newKey() }, STAFF);
    await expectCounts(db, {}, refund(10));
    await expectCounts(db, { processing: -1, refunded: 1 }, refund(40));
  });

  it('an order deleted, and every order wiped by a reset of the demo shop', async () => {
    const row = await insertOrderRow(db, { status: 'shipped' });
    await expectCounts(db, { shipped: -1 }, () => db.delete(orders).where(eq(orders.id, row.id)));
    await expectCounts(db, {}, () => db.update(orders).set({ name: 'Renamed' }));
    const before = await countOrdersByStatus(db);
    const wiped = Object.fromEntries(ORDER_STATUSES.map((s) => [s, -before[s]]));
    await expectCounts(db, wiped, () => resetAndSeed(db, t.config));
    assert.ok(
      Object.values(before).some((n) => n > 0),
      'there were orders to wipe',
    );
  });

  it('folding leaves at most one row per status, and a fold with nothing to do changes nothing', async () => {
    await insertOrderRow(db, { status: 'completed' });
    await insertOrderRow(db, { status: 'completed' });
    await insertOrderRow(db, { status: 'refunded' });
    await foldOrderStatusCounts(db);
    const rows = await db.select().from(orderStatusCounts);
    assert.deepEqual(rows.map((r) => [r.status, r.delta]).sort(), [
      ['completed', 2],
      ['refunded', 1],
    ]);
    await foldOrderStatusCounts(db);
    assert.equal((await db.select().from(orderStatusCounts)).length, 2);
  });
});

describe(`order status counts through Stripe's webhooks (${testDbKind})`, () => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
  let t: TestApp;
  let api: FakeStripeApi;
  let call: Call;
  let db: Db;
  const realFetch = globalThis.fetch;

  before(async () => {
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    api = new FakeStripeApi();
    call = callerFor(depsOf(t, { stripe: api.client() }));
    db = t.database.db;
    globalThis.fetch = async () => {
      throw new Error('network access in a test');
    };
  });
  after(async () => {
    globalThis.fetch = realFetch;
    await t.close();
  });

  const deliver = async (payload: string) => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await call('POST', '/payments/stripe/webhook', {
      body: payload,
      headers: { 'stripe-signature': signature },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };

  it('payment_intent.succeeded pays the order; charge.refunded refunds it', async () => {
    const categoryId = (await insertCategory(db)).id;
    const product = await insertProduct(db, categoryId, { priceCents: 2500, quantity: 10 });
    // $25 × 2 ships free: $50, all of it refunded below.
    const items = [{ product_id: product.id, qty: 2 }];
    const { pid } = await initiate(call, items, undefined, 'stripe');
    await expectCounts(db, { pending: 1 }, async () => {
      const body = placeOrderBody(pid, items, { method: 'stripe' });
      assert.equal((await call('POST', '/order/placeorder', { body })).status, 200);
    });
    api.setStatus(pid, 'succeeded');
    await expectCounts(db, { pending: -1, processing: 1 }, () =>
      deliver(api.event('evt_paid', 'payment_intent.succeeded', pid)),
    );
    api.dashboardRefund(pid, 5000);
    await expectCounts(db, { processing: -1, refunded: 1 }, () =>
      deliver(api.chargeRefundedEvent('evt_refunded', pid)),
    );
  });
});

// One PGlite has one connection, so transactions there never overlap: this is PostgreSQL's question only.
if (testDbKind === 'postgres') {
  describe('order status counts on PostgreSQL: writers do not wait on each other', () => {
    let database: Database;
    let drop: () => Promise<void>;

    before(async () => {
      const throwaway = await throwawayDatabaseUrl();
      drop = throwaway.drop;
      // A wait for a row lock fails the statement after 5 s instead of hanging the test: with one counter
      // row per status, the second checkout below would wait for the first to commit.
      const admin = new pg.Client({ connectionString: throwaway.url });
      await admin.connect();
      await admin.query(`ALTER DATABASE ${new URL(throwaway.url).pathname.slice(1)} SET lock_timeout = '5s'`);
      await admin.end();
      database = await openDatabase({ databaseUrl: throwaway.url });
    });
    after(async () => {
      await database.close();
      await drop();
    });

    it('a checkout, a fold and a reader go ahead while another checkout is still open', async () => {
      const { db } = database;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted = () => {};
      const firstIn = new Promise<void>((resolve) => (inserted = resolve));
      const first = db.transaction(async (tx) => {
        await insertOrderRow(tx, { status: 'pending' });
        inserted();
        await held;
      });
      await firstIn;
      try {
        await db.transaction((tx) => insertOrderRow(tx, { status: 'pending' }));
        const folds = await Promise.all([foldOrderStatusCounts(db), foldOrderStatusCounts(db)]);
        assert.ok(folds.includes(true), 'one of two folds at once does the work');
        assert.equal((await countOrdersByStatus(db)).pending, 1, 'the open checkout is not counted yet');
      } finally {
        // Also when the above failed: an open transaction would keep the pool, and the test, from ending.
        release();
        await first;
      }
      assert.deepEqual(await countOrdersByStatus(db), await countedOrders(db));
      assert.equal((await countOrdersByStatus(db)).pending, 2);
    });
  });
}
