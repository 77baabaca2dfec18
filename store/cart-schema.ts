import * as z from 'zod/mini';
import { productSchema } from '@common/contract/records';
import { emptyCart, withTotals, type CartData } from './cart-reducer';
import { validItemsById } from './restore-list';

/**
 * The check of a saved cart. Loaded by the cart store only when localStorage holds a cart, so zod and the
 * contract's schemas stay out of the pages a fresh visitor loads.
 */

export const cartLineSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number().check(z.int(), z.positive()),
  /** The product's stock when the line was last refreshed. */
  availableQuantity: z.number().check(z.int()),
  product: productSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Reads a persisted cart defensively: malformed lines are dropped and the totals recomputed. */
export function restoreCart(persisted: unknown): CartData {
  const lines = z.object({ cardData: z.array(z.unknown()) }).safeParse(persisted);
  if (!lines.success) return emptyCart;
  return withTotals(validItemsById(lines.data.cardData, cartLineSchema));
}
