import { OVER_CART_CAP, PROMO_MSG } from '@common/messages';
import { priceCart, type PricingPromotion } from '@common/pricing';
import {
  FIRST_ORDER_DISCOUNT_PERCENT,
  FREE_SHIPPING_THRESHOLD_CENTS,
  MAX_CART_QTY,
  SHIPPING_CENTS,
} from '@common/constants';
import { HttpError } from '../lib/http';

/** One cart line priced by the server: `priceCents` is the catalogue price, never the client's. */
export interface PricedLine {
  productId: number;
  qty: number;
  priceCents: number;
}

export interface OrderAmounts {
  subTotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  isFirstOrder: boolean;
}

const SPEC_SHIPPING = {
  shippingCents: SHIPPING_CENTS,
  freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
};
const SPEC_FIRST_ORDER: PricingPromotion = {
  id: 0,
  label: PROMO_MSG.firstOrderLabel(FIRST_ORDER_DISCOUNT_PERCENT),
  kind: 'percent',
  value: FIRST_ORDER_DISCOUNT_PERCENT,
  minSubtotalCents: 0,
  productIds: [],
  categorySlugs: [],
  buyQty: 1,
  getQty: 1,
  stacks: true,
  priority: 0,
};
const asLines = (lines: PricedLine[]) => lines.map((l) => ({ ...l, categorySlug: null }));

/**
 * The spec's first-order discount in whole cents, rounded half up: Math.round(sub_total × 10 / 100), so a
 * $37.95 sub-total gives 380 cents ($3.795 → $3.80). Priced by common/pricing.ts like every promotion.
 */
export function firstOrderDiscountCents(subTotalCents: number): number {
  return priceCart(
    [{ productId: 0, categorySlug: null, qty: 1, priceCents: subTotalCents }],
    [SPEC_FIRST_ORDER],
    SPEC_SHIPPING,
  ).discountCents;
}

/** The spec's default rule: shipping is free from $49 of sub-total (before the discount), else a flat $20. */
export function shippingCents(subTotalCents: number): number {
  return subTotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_CENTS;
}

/**
 * The contract's "Amounts" with the spec's default settings (common/pricing.ts does the arithmetic): every
 * figure in integer cents, total = sub_total − discount + shipping.
 */
export function priceOrder(lines: PricedLine[], isFirstOrder: boolean): OrderAmounts {
  const cart = priceCart(asLines(lines), isFirstOrder ? [SPEC_FIRST_ORDER] : [], SPEC_SHIPPING);
  return {
    subTotalCents: cart.subTotalCents,
    discountCents: cart.discountCents,
    shippingCents: cart.shippingCents,
    totalCents: cart.totalCents,
    isFirstOrder,
  };
}

/** Adds up repeated lines of the same product, keeping the first line's position. */
export function mergeLines<T extends { product_id: number; qty: number }>(
  lines: T[],
): { productId: number; qty: number }[] {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.product_id, (merged.get(line.product_id) ?? 0) + line.qty);
  return [...merged].map(([productId, qty]) => ({ productId, qty }));
}

/**
 * The cart as every rule sees it: repeated lines of a product added up (mergeLines), and no product over
 * MAX_CART_QTY once they are. Each line is capped by the contract, but two lines of 25 would otherwise
 * price, and hold, 50 units. Over the cap is 422 with the error on the product's first line.
 */
export function cartLines<T extends { product_id: number; qty: number }>(
  items: T[],
): { productId: number; qty: number }[] {
  const lines = mergeLines(items);
  const errors: Record<string, string> = {};
  for (const line of lines) {
    if (line.qty > MAX_CART_QTY) {
      errors[`items.${items.findIndex((i) => i.product_id === line.productId)}.qty`] = OVER_CART_CAP;
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, OVER_CART_CAP, errors);
  return lines;
}
