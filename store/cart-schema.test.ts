import { addItem, emptyCart } from './cart-reducer';
import { restoreCart } from './cart-schema';
import { makeProduct } from './test-products';

const plant = makeProduct({ id: 1, price: 18.99, quantity: 14 });
const tea = makeProduct({ id: 2, price: 4.5, quantity: 3 });

describe('the check of a saved cart', () => {
  it('restores a stored cart defensively', () => {
    const s = addItem(addItem(emptyCart, plant, 2), tea, 1);
    expect(restoreCart(JSON.parse(JSON.stringify(s)))).toEqual(s);
    const tampered = {
      cardData: [s.cardData[0], { id: 'x' }, s.cardData[0]],
      totalPrice: 1,
      totalCounts: 99,
    };
    const restored = restoreCart(tampered);
    expect(restored.cardData).toHaveLength(1);
    expect(restored.totalCounts).toBe(2);
    expect(restored.totalPrice).toBe(37.98);
    expect(restoreCart('garbage')).toEqual(emptyCart);
  });
});
