import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, isNotNull } from 'drizzle-orm';
import { failureSchema } from '@common/contract';
import { orders, payments } from '../src/db/schema';
import {
  FIRST_ORDER_ALREADY_PAID,
  FIRST_ORDER_USED,
  PAYMENT_CANCELED,
  PAYMENT_NOT_COMPLETED,
} from '@common/messages';
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

const confirm = (payment: Initiated, card = '4242 4242 4242 4242') =>
  t.call('POST', '/payments/test/confirm', {
    body: { client_secret: payment.client_secret, card_number: card },
  });
const update = (payment: Initiated) =>
  t.call('POST', '/order/test/update-order', { body: { pid: payment.pid } });
const paymentStatus = async (pid: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.pid, pid)))[0]?.status;

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
    // Each placement canceled the payments of the discounted orders placed before it, so those could not be
    // charged (402); a payment that succeeded before its cancellation is refused at settlement (409).
    for (const [i, res] of updates.entries()) {
      if (res.status === 200) continue;
      const message = failureSchema.parse(res.body).message;
      if (res.status === 402) {
        assert.equal(message, PAYMENT_NOT_COMPLETED);
        assert.equal(await paymentStatus(ok[i]?.pid ?? ''), 'canceled');
      } else {
        assert.equal(res.status, 409);
        assert.equal(message, FIRST_ORDER_ALREADY_PAID);
      }
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

  it('cancels an earlier discounted order and its payment on placing another: it can no longer be charged', async () => {
    const p = await product();
    const { user, token } = await signedInUser(t);
    const a = await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    const b = await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    const before = await stockOf(t.database.db, p.id);
    assert.equal((await place(a, p.id, token, 'first@example.com')).status, 200);
    assert.equal((await place(b, p.id, token, 'second@example.com')).status, 200);
    assert.equal((await orderByPid(t.database.db, a.pid)).status, 'canceled');
    assert.equal(await stockOf(t.database.db, p.id), before - 1, 'only the newer order holds stock');
    assert.equal(await paymentStatus(a.pid), 'canceled');

    // A tab still open on the first checkout: its card is refused, nothing is charged or marked paid.
    const refused = await confirm(a);
    assert.equal(refused.status, 409);
    assert.equal(failureSchema.parse(refused.body).message, PAYMENT_CANCELED);
    assert.equal(await paymentStatus(a.pid), 'canceled');
    const late = await update(a);
    assert.equal(late.status, 402);
    assert.equal(failureSchema.parse(late.body).message, PAYMENT_NOT_COMPLETED);
    assert.equal((await orderByPid(t.database.db, a.pid)).paidAt, null);

    assert.equal((await payAndUpdate(t.call, b)).status, 200);
    const paid = await paidOrdersOf(user.id);
    assert.deepEqual(
      paid.map((o) => o.discount > 0),
      [true],
    );
    assert.equal(await stockOf(t.database.db, p.id), before - 1);
  });

  it('still refuses, at settlement, a discounted payment that succeeded before its order was replaced', async () => {
    const p = await product();
    const { user, token } = await signedInUser(t);
    const a = await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    const b = await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    assert.equal((await place(a, p.id, token, 'first@example.com')).status, 200);
    // Paid at the processor, but the shop has not heard of it yet when the second order is placed.
    assert.equal((await confirm(a)).status, 200);
    assert.equal((await place(b, p.id, token, 'second@example.com')).status, 200);
    assert.equal(await paymentStatus(a.pid), 'succeeded', 'a completed payment is not canceled');

    assert.equal((await payAndUpdate(t.call, b)).status, 200);
    const { result: late, logged } = await capturingErrors(() => update(a));
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
