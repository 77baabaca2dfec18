import assert from 'node:assert/strict';
import type { TestApp } from './harness';
import { insertProduct } from './fixtures';
import { depsOf, orderByPid, payAndUpdate, placeOrder, signedInUser } from './orders-fixtures';
import { STAFF, linesOf } from './order-ops-fixtures';
import { completeOrder, shipOrder } from '../../src/services/order-operations';

/** Helpers of the returns tests: a customer's delivered order and a return request of it. */

/** A signed-in customer's order, paid, shipped and delivered; `lines` are [price in cents, qty]. */
export async function deliveredOrder(t: TestApp, categoryId: number, lines: [number, number][]) {
  const { token } = await signedInUser(t);
  const products = await Promise.all(
    lines.map(([priceCents]) => insertProduct(t.database.db, categoryId, { priceCents, quantity: 10 })),
  );
  const { payment } = await placeOrder(
    t.call,
    products.map((p, i) => ({ product_id: p.id, qty: lines[i]?.[1] ?? 1 })),
    token,
  );
  assert.equal((await payAndUpdate(t.call, payment)).status, 200);
  const paid = await orderByPid(t.database.db, payment.pid);
  await shipOrder(depsOf(t), paid.id, { carrier: 'usps', tracking_number: '9400111899223' }, STAFF);
  await completeOrder(depsOf(t), paid.id, STAFF);
  return {
    token,
    products,
    order: await orderByPid(t.database.db, payment.pid),
    lines: await linesOf(t.database.db, paid.id),
  };
}

/** Asks for a return through the API; returns its id. */
export async function askReturn(
  t: TestApp,
  token: string,
  orderNumber: number,
  items: { order_item_id: number; qty: number }[],
): Promise<number> {
  const res = await t.call('POST', '/order/return', {
    token,
    body: { order_no: `#${orderNumber}`, reason: 'It arrived cracked', items },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return (res.body.data as { return_id: number }).return_id;
}
