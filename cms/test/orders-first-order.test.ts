import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, isNotNull } from 'drizzle-orm';
import { failureSchema } from '../../lib/contract';
import { orders, payments } from '../src/db/schema';
import { FIRST_ORDER_ALREADY_PAID, FIRST_ORDER_USED } from '../src/services/first-order';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import {
  capturingErrors,
  initiate,
  orderByPid,
  payAndUpdate,
  placeOrderBody,
  signedInUser,
  stockOf,
  type Initiated,
} from './support/orders-fixtures';

/** Exactly one paid order per customer carries the first-order discount, whatever the interleaving. */
let t: TestApp;
let categoryId: number;

const product = () => insertProduct(t.database.db, categoryId, { priceCents: 3795, quantity: 500 });
const place = (payment: Initiated, productId: number, token: string, email?: string) =>
  t.call('POST', '/order/placeorder', {
    body: placeOrderBody(payment.pid, [{ product_id: productId, qty: 1 }], email ? { email } : {}),
    token,
  });

/** Every paid order of the user, with what its payment was for. */
async function paidOrdersOf(userId: number) {
  return t.database.db
    .select({ discount: orders.discountCents, total: orders.totalCents, charged: payments.totalCents })
    .from(orders)
    .innerJoin(payments, eq(payments.pid, orders.pid))
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)));
}

before(async () => {
  t = await createTestApp();
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

describe('the first-order discount', () => {
  it('is paid once when one new customer initiates, places and pays several orders at once', async () => {
    const p = await product();
    const { user, token } = await signedInUser(t);
    const started = await Promise.all(
      Array.from({ length: 6 }, () => initiate(t.call, [{ product_id: p.id, qty: 1 }], token)),
    );
    assert.ok(
      started.every((s) => s.discount > 0),
      'every checkout started before a payment is discounted',
    );
    const placed = await Promise.all(
      started.map((s, i) => place(s, p.id, token, i % 2 ? `shopper-${i}@example.com` : undefined)),
    );
    const ok = started.filter((_, i) => placed[i]?.status === 200);
    assert.ok(ok.length > 0, JSON.stringify(placed.map((r) => r.body)));

    const { result: updates } = await capturingErrors(() =>
      Promise.all(ok.map((s) => payAndUpdate(t.call, s))),
    );
    const paid = await paidOrdersOf(user.id);
    assert.equal(paid.filter((o) => o.discount > 0).length, 1, 'one paid order has the discount');
    for (const o of paid) assert.equal(o.charged, o.total, 'each paid order was charged its own total');
    for (const res of updates.filter((r) => r.status !== 200)) {
      assert.equal(res.status, 409);
      assert.equal(failureSchema.parse(res.body).message, FIRST_ORDER_ALREADY_PAID);
    }
  });

  it('refuses to place a discounted checkout once another order is paid', async () => {
    const p = await product();
    const { user, token } = await signedInUser(t);
    const [a, b] = await Promise.all([
      initiate(t.call, [{ product_id: p.id, qty: 1 }], token),
      initiate(t.call, [{ product_id: p.id, qty: 1 }], token),
    ]);
    assert.equal((await place(a!, p.id, token)).status, 200);
    assert.equal((await payAndUpdate(t.call, a!)).status, 200);
    const stock = await stockOf(t.database.db, p.id);

    const refused = await place(b!, p.id, token);
    assert.equal(refused.status, 409);
    assert.equal(failureSchema.parse(refused.body).message, FIRST_ORDER_USED);
    assert.equal(await stockOf(t.database.db, p.id), stock, 'nothing held');

    const again = await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    assert.equal(again.discount, 0, 'a new checkout is priced without it');
    assert.equal((await place(again, p.id, token)).status, 200);
    assert.equal((await payAndUpdate(t.call, again)).status, 200);
    const paid = await paidOrdersOf(user.id);
    assert.deepEqual(paid.map((o) => o.discount > 0).sort(), [false, true]);
  });

  it('cancels an earlier discounted order on placing another, and refuses its late payment', async () => {
    const p = await product();
    const { user, token } = await signedInUser(t);
    const a = await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    const b = await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    const before = await stockOf(t.database.db, p.id);
    assert.equal((await place(a, p.id, token, 'first@example.com')).status, 200);
    assert.equal((await place(b, p.id, token, 'second@example.com')).status, 200);
    assert.equal((await orderByPid(t.database.db, a.pid)).status, 'canceled');
    assert.equal(await stockOf(t.database.db, p.id), before - 1, 'only the newer order holds stock');

    assert.equal((await payAndUpdate(t.call, b)).status, 200);
    const { result: late, logged } = await capturingErrors(() => payAndUpdate(t.call, a));
    assert.equal(late.status, 409);
    assert.equal(failureSchema.parse(late.body).message, FIRST_ORDER_ALREADY_PAID);
    assert.ok(
      logged.some((line) => line.includes(a.pid) && line.includes('refund')),
      logged.join('\n'),
    );
    const order = await orderByPid(t.database.db, a.pid);
    assert.equal(order.paidAt, null);
    assert.equal(order.status, 'canceled');
    assert.equal((await paidOrdersOf(user.id)).length, 1);
  });
});
