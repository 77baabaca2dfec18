import { addWish, emptyWishlist, removeWish } from './wishlist-reducer';
import { restoreWishlist } from './wishlist-schema';
import { makeProduct } from './test-products';

describe('wishlist reducer', () => {
  const a = makeProduct({ id: 1 });
  const b = makeProduct({ id: 2 });

  it('adds products with quantity 1 and counts them', () => {
    const s = addWish(addWish(emptyWishlist, a), b);
    expect(s.wishedData.map((p) => [p.id, p.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(s.totalCounts).toBe(2);
  });

  it('ignores a product already wished', () => {
    const s = addWish(emptyWishlist, a);
    expect(addWish(s, a)).toBe(s);
  });

  it('removes a product', () => {
    const s = removeWish(addWish(addWish(emptyWishlist, a), b), 1);
    expect(s.wishedData.map((p) => p.id)).toEqual([2]);
    expect(s.totalCounts).toBe(1);
    expect(removeWish(s, 42)).toBe(s);
  });

  it('restores a stored wishlist defensively', () => {
    const s = addWish(emptyWishlist, a);
    expect(restoreWishlist(JSON.parse(JSON.stringify(s)))).toEqual(s);
    expect(restoreWishlist({ wishedData: [{ id: 3 }] })).toEqual(emptyWishlist);
  });
});
