import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { failureSchema, initiateResponse } from '@common/contract';
import { payments, users } from '../src/db/schema';
import { firstOrderDiscountCents, priceOrder } from '../src/services/pricing';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { initiate, payAndUpdate, placeOrder, signedInUser } from './support/orders-fixtures';

let t: TestApp;
let categoryId: number;

/** A product at the given price with plenty of stock. */
const product = (priceCents: number, fields: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(t.database.db, categoryId, { priceCents, quantity: 100, ...fields });

before(async () => {
  t = await createTestApp();
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

describe('amounts (pure)', () => {
  it('rounds the 10% discount half up to whole cents', () => {
    assert.equal(firstOrderDiscountCents(3795), 380); // 379.5 → 380
    assert.equal(firstOrderDiscountCents(3794), 379); // 379.4 → 379
    assert.equal(firstOrderDiscountCents(4900), 490);
  });

  it('computes total = sub_total − discount + shipping, shipping on the sub-total before discount', () => {
    assert.deepEqual(priceOrder([{ productId: 1, qty: 2, priceCents: 2450 }], true), {
      subTotalCents: 4900,
      discountCents: 490,
      shippingCents: 0,
      totalCents: 4410,
      isFirstOrder: true,
    });
  });
});

describe('POST /order/test-initiate', () => {
  it('prices 4899 cents with $20 shipping and 4900 cents with free shipping', async () => {
    const below = await product(4899);
    const at = await product(4900);
    const a = await initiate(t.call, [{ product_id: below.id, qty: 1 }]);
    assert.deepEqual(
      {
        sub: a.sub_total,
        discount: a.discount,
        shipping: a.shipping,
        total: a.total,
        first: a.is_first_order,
      },
      { sub: 4899, discount: 0, shipping: 2000, total: 6899, first: false },
    );
    const b = await initiate(t.call, [{ product_id: at.id, qty: 1 }]);
    assert.deepEqual(
      { sub: b.sub_total, discount: b.discount, shipping: b.shipping, total: b.total },
      { sub: 4900, discount: 0, shipping: 0, total: 4900 },
    );
  });

  it('answers in the contract shape and stores the payment with the server-computed lines', async () => {
    const p = await product(1899);
    const res = await t.call('POST', '/order/test-initiate', {
      body: { items: [{ product_id: p.id, qty: 2 }] },
    });
    assert.equal(res.status, 200);
    const data = initiateResponse.parse(res.body).data;
    assert.match(data.pid, /^pi_test_/);
    assert.ok(data.client_secret.startsWith(`${data.pid}_secret_`));
    const [row] = await t.database.db.select().from(payments).where(eq(payments.pid, data.pid));
    assert.ok(row);
    assert.deepEqual(row.items, [{ product_id: p.id, qty: 2, price_cents: 1899 }]);
    assert.equal(row.totalCents, 3798 + 2000);
    assert.equal(row.userId, null);
    assert.equal(row.provider, 'test');
  });

  it('ignores client prices and adds up repeated lines', async () => {
    const p = await product(1250);
    const data = await initiate(t.call, [
      { product_id: p.id, qty: 1, price: 0.01 },
      { product_id: p.id, qty: 2, price: 0 },
    ]);
    assert.equal(data.sub_total, 3750);
    assert.equal(data.total, 5750);
  });

  it('gives a signed-in user with no paid order 10% off, only until their first order is paid', async () => {
    const p = await product(3795);
    const { token } = await signedInUser(t);
    const first = await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    assert.deepEqual(
      { first: first.is_first_order, discount: first.discount, total: first.total },
      { first: true, discount: 380, total: 3795 - 380 + 2000 },
    );

    // A placed but unpaid order does not count as the first order.
    await placeOrder(t.call, [{ product_id: p.id, qty: 1 }], token);
    const stillFirst = await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    assert.equal(stillFirst.is_first_order, true);
    assert.equal(stillFirst.discount, 380);

    // Once an order is paid, the next checkout has no discount.
    const paid = await placeOrder(t.call, [{ product_id: p.id, qty: 1 }], token);
    assert.equal((await payAndUpdate(t.call, paid.payment)).status, 200);
    const second = await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    assert.deepEqual(
      { first: second.is_first_order, discount: second.discount },
      { first: false, discount: 0 },
    );
  });

  it('never gives guests the discount, whatever user_id or stripe_cus_id the body names', async () => {
    const p = await product(6000);
    const { user } = await signedInUser(t);
    const res = await t.call('POST', '/order/test-initiate', {
      body: { items: [{ product_id: p.id, qty: 1 }], user_id: user.id, stripe_cus_id: 'cus_someone' },
    });
    assert.equal(res.status, 200);
    const data = initiateResponse.parse(res.body).data;
    assert.deepEqual({ first: data.is_first_order, discount: data.discount }, { first: false, discount: 0 });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.pid, data.pid));
    assert.equal(row?.userId, null);
  });

  it('rejects an invalid Bearer token with 401 instead of treating the caller as a guest', async () => {
    const p = await product(1000);
    const res = await t.call('POST', '/order/test-initiate', {
      body: { items: [{ product_id: p.id, qty: 1 }] },
      token: 'not-a-real-token',
    });
    assert.equal(res.status, 401);
    assert.equal(failureSchema.parse(res.body).status, false);
  });

  it('does not create provider customers for the test processor', async () => {
    const p = await product(1000);
    const { user, token } = await signedInUser(t);
    await initiate(t.call, [{ product_id: p.id, qty: 1 }], token);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    assert.equal(row?.stripeCusId, null);
  });

  it('answers 409 naming the product when a line exceeds the stock', async () => {
    const p = await product(1899, { name: 'Money Plant', quantity: 3 });
    const res = await t.call('POST', '/order/test-initiate', {
      body: { items: [{ product_id: p.id, qty: 4 }] },
    });
    assert.equal(res.status, 409);
    assert.equal(failureSchema.parse(res.body).message, 'Only 3 of Money Plant left in stock');

    const gone = await product(500, { name: 'Tulsi Seeds', quantity: 0 });
    const none = await t.call('POST', '/order/test-initiate', {
      body: { items: [{ product_id: gone.id, qty: 1 }] },
    });
    assert.equal(none.status, 409);
    assert.equal(none.body.message, 'Tulsi Seeds is out of stock');
  });

  it('counts repeated lines of one product together against its stock', async () => {
    const p = await product(1000, { name: 'Clay Pot', quantity: 3 });
    const res = await t.call('POST', '/order/test-initiate', {
      body: {
        items: [
          { product_id: p.id, qty: 2 },
          { product_id: p.id, qty: 2 },
        ],
      },
    });
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'Only 3 of Clay Pot left in stock');
  });

  it('answers 422 with a field error for an unknown product', async () => {
    const p = await product(1000);
    const res = await t.call('POST', '/order/test-initiate', {
      body: {
        items: [
          { product_id: p.id, qty: 1 },
          { product_id: 999_999, qty: 1 },
        ],
      },
    });
    assert.equal(res.status, 422);
    const body = failureSchema.parse(res.body);
    assert.equal(body.message, 'Product 999999 does not exist');
    assert.deepEqual(body.errors, { 'items.1.product_id': 'Product 999999 does not exist' });
  });

  it('validates the body: empty cart 422, wrong types 400, not JSON 400', async () => {
    const empty = await t.call('POST', '/order/test-initiate', { body: { items: [] } });
    assert.equal(empty.status, 422);
    assert.equal(empty.body.message, 'The cart is empty');
    const missing = await t.call('POST', '/order/test-initiate', { body: {} });
    assert.equal(missing.status, 422);
    const wrongType = await t.call('POST', '/order/test-initiate', {
      body: { items: [{ product_id: 'one', qty: 1 }] },
    });
    assert.equal(wrongType.status, 400);
    const notJson = await t.call('POST', '/order/test-initiate', { body: '{items' });
    assert.equal(notJson.status, 400);
  });

  it('answers 404 for an unknown provider and 400 for a known provider this shop does not use', async () => {
    const p = await product(1000);
    const body = { items: [{ product_id: p.id, qty: 1 }] };
    const paypal = await t.call('POST', '/order/paypal-initiate', { body });
    assert.equal(paypal.status, 404);
    assert.equal(paypal.body.message, 'Unknown payment provider "paypal"');
    const stripe = await t.call('POST', '/order/stripe-initiate', { body });
    assert.equal(stripe.status, 400);
    assert.equal(stripe.body.message, 'This shop takes payments through the test processor, not stripe');
    const nonsense = await t.call('POST', '/order/initiate', { body });
    assert.equal(nonsense.status, 404);
  });
});

describe('the test processor in production', () => {
  it('is refused with 503 unless ALLOW_TEST_PAYMENTS=1', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    const allowed = await createTestApp({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1' });
    try {
      for (const app of [prod, allowed]) {
        const cat = await insertCategory(app.database.db);
        const p = await insertProduct(app.database.db, cat.id, { quantity: 5 });
        const res = await app.call('POST', '/order/test-initiate', {
          body: { items: [{ product_id: p.id, qty: 1 }] },
        });
        if (app === prod) {
          assert.equal(res.status, 503);
          assert.equal(res.body.message, 'Test payments are disabled on this server');
        } else {
          assert.equal(res.status, 200);
        }
      }
    } finally {
      await prod.close();
      await allowed.close();
    }
  });
});
