import type { Product } from '@common/contract';
import { lineFor, withTotals } from '../../store/cart-reducer';

/**
 * The cart exactly as the cart store persists it under `cart`, built with the store's own line builder
 * and totals, for setting up states a shopper could reach over time.
 */
export function storedCart(lines: { product: Product; quantity: number }[]): string {
  const state = withTotals(lines.map(({ product, quantity }) => lineFor(product, quantity)));
  return JSON.stringify({ state, version: 1 });
}
