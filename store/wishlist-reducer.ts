import type { Product } from '@common/contract';
import type { WishedItem } from './wishlist-schema';

/**
 * Wishlist rules (docs/behaviour.md#data and #rules): each product once, quantity fixed at 1. Free of zod: the check of
 * a saved wishlist is in wishlist-schema.ts.
 */

export type { WishedItem };

export interface WishlistData {
  wishedData: WishedItem[];
  totalCounts: number;
}

export const emptyWishlist: WishlistData = { wishedData: [], totalCounts: 0 };

export function withCount(wishedData: WishedItem[]): WishlistData {
  return { wishedData, totalCounts: wishedData.length };
}

/** Ignored when the product is already wished. */
export function addWish(state: WishlistData, product: Product): WishlistData {
  if (state.wishedData.some((p) => p.id === product.id)) return state;
  return withCount([...state.wishedData, { ...product, quantity: 1 }]);
}

export function removeWish(state: WishlistData, id: number): WishlistData {
  if (!state.wishedData.some((p) => p.id === id)) return state;
  return withCount(state.wishedData.filter((p) => p.id !== id));
}
