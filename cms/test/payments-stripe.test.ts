import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { initiateResponse } from '@common/contract';
import { users, webhookEvents } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { FakeStripeApi } from './support/fake-stripe';
import {
  callerFor,
  capturingErrors,
  depsOf,
  orderByPid,
  placeOrderBody,
  signedInUser,
  stockOf,
  type Call,
  type Initiated,
} from './support/orders-fixtures';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let api: FakeStripeApi;
let call: Call;
let categoryId: number;
const realFetch = globalThis.fetch;

before(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  categoryId = (await insertCategory(t.database.db)).id;
  api = new FakeStripeApi();
  call = callerFor(depsOf(t, { stripe: api.client() }));
  // Anything that tried to reach the network would fail loudly.
  globalThis.fetch = async () => {
    throw new Error('network access in a test');
  };
});
after(async () => {
  globalThis.fetch = realFetch;
  await t.close();
});

const product = (fields: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(t.database.db, categoryId, { priceCents: 2000, quantity: 10, ...fields });

async function stripeOrder(items: { product_id: number; qty: number }[], token?: string, email?: string) {
  const init = await call('POST', '/order/stripe-initiate', { body: { items }, token });
  assert.equal(init.status, 200, JSON.stringify(init.body));
  const payment = initiateResponse.parse(init.body).data as Initiated;
  const placed = await call('POST', '/order/placeorder', {
    body: placeOrderBody(payment.pid, items, { method: 'stripe', ...(email ? { email } : {}) }),
    token,
  });
  assert.equal(placed.status, 200, JSON.stringify(placed.body));
  return { payment, orderNo: (placed.body.data as { order_no: string }).order_no };
}

const signed = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });
/** Posts a webhook delivery; `null` sends no signature header at all. */
const deliver = (payload: string, signature: string | null = signed(payload)) =>
  call('POST', '/payments/stripe/webhook', {
    body: payload,
    headers: signature === null ? {} : { 'stripe-signature': signature },
  });
const update = (pid: string) => call('POST', '/order/stripe/update-order', { body: { pid } });

describe('POST /order/stripe-initiate', () => {
  it('creates a USD PaymentIntent for the server-computed total with an idempotency key', async () => {
    const p = await product({ priceCents: 1899 });
    const res = await call('POST', '/order/stripe-initiate', {
      body: { items: [{ product_id: p.id, qty: 2, price: 1 }] },
    });
    assert.equal(res.status, 200);
    const data = initiateResponse.parse(res.body).data;
    const intent = api.intents.get(data.pid);
    assert.ok(intent, 'the pid is the PaymentIntent id');
    assert.equal(data.client_secret, intent.client_secret);
    assert.equal(intent.amount, 2 * 1899 + 2000);
    assert.equal(data.total, intent.amount);
    assert.equal(intent.currency, 'usd');
    assert.equal(intent.customer, null, 'guests have no customer');
    const create = api.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    assert.match(create?.idempotencyKey ?? '', /^checkout-[0-9a-f-]{36}$/);
    assert.equal(create?.params.get('automatic_payment_methods[enabled]'), 'true');
  });

  it("creates the signed-in user's Stripe customer on the first checkout only and saves it", async () => {
    const p = await product();
    const { user, token } = await signedInUser(t, { email: 'maya@example.com', name: 'Maya Rai' });
    const before = api.customers.length;
    const first = await call('POST', '/order/stripe-initiate', {
      body: { items: [{ product_id: p.id, qty: 1 }] },
      token,
    });
    const second = await call('POST', '/order/stripe-initiate', {
      body: { items: [{ product_id: p.id, qty: 1 }] },
      token,
    });
    assert.equal(api.customers.length, before + 1);
    const customer = api.customers.at(-1);
    assert.deepEqual(
      { email: customer?.email, name: customer?.name },
      { email: 'maya@example.com', name: 'Maya Rai' },
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    assert.equal(row?.stripeCusId, customer?.id);
    for (const res of [first, second]) {
      const intent = api.intents.get(initiateResponse.parse(res.body).data.pid);
      assert.equal(intent?.customer, customer?.id);
      assert.equal(intent?.metadata.user_id, String(user.id));
    }
    assert.equal(initiateResponse.parse(first.body).data.is_first_order, true);
  });

  it('answers 400 for the test processor while Stripe is configured', async () => {
    const p = await product();
    const res = await call('POST', '/order/test-initiate', {
      body: { items: [{ product_id: p.id, qty: 1 }] },
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'This shop takes payments through Stripe, not test');
  });
});

describe('POST /order/stripe/update-order', () => {
  it('asks Stripe: 402 until the PaymentIntent succeeded, then paid once', async () => {
    const p = await product({ quantity: 4 });
    const { payment, orderNo } = await stripeOrder([{ product_id: p.id, qty: 1 }]);
    api.setStatus(payment.pid, 'requires_action');
    const pending = await update(payment.pid);
    assert.equal(pending.status, 402);
    assert.equal(pending.body.message, 'Payment has not been completed');
    api.setStatus(payment.pid, 'requires_capture');
    assert.equal((await update(payment.pid)).status, 402, 'authorised is not paid');

    api.setStatus(payment.pid, 'succeeded');
    const sent = t.mailer.sent.length;
    const requestsBefore = api.requests.length;
    const paid = await update(payment.pid);
    assert.deepEqual(paid.body, { status: true, data: { order_no: orderNo } });
    assert.equal(api.requests.at(-1)?.path, `/v1/payment_intents/${payment.pid}`);
    assert.equal(api.requests.length, requestsBefore + 1);
    assert.deepEqual((await update(payment.pid)).body, paid.body);
    assert.equal(t.mailer.sent.length, sent + 1);
    assert.equal(await stockOf(t.database.db, p.id), 3);
    assert.equal((await orderByPid(t.database.db, payment.pid)).status, 'processing');
  });
});

describe('an order replaced by a newer one', () => {
  it('has its PaymentIntent canceled when the same email places another order', async () => {
    const since = api.requests.length;
    const p = await product({ quantity: 5 });
    const first = await stripeOrder([{ product_id: p.id, qty: 1 }], undefined, 'twice@example.com');
    assert.deepEqual(api.canceled(since), [], 'placing the first order cancels nothing');
    await stripeOrder([{ product_id: p.id, qty: 2 }], undefined, 'twice@example.com');
    assert.deepEqual(api.canceled(since), [first.payment.pid]);
    assert.equal(api.intents.get(first.payment.pid)?.status, 'canceled');
    const late = await update(first.payment.pid);
    assert.equal(late.status, 402);
    assert.equal((await orderByPid(t.database.db, first.payment.pid)).paidAt, null);
  });

  it("has its PaymentIntent canceled when it carried the customer's first-order discount", async () => {
    const since = api.requests.length;
    const p = await product();
    const { token } = await signedInUser(t);
    const first = await stripeOrder([{ product_id: p.id, qty: 1 }], token);
    const second = await stripeOrder([{ product_id: p.id, qty: 1 }], token);
    assert.ok(first.payment.discount > 0 && second.payment.discount > 0, 'both were priced with it');
    assert.deepEqual(api.canceled(since), [first.payment.pid]);
    assert.equal(api.intents.get(first.payment.pid)?.status, 'canceled');
    assert.equal(api.intents.get(second.payment.pid)?.status, 'requires_payment_method');
  });

  it('is still placed when Stripe fails to cancel the earlier intent, and the failure is logged', async () => {
    const since = api.requests.length;
    const p = await product({ quantity: 5 });
    const first = await stripeOrder([{ product_id: p.id, qty: 1 }], undefined, 'outage@example.com');
    api.failCancels = true;
    try {
      const { result: second, logged } = await capturingErrors(() =>
        stripeOrder([{ product_id: p.id, qty: 1 }], undefined, 'outage@example.com'),
      );
      assert.match(second.orderNo, /^#\d+$/);
      assert.ok(
        logged.some((l) => l.includes(first.orderNo) && l.includes(first.payment.pid)),
        logged.join('\n'),
      );
      assert.deepEqual(api.canceled(since), [first.payment.pid], 'the cancellation was asked for');
      assert.equal((await orderByPid(t.database.db, first.payment.pid)).status, 'canceled');
      assert.equal((await orderByPid(t.database.db, second.payment.pid)).status, 'pending');
    } finally {
      api.failCancels = false;
    }
  });

  it('takes an intent that had already succeeded or been canceled at Stripe without an error', async () => {
    const since = api.requests.length;
    const p = await product({ quantity: 5 });
    const paid = await stripeOrder([{ product_id: p.id, qty: 1 }], undefined, 'paid-first@example.com');
    const gone = await stripeOrder([{ product_id: p.id, qty: 1 }], undefined, 'gone-first@example.com');
    api.setStatus(paid.payment.pid, 'succeeded');
    api.setStatus(gone.payment.pid, 'canceled');
    const { logged } = await capturingErrors(async () => {
      await stripeOrder([{ product_id: p.id, qty: 1 }], undefined, 'paid-first@example.com');
      await stripeOrder([{ product_id: p.id, qty: 1 }], undefined, 'gone-first@example.com');
    });
    assert.deepEqual(logged, []);
    assert.deepEqual(api.canceled(since).sort(), [paid.payment.pid, gone.payment.pid].sort());
    // The payment that went through counts, as any payment arriving after its order was released.
    assert.equal((await update(paid.payment.pid)).status, 200);
    assert.equal((await orderByPid(t.database.db, paid.payment.pid)).status, 'processing');
  });
});

describe('POST /payments/stripe/webhook', () => {
  it('marks the order paid on a correctly signed payment_intent.succeeded', async () => {
    const p = await product();
    const { payment } = await stripeOrder([{ product_id: p.id, qty: 2 }]);
    api.setStatus(payment.pid, 'succeeded');
    const res = await deliver(api.event('evt_paid_1', 'payment_intent.succeeded', payment.pid));
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: true });
    const order = await orderByPid(t.database.db, payment.pid);
    assert.equal(order.status, 'processing');
    assert.ok(order.paidAt);
    const [event] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, 'evt_paid_1'));
    assert.equal(event?.type, 'payment_intent.succeeded');
  });

  it('handles the same event delivered twice once', async () => {
    const p = await product({ quantity: 5 });
    const { payment } = await stripeOrder([{ product_id: p.id, qty: 1 }]);
    api.setStatus(payment.pid, 'succeeded');
    const body = api.event('evt_twice', 'payment_intent.succeeded', payment.pid);
    const sent = t.mailer.sent.length;
    assert.deepEqual((await deliver(body)).body, { status: true });
    const again = await deliver(body);
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, { status: true, message: 'Event already handled' });
    assert.equal(t.mailer.sent.length, sent + 1);
    assert.equal(await stockOf(t.database.db, p.id), 4);
  });

  it('and update-order together settle the order once: one email, stock taken once', async () => {
    const p = await product({ quantity: 5 });
    const { payment, orderNo } = await stripeOrder([{ product_id: p.id, qty: 2 }]);
    api.setStatus(payment.pid, 'succeeded');
    const sent = t.mailer.sent.length;
    const [hook, upd] = await Promise.all([
      deliver(api.event('evt_race', 'payment_intent.succeeded', payment.pid)),
      update(payment.pid),
    ]);
    assert.equal(hook.status, 200);
    assert.deepEqual(upd.body, { status: true, data: { order_no: orderNo } });
    assert.deepEqual((await update(payment.pid)).body, upd.body);
    assert.equal(t.mailer.sent.length, sent + 1);
    assert.equal(await stockOf(t.database.db, p.id), 3);
  });

  it('answers 400 to a wrong signature, a missing signature or a tampered body, changing nothing', async () => {
    const p = await product();
    const { payment } = await stripeOrder([{ product_id: p.id, qty: 1 }]);
    api.setStatus(payment.pid, 'succeeded');
    const body = api.event('evt_forged', 'payment_intent.succeeded', payment.pid);
    const wrongSecret = await deliver(body, signed(body, 'whsec_not_ours'));
    assert.equal(wrongSecret.status, 400);
    assert.deepEqual(wrongSecret.body, { status: false, message: 'Invalid webhook signature' });
    const missing = await deliver(body, null);
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'Missing Stripe-Signature header');
    const tampered = await deliver(body.replace('"livemode":false', '"livemode":true'), signed(body));
    assert.equal(tampered.status, 400);
    assert.equal((await orderByPid(t.database.db, payment.pid)).status, 'pending');
    const events = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_forged'));
    assert.equal(events.length, 0);
  });

  it('does not mark an order paid for a different amount (logged), and ignores other events', async () => {
    const p = await product();
    const { payment } = await stripeOrder([{ product_id: p.id, qty: 1 }]);
    const { result, logged } = await capturingErrors(() =>
      deliver(
        api.event('evt_short', 'payment_intent.succeeded', payment.pid, { amount: 50, status: 'succeeded' }),
      ),
    );
    assert.equal(result.status, 200);
    assert.ok(logged.some((l) => l.includes(payment.pid)));
    const other = await deliver(api.event('evt_created', 'payment_intent.created', payment.pid));
    assert.equal(other.status, 200);
    assert.equal((await orderByPid(t.database.db, payment.pid)).status, 'pending');
  });

  it('acknowledges a payment without an order (nothing to mark)', async () => {
    const p = await product();
    const init = await call('POST', '/order/stripe-initiate', {
      body: { items: [{ product_id: p.id, qty: 1 }] },
    });
    const pid = initiateResponse.parse(init.body).data.pid;
    api.setStatus(pid, 'succeeded');
    const res = await deliver(api.event('evt_orphan', 'payment_intent.succeeded', pid));
    assert.equal(res.status, 200);
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const noSecret = callerFor({
      ...depsOf(t, { stripe: api.client() }),
      config: { ...t.config, stripeWebhookSecret: undefined },
    });
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'payment_intent.succeeded' });
    const res = await noSecret('POST', '/payments/stripe/webhook', {
      body: payload,
      headers: { 'stripe-signature': signed(payload) },
    });
    assert.equal(res.status, 503);
    assert.equal(res.body.message, 'Stripe webhooks are not configured on this server');
  });
});
