import * as z from 'zod/mini';
import { productSchema, type Product } from '@/lib/contract';

/** Wishlist rules (spec sections 3 and 4): each product once, quantity fixed at 1. */

export const wishedItemSchema = z.extend(productSchema, { quantity: z.literal(1) });
export type WishedItem = z.infer<typeof wishedItemSchema>;

export interface WishlistData {
  wishedData: WishedItem[];
  totalCounts: number;
}

export const emptyWishlist: WishlistData = { wishedData: [], totalCounts: 0 };

function withCount(wishedData: WishedItem[]): WishlistData {
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

export function restoreWishlist(persisted: unknown): WishlistData {
  const parsed = z.object({ wishedData: z.array(z.unknown()) }).safeParse(persisted);
  if (!parsed.success) return emptyWishlist;
  const valid: WishedItem[] = [];
  for (const raw of parsed.data.wishedData) {
    const item = wishedItemSchema.safeParse(raw);
    if (item.success && !valid.some((p) => p.id === item.data.id)) valid.push(item.data);
  }
  return withCount(valid);
}
