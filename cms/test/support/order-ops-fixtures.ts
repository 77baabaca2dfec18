import assert from 'node:assert/strict';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { orderEvents, orderItems, refunds } from '../../src/db/schema';
import type { Actor } from '../../src/services/order-operations';
import type { TestApp } from './harness';
import { insertProduct } from './fixtures';
import { orderByPid, payAndUpdate, placeOrder, type Call } from './orders-fixtures';

/** Helpers of the order-operations tests: paid orders, their lines, refunds and timelines. */

export const STAFF: Actor = {
  kind: 'staff',
  id: 7,
  email: 'owner@example.com',
  client_address: '203.0.113.9',
};

let keyCounter = 0;
/** A fresh idempotency key, as the console makes one per refund form. */
export const newKey = () => `test-key-${++keyCounter}-${Date.now()}`;

/** An order placed and paid through the test processor; `lines` are [price in cents, qty] per product. */
export async function paidOrder(t: TestApp, call: Call, categoryId: number, lines: [number, number][]) {
  const productRows = await Promise.all(
    lines.map(([priceCents]) => insertProduct(t.database.db, categoryId, { priceCents, quantity: 10 })),
  );
  const items = productRows.map((p, i) => ({ product_id: p.id, qty: lines[i]?.[1] ?? 1 }));
  const { payment } = await placeOrder(call, items);
  const paid = await payAndUpdate(call, payment);
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const order = await orderByPid(t.database.db, payment.pid);
  assert.equal(order.status, 'processing');
  return { order, payment, products: productRows };
}

export async function unpaidOrder(t: TestApp, call: Call, categoryId: number) {
  const product = await insertProduct(t.database.db, categoryId, { priceCents: 3000, quantity: 10 });
  const { payment } = await placeOrder(call, [{ product_id: product.id, qty: 2 }]);
  return { order: await orderByPid(t.database.db, payment.pid), product };
}

export async function linesOf(db: Db, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

export async function eventsOf(db: Db, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export async function refundsOf(db: Db, orderId: number) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** Awaits `promise` expecting an HttpError-like rejection with this status; returns its message. */
export async function refusal(promise: Promise<unknown>, status: number): Promise<string> {
  try {
    await promise;
  } catch (err) {
    assert.equal((err as { status?: number }).status, status, (err as Error).message);
    return (err as Error).message;
  }
  assert.fail(`expected a ${status} refusal`);
}
