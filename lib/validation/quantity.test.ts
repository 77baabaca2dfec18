import { MSG } from '../messages';
import { minusQuantity, plusQuantity, typedQuantity } from './quantity';

describe('typing a quantity on the product page', () => {
  it('keeps a valid number', () => {
    expect(typedQuantity('3', 10)).toEqual({ quantity: 3, error: null });
    expect(typedQuantity('0', 10)).toEqual({ quantity: 0, error: null });
  });

  it('resets a non-number or a negative value to 0 with the invalid-number notice', () => {
    expect(typedQuantity('abc', 10)).toEqual({ quantity: 0, error: MSG.cart.invalidNumber });
    expect(typedQuantity('-2', 10)).toEqual({ quantity: 0, error: MSG.cart.invalidNumber });
    expect(typedQuantity('2.5', 10)).toEqual({ quantity: 0, error: MSG.cart.invalidNumber });
  });

  it('treats an emptied box as 0 without a notice', () => {
    expect(typedQuantity('', 10)).toEqual({ quantity: 0, error: null });
  });

  it('caps at the stock with the stock notice', () => {
    expect(typedQuantity('9', 3)).toEqual({ quantity: 3, error: 'Only 3 item(s) available in stock.' });
  });

  it('caps at 25 with the limit notice when there is more stock', () => {
    expect(typedQuantity('30', 100)).toEqual({ quantity: 25, error: MSG.cart.maxQty });
    expect(typedQuantity('40', 30)).toEqual({ quantity: 25, error: MSG.cart.maxQty });
  });
});

describe('plus and minus', () => {
  it('adds one while below stock and 25', () => {
    expect(plusQuantity(0, 5)).toEqual({ quantity: 1, error: null });
    expect(plusQuantity(24, 100)).toEqual({ quantity: 25, error: null });
  });

  it('stops at the stock with the stock notice, and lowers a quantity above stock to it', () => {
    expect(plusQuantity(2, 2)).toEqual({ quantity: 2, error: MSG.cart.onlyInStock(2) });
    expect(plusQuantity(7, 2)).toEqual({ quantity: 2, error: MSG.cart.onlyInStock(2) });
  });

  it('stops at 25 with the limit notice', () => {
    expect(plusQuantity(25, 100)).toEqual({ quantity: 25, error: MSG.cart.maxQty });
  });

  it('minus stops at 0', () => {
    expect(minusQuantity(2)).toEqual({ quantity: 1, error: null });
    expect(minusQuantity(0)).toEqual({ quantity: 0, error: null });
  });
});
