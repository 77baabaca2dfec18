import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Product } from '@common/contract';
import { trackRestore, validatedStorage, whenRestored } from './lazy-persist';
import { syncAcrossTabs } from './persist-sync';
import { addWish, emptyWishlist, removeWish, type WishlistData } from './wishlist-reducer';

export const WISHLIST_STORAGE_KEY = 'wishlist';

export interface WishlistState extends WishlistData {
  add: (product: Product) => void;
  remove: (id: number) => void;
}

/** The wishlist (docs/behaviour.md#data); kept locally like the cart. Where it is displayed is not specified. */
export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, _get, api) => ({
      ...emptyWishlist,
      // Made while the saved wishlist is still being read, they wait for it and apply to it.
      add: (product) => whenRestored(api.persist, () => set((s) => addWish(s, product))),
      remove: (id) => whenRestored(api.persist, () => set((s) => removeWish(s, id))),
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      version: 1,
      // Checked by wishlist-schema.ts, loaded only when a wishlist was saved.
      storage: validatedStorage<WishlistData>(() =>
        import('./wishlist-schema').then((m) => m.restoreWishlist),
      ),
      partialize: (s): WishlistData => ({ wishedData: s.wishedData, totalCounts: s.totalCounts }),
      merge: (restored, current) => ({
        ...current,
        ...((restored as WishlistData | undefined) ?? emptyWishlist),
      }),
    },
  ),
);

trackRestore(useWishlistStore.persist);
syncAcrossTabs(WISHLIST_STORAGE_KEY, () => useWishlistStore.persist.rehydrate());
