/**
 * The shop's pricing arithmetic, in integer cents, in ONE place: the CMS prices every cart with it and the
 * storefront's display uses the same function, so both give identical lines by construction (issue 40,
 * docs/adr/0080-one-pricing-module.md). Pure: no database, no clock; the caller says which promotions apply.
 */

export const PROMOTION_KINDS = ['percent', 'amount', 'free_shipping', 'buy_x_get_y'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** One cart line as pricing sees it: the catalogue's unit price, never the client's. */
export interface PricingLine {
  productId: number;
  categorySlug: string | null;
  qty: number;
  priceCents: number;
}

/** A promotion already found usable for this shopper and moment (dates, caps and codes are checked before). */
export interface PricingPromotion {
  id: number;
  label: string;
  kind: PromotionKind;
  /** Percent (0–100) for `percent` and `buy_x_get_y`; cents for `amount`; unused for `free_shipping`. */
  value: number;
  minSubtotalCents: number;
  /** Empty lists mean every product. A line qualifies when its product OR its category is listed. */
  productIds: readonly number[];
  categorySlugs: readonly string[];
  buyQty: number;
  getQty: number;
  /** false: applies only on its own (the pricing picks the best for the shopper, see applicable()). */
  stacks: boolean;
  /** Stacking order: lower first, then id. */
  priority: number;
}

export interface ShippingSettings {
  shippingCents: number;
  freeShippingThresholdCents: number;
}

export interface DiscountLine {
  promotionId: number;
  label: string;
  amount: number;
}

export interface PricedCart {
  subTotalCents: number;
  discounts: DiscountLine[];
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/** Why a promotion gives nothing on this cart (the CMS turns these into the shopper's messages). */
export type NotApplicable = { reason: 'below_minimum'; neededCents: number } | { reason: 'not_for_items' };

const lineTotal = (l: PricingLine) => l.priceCents * l.qty;

export const subTotalOf = (lines: readonly PricingLine[]) => lines.reduce((s, l) => s + lineTotal(l), 0);

function qualifies(p: PricingPromotion, line: PricingLine): boolean {
  if (p.productIds.length === 0 && p.categorySlugs.length === 0) return true;
  return (
    p.productIds.includes(line.productId) ||
    (line.categorySlug !== null && p.categorySlugs.includes(line.categorySlug))
  );
}

/** Whether a promotion can give something on this cart; the reason when not. */
export function checkApplicable(p: PricingPromotion, lines: readonly PricingLine[]): NotApplicable | null {
  const sub = subTotalOf(lines);
  if (sub < p.minSubtotalCents) return { reason: 'below_minimum', neededCents: p.minSubtotalCents - sub };
  if (p.kind === 'free_shipping') return null;
  const eligible = lines.filter((l) => qualifies(p, l));
  const units = eligible.reduce((s, l) => s + l.qty, 0);
  if (units === 0) return { reason: 'not_for_items' };
  if (p.kind === 'buy_x_get_y' && units < p.buyQty + p.getQty) return { reason: 'not_for_items' };
  return null;
}

/**
 * Spreads `amount` over lines in proportion to what is left of each (largest first takes the odd cents), so
 * a later promotion sees what earlier ones left. Never takes more than a line has left.
 */
function takeFrom(left: number[], indexes: number[], amount: number): void {
  const pool = indexes.reduce((s, i) => s + left[i]!, 0);
  if (pool === 0 || amount === 0) return;
  let rest = amount;
  for (const i of indexes) {
    const share = Math.floor((amount * left[i]!) / pool);
    left[i]! -= share;
    rest -= share;
  }
  for (const i of [...indexes].sort((a, b) => left[b]! - left[a]!)) {
    if (rest === 0) break;
    const take = Math.min(rest, left[i]!);
    left[i]! -= take;
    rest -= take;
  }
}

/** The cheapest `free` units among the qualifying ones, in cents: buy X get Y gives the cheapest unit(s). */
function cheapestUnitsCents(lines: readonly PricingLine[], idx: number[], p: PricingPromotion): number {
  const prices = idx.flatMap((i) => Array<number>(lines[i]!.qty).fill(lines[i]!.priceCents));
  const groups = Math.floor(prices.length / (p.buyQty + p.getQty));
  prices.sort((a, b) => a - b);
  return prices.slice(0, groups * p.getQty).reduce((s, c) => s + c, 0);
}

/** What one promotion takes off the lines it qualifies for, given what earlier promotions left of them. */
function discountOf(p: PricingPromotion, lines: readonly PricingLine[], left: number[]): number {
  const idx = lines.map((_, i) => i).filter((i) => qualifies(p, lines[i]!));
  const base = idx.reduce((s, i) => s + left[i]!, 0);
  let amount = 0;
  if (p.kind === 'percent') amount = Math.round((base * p.value) / 100);
  else if (p.kind === 'amount') amount = p.value;
  else if (p.kind === 'buy_x_get_y') amount = Math.round((cheapestUnitsCents(lines, idx, p) * p.value) / 100);
  amount = Math.max(0, Math.min(amount, base));
  takeFrom(left, idx, amount);
  return amount;
}

const byOrder = (a: PricingPromotion, b: PricingPromotion) => a.priority - b.priority || a.id - b.id;

function priceWith(
  lines: readonly PricingLine[],
  promotions: readonly PricingPromotion[],
  settings: ShippingSettings,
): PricedCart {
  const subTotalCents = subTotalOf(lines);
  const left = lines.map(lineTotal);
  const discounts: DiscountLine[] = [];
  let freeShipping = false;
  for (const p of [...promotions].sort(byOrder)) {
    if (checkApplicable(p, lines)) continue;
    if (p.kind === 'free_shipping') {
      freeShipping = true;
      discounts.push({ promotionId: p.id, label: p.label, amount: 0 });
      continue;
    }
    discounts.push({ promotionId: p.id, label: p.label, amount: discountOf(p, lines, left) });
  }
  const discountCents = discounts.reduce((s, d) => s + d.amount, 0);
  // Free from the threshold of sub-total before discounts, as the spec has always said.
  const shippingCents =
    freeShipping || subTotalCents >= settings.freeShippingThresholdCents ? 0 : settings.shippingCents;
  return {
    subTotalCents,
    discounts,
    discountCents,
    shippingCents,
    totalCents: subTotalCents - discountCents + shippingCents,
  };
}

/**
 * Prices a cart with the promotions the shopper may use. Those that stack apply together in stacking order
 * (each to what the earlier ones left); one that does not stack applies alone. The shopper gets whichever
 * of these choices charges least (ties: the stacking set, then the earliest in stacking order).
 */
export function priceCart(
  lines: readonly PricingLine[],
  promotions: readonly PricingPromotion[],
  settings: ShippingSettings,
): PricedCart {
  const stacking = promotions.filter((p) => p.stacks);
  let best = priceWith(lines, stacking, settings);
  for (const alone of promotions.filter((p) => !p.stacks).sort(byOrder)) {
    const option = priceWith(lines, [alone], settings);
    if (option.totalCents < best.totalCents) best = option;
  }
  return best;
}
