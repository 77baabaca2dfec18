import { act } from '@testing-library/react';
import { CART_STORAGE_KEY, useCartStore } from './cart-store';
import { makeProduct } from './test-products';

describe('the persisted cart store', () => {
  beforeEach(() => {
    act(() => useCartStore.getState().clear());
  });

  it('writes the cart as JSON under "cart" after every action, including remove', () => {
    const plant = makeProduct({ id: 5, price: 10 });
    act(() => useCartStore.getState().add(plant, 2));
    let stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
      state: { cardData: unknown[]; totalCounts: number; totalPrice: number };
    };
    expect(stored.state.totalCounts).toBe(2);
    expect(stored.state.totalPrice).toBe(20);

    act(() => useCartStore.getState().remove(5));
    stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
    expect(stored.state.cardData).toEqual([]);
    expect(stored.state.totalCounts).toBe(0);
  });

  it('picks up a change another tab wrote (storage event)', async () => {
    const other = JSON.stringify({
      state: {
        cardData: [
          {
            id: 9,
            slug: 'product-9',
            name: 'Product 9',
            image: 'http://cms.test/9.webp',
            price: 3,
            quantity: 4,
            availableQuantity: 10,
            product: makeProduct({ id: 9, price: 3 }),
          },
        ],
        totalPrice: 12,
        totalCounts: 4,
      },
      version: 1,
    });
    localStorage.setItem(CART_STORAGE_KEY, other);
    await act(async () => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: other, storageArea: localStorage }),
      );
      await Promise.resolve();
    });
    expect(useCartStore.getState().totalCounts).toBe(4);
    expect(useCartStore.getState().cardData[0]?.id).toBe(9);
  });
});
