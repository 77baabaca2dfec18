import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, isNotNull } from 'drizzle-orm';
import { PROMO_MSG } from '@common/messages';
import { orders, payments, promotions, promotionUses, shopSettings } from '../src/db/schema';
import { releaseExpiredHolds } from '../src/services/holds';
import { refundOrder } from '../src/services/order-operations';
import { STAFF } from './support/order-ops-fixtures';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import {
  capturingErrors,
  depsOf,
  payAndUpdate,
  placeOrderBody,
  signedInUser,
  type Initiated,
} from './support/orders-fixtures';

/** Issue 40: codes priced by the server, refused with a message before payment, and uses safe under a rush. */
let t: TestApp;
let categoryId: number;
let otherCategoryId: number;

before(async () => {
  t = await createTestApp();
  categoryId = (await insertCategory(t.database.db, { slug: 'tools' })).id;
  otherCategoryId = (await insertCategory(t.database.db, { slug: 'teas-snacks' })).id;
});
after(() => t.close());

const product = (priceCents: number, quantity = 500, category = categoryId) =>
  insertProduct(t.database.db, category, { priceCents, quantity });

async function promotion(fields: Partial<typeof promotions.$inferInsert>) {
  const [row] = await t.database.db
    .insert(promotions)
    .values({ label: 'Promo', kind: 'percent', value: 10, ...fields })
    .returning();
  return row!;
}

const initiateWith = (items: { product_id: number; qty: number }[], code?: string, token?: string) =>
  t.call('POST', '/order/test-initiate', {
    body: { items, ...(code ? { discount_code: code } : {}) },
    token,
  });

const placeWith = (
  payment: Initiated,
  items: { product_id: number; qty: number }[],
  code?: string,
  token?: string,
) =>
  t.call('POST', '/order/placeorder', {
    body: placeOrderBody(payment.pid, items, code ? { discount_code: code } : {}),
    token,
  });

describe('a discount code at initiate', () => {
  it('lists each discount with its label and amount; total = lines − discounts + shipping', async () => {
    const p = await product(3000);
    await promotion({ code: 'SAVE15', label: '15% off', value: 15 });
    const res = await initiateWith([{ product_id: p.id, qty: 1 }], 'save15');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const data = res.body.data as Initiated & { discounts: { label: string; amount: number }[] };
    assert.deepEqual(data.discounts, [{ label: '15% off', amount: 450 }]);
    assert.equal(data.discount, 450);
    assert.equal(data.total, 3000 - 450 + 2000);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.pid, data.pid));
    assert.equal(row?.totalCents, data.total, 'the amount charged is the priced total');
    assert.equal(row?.discountCode, 'SAVE15');
  });

  it('names what is wrong with a code, with 422, before any payment is started', async () => {
    const p = await product(1000);
    const tea = await product(1000, 5, otherCategoryId);
    const before = (await t.database.db.select().from(payments)).length;
    await promotion({ code: 'OLD', endsAt: new Date('2020-01-01T00:00:00Z') });
    await promotion({ code: 'GONE', usageCap: 0 });
    await promotion({ code: 'BIG', minSubtotalCents: 5000 });
    await promotion({ code: 'TOOLSONLY', categorySlugs: ['tools'] });
    const cases: [string, number, string][] = [
      ['NOPE', p.id, PROMO_MSG.unknown],
      ['OLD', p.id, PROMO_MSG.expired],
      ['GONE', p.id, PROMO_MSG.usedUp],
      ['BIG', p.id, 'Add $40.00 more to your cart to use this discount code.'],
      ['TOOLSONLY', tea.id, PROMO_MSG.notForItems],
    ];
    for (const [code, productId, message] of cases) {
      const res = await initiateWith([{ product_id: productId, qty: 1 }], code);
      assert.equal(res.status, 422, code);
      assert.equal(res.body.message, message, code);
      assert.deepEqual(res.body.errors, { discount_code: message });
    }
    assert.equal((await t.database.db.select().from(payments)).length, before, 'no payment started');
  });

  it('keeps the spec with no code: the first order gets 10% with its wording, shipping $20 below $49', async () => {
    const p = await product(3795);
    const { token } = await signedInUser(t);
    const res = await initiateWith([{ product_id: p.id, qty: 1 }], undefined, token);
    const data = res.body.data as Initiated & { discounts: unknown };
    assert.equal(data.is_first_order, true);
    assert.deepEqual(data.discounts, [{ label: 'First order discount (10%)', amount: 380 }]);
    assert.equal(data.total, 3795 - 380 + 2000);
  });

  it('follows the owner’s shipping settings, and GET /settings/shipping tells the storefront', async () => {
    const p = await product(3000);
    await t.database.db.update(shopSettings).set({ shippingCents: 500, freeShippingThresholdCents: 2500 });
    try {
      const free = await initiateWith([{ product_id: p.id, qty: 1 }]);
      assert.equal((free.body.data as Initiated).shipping, 0);
      const s = await t.call('GET', '/settings/shipping');
      assert.deepEqual(s.body.data, { shipping_cents: 500, free_shipping_threshold_cents: 2500 });
    } finally {
      await t.database.db.update(shopSettings).set({ shippingCents: 2000, freeShippingThresholdCents: 4900 });
    }
  });

  it('prices by the settings and every automatic offer read together, and by the spec without the row', async () => {
    const p = await product(3000);
    // Only for this product, so no other test's cart gets them.
    const offers = [
      await promotion({ label: 'Ten off', value: 10, productIds: [p.id] }),
      await promotion({ label: 'Five dollars off', kind: 'amount', value: 500, productIds: [p.id] }),
    ];
    const priced = async () =>
      (await initiateWith([{ product_id: p.id, qty: 1 }])).body.data as Initiated & {
        discounts: { label: string; amount: number }[];
      };
    await t.database.db.update(shopSettings).set({ shippingCents: 700, freeShippingThresholdCents: 100_000 });
    try {
      const both = await priced();
      assert.deepEqual(both.discounts, [
        { label: 'Ten off', amount: 300 },
        { label: 'Five dollars off', amount: 500 },
      ]);
      assert.equal(both.total, 3000 - 800 + 700, 'one set of settings, however many offers are read with it');
      await t.database.db.delete(shopSettings);
      const defaults = await priced();
      assert.equal(defaults.discount, 800, 'the offers still apply without the settings row');
      assert.equal(defaults.shipping, 2000, "the spec's shipping applies without the settings row");
    } finally {
      await t.database.db
        .insert(shopSettings)
        .values({ id: 1 })
        .onConflictDoUpdate({
          target: shopSettings.id,
          set: { shippingCents: 2000, freeShippingThresholdCents: 4900 },
        });
      for (const o of offers)
        await t.database.db.update(promotions).set({ active: false }).where(eq(promotions.id, o.id));
    }
  });
});

describe('uses of a code', () => {
  it('a rush of 40 shoppers on a code capped at 10: exactly 10 paid orders carry it, the rest hear used up', async () => {
    const p = await product(2500, 1000);
    const promo = await promotion({
      code: 'RUSH10',
      label: 'Rush',
      kind: 'amount',
      value: 500,
      usageCap: 10,
    });
    const items = [{ product_id: p.id, qty: 1 }];
    const started = await Promise.all(Array.from({ length: 40 }, () => initiateWith(items, 'RUSH10')));
    assert.ok(
      started.every((r) => r.status === 200),
      'nobody holds a use yet, so every initiate prices it',
    );
    const placed = await Promise.all(
      started.map((r) => placeWith(r.body.data as Initiated, items, 'RUSH10')),
    );
    const ok = placed.filter((r) => r.status === 200);
    const refused = placed.filter((r) => r.status !== 200);
    assert.equal(ok.length, 10);
    assert.ok(refused.every((r) => r.status === 422 && r.body.message === PROMO_MSG.usedUp));
    // Only the placed ones can be paid (the others have no order); pay them all in parallel.
    const paidPids = started.filter((_, i) => placed[i]!.status === 200).map((r) => r.body.data as Initiated);
    const updates = await Promise.all(paidPids.map((pay) => payAndUpdate(t.call, pay)));
    assert.ok(updates.every((u) => u.status === 200));
    const paid = await t.database.db
      .select({ total: orders.totalCents, discount: orders.discountCents, charged: payments.totalCents })
      .from(orders)
      .innerJoin(payments, eq(payments.pid, orders.pid))
      .where(and(eq(orders.discountCode, 'RUSH10'), isNotNull(orders.paidAt)));
    assert.equal(paid.length, 10);
    for (const o of paid) {
      assert.equal(o.discount, 500, 'discounted exactly once');
      assert.equal(o.charged, o.total, 'charged what the order says');
    }
    const uses = await t.database.db
      .select()
      .from(promotionUses)
      .where(eq(promotionUses.promotionId, promo.id));
    assert.equal(uses.length, 10);
  });

  it('an unpaid order holds its use until its hold expires', async () => {
    const p = await product(2500);
    await promotion({ code: 'ONCE', usageCap: 1 });
    const items = [{ product_id: p.id, qty: 1 }];
    const first = (await initiateWith(items, 'ONCE')).body.data as Initiated;
    assert.equal((await placeWith(first, items, 'ONCE')).status, 200);
    const second = await initiateWith(items, 'ONCE');
    assert.equal(second.status, 422);
    assert.equal(second.body.message, PROMO_MSG.usedUp);
    t.clock.advance(t.config.orderHoldMinutes * 60_000 + 1000);
    assert.ok((await releaseExpiredHolds(depsOf(t))) >= 1);
    assert.equal((await initiateWith(items, 'ONCE')).status, 200, 'the expired hold gave the use back');
  });

  it('counts a guest’s uses by email for a per-customer cap', async () => {
    const p = await product(2500);
    await promotion({ code: 'PERGUEST', perCustomerCap: 1 });
    const items = [{ product_id: p.id, qty: 1 }];
    const email = 'guest-cap@example.com';
    const a = (await initiateWith(items, 'PERGUEST')).body.data as Initiated;
    const placedA = await t.call('POST', '/order/placeorder', {
      body: placeOrderBody(a.pid, items, { email, discount_code: 'PERGUEST' }),
    });
    assert.equal(placedA.status, 200);
    await payAndUpdate(t.call, a);
    const b = (await initiateWith(items, 'PERGUEST')).body.data as Initiated;
    const placedB = await t.call('POST', '/order/placeorder', {
      body: placeOrderBody(b.pid, items, { email: 'Guest-Cap@example.com', discount_code: 'PERGUEST' }),
    });
    assert.equal(placedB.status, 422);
    assert.equal(placedB.body.message, PROMO_MSG.perCustomerUsed);
  });

  it('refuses to place with another code than the payment was priced with', async () => {
    const p = await product(2500);
    await promotion({ code: 'PRICED' });
    const items = [{ product_id: p.id, qty: 1 }];
    const a = (await initiateWith(items, 'PRICED')).body.data as Initiated;
    assert.equal((await placeWith(a, items, 'OTHER')).status, 409);
  });

  it('gives a use back on a full refund only when the owner’s setting says so', async () => {
    const p = await product(2500);
    const items = [{ product_id: p.id, qty: 1 }];
    const payAndRefund = async (code: string) => {
      const pay = (await initiateWith(items, code)).body.data as Initiated;
      assert.equal((await placeWith(pay, items, code)).status, 200);
      assert.equal((await payAndUpdate(t.call, pay)).status, 200);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.pid, pay.pid));
      const amount = order!.totalCents / 100;
      await refundOrder(depsOf(t), order!.id, { amount, idempotency_key: `promo-${code}` }, STAFF);
      return (await initiateWith(items, code)).status;
    };
    await promotion({ code: 'KEEPUSED', usageCap: 1 });
    assert.equal(await payAndRefund('KEEPUSED'), 422, 'by default a refunded use stays used');
    await t.database.db.update(shopSettings).set({ refundReturnsUse: true });
    try {
      await promotion({ code: 'GIVEBACK', usageCap: 1 });
      assert.equal(await payAndRefund('GIVEBACK'), 200, 'the refund gave the use back');
    } finally {
      await t.database.db.update(shopSettings).set({ refundReturnsUse: false });
    }
  });

  it('a payment made after the hold expired takes its use again, or is refused when none is left', async () => {
    const p = await product(2500);
    const items = [{ product_id: p.id, qty: 1 }];
    await promotion({ code: 'LATE', usageCap: 1 });
    const late = (await initiateWith(items, 'LATE')).body.data as Initiated;
    assert.equal((await placeWith(late, items, 'LATE')).status, 200);
    t.clock.advance(t.config.orderHoldMinutes * 60_000 + 1000);
    await releaseExpiredHolds(depsOf(t));
    // Another shopper takes the use the expired hold gave back, and pays.
    const other = (await initiateWith(items, 'LATE')).body.data as Initiated;
    assert.equal((await placeWith(other, items, 'LATE')).status, 200);
    assert.equal((await payAndUpdate(t.call, other)).status, 200);
    const { result: lateAnswer, logged } = await capturingErrors(() => payAndUpdate(t.call, late));
    assert.equal(lateAnswer.status, 409);
    assert.equal(lateAnswer.body.message, PROMO_MSG.usedUp);
    assert.ok(
      logged.some((l) => l.includes('refund it')),
      'logged for a refund',
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.pid, late.pid));
    assert.equal(order?.paidAt, null, 'not marked paid: the cap holds');

    await promotion({ code: 'LATEFREE', usageCap: 1 });
    const alone = (await initiateWith(items, 'LATEFREE')).body.data as Initiated;
    assert.equal((await placeWith(alone, items, 'LATEFREE')).status, 200);
    t.clock.advance(t.config.orderHoldMinutes * 60_000 + 1000);
    await releaseExpiredHolds(depsOf(t));
    assert.equal(
      (await payAndUpdate(t.call, alone)).status,
      200,
      'nobody took the use: paid, use taken again',
    );
    assert.equal((await initiateWith(items, 'LATEFREE')).status, 422);
  });
});
