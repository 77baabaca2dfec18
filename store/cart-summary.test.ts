import { addItem, emptyCart } from './cart-reducer';
import { cartSummary, checkStock } from './cart-summary';
import { makeProduct } from './test-products';

describe('cart summary', () => {
  it('charges $20 shipping under $49', () => {
    const s = addItem(emptyCart, makeProduct({ id: 1, price: 48.99 }));
    expect(cartSummary(s.cardData)).toEqual({ subtotalCents: 4899, shippingCents: 2000, totalCents: 6899 });
  });

  it('ships free at exactly $49 and above', () => {
    const s = addItem(emptyCart, makeProduct({ id: 1, price: 24.5 }), 2);
    expect(cartSummary(s.cardData)).toEqual({ subtotalCents: 4900, shippingCents: 0, totalCents: 4900 });
  });

  it('follows the owner’s shipping rule when given one (issue 40)', () => {
    const s = addItem(emptyCart, makeProduct({ id: 1, price: 30 }));
    const rule = { shippingCents: 750, freeShippingThresholdCents: 3000 };
    expect(cartSummary(s.cardData, rule)).toEqual({
      subtotalCents: 3000,
      shippingCents: 0,
      totalCents: 3000,
    });
    const cheap = addItem(emptyCart, makeProduct({ id: 1, price: 29.99 }));
    expect(cartSummary(cheap.cardData, rule).shippingCents).toBe(750);
  });

  it('is all zero for an empty cart', () => {
    expect(cartSummary([])).toEqual({ subtotalCents: 0, shippingCents: 0, totalCents: 0 });
  });
});

describe('stock check', () => {
  const a = makeProduct({ id: 1, quantity: 5 });
  const b = makeProduct({ id: 2, quantity: 5 });
  const cart = addItem(addItem(emptyCart, a, 3), b, 2).cardData;

  it('allows checkout when every line is known and within stock', () => {
    const c = checkStock(cart, [a, b]);
    expect(c.canCheckout).toBe(true);
    expect(c.byId.get(1)).toBe('ok');
  });

  it('blocks checkout when a line exceeds the live stock', () => {
    const c = checkStock(cart, [{ ...a, quantity: 2 }, b]);
    expect(c.byId.get(1)).toBe('over');
    expect(c.anyOver).toBe(true);
    expect(c.canCheckout).toBe(false);
  });

  it('blocks checkout when a line is missing from the stock data, or before it arrives', () => {
    const c = checkStock(cart, [a]);
    expect(c.byId.get(2)).toBe('missing');
    expect(c.canCheckout).toBe(false);
    expect(checkStock(cart, undefined).canCheckout).toBe(false);
  });
});
