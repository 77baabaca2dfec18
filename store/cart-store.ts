import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Product } from '@/lib/contract';
import {
  addItem,
  addQuantity,
  clearCart,
  emptyCart,
  removeItem,
  restoreCart,
  subtractQuantity,
  updateProductInfo,
  type CartData,
} from './cart-reducer';
import { syncAcrossTabs } from './persist-sync';

export const CART_STORAGE_KEY = 'cart';

export interface CartState extends CartData {
  add: (product: Product, count?: number) => void;
  remove: (id: number) => void;
  addQuantity: (id: number) => void;
  subtractQuantity: (id: number) => void;
  clear: () => void;
  updateProductInfo: (products: readonly Product[]) => void;
}

/** The cart (spec section 3), saved as JSON under `cart` after every action, the same in every tab. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...emptyCart,
      add: (product, count = 1) => set((s) => addItem(s, product, count)),
      remove: (id) => set((s) => removeItem(s, id)),
      addQuantity: (id) => set((s) => addQuantity(s, id)),
      subtractQuantity: (id) => set((s) => subtractQuantity(s, id)),
      clear: () => set(clearCart()),
      updateProductInfo: (products) => set((s) => updateProductInfo(s, products)),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): CartData => ({
        cardData: s.cardData,
        totalPrice: s.totalPrice,
        totalCounts: s.totalCounts,
      }),
      // Whatever is in localStorage (edited by hand, an older version) is checked before it is used.
      merge: (persisted, current) => ({ ...current, ...restoreCart(persisted) }),
    },
  ),
);

syncAcrossTabs(CART_STORAGE_KEY, () => useCartStore.persist.rehydrate());
