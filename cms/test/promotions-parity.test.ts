import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { priceCart, PROMOTION_KINDS, type PricingPromotion } from '@common/pricing';
import { amountRows } from '../../lib/checkout/amounts';
import { payments, promotions } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';

/**
 * Issue 40: the same cases priced through the CMS (initiate, with promotions in the database) and through
 * the storefront's display arithmetic (common/pricing.ts, rendered by lib/checkout/amounts.ts) give
 * identical lines, and the amount charged is the order's total.
 */
let t: TestApp;
const catalogue: { id: number; slug: string; priceCents: number }[] = [];
const SETTINGS = { shippingCents: 2000, freeShippingThresholdCents: 4900 };

before(async () => {
  t = await createTestApp();
  for (const slug of ['tools', 'teas']) {
    const category = await insertCategory(t.database.db, { slug: `parity-${slug}` });
    for (const priceCents of [199, 1250, 3795]) {
      const p = await insertProduct(t.database.db, category.id, { priceCents, quantity: 100_000 });
      catalogue.push({ id: p.id, slug: category.slug, priceCents });
    }
  }
});
after(() => t.close());

const promoArb = fc.record({
  kind: fc.constantFrom(...PROMOTION_KINDS),
  percent: fc.integer({ min: 0, max: 100 }),
  amountCents: fc.integer({ min: 0, max: 20_000 }),
  minSubtotalCents: fc.constantFrom(0, 2000, 10_000),
  scope: fc.constantFrom('all', 'product', 'category'),
  buyQty: fc.integer({ min: 1, max: 3 }),
  getQty: fc.integer({ min: 1, max: 2 }),
  stacks: fc.boolean(),
  priority: fc.integer({ min: 1, max: 5 }),
});

const caseArb = fc.record({
  lines: fc.uniqueArray(
    fc.record({ index: fc.integer({ min: 0, max: 5 }), qty: fc.integer({ min: 1, max: 25 }) }),
    { minLength: 1, maxLength: 4, selector: (l) => l.index },
  ),
  promos: fc.array(promoArb, { maxLength: 5 }),
});

describe('CMS and storefront display parity (property, database-backed)', () => {
  it('gives identical discount lines, totals and summary rows; the payment is for the total', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ lines, promos }) => {
        await t.database.db.delete(promotions).where(eq(promotions.firstOrderOnly, false));
        const rows = [];
        for (const p of promos) {
          const target = catalogue[0]!;
          const [row] = await t.database.db
            .insert(promotions)
            .values({
              label: `Offer ${p.kind}`,
              kind: p.kind,
              value: p.kind === 'amount' ? p.amountCents : p.percent,
              minSubtotalCents: p.minSubtotalCents,
              productIds: p.scope === 'product' ? [target.id] : [],
              categorySlugs: p.scope === 'category' ? [target.slug] : [],
              buyQty: p.buyQty,
              getQty: p.getQty,
              stacks: p.stacks,
              priority: p.priority,
            })
            .returning();
          rows.push(row!);
        }
        const items = lines.map((l) => ({ product_id: catalogue[l.index]!.id, qty: l.qty }));
        const res = await t.call('POST', '/order/test-initiate', { body: { items } });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        const cms = res.body.data as {
          pid: string;
          sub_total: number;
          discount: number;
          shipping: number;
          total: number;
          is_first_order: boolean;
          discounts: { label: string; amount: number }[];
        };

        const local: PricingPromotion[] = rows.map((r) => ({
          id: r.id,
          label: r.label,
          kind: r.kind,
          value: r.value,
          minSubtotalCents: r.minSubtotalCents,
          productIds: r.productIds,
          categorySlugs: r.categorySlugs,
          buyQty: r.buyQty,
          getQty: r.getQty,
          stacks: r.stacks,
          priority: r.priority,
        }));
        const cartLines = lines.map((l) => ({
          productId: catalogue[l.index]!.id,
          categorySlug: catalogue[l.index]!.slug,
          qty: l.qty,
          priceCents: catalogue[l.index]!.priceCents,
        }));
        const display = priceCart(cartLines, local, SETTINGS);
        const displayed = {
          sub_total: display.subTotalCents,
          discount: display.discountCents,
          shipping: display.shippingCents,
          total: display.totalCents,
          is_first_order: false,
          discounts: display.discounts.map((d) => ({ label: d.label, amount: d.amount })),
        };
        assert.deepEqual(
          {
            sub_total: cms.sub_total,
            discount: cms.discount,
            shipping: cms.shipping,
            total: cms.total,
            is_first_order: cms.is_first_order,
            discounts: cms.discounts,
          },
          displayed,
        );
        assert.deepEqual(amountRows(cms), amountRows(displayed));
        assert.equal(cms.total, cms.sub_total - cms.discount + cms.shipping);
        const [payment] = await t.database.db.select().from(payments).where(eq(payments.pid, cms.pid));
        assert.equal(payment?.totalCents, cms.total, 'the amount charged is the total');
      }),
      { numRuns: 60 },
    );
  });
});
