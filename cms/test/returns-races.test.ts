import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { refunds } from '../src/db/schema';
import { cancelOrder, refundOrder, type Actor } from '../src/services/order-operations';
import { moveReturn, refundReturn } from '../src/services/returns/console-returns';
import { requestReturn } from '../src/services/returns/request-return';
import { testProcessorProvider } from '../src/services/payments/test-processor';
import { createTestApp, testDbKind, type TestApp } from './support/harness';
import { insertCategory } from './support/fixtures';
import { depsOf, orderByPid, stockOf } from './support/orders-fixtures';
import { STAFF, linesOf, newKey, paidOrder } from './support/order-ops-fixtures';
import { askReturn, deliveredOrder } from './support/returns-fixtures';

/**
 * Issue 41's races target: 20 cancels, return requests, return refunds and console refunds started at once
 * on one order never refund more than was paid, and each unit goes back in stock at most once (ADR 0086).
 */
let t: TestApp;
let categoryId: number;

before(async () => {
  t = await createTestApp();
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

const CUSTOMER: Extract<Actor, { kind: 'customer' }> = {
  kind: 'customer',
  id: null,
  client_address: '198.51.100.9',
};

/** What the processor paid back, what the shop recorded, and per product the stock against the lines. */
async function assertExact(
  order: { id: number; pid: string; totalCents: number },
  products: { id: number }[],
) {
  const byProcessor = (await testProcessorProvider(depsOf(t)).listRefunds(order.pid)).reduce(
    (n, r) => n + r.amountCents,
    0,
  );
  const row = await orderByPid(t.database.db, order.pid);
  const succeeded = (await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).filter(
    (r) => r.status === 'succeeded',
  );
  assert.ok(byProcessor <= order.totalCents, `refunded ${byProcessor} of ${order.totalCents}`);
  assert.equal(row.refundCents, byProcessor, 'the order records exactly what the processor paid back');
  assert.equal(
    succeeded.reduce((n, r) => n + r.amountCents, 0),
    byProcessor,
  );
  const perReturn = new Map<number, number>();
  for (const r of succeeded)
    if (r.returnId !== null) perReturn.set(r.returnId, (perReturn.get(r.returnId) ?? 0) + 1);
  assert.ok(
    [...perReturn.values()].every((n) => n === 1),
    'each return refunded at most once',
  );
  const lines = await linesOf(t.database.db, order.id);
  for (const [i, line] of lines.entries()) {
    assert.ok(line.restockedQty <= line.qty, `line ${line.id} restocked ${line.restockedQty} of ${line.qty}`);
    // Each product started with 10 and is only in this order: what is in stock is exactly what came back.
    assert.equal(await stockOf(t.database.db, products[i]!.id), 10 - line.qty + line.restockedQty);
  }
  return { byProcessor, row };
}

describe(`20 parallel cancels, returns and refunds on one order (${testDbKind})`, () => {
  it('an unshipped order: cancels, return requests and console refunds at once', async () => {
    const { order, products } = await paidOrder(t, t.call, categoryId, [
      [2500, 2],
      [1500, 3],
    ]);
    const lines = await linesOf(t.database.db, order.id);
    const deps = depsOf(t);
    const tasks = Array.from({ length: 20 }, (_, i) => {
      if (i % 3 === 0) return cancelOrder(deps, order.id, { ...CUSTOMER, id: i });
      if (i % 3 === 1) {
        return refundOrder(
          deps,
          order.id,
          { amount: 30, restock: [{ order_item_id: lines[i % 2]!.id, qty: 1 }], idempotency_key: newKey() },
          STAFF,
        );
      }
      return requestReturn(
        deps,
        order.id,
        { reason: 'x', items: [{ order_item_id: lines[0]!.id, qty: 1 }] },
        CUSTOMER,
      );
    });
    const results = await Promise.allSettled(tasks);
    for (const r of results) {
      if (r.status === 'rejected')
        assert.ok([409, 422].includes((r.reason as { status?: number }).status ?? 0), String(r.reason));
    }
    const { row } = await assertExact(order, products);
    assert.ok(['canceled', 'refunded', 'processing'].includes(row.status));
  });

  it('a delivered order: return refunds, console refunds, new requests and cancels at once', async () => {
    const { token, order, products, lines } = await deliveredOrder(t, categoryId, [
      [2500, 4],
      [1500, 4],
    ]);
    const deps = depsOf(t);
    const returnIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await askReturn(t, token, order.orderNumber, [
        { order_item_id: lines[0]!.id, qty: 1 },
        { order_item_id: lines[1]!.id, qty: 1 },
      ]);
      await moveReturn(deps, id, 'approved', STAFF);
      await moveReturn(deps, id, 'received', STAFF);
      returnIds.push(id);
    }
    const restockOf = () => lines.map((l) => ({ order_item_id: l.id, qty: 1 }));
    const tasks = Array.from({ length: 20 }, (_, i): Promise<unknown> => {
      if (i < 9) {
        // Three tries at each return, each with its own key, asking more than the order has left in all.
        return refundReturn(
          deps,
          returnIds[i % 3]!,
          { amount: 40, restock: restockOf(), idempotency_key: newKey() },
          STAFF,
        );
      }
      if (i < 15) {
        return refundOrder(
          deps,
          order.id,
          { amount: 50, restock: [{ order_item_id: lines[0]!.id, qty: 2 }], idempotency_key: newKey() },
          STAFF,
        );
      }
      if (i < 18) return cancelOrder(deps, order.id, CUSTOMER);
      return requestReturn(
        deps,
        order.id,
        { reason: 'y', items: [{ order_item_id: lines[1]!.id, qty: 1 }] },
        CUSTOMER,
      );
    });
    const results = await Promise.allSettled(tasks);
    for (const r of results) {
      if (r.status === 'rejected')
        assert.ok([409, 422].includes((r.reason as { status?: number }).status ?? 0), String(r.reason));
    }
    const { byProcessor } = await assertExact(order, products);
    assert.ok(byProcessor > 0, 'some refunds went through');
    // Cancels of a delivered order are all refused.
    assert.ok(results.slice(15, 18).every((r) => r.status === 'rejected'));
  });
});
