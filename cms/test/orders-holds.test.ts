import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ordersHistoryResponse } from '@common/contract';
import { openDatabase, type Database } from '../src/db/client';
import { releaseExpiredHolds, startHoldSweeper } from '../src/services/holds';
import {
  createTestApp,
  MemoryMailer,
  testDbKind,
  TestClock,
  throwawayDatabaseUrl,
  type TestApp,
} from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import {
  callerFor,
  capturingErrors,
  depsOf,
  orderByPid,
  payAndUpdate,
  placeOrder,
  signedInUser,
  stockOf,
} from './support/orders-fixtures';

const MINUTE = 60_000;
let t: TestApp;
let categoryId: number;

const product = (quantity: number) => insertProduct(t.database.db, categoryId, { quantity });

before(async () => {
  t = await createTestApp({ ORDER_HOLD_MINUTES: '30' });
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

describe('releaseExpiredHolds', () => {
  it('cancels an unpaid order after ORDER_HOLD_MINUTES and puts its stock back exactly once', async () => {
    const p = await product(5);
    const { payment } = await placeOrder(t.call, [{ product_id: p.id, qty: 2 }]);
    assert.equal(await stockOf(t.database.db, p.id), 3);

    t.clock.advance(29 * MINUTE);
    assert.equal(await releaseExpiredHolds(depsOf(t)), 0, 'the hold has not expired yet');
    assert.equal(await stockOf(t.database.db, p.id), 3);

    t.clock.advance(MINUTE);
    assert.equal(await releaseExpiredHolds(depsOf(t)), 1);
    assert.equal(await stockOf(t.database.db, p.id), 5);
    const order = await orderByPid(t.database.db, payment.pid);
    assert.equal(order.status, 'canceled');
    assert.equal(order.stockReleasedAt?.getTime(), t.clock.now().getTime());

    t.clock.advance(MINUTE);
    assert.equal(await releaseExpiredHolds(depsOf(t)), 0);
    assert.equal(await stockOf(t.database.db, p.id), 5, 'running again changes nothing');
  });

  it('never releases a paid order', async () => {
    const p = await product(5);
    const { payment } = await placeOrder(t.call, [{ product_id: p.id, qty: 1 }]);
    assert.equal((await payAndUpdate(t.call, payment)).status, 200);
    t.clock.advance(31 * MINUTE);
    assert.equal(await releaseExpiredHolds(depsOf(t)), 0);
    assert.equal(await stockOf(t.database.db, p.id), 4);
    assert.equal((await orderByPid(t.database.db, payment.pid)).status, 'processing');
  });

  it('releases each order once even when two sweeps run together', async () => {
    const p = await product(6);
    for (let i = 0; i < 3; i++) await placeOrder(t.call, [{ product_id: p.id, qty: 2 }]);
    assert.equal(await stockOf(t.database.db, p.id), 0);
    t.clock.advance(31 * MINUTE);
    const counts = await Promise.all([releaseExpiredHolds(depsOf(t)), releaseExpiredHolds(depsOf(t))]);
    assert.equal(counts[0]! + counts[1]!, 3);
    assert.equal(await stockOf(t.database.db, p.id), 6);
  });

  it('marks a payment that arrives after the hold expired as paid and reserves the stock again', async () => {
    const p = await product(5);
    const { payment, orderNo } = await placeOrder(t.call, [{ product_id: p.id, qty: 2 }]);
    t.clock.advance(31 * MINUTE);
    await releaseExpiredHolds(depsOf(t));
    assert.equal(await stockOf(t.database.db, p.id), 5);

    const res = await payAndUpdate(t.call, payment);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: true, data: { order_no: orderNo } });
    const order = await orderByPid(t.database.db, payment.pid);
    assert.equal(order.status, 'processing');
    assert.equal(order.stockReleasedAt, null);
    assert.equal(await stockOf(t.database.db, p.id), 3);
    assert.ok(order.confirmationSentAt);
  });

  it('still marks such a payment paid when the stock is gone, and logs the shortfall', async () => {
    const p = await product(2);
    const { payment, orderNo } = await placeOrder(t.call, [{ product_id: p.id, qty: 2 }]);
    t.clock.advance(31 * MINUTE);
    await releaseExpiredHolds(depsOf(t));
    await placeOrder(t.call, [{ product_id: p.id, qty: 2 }]); // someone else buys the released units

    const { result, logged } = await capturingErrors(() => payAndUpdate(t.call, payment));
    assert.equal(result.status, 200);
    const order = await orderByPid(t.database.db, payment.pid);
    assert.equal(order.status, 'processing');
    assert.ok(order.stockReleasedAt, 'the order holds no stock');
    assert.equal(await stockOf(t.database.db, p.id), 0, 'never below zero');
    assert.ok(
      logged.some((l) => l.includes(orderNo) && l.includes('restock or refund')),
      logged.join('\n'),
    );
  });
});

describe('storefront revalidation', () => {
  it('tells the storefront which product pages changed stock on placeorder and on release', async () => {
    // Holds left by earlier tests run out first, so only this test's product is mentioned below.
    t.clock.advance(31 * MINUTE);
    await releaseExpiredHolds(depsOf(t));
    const p = await insertProduct(t.database.db, categoryId, { slug: 'tulsi-plant', quantity: 4 });
    const config = {
      ...t.config,
      storefrontRevalidateUrl: 'http://storefront.test/api/revalidate',
      revalidateSecret: 'shh',
    };
    const deps = { ...depsOf(t), config };
    const posted: { url: string; tags: unknown; secret: string | null }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
      posted.push({
        url: String(input),
        tags: (JSON.parse(String(init?.body)) as { tags: unknown }).tags,
        secret: new Headers(init?.headers).get('x-revalidate-secret'),
      });
      return new Response('{}');
    };
    try {
      await placeOrder(callerFor(deps), [{ product_id: p.id, qty: 1 }]);
      t.clock.advance(31 * MINUTE);
      await releaseExpiredHolds(deps);
    } finally {
      globalThis.fetch = realFetch;
    }
    assert.deepEqual(posted, [
      {
        url: 'http://storefront.test/api/revalidate',
        tags: ['product:tulsi-plant'],
        secret: config.revalidateSecret,
      },
      {
        url: 'http://storefront.test/api/revalidate',
        tags: ['product:tulsi-plant'],
        secret: config.revalidateSecret,
      },
    ]);
  });
});

describe('startHoldSweeper', () => {
  it('releases expired holds on its timer until stopped', async () => {
    const p = await product(3);
    const { payment } = await placeOrder(t.call, [{ product_id: p.id, qty: 3 }]);
    t.clock.advance(31 * MINUTE);
    const stop = startHoldSweeper(depsOf(t), 5);
    try {
      // Waits for the timer to fire; the test fails only if it never does.
      for (let i = 0; i < 400 && (await orderByPid(t.database.db, payment.pid)).status === 'pending'; i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      await stop();
    }
    assert.equal((await orderByPid(t.database.db, payment.pid)).status, 'canceled');
    assert.equal(await stockOf(t.database.db, p.id), 3);
  });
});

/** A database that can be closed and opened again, like a restarted server. */
async function reopenableDatabase(): Promise<{ open(): Promise<Database>; cleanup(): Promise<void> }> {
  if (testDbKind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-restart-'));
    return {
      open: () => openDatabase({ dataDir }),
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await throwawayDatabaseUrl();
  return { open: () => openDatabase({ databaseUrl: url }), cleanup: drop };
}

describe('a restart', () => {
  it('keeps users, sessions, orders and stock', async () => {
    const store = await reopenableDatabase();
    try {
      const clock = new TestClock();
      const first = await store.open();
      const deps1 = { db: first.db, config: t.config, mailer: new MemoryMailer(), now: clock.now };
      const shop1 = { ...t, database: first, call: callerFor(deps1), clock };
      const cat = await insertCategory(first.db);
      const p = await insertProduct(first.db, cat.id, { quantity: 7 });
      const { token } = await signedInUser(shop1);
      const { orderNo } = await placeOrder(shop1.call, [{ product_id: p.id, qty: 3 }], token);
      await first.close();

      const second = await store.open();
      try {
        const call = callerFor({ ...deps1, db: second.db });
        const res = await call('GET', '/order/orders-history', { token });
        assert.equal(res.status, 200, 'the session survived');
        const [order] = ordersHistoryResponse.parse(res.body).data.Orders;
        assert.equal(order?.order_no, orderNo);
        assert.equal(order?.status, 'pending');
        assert.equal(await stockOf(second.db, p.id), 4);
      } finally {
        await second.close();
      }
    } finally {
      await store.cleanup();
    }
  });
});
