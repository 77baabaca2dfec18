import * as z from 'zod/mini';
import { productSchema } from '@common/contract/records';
import { emptyWishlist, withCount, type WishlistData } from './wishlist-reducer';
import { validItemsById } from './restore-list';

/**
 * The check of a saved wishlist. Loaded by the wishlist store only when localStorage holds one, so zod and
 * the contract's schemas stay out of the pages a fresh visitor loads.
 */

export const wishedItemSchema = z.extend(productSchema, { quantity: z.literal(1) });
export type WishedItem = z.infer<typeof wishedItemSchema>;

export function restoreWishlist(persisted: unknown): WishlistData {
  const parsed = z.object({ wishedData: z.array(z.unknown()) }).safeParse(persisted);
  if (!parsed.success) return emptyWishlist;
  return withCount(validItemsById(parsed.data.wishedData, wishedItemSchema));
}
