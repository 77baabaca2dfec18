import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ordersHistoryResponse } from '@common/contract';
import { ORDER_OPS_MSG } from '@common/messages';
import { cancelOrder, completeOrder, refundOrder, shipOrder } from '../src/services/order-operations';
import { testProcessorProvider } from '../src/services/payments/test-processor';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import {
  depsOf,
  orderByPid,
  payAndUpdate,
  placeOrder,
  signedInUser,
  stockOf,
  type Call,
} from './support/orders-fixtures';
import {
  STAFF,
  eventsOf,
  linesOf,
  newKey,
  paidOrder,
  refundsOf,
  refusal,
  unpaidOrder,
} from './support/order-ops-fixtures';

let t: TestApp;
let call: Call;
let categoryId: number;

before(async () => {
  t = await createTestApp();
  call = t.call;
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

const deps = () => depsOf(t);
/** What the test processor paid back for this payment, in cents. */
const providerRefunded = async (pid: string) =>
  (await testProcessorProvider(deps()).listRefunds(pid)).reduce((n, r) => n + r.amountCents, 0);

describe('shipping and delivery', () => {
  it('ships a paid order with a carrier and tracking number and mails the tracking link', async () => {
    const { order } = await paidOrder(t, call, categoryId, [[2500, 2]]);
    const result = await shipOrder(
      deps(),
      order.id,
      { carrier: 'UPS', tracking_number: '1z 999-aa1 0123456784' },
      STAFF,
    );
    assert.equal(result.order.status, 'shipped');
    assert.equal(result.order.tracking_number, '1Z999AA10123456784');
    assert.equal(
      result.order.tracking_url,
      'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
    );
    assert.equal(result.audit.action, 'order.ship');
    assert.equal(result.audit.before.status, 'processing');
    assert.equal(result.audit.after.status, 'shipped');

    const mail = t.mailer.last(order.email);
    assert.ok(mail, 'the customer is mailed');
    assert.match(mail.subject, /is on its way/);
    assert.ok(mail.text.includes('1Z999AA10123456784'));
    assert.ok(mail.text.includes(result.order.tracking_url ?? 'no url'));

    const events = await eventsOf(t.database.db, order.id);
    assert.deepEqual(
      events.map((e) => [e.kind, e.actorKind, e.actorEmail]),
      [
        ['shipped', 'staff', 'owner@example.com'],
        ['email.sent', 'staff', 'owner@example.com'],
      ],
    );
    assert.equal(events[0]?.clientAddress, '203.0.113.9');
  });

  it('marks a shipped order completed, and refuses to complete one that has not shipped', async () => {
    const { order } = await paidOrder(t, call, categoryId, [[2500, 1]]);
    const message = await refusal(completeOrder(deps(), order.id, STAFF), 409);
    assert.equal(message, ORDER_OPS_MSG.cannotComplete(`#${order.orderNumber}`, 'processing'));
    await shipOrder(deps(), order.id, { carrier: 'usps', tracking_number: '9400111899223100012345' }, STAFF);
    const done = await completeOrder(deps(), order.id, STAFF);
    assert.equal(done.order.status, 'completed');
    assert.equal(
      (await orderByPid(t.database.db, order.pid)).completedAt?.toISOString(),
      t.clock.now().toISOString(),
    );
  });

  it('refuses to ship an unpaid, canceled or already shipped order (409) and bad shipment details (422)', async () => {
    const unpaid = await unpaidOrder(t, call, categoryId);
    await refusal(
      shipOrder(deps(), unpaid.order.id, { carrier: 'ups', tracking_number: '1Z999AA1' }, STAFF),
      409,
    );

    const { order } = await paidOrder(t, call, categoryId, [[2500, 1]]);
    await refusal(
      shipOrder(deps(), order.id, { carrier: 'pigeon', tracking_number: '1Z999AA1' }, STAFF),
      422,
    );
    await refusal(shipOrder(deps(), order.id, { carrier: 'ups', tracking_number: '12' }, STAFF), 422);
    await refusal(
      shipOrder(deps(), order.id, { carrier: 'ups', tracking_number: '<script>1</script>' }, STAFF),
      422,
    );
    await cancelOrder(deps(), order.id, STAFF);
    const message = await refusal(
      shipOrder(deps(), order.id, { carrier: 'ups', tracking_number: '1Z999AA1' }, STAFF),
      409,
    );
    assert.equal(message, ORDER_OPS_MSG.cannotShip(`#${order.orderNumber}`, 'canceled'));

    const other = await paidOrder(t, call, categoryId, [[2500, 1]]);
    await shipOrder(deps(), other.order.id, { carrier: 'dhl', tracking_number: '1234567890' }, STAFF);
    await refusal(
      shipOrder(deps(), other.order.id, { carrier: 'dhl', tracking_number: '1234567890' }, STAFF),
      409,
    );
    await refusal(shipOrder(deps(), 999_999, { carrier: 'dhl', tracking_number: '1234567890' }, STAFF), 404);
  });
});

describe('refunds', () => {
  it('refunds part, then the rest: amounts follow, the status becomes refunded, each is mailed', async () => {
    // 2 × $25 = $50 sub-total, free shipping: $50 paid.
    const { order } = await paidOrder(t, call, categoryId, [[2500, 2]]);
    assert.equal(order.totalCents, 5000);
    const first = await refundOrder(deps(), order.id, { amount: 12.5, idempotency_key: newKey() }, STAFF);
    assert.equal(first.order.status, 'processing', 'a partial refund keeps the status');
    assert.equal(first.order.refund_amount, 12.5);
    assert.equal(first.order.total_after_refund, 37.5);
    assert.match(t.mailer.last(order.email)?.text ?? '', /We have refunded \$12\.50 of your order/);

    const rest = await refundOrder(deps(), order.id, { amount: 37.5, idempotency_key: newKey() }, STAFF);
    assert.equal(rest.order.status, 'refunded');
    assert.equal(rest.order.refund_amount, 50);
    assert.equal(rest.order.total_after_refund, 0);
    assert.equal(rest.audit.before.refund_amount, 12.5);
    assert.equal(await providerRefunded(order.pid), 5000, 'the processor paid back exactly the total');
    assert.deepEqual(
      (await refundsOf(t.database.db, order.id)).map((r) => [r.amountCents, r.status]),
      [
        [1250, 'succeeded'],
        [3750, 'succeeded'],
      ],
    );
    const kinds = (await eventsOf(t.database.db, order.id)).map((e) => e.kind);
    assert.deepEqual(kinds, ['refunded', 'email.sent', 'refunded', 'email.sent']);
    await refusal(refundOrder(deps(), order.id, { amount: 1, idempotency_key: newKey() }, STAFF), 409);
  });

  it('refuses more than was paid, one key twice, nonsense amounts, and unpaid orders', async () => {
    const { order } = await paidOrder(t, call, categoryId, [[1000, 1]]); // $10 + $20 shipping
    const tooMuch = await refusal(
      refundOrder(deps(), order.id, { amount: 30.01, idempotency_key: newKey() }, STAFF),
      409,
    );
    assert.equal(tooMuch, ORDER_OPS_MSG.refundTooLarge(`#${order.orderNumber}`, '$30.00'));
    const key = newKey();
    await refundOrder(deps(), order.id, { amount: 5, idempotency_key: key }, STAFF);
    assert.equal(
      await refusal(refundOrder(deps(), order.id, { amount: 5, idempotency_key: key }, STAFF), 409),
      ORDER_OPS_MSG.refundKeyUsed,
    );
    assert.equal(
      await refusal(refundOrder(deps(), order.id, { amount: 6, idempotency_key: key }, STAFF), 409),
      ORDER_OPS_MSG.refundKeyOtherRequest,
    );
    for (const amount of [0, -5, 1.234, Number.NaN]) {
      await refusal(refundOrder(deps(), order.id, { amount, idempotency_key: newKey() }, STAFF), 422);
    }
    await refusal(refundOrder(deps(), order.id, { amount: 1, idempotency_key: 'short' }, STAFF), 422);
    assert.equal((await orderByPid(t.database.db, order.pid)).refundCents, 500);
    assert.equal(await providerRefunded(order.pid), 500);

    const unpaid = await unpaidOrder(t, call, categoryId);
    await refusal(refundOrder(deps(), unpaid.order.id, { amount: 1, idempotency_key: newKey() }, STAFF), 409);
  });

  it('puts only the chosen lines back in stock, never more than was bought', async () => {
    const { order, products } = await paidOrder(t, call, categoryId, [
      [2000, 3],
      [1500, 2],
    ]);
    const [plant, pot] = products;
    assert.ok(plant && pot);
    assert.equal(await stockOf(t.database.db, plant.id), 7);
    const [plantLine, potLine] = await linesOf(t.database.db, order.id);
    assert.ok(plantLine && potLine);

    await refusal(
      refundOrder(
        deps(),
        order.id,
        { amount: 20, restock: [{ order_item_id: plantLine.id, qty: 4 }], idempotency_key: newKey() },
        STAFF,
      ),
      422,
    );
    await refusal(
      refundOrder(
        deps(),
        order.id,
        { amount: 20, restock: [{ order_item_id: 999_999, qty: 1 }], idempotency_key: newKey() },
        STAFF,
      ),
      422,
    );
    assert.equal(await providerRefunded(order.pid), 0, 'a refused restock refunds nothing');

    await refundOrder(
      deps(),
      order.id,
      { amount: 40, restock: [{ order_item_id: plantLine.id, qty: 2 }], idempotency_key: newKey() },
      STAFF,
    );
    assert.equal(await stockOf(t.database.db, plant.id), 9);
    assert.equal(await stockOf(t.database.db, pot.id), 8, 'the other line stays sold');
    const message = await refusal(
      refundOrder(
        deps(),
        order.id,
        { amount: 20, restock: [{ order_item_id: plantLine.id, qty: 2 }], idempotency_key: newKey() },
        STAFF,
      ),
      422,
    );
    assert.equal(message, ORDER_OPS_MSG.restockTooMany(plant.name, 1));
    const events = await eventsOf(t.database.db, order.id);
    assert.deepEqual(events.find((e) => e.kind === 'refunded')?.data.restocked, [
      { order_item_id: plantLine.id, qty: 2 },
    ]);
  });
});

describe('cancel before shipping', () => {
  it('puts the stock back, refunds the payment in full and mails the customer', async () => {
    const { order, products } = await paidOrder(t, call, categoryId, [[2000, 3]]);
    const [plant] = products;
    assert.ok(plant);
    assert.equal(await stockOf(t.database.db, plant.id), 7);
    const result = await cancelOrder(deps(), order.id, STAFF);
    assert.equal(result.order.status, 'canceled');
    assert.equal(result.order.refund_amount, 60);
    assert.equal(await stockOf(t.database.db, plant.id), 10);
    assert.equal(await providerRefunded(order.pid), 6000);
    const mail = t.mailer.last(order.email);
    assert.match(mail?.subject ?? '', /has been canceled/);
    assert.match(mail?.text ?? '', /We have refunded \$60\.00 to your card/);
    assert.deepEqual(
      (await eventsOf(t.database.db, order.id)).map((e) => e.kind),
      ['refunded', 'canceled', 'email.sent'],
    );
    await refusal(cancelOrder(deps(), order.id, STAFF), 409);
    assert.equal(await stockOf(t.database.db, plant.id), 10, 'a second cancel gives nothing back');
  });

  it('refunds only what is left after a partial refund, and restocks only what is still out', async () => {
    const { order, products } = await paidOrder(t, call, categoryId, [[2000, 3]]);
    const [line] = await linesOf(t.database.db, order.id);
    assert.ok(line && products[0]);
    await refundOrder(
      deps(),
      order.id,
      { amount: 20, restock: [{ order_item_id: line.id, qty: 1 }], idempotency_key: newKey() },
      STAFF,
    );
    const result = await cancelOrder(deps(), order.id, STAFF);
    assert.equal(result.order.refund_amount, 60);
    assert.equal(await providerRefunded(order.pid), 6000);
    assert.equal(await stockOf(t.database.db, products[0].id), 10);
  });

  it('cancels an unpaid order: stock back, nothing refunded', async () => {
    const { order, product } = await unpaidOrder(t, call, categoryId);
    assert.equal(await stockOf(t.database.db, product.id), 8);
    const result = await cancelOrder(deps(), order.id, STAFF);
    assert.equal(result.order.status, 'canceled');
    assert.equal(result.order.refund_amount, 0);
    assert.equal(await stockOf(t.database.db, product.id), 10);
    assert.match(t.mailer.last(order.email)?.text ?? '', /You were not charged/);
  });

  it('refuses to cancel a shipped order', async () => {
    const { order } = await paidOrder(t, call, categoryId, [[2500, 2]]);
    await shipOrder(deps(), order.id, { carrier: 'fedex', tracking_number: '123456789012' }, STAFF);
    const message = await refusal(cancelOrder(deps(), order.id, STAFF), 409);
    assert.equal(message, ORDER_OPS_MSG.cannotCancel(`#${order.orderNumber}`, 'shipped'));
    assert.equal(await providerRefunded(order.pid), 0);
  });
});

describe("the customer's order history", () => {
  it('shows a shipped order with its carrier and tracking link, and the refunded amount', async () => {
    const { token } = await signedInUser(t);
    const p = await insertProduct(t.database.db, categoryId, { priceCents: 3000, quantity: 5 });
    const { payment } = await placeOrder(call, [{ product_id: p.id, qty: 2 }], token);
    await payAndUpdate(call, payment);
    const order = await orderByPid(t.database.db, payment.pid);
    await shipOrder(deps(), order.id, { carrier: 'fedex', tracking_number: '7712 3456 7890' }, STAFF);
    await refundOrder(deps(), order.id, { amount: 6, idempotency_key: newKey() }, STAFF);

    const res = await call('GET', '/order/orders-history', { token });
    const [shown] = ordersHistoryResponse.parse(res.body).data.Orders;
    assert.equal(shown?.status, 'shipped');
    assert.equal(shown?.carrier, 'FedEx');
    assert.equal(shown?.tracking_number, '771234567890');
    assert.equal(shown?.tracking_url, 'https://www.fedex.com/fedextrack/?trknbr=771234567890');
    assert.equal(shown?.refund_amount, 6);
    assert.equal(shown?.total_after_refund, shown ? shown.amount - 6 : NaN);
  });
});
