import {
  addItem,
  addQuantity,
  clearCart,
  emptyCart,
  quantityInCart,
  removeItem,
  subtractQuantity,
  updateProductInfo,
} from './cart-reducer';
import { makeProduct } from './test-products';

const plant = makeProduct({ id: 1, price: 18.99, quantity: 14 });
const tea = makeProduct({ id: 2, price: 4.5, quantity: 3 });

describe('cart reducer', () => {
  it('adds a new product with count 1 by default and keeps the line fields', () => {
    const s = addItem(emptyCart, plant);
    expect(s.cardData).toHaveLength(1);
    expect(s.cardData[0]).toMatchObject({
      id: 1,
      slug: 'product-1',
      name: 'Product 1',
      price: 18.99,
      quantity: 1,
      availableQuantity: 14,
    });
    expect(s.cardData[0]?.product).toEqual(plant);
    expect(s.totalCounts).toBe(1);
    expect(s.totalPrice).toBe(18.99);
  });

  it('sets (does not add) the quantity when the product is already present', () => {
    const s = addItem(addItem(emptyCart, plant, 2), plant, 5);
    expect(s.cardData).toHaveLength(1);
    expect(quantityInCart(s, 1)).toBe(5);
    expect(s.totalCounts).toBe(5);
  });

  it('sums price × quantity exactly in cents and the counts', () => {
    const s = addItem(addItem(emptyCart, plant, 3), tea, 2);
    expect(s.totalPrice).toBe(65.97);
    expect(s.totalCounts).toBe(5);
  });

  it('removes a line and reduces the totals', () => {
    const s = removeItem(addItem(addItem(emptyCart, plant, 3), tea, 2), 1);
    expect(s.cardData.map((l) => l.id)).toEqual([2]);
    expect(s.totalPrice).toBe(9);
    expect(s.totalCounts).toBe(2);
  });

  it('adds and subtracts one, removing the line when it was at 1', () => {
    let s = addItem(emptyCart, plant, 1);
    s = addQuantity(s, 1);
    expect(quantityInCart(s, 1)).toBe(2);
    s = subtractQuantity(s, 1);
    expect(quantityInCart(s, 1)).toBe(1);
    s = subtractQuantity(s, 1);
    expect(s.cardData).toHaveLength(0);
    expect(s.totalCounts).toBe(0);
    expect(s.totalPrice).toBe(0);
  });

  it('leaves the cart alone for unknown ids', () => {
    const s = addItem(emptyCart, plant);
    expect(addQuantity(s, 99)).toBe(s);
    expect(subtractQuantity(s, 99)).toBe(s);
    expect(removeItem(s, 99)).toBe(s);
  });

  it('removes the line when added with a count below 1', () => {
    expect(addItem(addItem(emptyCart, plant, 2), plant, 0).cardData).toHaveLength(0);
  });

  it('clears everything', () => {
    expect(clearCart()).toEqual({ cardData: [], totalPrice: 0, totalCounts: 0 });
  });

  it('refreshes product data and stock but keeps each quantity', () => {
    const s = addItem(addItem(emptyCart, plant, 4), tea, 2);
    const fresh = { ...plant, price: 20, quantity: 2, name: 'Golden Pothos' };
    const next = updateProductInfo(s, [fresh]);
    expect(next.cardData[0]).toMatchObject({
      name: 'Golden Pothos',
      price: 20,
      availableQuantity: 2,
      quantity: 4,
    });
    expect(next.cardData[1]).toEqual(s.cardData[1]);
    expect(next.totalPrice).toBe(89);
    expect(updateProductInfo(next, [fresh])).toBe(next);
  });
});
