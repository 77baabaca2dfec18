import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { clientAddressHeaders } from '@common/client-address';
import { NO_RETURN_CATEGORY_SLUGS } from '@common/constants';
import { orders, rateLimits, returns } from '../src/db/schema';
import { cancelOrder, completeOrder, shipOrder } from '../src/services/order-operations';
import { AFTER_SALE_LIMITS } from '../src/services/rate-limits';
import { orderLinkToken } from '../src/services/returns/order-links';
import { setReturnWindowDays } from '../src/services/returns/return-window';
import { createTestApp, testDbKind, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import {
  depsOf,
  orderByPid,
  payAndUpdate,
  placeOrder,
  signedInUser,
  stockOf,
} from './support/orders-fixtures';
import { STAFF, linesOf } from './support/order-ops-fixtures';

/**
 * Cancellations and returns by the customer (issue 41): Bearer or the signed link of a guest's mail, only
 * the caller's own order, only the link's own actions, the return window, and the limits.
 */
const SECRET = 'returns-client-address-secret-0123456789';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let categoryId: number;
let plantsId: number;

before(async () => {
  t = await createTestApp({
    CLIENT_ADDRESS_SECRET: SECRET,
    ORDER_LINK_SECRET: 'link-secret-of-the-tests-0123',
  });
  categoryId = (await insertCategory(t.database.db)).id;
  plantsId = (await insertCategory(t.database.db, { slug: NO_RETURN_CATEGORY_SLUGS[0] })).id;
});
after(() => t.close());
beforeEach(() => t.database.db.delete(rateLimits));

/** A paid order of `qty` units at $25 (plus a plant when asked), by the signed-in `token` or a guest. */
async function paid(token?: string, opts: { qty?: number; plant?: boolean } = {}) {
  const product = await insertProduct(t.database.db, categoryId, { priceCents: 2500, quantity: 10 });
  const plant = await insertProduct(t.database.db, plantsId, { priceCents: 2500, quantity: 10 });
  const items = [
    { product_id: product.id, qty: opts.qty ?? 2 },
    ...(opts.plant ? [{ product_id: plant.id, qty: 1 }] : []),
  ];
  const { payment } = await placeOrder(t.call, items, token);
  const res = await payAndUpdate(t.call, payment);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return { order: await orderByPid(t.database.db, payment.pid), product, plant };
}

async function delivered(token?: string, opts: { qty?: number; plant?: boolean } = {}) {
  const made = await paid(token, opts);
  await shipOrder(depsOf(t), made.order.id, { carrier: 'usps', tracking_number: '9400111899223' }, STAFF);
  await completeOrder(depsOf(t), made.order.id, STAFF);
  return { ...made, order: await orderByPid(t.database.db, made.order.pid) };
}

const no = (order: { orderNumber: number }) => `#${order.orderNumber}`;
const from = (address: string) => ({ headers: clientAddressHeaders(address, SECRET) });

/** The link in the last mail to `to` that opens /order/manage, and its token. */
function linkIn(to: string) {
  const text = t.mailer.last(to)?.text ?? '';
  const url = /https?:\/\/\S+\/order\/manage\?\S+/.exec(text)?.[0];
  assert.ok(url, `a signed link in: ${text}`);
  return new URL(url).searchParams;
}

describe(`cancel (${testDbKind})`, () => {
  it('a customer cancels their unshipped order: refunded in full, stock back, mailed', async () => {
    const { token } = await signedInUser(t);
    const { order, product } = await paid(token);
    assert.equal(await stockOf(t.database.db, product.id), 8);
    const res = await t.call('POST', '/order/cancel', { token, body: { order_no: no(order) } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, `Order ${no(order)} has been canceled.`);
    const row = await orderByPid(t.database.db, order.pid);
    assert.equal(row.status, 'canceled');
    assert.equal(row.refundCents, row.totalCents);
    assert.equal(await stockOf(t.database.db, product.id), 10);
    assert.match(t.mailer.last(order.email)?.subject ?? '', /has been canceled/);
    // The cancellation shows in the history the Cancellations page lists.
    const history = await t.call('GET', '/order/orders-history', { token });
    const listed = (history.body.data as { Orders: { order_no: string; status: string }[] }).Orders;
    assert.equal(listed.find((o) => o.order_no === no(order))?.status, 'canceled');
  });

  it("an order the owner canceled is in the customer's history as canceled, with its refund", async () => {
    const { token } = await signedInUser(t);
    const { order } = await paid(token);
    await cancelOrder(depsOf(t), order.id, STAFF);
    const history = await t.call('GET', '/order/orders-history', { token });
    const listed = (
      history.body.data as { Orders: { order_no: string; status: string; refund_amount: number }[] }
    ).Orders;
    const row = listed.find((o) => o.order_no === no(order));
    assert.equal(row?.status, 'canceled');
    assert.equal(row?.refund_amount, order.totalCents / 100);
  });

  it("someone else's order answers as an unknown one; a shipped order is refused", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const { order } = await paid(owner.token);
    const theirs = await t.call('POST', '/order/cancel', {
      token: stranger.token,
      body: { order_no: no(order) },
    });
    const unknown = await t.call('POST', '/order/cancel', {
      token: stranger.token,
      body: { order_no: '#999999' },
    });
    assert.equal(theirs.status, 404);
    assert.deepEqual(theirs.body, unknown.body);
    assert.equal((await orderByPid(t.database.db, order.pid)).status, 'processing');
    const anonymous = await t.call('POST', '/order/cancel', { body: { order_no: no(order) } });
    assert.equal(anonymous.status, 401);
    await shipOrder(depsOf(t), order.id, { carrier: 'usps', tracking_number: '9400111899223' }, STAFF);
    const late = await t.call('POST', '/order/cancel', { token: owner.token, body: { order_no: no(order) } });
    assert.equal(late.status, 409);
    assert.match(String(late.body.message), /has been shipped/);
  });

  it('bad bodies get 400/422, never 500', async () => {
    const { token } = await signedInUser(t);
    for (const body of [{}, { order_no: 12 }, { order_no: 'abc' }, { order_no: '#1'.repeat(50) }, []]) {
      const res = await t.call('POST', '/order/cancel', { token, body });
      assert.ok([400, 422].includes(res.status), `${JSON.stringify(body)} → ${res.status}`);
    }
  });
});

describe(`the signed link of a guest's mail (${testDbKind})`, () => {
  it('the confirmation mail links to the order; the link cancels it, and only it', async () => {
    const { order, product } = await paid();
    const link = linkIn(order.email);
    assert.equal(link.get('order_no'), String(order.orderNumber));
    const token = link.get('token') ?? '';
    const view = await t.call(
      'GET',
      `/order/link?order_no=${order.orderNumber}&token=${encodeURIComponent(token)}`,
    );
    assert.equal(view.status, 200, JSON.stringify(view.body));
    assert.equal((view.body.data as { can_cancel: boolean }).can_cancel, true);

    // The same token for another order, or a changed one, opens nothing.
    const other = (await paid()).order;
    for (const [orderNo, tok] of [
      [no(other), token],
      [no(order), `${token.slice(0, -2)}xx`],
      [no(order), orderLinkToken({ orderLinkSecret: 'another-shop-secret-0123' }, order, 'cancel')],
      [no(order), orderLinkToken(t.config, order, 'return')],
    ] as const) {
      const res = await t.call('POST', '/order/cancel', { body: { order_no: orderNo, token: tok } });
      assert.equal(res.status, 403, `${orderNo} ${tok}`);
    }
    // A cancel link cannot ask for a return.
    const ret = await t.call('POST', '/order/return', {
      body: { order_no: no(order), token, reason: 'x', items: [{ order_item_id: 1, qty: 1 }] },
    });
    assert.equal(ret.status, 403);

    const res = await t.call('POST', '/order/cancel', { body: { order_no: no(order), token } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal((await orderByPid(t.database.db, order.pid)).status, 'canceled');
    assert.equal(await stockOf(t.database.db, product.id), 10);
    assert.equal((await orderByPid(t.database.db, other.pid)).status, 'processing');
  });

  it('a cancel link stops working once the order ships; the shipped mail links to a return', async () => {
    const { order } = await paid();
    const token = linkIn(order.email).get('token') ?? '';
    await shipOrder(depsOf(t), order.id, { carrier: 'usps', tracking_number: '9400111899223' }, STAFF);
    const view = await t.call(
      'GET',
      `/order/link?order_no=${order.orderNumber}&token=${encodeURIComponent(token)}`,
    );
    assert.equal(view.status, 403);
    assert.match(String(view.body.message), /shipped/);
    const returnToken = linkIn(order.email).get('token') ?? '';
    assert.match(returnToken, /^return\./);
    await completeOrder(depsOf(t), order.id, STAFF);
    const [line] = await linesOf(t.database.db, order.id);
    const res = await t.call('POST', '/order/return', {
      body: {
        order_no: no(order),
        token: returnToken,
        reason: 'Too big',
        items: [{ order_item_id: line!.id, qty: 1 }],
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(typeof (res.body.data as { return_id: number }).return_id, 'number');
  });

  it("a customer's mails carry no link (their profile is the way)", async () => {
    const { token, user } = await signedInUser(t);
    await paid(token);
    assert.doesNotMatch(t.mailer.last(user.email)?.text ?? '', /order\/manage/);
  });
});

describe(`return requests (${testDbKind})`, () => {
  it('within the window, lines and quantities of a delivered order, with a reason; mailed; listed', async () => {
    const { token } = await signedInUser(t);
    const { order } = await delivered(token, { qty: 3 });
    const [line] = await linesOf(t.database.db, order.id);
    const ask = (qty: number) =>
      t.call('POST', '/order/return', {
        token,
        body: { order_no: no(order), reason: 'Cracked handle', items: [{ order_item_id: line!.id, qty }] },
      });
    const first = await ask(2);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.match(t.mailer.last(order.email)?.subject ?? '', /return request/);
    const tooMany = await ask(2);
    assert.equal(tooMany.status, 422);
    assert.match(String(tooMany.body.message), /Only 1 of/);
    assert.equal((await ask(1)).status, 200);
    const list = await t.call('GET', '/order/returns', { token });
    const rows = (list.body.data as { returns: { status: string; items: { qty: number }[] }[] }).returns;
    assert.equal(rows.length, 2);
    assert.deepEqual(
      rows.map((r) => r.status),
      ['requested', 'requested'],
    );
  });

  it('refuses an undelivered order, a closed window, a line of another order and a plant', async () => {
    const { token } = await signedInUser(t);
    const { order } = await paid(token);
    const [line] = await linesOf(t.database.db, order.id);
    const body = (o: typeof order, id: number) => ({
      token,
      body: { order_no: no(o), reason: 'Changed my mind', items: [{ order_item_id: id, qty: 1 }] },
    });
    const early = await t.call('POST', '/order/return', body(order, line!.id));
    assert.equal(early.status, 409);
    assert.match(String(early.body.message), /not been delivered/);

    const done = await delivered(token, { plant: true });
    const [tool, plant] = await linesOf(t.database.db, done.order.id);
    assert.equal((await t.call('POST', '/order/return', body(done.order, line!.id))).status, 422);
    const planted = await t.call('POST', '/order/return', body(done.order, plant!.id));
    assert.equal(planted.status, 422);
    assert.match(String(planted.body.message), /cannot be returned/);

    await setReturnWindowDays(t.database.db, 10);
    t.clock.advance(11 * DAY);
    const late = await t.call('POST', '/order/return', body(done.order, tool!.id));
    assert.equal(late.status, 409);
    assert.match(String(late.body.message), /within 10 days/);
    const window = await t.call('GET', '/order/return-window');
    assert.deepEqual(window.body.data, { days: 10 });
    await setReturnWindowDays(t.database.db, 30);
    assert.equal((await t.call('POST', '/order/return', body(done.order, tool!.id))).status, 200);
    const stored = await t.database.db.select().from(returns).where(eq(returns.orderId, done.order.id));
    assert.equal(stored.length, 1);
  });

  it("cannot return someone else's order, nor read their returns", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const { order } = await delivered(owner.token);
    const [line] = await linesOf(t.database.db, order.id);
    const res = await t.call('POST', '/order/return', {
      token: stranger.token,
      body: { order_no: no(order), reason: 'mine now', items: [{ order_item_id: line!.id, qty: 1 }] },
    });
    assert.equal(res.status, 404);
    assert.equal(
      (
        await t.call('POST', '/order/return', {
          token: owner.token,
          body: {
            order_no: no(order),
            reason: 'fine',
            items: [{ order_item_id: line!.id, qty: 1 }],
          },
        })
      ).status,
      200,
    );
    const theirs = await t.call('GET', '/order/returns', { token: stranger.token });
    assert.deepEqual((theirs.body.data as { returns: unknown[] }).returns, []);
  });
});

describe(`limits (${testDbKind})`, () => {
  it(`counts each request per customer: the ${AFTER_SALE_LIMITS.requestsPerCustomer.points + 1}th in the hour gets 429`, async () => {
    const { token } = await signedInUser(t);
    const { order } = await paid(token);
    const answers = await Promise.all(
      Array.from({ length: AFTER_SALE_LIMITS.requestsPerCustomer.points + 5 }, (_, i) =>
        t.call('POST', '/order/cancel', {
          token,
          body: { order_no: no(order) },
          ...from(`198.51.100.${i + 1}`),
        }),
      ),
    );
    const refused = answers.filter((a) => a.status === 429);
    assert.equal(refused.length, 5);
    assert.ok(refused.every((a) => Number(a.headers.get('retry-after')) > 0));
    assert.equal(answers.filter((a) => a.status === 200).length, 1, 'cancelled once');
  });

  it(`counts each request per address, across customers`, async () => {
    const n = AFTER_SALE_LIMITS.requestsPerAddress.points;
    const answers = [];
    for (let i = 0; i < n + 2; i++) {
      const { token } = await signedInUser(t);
      answers.push(
        await t.call('POST', '/order/cancel', {
          token,
          body: { order_no: '#999999' },
          ...from('203.0.113.50'),
        }),
      );
    }
    assert.equal(answers.filter((a) => a.status === 404).length, n);
    assert.equal(answers.filter((a) => a.status === 429).length, 2);
  });
});

describe(`order rows stay exact (${testDbKind})`, () => {
  it('no order ever refunds more than its total', async () => {
    const rows = await t.database.db.select().from(orders);
    assert.ok(rows.every((o) => o.refundCents <= o.totalCents));
  });
});
