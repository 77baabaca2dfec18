import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Product } from '@common/contract';
import {
  addItem,
  addQuantity,
  clearCart,
  emptyCart,
  removeItem,
  subtractQuantity,
  updateProductInfo,
  type CartData,
} from './cart-reducer';
import { trackRestore, validatedStorage, whenRestored } from './lazy-persist';
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

/** The cart (docs/behaviour.md#data), saved as JSON under `cart` after every action, the same in every tab. */
export const useCartStore = create<CartState>()(
  persist(
    (set, _get, api) => {
      // An action made while the saved cart is still being read waits for it, then applies to it.
      const update = (next: (s: CartState) => CartData) => whenRestored(api.persist, () => set(next));
      return {
        ...emptyCart,
        add: (product, count = 1) => update((s) => addItem(s, product, count)),
        remove: (id) => update((s) => removeItem(s, id)),
        addQuantity: (id) => update((s) => addQuantity(s, id)),
        subtractQuantity: (id) => update((s) => subtractQuantity(s, id)),
        clear: () => update(clearCart),
        updateProductInfo: (products) => update((s) => updateProductInfo(s, products)),
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: 1,
      // Whatever is in localStorage (edited by hand, an older version) is checked before it is used, by
      // cart-schema.ts, which is loaded only when a cart was saved.
      storage: validatedStorage<CartData>(() => import('./cart-schema').then((m) => m.restoreCart)),
      partialize: (s): CartData => ({
        cardData: s.cardData,
        totalPrice: s.totalPrice,
        totalCounts: s.totalCounts,
      }),
      // The checked cart, or nothing saved (or another tab cleared it): the empty cart.
      merge: (restored, current) => ({ ...current, ...((restored as CartData | undefined) ?? emptyCart) }),
    },
  ),
);

trackRestore(useCartStore.persist);
syncAcrossTabs(CART_STORAGE_KEY, () => useCartStore.persist.rehydrate());
