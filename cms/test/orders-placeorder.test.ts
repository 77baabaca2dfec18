import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { failureSchema, placeOrderResponse } from '@common/contract';
import { orderItems } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import {
  initiate,
  orderByPid,
  placeOrderBody,
  signedInUser,
  stockOf,
  type Line,
} from './support/orders-fixtures';

let t: TestApp;
let categoryId: number;

const product = (fields: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(t.database.db, categoryId, { priceCents: 1000, quantity: 10, ...fields });

const place = (body: Record<string, unknown>, token?: string) =>
  t.call('POST', '/order/placeorder', { body, token });

before(async () => {
  t = await createTestApp({ ORDER_HOLD_MINUTES: '45' });
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

describe('POST /order/placeorder', () => {
  it('places a guest order: #1001 first, pending, amounts and lines from the payment, stock reserved', async () => {
    const a = await product({ priceCents: 1899, quantity: 10 });
    const b = await product({ priceCents: 2450, quantity: 4 });
    const items: Line[] = [
      { product_id: a.id, qty: 2 },
      { product_id: b.id, qty: 1 },
    ];
    const payment = await initiate(t.call, items);
    const res = await place(
      placeOrderBody(payment.pid, items, { total_amount: 0.01, email: 'asha@example.com' }),
    );
    assert.equal(res.status, 200);
    const body = placeOrderResponse.parse(res.body);
    assert.equal(body.message, 'Your order has been placed successfully');
    assert.equal(body.data.order_no, '#1001');

    const order = await orderByPid(t.database.db, payment.pid);
    assert.equal(order.status, 'pending');
    assert.equal(order.userId, null);
    assert.equal(order.totalCents, 2 * 1899 + 2450); // ≥ $49: free shipping; the posted total_amount is ignored
    assert.equal(order.shippingCents, 0);
    assert.equal(order.holdExpiresAt.getTime(), t.clock.now().getTime() + 45 * 60_000);
    assert.equal(order.paidAt, null);
    assert.equal(order.email, 'asha@example.com');
    assert.equal(order.country, 'US');
    assert.equal(order.billingAddress, null);
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    assert.deepEqual(
      lines.map((l) => [l.productId, l.qty, l.unitPriceCents]).sort((x, y) => x[0]! - y[0]!),
      [
        [a.id, 2, 1899],
        [b.id, 1, 2450],
      ],
    );
    assert.equal(await stockOf(t.database.db, a.id), 8);
    assert.equal(await stockOf(t.database.db, b.id), 3);
  });

  it("ties a signed-in shopper's order to the token's user, not to the body's user_id", async () => {
    const p = await product();
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const items = [{ product_id: p.id, qty: 1 }];
    const payment = await initiate(t.call, items, me.token);
    const res = await place(placeOrderBody(payment.pid, items, { user_id: other.user.id }), me.token);
    assert.equal(res.status, 200);
    const order = await orderByPid(t.database.db, payment.pid);
    assert.equal(order.userId, me.user.id);
    assert.equal(order.isFirstOrder, true);
    assert.equal(order.discountCents, 100);
  });

  it('refuses a payment started by another account (403), or by a user when placed as a guest', async () => {
    const p = await product();
    const owner = await signedInUser(t);
    const thief = await signedInUser(t);
    const items = [{ product_id: p.id, qty: 1 }];
    const payment = await initiate(t.call, items, owner.token);
    const res = await place(placeOrderBody(payment.pid, items), thief.token);
    assert.equal(res.status, 403);
    assert.equal(res.body.message, 'This payment was started by another account');
    const guest = await place(placeOrderBody(payment.pid, items));
    assert.equal(guest.status, 403);
  });

  it('keeps a separate billing address when it differs, and requires it then', async () => {
    const p = await product();
    const items = [{ product_id: p.id, qty: 1 }];
    const payment = await initiate(t.call, items);
    const missing = await place(placeOrderBody(payment.pid, items, { isBillingAndShippingSame: false }));
    assert.equal(missing.status, 422);
    const errors = failureSchema.parse(missing.body).errors ?? {};
    assert.equal(errors['billingAddress.name'], 'Billing name is required');
    assert.equal(errors['billingAddress.line1'], 'Billing address is required');

    const billingAddress = {
      name: 'Asha Gurung',
      state: 'NJ',
      city: 'Newark',
      line1: '1 Market St',
      postal_code: '07102',
      country: 'US',
    };
    const ok = await place(
      placeOrderBody(payment.pid, items, { isBillingAndShippingSame: false, billingAddress }),
    );
    assert.equal(ok.status, 200);
    const order = await orderByPid(t.database.db, payment.pid);
    assert.deepEqual(order.billingAddress, billingAddress);
  });

  it('validates the checkout data with field errors (422)', async () => {
    const p = await product();
    const items = [{ product_id: p.id, qty: 1 }];
    const payment = await initiate(t.call, items);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: '12345' }, 'phone', 'Phone number must be exactly 10 digits'],
      [{ email: 'nope' }, 'email', 'Invalid email address'],
      [{ postal_code: 'SW1A 1AA' }, 'postal_code', 'Postal code must be a US ZIP code'],
      [{ country: 'CA' }, 'country', 'Shipping is limited to the United States'],
      [{ name: '' }, 'name', 'Name is required'],
      [{ city: '  ' }, 'city', 'City is required'],
      [{ pid: '' }, 'pid', 'Payment id is required'],
    ];
    for (const [override, field, message] of cases) {
      const res = await place(placeOrderBody(payment.pid, items, override));
      assert.equal(res.status, 422, JSON.stringify(override));
      assert.equal(failureSchema.parse(res.body).errors?.[field], message);
    }
    const { line1: _line1, ...noLine1 } = placeOrderBody(payment.pid, items);
    const missing = await place(noLine1);
    assert.equal(missing.status, 422);
    assert.equal(missing.body.message, 'line1 is required');
    // Nothing was placed by the failures.
    const ok = await place(placeOrderBody(payment.pid, items));
    assert.equal(ok.status, 200);
  });

  it('answers 404 for an unknown pid and 409 when the pid already has an order', async () => {
    const p = await product();
    const items = [{ product_id: p.id, qty: 1 }];
    const unknown = await place(placeOrderBody('pi_test_unknown', items));
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Payment not found. Please start the checkout again.');

    const payment = await initiate(t.call, items);
    assert.equal((await place(placeOrderBody(payment.pid, items))).status, 200);
    const again = await place(placeOrderBody(payment.pid, items));
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'An order has already been placed for this payment');
    assert.equal(await stockOf(t.database.db, p.id), 9, 'stock is taken once');
  });

  it('lets only one of two simultaneous placeorders for the same pid through', async () => {
    const p = await product();
    const items = [{ product_id: p.id, qty: 1 }];
    const payment = await initiate(t.call, items);
    const results = await Promise.all([
      place(placeOrderBody(payment.pid, items)),
      place(placeOrderBody(payment.pid, items)),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    assert.equal(await stockOf(t.database.db, p.id), 9);
  });

  it('answers 409 "Your cart changed" when the posted lines differ from the initiated ones', async () => {
    const a = await product();
    const b = await product();
    const payment = await initiate(t.call, [{ product_id: a.id, qty: 2 }]);
    for (const items of [
      [{ product_id: a.id, qty: 3 }],
      [{ product_id: b.id, qty: 2 }],
      [
        { product_id: a.id, qty: 2 },
        { product_id: b.id, qty: 1 },
      ],
    ]) {
      const res = await place(placeOrderBody(payment.pid, items));
      assert.equal(res.status, 409);
      assert.equal(res.body.message, 'Your cart changed, please review your order');
    }
    // The same lines split differently are the same cart.
    const split = await place(
      placeOrderBody(payment.pid, [
        { product_id: a.id, qty: 1 },
        { product_id: a.id, qty: 1 },
      ]),
    );
    assert.equal(split.status, 200);
  });

  it('answers 409 naming the product when the stock ran out after the initiate, and keeps nothing', async () => {
    const rare = await product({ name: 'Himalayan Blue Poppy', quantity: 2 });
    const common = await product({ quantity: 10 });
    const items = [
      { product_id: common.id, qty: 1 },
      { product_id: rare.id, qty: 2 },
    ];
    const first = await initiate(t.call, items);
    const second = await initiate(t.call, items);
    assert.equal((await place(placeOrderBody(first.pid, items))).status, 200);
    const res = await place(placeOrderBody(second.pid, items));
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'Himalayan Blue Poppy is out of stock');
    assert.equal(await stockOf(t.database.db, rare.id), 0);
    assert.equal(await stockOf(t.database.db, common.id), 9, 'the other line was rolled back');
    const retry = await place(placeOrderBody(second.pid, items));
    assert.equal(retry.status, 409, 'the failed attempt left no order behind');
    assert.equal(retry.body.message, 'Himalayan Blue Poppy is out of stock');
  });

  it('sells exactly the stock when 50 shoppers order the last 5 units at once', async () => {
    const p = await product({ name: 'Rhododendron', quantity: 5 });
    const items = [{ product_id: p.id, qty: 1 }];
    const started = [];
    for (let i = 0; i < 50; i++) started.push(await initiate(t.call, items));
    const results = await Promise.all(started.map((s) => place(placeOrderBody(s.pid, items))));
    const ok = results.filter((r) => r.status === 200);
    const conflicts = results.filter((r) => r.status === 409);
    assert.equal(ok.length, 5);
    assert.equal(conflicts.length, 45);
    for (const c of conflicts) assert.equal(c.body.message, 'Rhododendron is out of stock');
    assert.equal(await stockOf(t.database.db, p.id), 0);
    const numbers = new Set(ok.map((r) => (r.body.data as { order_no: string }).order_no));
    assert.equal(numbers.size, 5);
  });
});
