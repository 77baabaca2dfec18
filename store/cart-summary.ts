import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_CENTS } from '@common/constants';
import type { Product } from '@common/contract';
import { priceCart, type ShippingSettings } from '@common/pricing';
import type { CartLine } from './cart-reducer';

export interface CartSummary {
  subtotalCents: number;
  /** 0 at the threshold ($49) or more, else the flat rate ($20) (docs/behaviour.md#limits). */
  shippingCents: number;
  totalCents: number;
}

const SPEC_SHIPPING: ShippingSettings = {
  shippingCents: SHIPPING_CENTS,
  freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
};

/**
 * The cart page's sub-total, shipping and total, in whole cents, priced by the same module as the CMS
 * (common/pricing.ts) with the owner's shipping rule. Codes and offers are the CMS's to price at checkout.
 */
export function cartSummary(
  lines: readonly CartLine[],
  shipping: ShippingSettings = SPEC_SHIPPING,
): CartSummary {
  if (lines.length === 0) return { subtotalCents: 0, shippingCents: 0, totalCents: 0 };
  const priced = priceCart(
    lines.map((l) => ({
      productId: l.id,
      categorySlug: null,
      qty: l.quantity,
      priceCents: Math.round(l.price * 100),
    })),
    [],
    shipping,
  );
  return {
    subtotalCents: priced.subTotalCents,
    shippingCents: priced.shippingCents,
    totalCents: priced.totalCents,
  };
}

/** A line against the live stock: fine, more than the stock, or absent from the stock data. */
export type LineStock = 'ok' | 'over' | 'missing';

export interface StockCheck {
  byId: Map<number, LineStock>;
  /** Live stock per product id (only ids the server returned). */
  available: Map<number, number>;
  anyOver: boolean;
  anyMissing: boolean;
  /** Checkout is allowed only when every line is known and within stock (docs/behaviour.md#rules). */
  canCheckout: boolean;
}

/**
 * Compares the cart with fresh product records. Without records (still loading, or the look-up failed)
 * every line counts as missing, so checkout stays disabled until the stock is known.
 */
export function checkStock(lines: readonly CartLine[], fresh: readonly Product[] | undefined): StockCheck {
  const available = new Map((fresh ?? []).map((p) => [p.id, p.quantity]));
  const byId = new Map<number, LineStock>();
  for (const line of lines) {
    const stock = available.get(line.id);
    byId.set(line.id, stock === undefined ? 'missing' : line.quantity > stock ? 'over' : 'ok');
  }
  const states = [...byId.values()];
  const anyOver = states.includes('over');
  const anyMissing = states.includes('missing');
  return { byId, available, anyOver, anyMissing, canCheckout: lines.length > 0 && !anyOver && !anyMissing };
}
