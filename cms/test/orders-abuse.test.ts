import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { clientAddressHeaders } from '@common/client-address';
import { MAX_CART_QTY } from '@common/constants';
import { failureSchema } from '@common/contract';
import { loadConfig } from '../src/config';
import { OVER_CART_CAP, PAYMENT_CANCELED, PAYMENT_NOT_COMPLETED } from '@common/messages';
import { SHOP_LIMITS } from '../src/services/rate-limits';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import {
  initiate,
  orderByPid,
  payAndUpdate,
  placeOrderBody,
  signedInUser,
  stockOf,
  type Line,
} from './support/orders-fixtures';

/** Holding stock without paying: cart caps after merging, one unpaid order per email, orders per address. */
const SECRET = 'orders-abuse-secret';
let t: TestApp;
let categoryId: number;

const product = (quantity = 100) => insertProduct(t.database.db, categoryId, { priceCents: 1000, quantity });
const from = (address: string) => clientAddressHeaders(address, SECRET);

before(async () => {
  t = await createTestApp({ CLIENT_ADDRESS_SECRET: SECRET });
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

describe('the cart cap applies to a product once its lines are added up', () => {
  const split = (id: number): Line[] => [
    { product_id: id, qty: 13 },
    { product_id: id, qty: 13 },
  ];

  it(`prices at most ${MAX_CART_QTY} of one product, however many lines it is spread over`, async () => {
    const p = await product();
    const res = await t.call('POST', '/order/test-initiate', { body: { items: split(p.id) } });
    assert.equal(res.status, 422, JSON.stringify(res.body));
    const body = failureSchema.parse(res.body);
    assert.equal(body.message, OVER_CART_CAP);
    assert.deepEqual(body.errors, { 'items.0.qty': OVER_CART_CAP });

    const exactly = await initiate(t.call, [
      { product_id: p.id, qty: MAX_CART_QTY - 5 },
      { product_id: p.id, qty: 5 },
    ]);
    assert.equal(exactly.sub_total, MAX_CART_QTY * 1000);
  });

  it('refuses the same split cart at placeorder, before comparing it with the payment', async () => {
    const p = await product();
    const payment = await initiate(t.call, [{ product_id: p.id, qty: MAX_CART_QTY }]);
    const res = await t.call('POST', '/order/placeorder', { body: placeOrderBody(payment.pid, split(p.id)) });
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.deepEqual(failureSchema.parse(res.body).errors, { 'items.0.qty': OVER_CART_CAP });
    assert.equal(await stockOf(t.database.db, p.id), 100, 'nothing held');
  });
});

describe('one unpaid order per email address', () => {
  it('gives back the stock of the earlier unpaid order when the same email places another', async () => {
    const p = await product(10);
    const place = async (qty: number, email: string) => {
      const items = [{ product_id: p.id, qty }];
      const payment = await initiate(t.call, items);
      const res = await t.call('POST', '/order/placeorder', {
        body: placeOrderBody(payment.pid, items, { email }),
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return payment.pid;
    };
    const first = await place(3, 'hoarder@example.com');
    const other = await place(1, 'someone.else@example.com');
    assert.equal(await stockOf(t.database.db, p.id), 6);

    const second = await place(2, 'Hoarder@Example.com');
    assert.equal(await stockOf(t.database.db, p.id), 7, '3 back from the first order, 2 held by the second');
    const released = await orderByPid(t.database.db, first);
    assert.equal(released.status, 'canceled');
    assert.equal(released.stockReleasedAt?.getTime(), t.clock.now().getTime());
    assert.equal((await orderByPid(t.database.db, second)).status, 'pending');
    assert.equal((await orderByPid(t.database.db, other)).status, 'pending', 'other emails keep theirs');
  });

  it('cancels the payment of the earlier order: confirming it afterwards is refused and nothing is paid', async () => {
    const p = await product(10);
    const items = [{ product_id: p.id, qty: 1 }];
    const first = await initiate(t.call, items);
    const second = await initiate(t.call, items);
    for (const payment of [first, second]) {
      const res = await t.call('POST', '/order/placeorder', {
        body: placeOrderBody(payment.pid, items, { email: 'two-tabs@example.com' }),
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }

    const confirm = await t.call('POST', '/payments/test/confirm', {
      body: { client_secret: first.client_secret, card_number: '4242 4242 4242 4242' },
    });
    assert.equal(confirm.status, 409);
    assert.equal(failureSchema.parse(confirm.body).message, PAYMENT_CANCELED);
    const update = await t.call('POST', '/order/test/update-order', { body: { pid: first.pid } });
    assert.equal(update.status, 402);
    assert.equal(failureSchema.parse(update.body).message, PAYMENT_NOT_COMPLETED);
    const order = await orderByPid(t.database.db, first.pid);
    assert.equal(order.status, 'canceled');
    assert.equal(order.paidAt, null);
    assert.equal(await stockOf(t.database.db, p.id), 9, 'only the second order holds stock');
  });

  it('keeps one held order per email when several are placed at once', async () => {
    const p = await product(20);
    const items = [{ product_id: p.id, qty: 2 }];
    const started = [];
    for (let i = 0; i < 6; i++) started.push(await initiate(t.call, items));
    const results = await Promise.all(
      started.map((s) =>
        t.call('POST', '/order/placeorder', {
          body: placeOrderBody(s.pid, items, { email: 'racer@example.com' }),
        }),
      ),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      started.map(() => 200),
    );
    assert.equal(await stockOf(t.database.db, p.id), 18, 'only the last order holds stock');
  });
});

describe('replacing an unpaid order takes proof of the same shopper (issue 26, item 4)', () => {
  const placeAs = async (productId: number, email: string, opts: { token?: string; address?: string }) => {
    const items = [{ product_id: productId, qty: 1 }];
    const payment = await initiate(t.call, items, opts.token);
    const res = await t.call('POST', '/order/placeorder', {
      body: placeOrderBody(payment.pid, items, { email }),
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.address ? { headers: from(opts.address) } : {}),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return payment;
  };

  it("a stranger's guest order with a customer's email, in any case, cancels nothing", async () => {
    const p = await product(10);
    const customer = await signedInUser(t, { email: 'asha.customer@example.com' });
    const mine = await placeAs(p.id, customer.user.email, { token: customer.token, address: '198.51.100.1' });
    await placeAs(p.id, 'ASHA.Customer@Example.com', { address: '203.0.113.99' });
    assert.equal((await orderByPid(t.database.db, mine.pid)).status, 'pending');
    const paid = await payAndUpdate(t.call, mine);
    assert.equal(paid.status, 200, "the customer's payment still goes through");
  });

  it("the same account's next order replaces its earlier one, from any address", async () => {
    const p = await product(10);
    const customer = await signedInUser(t);
    const first = await placeAs(p.id, customer.user.email, {
      token: customer.token,
      address: '198.51.100.2',
    });
    await placeAs(p.id, customer.user.email, { token: customer.token, address: '198.51.100.3' });
    assert.equal((await orderByPid(t.database.db, first.pid)).status, 'canceled');
  });

  it("a guest's next order from the same address replaces the earlier one; another address's does not", async () => {
    const p = await product(10);
    const first = await placeAs(p.id, 'guest.one@example.com', { address: '198.51.100.4' });
    await placeAs(p.id, 'guest.one@example.com', { address: '198.51.100.5' });
    assert.equal((await orderByPid(t.database.db, first.pid)).status, 'pending');
    await placeAs(p.id, 'Guest.One@example.com', { address: '198.51.100.4' });
    assert.equal((await orderByPid(t.database.db, first.pid)).status, 'canceled');
  });
});

describe('unpaid orders per client address', () => {
  const { points, seconds } = SHOP_LIMITS.unpaidOrdersPerAddress;

  const placeFrom = async (address: string) => {
    const p = await product();
    const items = [{ product_id: p.id, qty: 1 }];
    const payment = await initiate(t.call, items);
    const res = await t.call('POST', '/order/placeorder', {
      body: placeOrderBody(payment.pid, items),
      headers: from(address),
    });
    return { res, payment };
  };

  it(`allows ${points} unpaid orders an hour from one address, then 429 with Retry-After`, async () => {
    // A placement that fails does not count.
    const missing = await t.call('POST', '/order/placeorder', {
      body: placeOrderBody('pi_unknown', [{ product_id: 1, qty: 1 }]),
      headers: from('192.0.2.50'),
    });
    assert.equal(missing.status, 404);
    for (let i = 0; i < points; i++) {
      assert.equal((await placeFrom('192.0.2.50')).res.status, 200, `order ${i + 1}`);
    }
    const blocked = (await placeFrom('192.0.2.50')).res;
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers.get('Retry-After'), String(seconds));
    assert.equal(
      failureSchema.parse(blocked.body).message,
      'Too many unpaid orders have been placed from your connection. Please try again in 60 minutes.',
    );
    assert.equal((await placeFrom('192.0.2.51')).res.status, 200, 'another address is not limited');

    // The window moves on: an hour after the first of them, one place is free again.
    t.clock.advance(seconds * 1000);
    assert.equal((await placeFrom('192.0.2.50')).res.status, 200);
  });

  it('does not count paid orders: a household that pays may keep ordering', async () => {
    for (let i = 0; i < points + 2; i++) {
      const { res, payment } = await placeFrom('192.0.2.60');
      assert.equal(res.status, 200, `order ${i + 1}`);
      assert.equal((await payAndUpdate(t.call, payment)).status, 200);
    }
  });

  it('counts placements made at the same moment: no more than the allowance get through', async () => {
    const answers = await Promise.all(
      Array.from({ length: points + 3 }, () => placeFrom('192.0.2.70').then((r) => r.res.status)),
    );
    assert.equal(answers.filter((s) => s === 200).length, points);
    assert.equal(answers.filter((s) => s === 429).length, 3);
  });
});

describe('configuration', () => {
  it('holds an unpaid order 15 minutes unless ORDER_HOLD_MINUTES says otherwise', () => {
    assert.equal(loadConfig({}).orderHoldMinutes, 15);
    assert.equal(loadConfig({ ORDER_HOLD_MINUTES: '40' }).orderHoldMinutes, 40);
  });
});
