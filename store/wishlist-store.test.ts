import { act } from '@testing-library/react';
import { addWish, emptyWishlist } from './wishlist-reducer';
import { makeProduct } from './test-products';
import { WISHLIST_STORAGE_KEY, useWishlistStore } from './wishlist-store';

const a = makeProduct({ id: 1 });
const b = makeProduct({ id: 2 });

function save(state: unknown) {
  localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
}

describe('the wishlist store', () => {
  it('restores a valid saved wishlist and drops invalid items', async () => {
    save({ wishedData: [addWish(emptyWishlist, a).wishedData[0], { id: 9 }] });
    await act(() => useWishlistStore.persist.rehydrate());
    expect(useWishlistStore.getState().wishedData.map((p) => p.id)).toEqual([1]);
    expect(useWishlistStore.getState().totalCounts).toBe(1);
  });

  it('keeps an item wished while the saved wishlist loads', async () => {
    save(addWish(emptyWishlist, a));
    let reading: Promise<void> = Promise.resolve();
    act(() => {
      reading = useWishlistStore.persist.rehydrate();
      useWishlistStore.getState().add(b);
    });
    await act(() => reading);
    expect(useWishlistStore.getState().wishedData.map((p) => p.id)).toEqual([1, 2]);
  });
});
