import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Product } from '@/lib/contract';
import { addWish, emptyWishlist, removeWish, restoreWishlist, type WishlistData } from './wishlist-reducer';
import { syncAcrossTabs } from './persist-sync';

export const WISHLIST_STORAGE_KEY = 'wishlist';

export interface WishlistState extends WishlistData {
  add: (product: Product) => void;
  remove: (id: number) => void;
}

/** The wishlist (spec section 3); kept locally like the cart. Where it is displayed is not specified. */
export const useWishlistStore = create<WishlistState>()(
  persist(
    (set) => ({
      ...emptyWishlist,
      add: (product) => set((s) => addWish(s, product)),
      remove: (id) => set((s) => removeWish(s, id)),
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): WishlistData => ({ wishedData: s.wishedData, totalCounts: s.totalCounts }),
      merge: (persisted, current) => ({ ...current, ...restoreWishlist(persisted) }),
    },
  ),
);

syncAcrossTabs(WISHLIST_STORAGE_KEY, () => useWishlistStore.persist.rehydrate());
