import { act } from '@testing-library/react';
import { addItem, emptyCart } from './cart-reducer';
import { CART_STORAGE_KEY, useCartStore } from './cart-store';
import { makeProduct } from './test-products';

const stored = () =>
  JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
    state: { cardData: { id: number; quantity: number }[]; totalCounts: number; totalPrice: number };
  } | null;

/** What a returning shopper's browser holds: the cart as the store saved it. */
function save(state: unknown) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
}

/** The store reads localStorage again, as it does when a page loads (or another tab wrote the cart). */
const reload = () => act(() => useCartStore.persist.rehydrate());

const plant = makeProduct({ id: 5, price: 10, quantity: 20 });
const tea = makeProduct({ id: 6, price: 4.5, quantity: 3 });

describe('the persisted cart store', () => {
  beforeEach(() => {
    act(() => useCartStore.getState().clear());
  });

  it('writes the cart as JSON under "cart" after every action, including remove', () => {
    act(() => useCartStore.getState().add(plant, 2));
    expect(stored()?.state.totalCounts).toBe(2);
    expect(stored()?.state.totalPrice).toBe(20);

    act(() => useCartStore.getState().remove(5));
    expect(stored()?.state.cardData).toEqual([]);
    expect(stored()?.state.totalCounts).toBe(0);
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
    const read = new Promise<void>((resolve) => {
      const stop = useCartStore.persist.onFinishHydration(() => {
        stop();
        resolve();
      });
    });
    await act(async () => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: other, storageArea: localStorage }),
      );
      await read;
    });
    expect(useCartStore.getState().totalCounts).toBe(4);
    expect(useCartStore.getState().cardData[0]?.id).toBe(9);
  });

  it('restores a valid saved cart', async () => {
    const cart = addItem(addItem(emptyCart, plant, 2), tea, 1);
    save(cart);
    await reload();
    expect(useCartStore.getState()).toMatchObject(cart);
  });

  it('rejects invalid saved data: bad lines are dropped, anything else is an empty cart', async () => {
    const cart = addItem(emptyCart, plant, 2);
    save({ cardData: [cart.cardData[0], { id: 'x' }, { ...cart.cardData[0], id: 7, quantity: -1 }] });
    await reload();
    expect(useCartStore.getState().cardData.map((l) => l.id)).toEqual([5]);
    expect(useCartStore.getState().totalCounts).toBe(2);

    save({ cardData: 'garbage', totalCounts: 99 });
    await reload();
    expect(useCartStore.getState().totalCounts).toBe(0);

    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    await reload();
    expect(useCartStore.getState().cardData).toEqual([]);
  });

  it('keeps an action made while the saved cart loads: applied to the saved cart, not overwritten by it', async () => {
    save(addItem(emptyCart, plant, 2));
    let restoring: Promise<void> = Promise.resolve();
    act(() => {
      restoring = useCartStore.persist.rehydrate();
      useCartStore.getState().add(tea, 1);
      useCartStore.getState().addQuantity(5);
    });
    // Nothing is saved over the stored cart while it is read.
    expect(stored()?.state.totalCounts).toBe(2);
    await act(() => restoring);
    expect(useCartStore.getState().cardData.map((l) => [l.id, l.quantity])).toEqual([
      [5, 3],
      [6, 1],
    ]);
    expect(stored()?.state.totalCounts).toBe(4);
  });

  it('a cart emptied while the saved one loads (a paid order) stays empty', async () => {
    save(addItem(emptyCart, plant, 2));
    let restoring: Promise<void> = Promise.resolve();
    act(() => {
      restoring = useCartStore.persist.rehydrate();
      useCartStore.getState().clear();
    });
    await act(() => restoring);
    expect(useCartStore.getState().cardData).toEqual([]);
    expect(stored()?.state.cardData).toEqual([]);
  });
});
