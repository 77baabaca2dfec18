import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { ORDER_OPS_MSG } from '@common/messages';
import type { AppDeps } from '../src/deps';
import { cancelOrder, refundOrder } from '../src/services/order-operations';
import { providerKey } from '../src/services/order-operations/run-refund';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { FakeStripeApi } from './support/fake-stripe';
import { callerFor, depsOf, orderByPid, placeOrderBody, type Call } from './support/orders-fixtures';
import { STAFF, eventsOf, newKey, refundsOf, refusal } from './support/order-ops-fixtures';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let api: FakeStripeApi;
let deps: AppDeps;
let call: Call;
let categoryId: number;
const realFetch = globalThis.fetch;

before(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  categoryId = (await insertCategory(t.database.db)).id;
  api = new FakeStripeApi();
  deps = depsOf(t, { stripe: api.client() });
  call = callerFor(deps);
  globalThis.fetch = async () => {
    throw new Error('network access in a test');
  };
});
after(async () => {
  globalThis.fetch = realFetch;
  await t.close();
});

/** An order paid through (the fake) Stripe: $25 × 2, free shipping, $50. */
async function paidStripeOrder() {
  const p = await insertProduct(t.database.db, categoryId, { priceCents: 2500, quantity: 10 });
  const items = [{ product_id: p.id, qty: 2 }];
  const init = await call('POST', '/order/stripe-initiate', { body: { items } });
  const pid = (init.body.data as { pid: string }).pid;
  const placed = await call('POST', '/order/placeorder', {
    body: placeOrderBody(pid, items, { method: 'stripe' }),
  });
  assert.equal(placed.status, 200, JSON.stringify(placed.body));
  api.setStatus(pid, 'succeeded');
  assert.equal((await call('POST', '/order/stripe/update-order', { body: { pid } })).status, 200);
  return orderByPid(t.database.db, pid);
}

const deliver = (payload: string) =>
  call('POST', '/payments/stripe/webhook', {
    body: payload,
    headers: {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  });

describe("Stripe's Refunds API", () => {
  it('asks for the refund of the PaymentIntent with the amount and an idempotency key', async () => {
    const order = await paidStripeOrder();
    const key = newKey();
    const result = await refundOrder(deps, order.id, { amount: 12.34, idempotency_key: key }, STAFF);
    assert.equal(result.order.refund_amount, 12.34);
    const [request] = api.refundRequests();
    assert.ok(request);
    assert.equal(request.idempotencyKey, providerKey(order, key));
    assert.equal(request.params.get('payment_intent'), order.pid);
    assert.equal(request.params.get('amount'), '1234');
    const [row] = await refundsOf(t.database.db, order.id);
    assert.equal(request.params.get('metadata[refund_row]'), String(row?.id));
    assert.equal(row?.providerRefundId, api.refunds[0]?.id);
  });

  it('an outage leaves the order unchanged; the retry sends the same key and Stripe pays once', async () => {
    const order = await paidStripeOrder();
    const key = newKey();
    const before = api.refundRequests().length;
    api.failRefunds = 1;
    const message = await refusal(
      refundOrder(deps, order.id, { amount: 50, idempotency_key: key }, STAFF),
      502,
    );
    assert.equal(message, ORDER_OPS_MSG.providerUnavailable('Stripe'));
    assert.equal((await orderByPid(t.database.db, order.pid)).status, 'processing');

    api.loseRefundAnswers = 1;
    await refusal(refundOrder(deps, order.id, { amount: 50, idempotency_key: key }, STAFF), 502);
    const done = await refundOrder(deps, order.id, { amount: 50, idempotency_key: key }, STAFF);
    assert.equal(done.order.status, 'refunded');
    const sent = api.refundRequests().slice(before);
    assert.equal(sent.length, 3);
    assert.ok(
      sent.every((r) => r.idempotencyKey === providerKey(order, key)),
      'one key for every attempt',
    );
    assert.deepEqual(
      api.refunds.filter((r) => r.payment_intent === order.pid).map((r) => r.amount),
      [5000],
      'Stripe paid out once',
    );
  });

  it("Stripe's refusal (more than is left on the charge) is a 409 with its reason", async () => {
    const order = await paidStripeOrder();
    api.dashboardRefund(order.pid, 4000); // made in the dashboard, not yet reported
    const message = await refusal(
      refundOrder(deps, order.id, { amount: 20, idempotency_key: newKey() }, STAFF),
      409,
    );
    assert.match(message, /^Stripe refused the refund: Refund amount/);
    assert.equal((await orderByPid(t.database.db, order.pid)).refundCents, 0);
  });
});

describe('charge.refunded', () => {
  it('records a refund made in the dashboard once, however often it is delivered', async () => {
    const order = await paidStripeOrder();
    const refundId = api.dashboardRefund(order.pid, 1500);
    const event = api.chargeRefundedEvent('evt_dash_1', order.pid);
    assert.equal((await deliver(event)).status, 200);
    assert.equal((await deliver(event)).status, 200);
    // Stripe may also send a second event about the same refund.
    assert.equal((await deliver(api.chargeRefundedEvent('evt_dash_2', order.pid))).status, 200);
    const row = await orderByPid(t.database.db, order.pid);
    assert.equal(row.refundCents, 1500);
    assert.equal(row.status, 'processing');
    const rows = await refundsOf(t.database.db, order.id);
    assert.deepEqual(
      rows.map((r) => [r.providerRefundId, r.purpose, r.status]),
      [[refundId, 'provider', 'succeeded']],
    );
    const events = await eventsOf(t.database.db, order.id);
    assert.deepEqual(
      events.map((e) => [e.kind, e.actorKind]),
      [['refunded', 'webhook']],
    );

    api.dashboardRefund(order.pid, 3500);
    await deliver(api.chargeRefundedEvent('evt_dash_3', order.pid));
    const full = await orderByPid(t.database.db, order.pid);
    assert.equal(full.refundCents, 5000);
    assert.equal(full.status, 'refunded');
  });

  it('does not count again a refund the shop made itself, and records one whose answer was lost', async () => {
    const order = await paidStripeOrder();
    await refundOrder(deps, order.id, { amount: 10, idempotency_key: newKey() }, STAFF);
    await deliver(api.chargeRefundedEvent('evt_own_1', order.pid));
    assert.equal((await orderByPid(t.database.db, order.pid)).refundCents, 1000);

    api.loseRefundAnswers = 1;
    const key = newKey();
    await refusal(refundOrder(deps, order.id, { amount: 15, idempotency_key: key }, STAFF), 502);
    await deliver(api.chargeRefundedEvent('evt_own_2', order.pid));
    assert.equal((await orderByPid(t.database.db, order.pid)).refundCents, 2500, 'the webhook recorded it');
    assert.equal(
      await refusal(refundOrder(deps, order.id, { amount: 15, idempotency_key: key }, STAFF), 409),
      ORDER_OPS_MSG.refundKeyUsed,
    );
    assert.equal((await refundsOf(t.database.db, order.id)).length, 2);
  });

  it('cancel refunds through Stripe with a key of its own, and the webhook that follows changes nothing', async () => {
    const order = await paidStripeOrder();
    const result = await cancelOrder(deps, order.id, STAFF);
    assert.equal(result.order.status, 'canceled');
    assert.equal(api.refundRequests().at(-1)?.idempotencyKey, providerKey(order, `cancel-${order.pid}`));
    await deliver(api.chargeRefundedEvent('evt_cancel', order.pid));
    const row = await orderByPid(t.database.db, order.pid);
    assert.equal(row.status, 'canceled');
    assert.equal(row.refundCents, 5000);
  });
});
