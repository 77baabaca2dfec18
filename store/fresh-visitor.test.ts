import { act } from '@testing-library/react';
import { ADDRESS_STORAGE_KEY, useAddressStore } from './address-store';
import { addItem, emptyCart } from './cart-reducer';
import { CART_STORAGE_KEY, useCartStore } from './cart-store';
import { makeProduct } from './test-products';
import { USER_STORAGE_KEY, useUserStore } from './user-store';
import { useWishlistStore } from './wishlist-store';

// Count the loads of the validators of saved state (zod and the contract's schemas).
const mockLoaded = jest.fn();
jest.mock('./cart-schema', () => {
  mockLoaded('cart');
  return jest.requireActual('./cart-schema');
});
jest.mock('./user-schema', () => {
  mockLoaded('user');
  return jest.requireActual('./user-schema');
});
jest.mock('./wishlist-schema', () => {
  mockLoaded('wishlist');
  return jest.requireActual('./wishlist-schema');
});
jest.mock('./address-schema', () => {
  mockLoaded('address');
  return jest.requireActual('./address-schema');
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// The stores were created above with an empty localStorage, as for a first visit.
it('a fresh visitor (nothing saved) never loads a validator, even after using the stores', async () => {
  expect(useCartStore.persist.hasHydrated()).toBe(true);
  expect(useUserStore.persist.hasHydrated()).toBe(true);
  expect(useAddressStore.persist.hasHydrated()).toBe(true);
  expect(useWishlistStore.persist.hasHydrated()).toBe(true);
  act(() => {
    useCartStore.getState().add(makeProduct({ id: 1 }), 2);
    useUserStore.getState().setUser({ id: 1, name: 'Asha', email: 'asha@example.com', stripe_cus_id: null });
    useAddressStore
      .getState()
      .save({ name: 'A', state: 'NY', city: 'NY', phone: '', postal_code: '', line1: '' });
  });
  expect(useCartStore.getState().totalCounts).toBe(2);
  expect(useUserStore.getState().user?.id).toBe(1);
  await settle();
  expect(mockLoaded).not.toHaveBeenCalled();
});

it('saved state loads the validator of that store only', async () => {
  localStorage.clear();
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ state: addItem(emptyCart, makeProduct({ id: 3 }), 1), version: 1 }),
  );
  await act(() => useCartStore.persist.rehydrate());
  await act(() => useUserStore.persist.rehydrate());
  await act(() => useAddressStore.persist.rehydrate());
  expect(mockLoaded).toHaveBeenCalledTimes(1);
  expect(mockLoaded).toHaveBeenCalledWith('cart');
  expect(useCartStore.getState().cardData.map((l) => l.id)).toEqual([3]);
  expect(useUserStore.getState().user).toBeNull();

  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ state: { user: null }, version: 1 }));
  await act(() => useUserStore.persist.rehydrate());
  expect(mockLoaded).toHaveBeenLastCalledWith('user');

  localStorage.setItem(ADDRESS_STORAGE_KEY, JSON.stringify({ state: { address: null }, version: 1 }));
  await act(() => useAddressStore.persist.rehydrate());
  expect(mockLoaded).toHaveBeenLastCalledWith('address');
  expect(mockLoaded).toHaveBeenCalledTimes(3);
});
