import type { Product } from '@common/contract';
import type { CartLine } from './cart-schema';

/**
 * The cart's rules (docs/behaviour.md#data and #rules) as pure functions, so they are tested without React.
 * Names follow the spec's state shape: `cardData` (the lines), `totalPrice`, `totalCounts`.
 * Free of zod: the schema of a line and the check of a saved cart are in cart-schema.ts, loaded only to
 * restore a saved cart.
 */

export type { CartLine };

export interface CartData {
  cardData: CartLine[];
  totalPrice: number;
  totalCounts: number;
}

export const emptyCart: CartData = { cardData: [], totalPrice: 0, totalCounts: 0 };

/** Price × quantity in whole cents, so sums of prices like 18.99 stay exact. */
export function lineCents(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return Math.round(line.price * 100) * line.quantity;
}

/** Recomputes the totals from the lines; every action goes through here. */
export function withTotals(cardData: CartLine[]): CartData {
  const cents = cardData.reduce((sum, line) => sum + lineCents(line), 0);
  const totalCounts = cardData.reduce((sum, line) => sum + line.quantity, 0);
  return { cardData, totalPrice: cents / 100, totalCounts };
}

/** A cart line for `quantity` of `product`, as the store saves it (the browser tests build carts with it). */
export function lineFor(product: Product, quantity: number): CartLine {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    price: product.price,
    quantity,
    availableQuantity: product.quantity,
    product,
  };
}

export function quantityInCart(state: CartData, id: number): number {
  return state.cardData.find((l) => l.id === id)?.quantity ?? 0;
}

/**
 * Add: a new product gets a line with `count`; a product already present has its quantity SET to
 * `count` (not added). A count below 1 removes the line.
 */
export function addItem(state: CartData, product: Product, count = 1): CartData {
  const quantity = Math.floor(count);
  if (!Number.isFinite(quantity) || quantity < 1) return removeItem(state, product.id);
  const present = state.cardData.some((l) => l.id === product.id);
  const cardData = present
    ? state.cardData.map((l) => (l.id === product.id ? { ...lineFor(product, quantity) } : l))
    : [...state.cardData, lineFor(product, quantity)];
  return withTotals(cardData);
}

export function removeItem(state: CartData, id: number): CartData {
  if (!state.cardData.some((l) => l.id === id)) return state;
  return withTotals(state.cardData.filter((l) => l.id !== id));
}

export function addQuantity(state: CartData, id: number): CartData {
  if (!state.cardData.some((l) => l.id === id)) return state;
  return withTotals(state.cardData.map((l) => (l.id === id ? { ...l, quantity: l.quantity + 1 } : l)));
}

/** -1; a line at quantity 1 is removed. */
export function subtractQuantity(state: CartData, id: number): CartData {
  const line = state.cardData.find((l) => l.id === id);
  if (!line) return state;
  if (line.quantity <= 1) return removeItem(state, id);
  return withTotals(state.cardData.map((l) => (l.id === id ? { ...l, quantity: l.quantity - 1 } : l)));
}

export function clearCart(): CartData {
  return emptyCart;
}

/**
 * Refreshes the lines from fresh product records (name, price, image, stock), keeping each quantity.
 * Lines without a fresh record are left as they are: the cart page marks them unavailable.
 */
export function updateProductInfo(state: CartData, products: readonly Product[]): CartData {
  const byId = new Map(products.map((p) => [p.id, p]));
  let changed = false;
  const cardData = state.cardData.map((line) => {
    const fresh = byId.get(line.id);
    if (!fresh) return line;
    const next = lineFor(fresh, line.quantity);
    if (JSON.stringify(next) === JSON.stringify(line)) return line;
    changed = true;
    return next;
  });
  return changed ? withTotals(cardData) : state;
}
