import { act } from '@testing-library/react';
import { addItem, emptyCart } from './cart-reducer';
import { CART_STORAGE_KEY, useCartStore } from './cart-store';
import { makeProduct } from './test-products';

// Counts the loads of the saved cart's validator (zod and the contract's product schema).
const mockSchemaLoaded = jest.fn();
jest.mock('./cart-schema', () => {
  mockSchemaLoaded();
  return jest.requireActual('./cart-schema');
});

it('a fresh visitor (no saved cart) never loads the validator; a saved cart loads it', async () => {
  // The store was created above with an empty localStorage, as for a first visit.
  expect(useCartStore.persist.hasHydrated()).toBe(true);
  act(() => useCartStore.getState().add(makeProduct({ id: 1 }), 2));
  expect(useCartStore.getState().totalCounts).toBe(2);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(mockSchemaLoaded).not.toHaveBeenCalled();

  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ state: addItem(emptyCart, makeProduct({ id: 3 }), 1), version: 1 }),
  );
  await act(() => useCartStore.persist.rehydrate());
  expect(mockSchemaLoaded).toHaveBeenCalledTimes(1);
  expect(useCartStore.getState().cardData.map((l) => l.id)).toEqual([3]);
});
