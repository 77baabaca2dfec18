import fc from 'fast-check';
import { PROMOTION_KINDS, priceCart, subTotalOf, type PricingLine, type PricingPromotion } from './pricing';

const SETTINGS = { shippingCents: 2000, freeShippingThresholdCents: 4900 };
const SLUGS = ['indoor-plants', 'teas-snacks', 'tools'];

const lineArb: fc.Arbitrary<PricingLine> = fc.record({
  productId: fc.integer({ min: 1, max: 8 }),
  categorySlug: fc.option(fc.constantFrom(...SLUGS), { nil: null }),
  qty: fc.integer({ min: 1, max: 25 }),
  priceCents: fc.integer({ min: 0, max: 200_000 }),
});

const promoArb: fc.Arbitrary<PricingPromotion> = fc
  .record({
    id: fc.integer({ min: 1, max: 1000 }),
    kind: fc.constantFrom(...PROMOTION_KINDS),
    percent: fc.integer({ min: 0, max: 100 }),
    amountCents: fc.integer({ min: 0, max: 500_000 }),
    minSubtotalCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
    productIds: fc.oneof(fc.constant([]), fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 })),
    categorySlugs: fc.oneof(fc.constant([]), fc.uniqueArray(fc.constantFrom(...SLUGS), { maxLength: 2 })),
    buyQty: fc.integer({ min: 1, max: 4 }),
    getQty: fc.integer({ min: 1, max: 3 }),
    stacks: fc.boolean(),
    priority: fc.integer({ min: 0, max: 5 }),
  })
  .map((r) => ({
    id: r.id,
    label: `Promotion ${r.id}`,
    kind: r.kind,
    value: r.kind === 'amount' ? r.amountCents : r.percent,
    minSubtotalCents: r.minSubtotalCents,
    productIds: r.productIds,
    categorySlugs: r.categorySlugs,
    buyQty: r.buyQty,
    getQty: r.getQty,
    stacks: r.stacks,
    priority: r.priority,
  }));

const cartArb = fc.record({
  lines: fc.uniqueArray(lineArb, { minLength: 1, maxLength: 6, selector: (l) => l.productId }),
  promotions: fc.uniqueArray(promoArb, { maxLength: 5, selector: (p) => p.id }),
  settings: fc.record({
    shippingCents: fc.integer({ min: 0, max: 5000 }),
    freeShippingThresholdCents: fc.integer({ min: 0, max: 20_000 }),
  }),
});

/** What a promotion's discount can apply to: the lines it qualifies for (shipping for free shipping: 0 here). */
function eligibleCents(p: PricingPromotion, lines: PricingLine[]): number {
  if (p.kind === 'free_shipping') return 0;
  const all = p.productIds.length === 0 && p.categorySlugs.length === 0;
  return lines
    .filter(
      (l) =>
        all ||
        p.productIds.includes(l.productId) ||
        (l.categorySlug !== null && p.categorySlugs.includes(l.categorySlug)),
    )
    .reduce((s, l) => s + l.priceCents * l.qty, 0);
}

describe('priceCart (property-based, issue 40 exactness target)', () => {
  it('keeps total = lines − discounts + shipping, whole cents, nothing negative, no discount over its base', () => {
    fc.assert(
      fc.property(cartArb, ({ lines, promotions, settings }) => {
        const priced = priceCart(lines, promotions, settings);
        const byId = new Map(promotions.map((p) => [p.id, p]));
        expect(priced.subTotalCents).toBe(subTotalOf(lines));
        expect(priced.discountCents).toBe(priced.discounts.reduce((s, d) => s + d.amount, 0));
        expect(priced.totalCents).toBe(priced.subTotalCents - priced.discountCents + priced.shippingCents);
        for (const v of [
          priced.subTotalCents,
          priced.discountCents,
          priced.shippingCents,
          priced.totalCents,
        ]) {
          expect(Number.isInteger(v)).toBe(true);
        }
        expect(priced.totalCents).toBeGreaterThanOrEqual(0);
        expect(priced.discountCents).toBeLessThanOrEqual(priced.subTotalCents);
        for (const d of priced.discounts) {
          expect(Number.isInteger(d.amount)).toBe(true);
          expect(d.amount).toBeGreaterThanOrEqual(0);
          expect(d.amount).toBeLessThanOrEqual(eligibleCents(byId.get(d.promotionId)!, lines));
        }
        expect([0, settings.shippingCents]).toContain(priced.shippingCents);
      }),
      { numRuns: 10_000 },
    );
  });

  it('never charges more than the same cart with no promotions', () => {
    fc.assert(
      fc.property(cartArb, ({ lines, promotions, settings }) => {
        expect(priceCart(lines, promotions, settings).totalCents).toBeLessThanOrEqual(
          priceCart(lines, [], settings).totalCents,
        );
      }),
      { numRuns: 10_000 },
    );
  });

  it('with the default settings prices as the spec always did: $20 below $49, first order 10% half up', () => {
    const firstOrder: PricingPromotion = {
      id: 1,
      label: 'First order discount (10%)',
      kind: 'percent',
      value: 10,
      minSubtotalCents: 0,
      productIds: [],
      categorySlugs: [],
      buyQty: 1,
      getQty: 1,
      stacks: true,
      priority: 0,
    };
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), fc.boolean(), (lines, first) => {
        const sub = subTotalOf(lines);
        const priced = priceCart(lines, first ? [firstOrder] : [], SETTINGS);
        const discount = first ? Math.round((sub * 10) / 100) : 0;
        expect(priced.discountCents).toBe(discount);
        expect(priced.shippingCents).toBe(sub >= 4900 ? 0 : 2000);
      }),
      { numRuns: 10_000 },
    );
    const one = { productId: 1, categorySlug: null, qty: 1, priceCents: 3795 };
    expect(priceCart([one], [firstOrder], SETTINGS)).toMatchObject({ discountCents: 380, totalCents: 5415 });
  });

  it('buy 2 get 1 gives the cheapest qualifying unit; a non-stacking code applies alone when it is best', () => {
    const lines = [
      { productId: 1, categorySlug: 'tools', qty: 2, priceCents: 1000 },
      { productId: 2, categorySlug: 'tools', qty: 1, priceCents: 400 },
    ];
    const b2g1: PricingPromotion = {
      id: 2,
      label: 'Buy 2 get 1',
      kind: 'buy_x_get_y',
      value: 100,
      minSubtotalCents: 0,
      productIds: [],
      categorySlugs: ['tools'],
      buyQty: 2,
      getQty: 1,
      stacks: true,
      priority: 1,
    };
    expect(priceCart(lines, [b2g1], SETTINGS).discounts).toEqual([
      { promotionId: 2, label: 'Buy 2 get 1', amount: 400 },
    ]);
    const alone = { ...b2g1, id: 3, kind: 'amount' as const, value: 1500, stacks: false, label: '$15 off' };
    expect(priceCart(lines, [b2g1, alone], SETTINGS).discounts).toEqual([
      { promotionId: 3, label: '$15 off', amount: 1500 },
    ]);
  });
});
