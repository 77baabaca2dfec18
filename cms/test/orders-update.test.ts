import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { failureSchema, ordersHistoryResponse, updateOrderResponse } from '@common/contract';
import { rowsOf } from '../src/db/rows';
import { orders, products } from '../src/db/schema';
import type { PaymentProvider } from '../src/services/payments/provider';
import { testProcessorProvider } from '../src/services/payments/test-processor';
import { createTestApp, type TestApp } from './support/harness';
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

let t: TestApp;
let categoryId: number;

const product = (fields: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(t.database.db, categoryId, { priceCents: 1000, quantity: 10, ...fields });
const update = (pid: string, provider = 'test') =>
  t.call('POST', `/order/${provider}/update-order`, { body: { pid } });
const confirm = (clientSecret: string, card: string) =>
  t.call('POST', '/payments/test/confirm', { body: { client_secret: clientSecret, card_number: card } });

before(async () => {
  t = await createTestApp();
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

describe('POST /order/test/update-order', () => {
  it('answers 402 "Payment has not been completed" until the payment succeeded, changing nothing', async () => {
    const p = await product();
    const { payment, orderNo } = await placeOrder(t.call, [{ product_id: p.id, qty: 1 }]);
    const unpaid = await update(payment.pid);
    assert.equal(unpaid.status, 402);
    assert.deepEqual(unpaid.body, { status: false, message: 'Payment has not been completed' });

    await confirm(payment.client_secret, '4000 0000 0000 0002');
    assert.equal((await update(payment.pid)).status, 402, 'a declined payment is not paid');
    assert.equal((await orderByPid(t.database.db, payment.pid)).status, 'pending');

    await confirm(payment.client_secret, '4242 4242 4242 4242');
    const paid = await update(payment.pid);
    assert.equal(paid.status, 200);
    assert.equal(updateOrderResponse.parse(paid.body).data.order_no, orderNo);
  });

  it('marks the order paid once: same order number again, stock taken once, one confirmation email', async () => {
    const p = await product({ name: 'Peace Lily', priceCents: 2450, quantity: 10 });
    const { payment, orderNo } = await placeOrder(t.call, [{ product_id: p.id, qty: 2 }]);
    const sentBefore = t.mailer.sent.length;

    const first = await payAndUpdate(t.call, payment);
    assert.equal(first.status, 200);
    const order = await orderByPid(t.database.db, payment.pid);
    assert.equal(order.status, 'processing');
    assert.equal(order.paidAt?.getTime(), t.clock.now().getTime());
    assert.ok(order.confirmationSentAt);

    t.clock.advance(60_000);
    const again = await update(payment.pid);
    assert.deepEqual(again.body, first.body);
    assert.equal(updateOrderResponse.parse(again.body).data.order_no, orderNo);
    const after = await orderByPid(t.database.db, payment.pid);
    assert.equal(after.paidAt?.getTime(), order.paidAt?.getTime(), 'paid_at is not moved');
    assert.equal(await stockOf(t.database.db, p.id), 8);

    const mails = t.mailer.sent.slice(sentBefore);
    assert.equal(mails.length, 1);
    const mail = mails[0]!;
    assert.equal(mail.to, order.email);
    assert.equal(mail.subject, `Your Himalayan Garden order ${orderNo}`);
    for (const text of [orderNo, '2 × Peace Lily', 'Sub-total: $49.00', 'Shipping: Free', 'Total: $49.00']) {
      assert.ok(mail.text.includes(text), `mail mentions ${text}:\n${mail.text}`);
    }
    for (const text of ['12 Garden Lane', 'Apt 4', 'Queens, NY 11101']) assert.ok(mail.text.includes(text));
    assert.ok(mail.html?.includes(orderNo));
  });

  it("leaves a test payment's row alone when its confirm already marked it succeeded", async () => {
    const p = await product();
    const { payment } = await placeOrder(t.call, [{ product_id: p.id, qty: 1 }]);
    await confirm(payment.client_secret, '4242 4242 4242 4242');
    // xmin is the transaction that wrote the row's current version: a rewrite would change it.
    const version = async () =>
      rowsOf<{ v: string; status: string }>(
        await t.database.db.execute(
          sql`SELECT xmin::text AS v, status FROM payments WHERE pid = ${payment.pid}`,
        ),
      )[0];
    const before = await version();
    assert.equal(before?.status, 'succeeded');
    assert.equal((await update(payment.pid)).status, 200);
    assert.equal((await orderByPid(t.database.db, payment.pid)).status, 'processing');
    assert.deepEqual(await version(), before);
  });

  it('settles a test-card order paid in time in two statements, its mail listing every line in order', async () => {
    const fern = await product({ name: 'Boston Fern', priceCents: 1500 });
    const basil = await product({ name: 'Holy Basil', priceCents: 700 });
    const { payment, orderNo } = await placeOrder(t.call, [
      { product_id: fern.id, qty: 1 },
      { product_id: basil.id, qty: 3 },
    ]);
    await confirm(payment.client_secret, '4242 4242 4242 4242');
    const sentBefore = t.mailer.sent.length;
    // Every statement of the call goes through the driver's query(), outside a transaction here.
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = client.query;
    let statements = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      statements++;
      return query.apply(this, args);
    };
    let res;
    try {
      res = await update(payment.pid);
    } finally {
      client.query = query;
    }
    assert.equal(res.status, 200);
    // The order with its payment and lines read at once, then marked paid (issue #42: it was four).
    assert.equal(statements, 2);
    assert.equal(t.mailer.sent.length, sentBefore + 1, 'one confirmation');
    const mail = t.mailer.sent[sentBefore];
    assert.ok(mail, 'no confirmation');
    assert.ok(mail.text.includes(orderNo));
    const fernAt = mail.text.indexOf('1 × Boston Fern');
    assert.ok(fernAt >= 0 && fernAt < mail.text.indexOf('3 × Holy Basil'), mail.text);
  });

  it('settles once when several update-order calls arrive together', async () => {
    const p = await product({ quantity: 3 });
    const { payment } = await placeOrder(t.call, [{ product_id: p.id, qty: 1 }]);
    await confirm(payment.client_secret, '4242424242424242');
    const sentBefore = t.mailer.sent.length;
    const results = await Promise.all([1, 2, 3, 4].map(() => update(payment.pid)));
    assert.deepEqual(
      results.map((r) => r.status),
      [200, 200, 200, 200],
    );
    assert.equal(t.mailer.sent.length - sentBefore, 1);
    assert.equal(await stockOf(t.database.db, p.id), 2);
  });

  it('shows the discount in the confirmation of a first order', async () => {
    const p = await product({ name: 'Jade Plant', priceCents: 3795 });
    const { token } = await signedInUser(t);
    const { payment } = await placeOrder(t.call, [{ product_id: p.id, qty: 1 }], token);
    assert.equal((await payAndUpdate(t.call, payment)).status, 200);
    const text = t.mailer.last((await orderByPid(t.database.db, payment.pid)).email)?.text ?? '';
    assert.ok(text.includes('First-order discount: -$3.80'), text);
    assert.ok(text.includes('Shipping: $20.00'), text);
    assert.ok(text.includes('Total: $54.15'), text);
  });

  it('keeps the paid order when the mail server fails, logs it, and sends on the next call', async () => {
    const p = await product();
    const { payment } = await placeOrder(t.call, [{ product_id: p.id, qty: 1 }]);
    await confirm(payment.client_secret, '4242424242424242');
    const sentBefore = t.mailer.sent.length;
    t.mailer.failNext = true;
    const { result, logged } = await capturingErrors(() => update(payment.pid));
    assert.equal(result.status, 200);
    assert.ok(
      logged.some((l) => l.includes('[mail]') && l.includes('SMTP is down')),
      logged.join('\n'),
    );
    const order = await orderByPid(t.database.db, payment.pid);
    assert.equal(order.status, 'processing');
    assert.equal(order.confirmationSentAt, null);
    assert.equal(t.mailer.sent.length, sentBefore);

    assert.equal((await update(payment.pid)).status, 200);
    assert.equal(t.mailer.sent.length, sentBefore + 1);
    assert.equal((await update(payment.pid)).status, 200);
    assert.equal(t.mailer.sent.length, sentBefore + 1);
  });

  it('answers 404 for an unknown pid or another provider, and 400/422 for a bad body', async () => {
    const missing = await update('pi_test_nothing');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'Order not found for this payment');
    const paypal = await update('pi_test_nothing', 'paypal');
    assert.equal(paypal.status, 404);
    const stripe = await update('pi_test_nothing', 'stripe');
    assert.equal(stripe.status, 400);
    const empty = await t.call('POST', '/order/test/update-order', { body: {} });
    assert.equal(empty.status, 422);
    assert.equal(failureSchema.parse(empty.body).errors?.pid, 'pid is required');
    const wrong = await t.call('POST', '/order/test/update-order', { body: { pid: 5 } });
    assert.equal(wrong.status, 400);
  });

  it('refuses (409) a payment whose amount differs from the order, and logs it', async () => {
    const p = await product();
    const { payment } = await placeOrder(t.call, [{ product_id: p.id, qty: 1 }]);
    const real = testProcessorProvider(depsOf(t));
    // Providers that are asked for the state, as Stripe is, rather than reading the stored row.
    const lying: PaymentProvider = {
      ...real,
      stateOfStored: undefined,
      retrieve: async () => ({ status: 'succeeded', amountCents: 1, currency: 'usd' }),
    };
    const call = callerFor(depsOf(t, { provider: lying }));
    const { result, logged } = await capturingErrors(() =>
      call('POST', '/order/test/update-order', { body: { pid: payment.pid } }),
    );
    assert.equal(result.status, 409);
    assert.equal(result.body.message, 'The payment does not match the order amount');
    assert.ok(logged.some((l) => l.includes(payment.pid)));
    assert.equal((await orderByPid(t.database.db, payment.pid)).status, 'pending');

    const euros: PaymentProvider = {
      ...real,
      stateOfStored: undefined,
      retrieve: async () => ({ status: 'succeeded', amountCents: payment.total, currency: 'eur' }),
    };
    const { result: eur } = await capturingErrors(() =>
      callerFor(depsOf(t, { provider: euros }))('POST', '/order/test/update-order', {
        body: { pid: payment.pid },
      }),
    );
    assert.equal(eur.status, 409);
  });
});

describe('GET /order/orders-history', () => {
  it('needs a Bearer token', async () => {
    const res = await t.call('GET', '/order/orders-history');
    assert.equal(res.status, 401);
    const bad = await t.call('GET', '/order/orders-history', { token: 'nope' });
    assert.equal(bad.status, 401);
  });

  it("lists only the user's orders, newest first, with amounts in dollars and prices as paid", async () => {
    const plant = await product({
      name: 'Areca Palm',
      slug: 'areca-palm',
      image: '/uploads/products/areca.webp',
      priceCents: 1899,
    });
    const pot = await product({ name: 'Clay Pot', slug: 'clay-pot', priceCents: 2450 });
    const { token } = await signedInUser(t);
    const stranger = await signedInUser(t);
    await placeOrder(t.call, [{ product_id: plant.id, qty: 1 }], stranger.token);

    const first = await placeOrder(t.call, [{ product_id: plant.id, qty: 2 }], token);
    await payAndUpdate(t.call, first.payment);
    t.clock.advance(60_000);
    const second = await placeOrder(
      t.call,
      [
        { product_id: pot.id, qty: 1 },
        { product_id: plant.id, qty: 1 },
      ],
      token,
    );
    // Today's price changes do not rewrite history.
    await t.database.db.update(products).set({ priceCents: 9999 }).where(eq(products.id, plant.id));
    await t.database.db.update(orders).set({ refundCents: 500 }).where(eq(orders.pid, first.payment.pid));

    const res = await t.call('GET', '/order/orders-history', { token });
    assert.equal(res.status, 200);
    const list = ordersHistoryResponse.parse(res.body).data.Orders;
    assert.deepEqual(
      list.map((o) => o.order_no),
      [second.orderNo, first.orderNo],
    );
    const [newest, oldest] = list;
    assert.ok(newest && oldest);
    assert.deepEqual(
      { ...oldest, order_items: undefined, id: undefined, created_at: undefined },
      {
        order_no: first.orderNo,
        amount: 54.18, // 37.98 − 3.80 + 20.00
        status: 'processing',
        order_items: undefined,
        sub_total: 37.98,
        shipping_amount: 20,
        is_first_order: true,
        first_order_discount: 3.8,
        refund_amount: 5,
        total_after_refund: 49.18,
        // Not shipped: the contract's optional tracking fields are there, empty.
        carrier: null,
        tracking_number: null,
        tracking_url: null,
        // Issue 40's compatible additions: each discount line, labelled, and no code typed.
        discounts: [{ label: 'First order discount (10%)', amount: 3.8 }],
        discount_code: null,
        id: undefined,
        created_at: undefined,
      },
    );
    assert.deepEqual(
      oldest.order_items.map((i) => ({ ...i, id: 0 })),
      [
        {
          id: 0,
          qty: 2,
          product: {
            id: plant.id,
            name: 'Areca Palm',
            price: 18.99,
            slug: 'areca-palm',
            image: 'http://cms.test/uploads/products/areca.webp',
          },
        },
      ],
    );
    assert.equal(newest.status, 'pending');
    assert.equal(newest.is_first_order, false, 'the first order is paid now');
    assert.equal(newest.sub_total, 43.49);
    assert.equal(newest.shipping_amount, 20);
    assert.equal(newest.amount, 63.49);
    assert.deepEqual(
      newest.order_items.map((i) => [i.product.slug, i.qty, i.product.price]),
      [
        ['clay-pot', 1, 24.5],
        ['areca-palm', 1, 18.99],
      ],
    );
    assert.equal(newest.created_at, new Date(t.clock.now()).toISOString());

    const empty = await signedInUser(t);
    const none = await t.call('GET', '/order/orders-history', { token: empty.token });
    assert.deepEqual(none.body, { status: true, data: { Orders: [] } });
  });
});
