import { MSG } from '@common/messages';
import { minusQuantity, plusQuantity, typedQuantity } from './quantity';

describe('typing a quantity on the product page', () => {
  it('keeps a valid number', () => {
    expect(typedQuantity('3', 10)).toEqual({ quantity: 3, error: null, negative: false });
    expect(typedQuantity('0', 10)).toEqual({ quantity: 0, error: null, negative: false });
  });

  it('resets a non-number or a negative value to 0 with the invalid-number notice', () => {
    expect(typedQuantity('abc', 10)).toEqual({ quantity: 0, error: MSG.cart.invalidNumber, negative: false });
    expect(typedQuantity('-2', 10)).toEqual({ quantity: 0, error: MSG.cart.invalidNumber, negative: true });
    expect(typedQuantity('2.5', 10)).toEqual({ quantity: 0, error: MSG.cart.invalidNumber, negative: false });
  });

  it('treats an emptied box as 0 without a notice', () => {
    expect(typedQuantity('', 10)).toEqual({ quantity: 0, error: null, negative: false });
  });

  it('caps at the stock with the stock notice', () => {
    expect(typedQuantity('9', 3)).toEqual({
      quantity: 3,
      error: 'Only 3 item(s) available in stock.',
      negative: false,
    });
  });

  it('caps at 25 with the limit notice when there is more stock', () => {
    expect(typedQuantity('30', 100)).toEqual({ quantity: 25, error: MSG.cart.maxQty, negative: false });
    expect(typedQuantity('40', 30)).toEqual({ quantity: 25, error: MSG.cart.maxQty, negative: false });
  });
});

describe('typing a negative quantity one key at a time', () => {
  it("'-' resets to 0 with the notice and the digits typed after it keep the box at 0", () => {
    // '-3' typed after the 0 the box shows: '0-', then '03'.
    const minus = typedQuantity('0-', 10);
    expect(minus).toEqual({ quantity: 0, error: MSG.cart.invalidNumber, negative: true });
    expect(typedQuantity('03', 10, minus.negative)).toEqual({ quantity: 0, error: null, negative: true });
    // '-3' typed over a selected box: '-', then '03'; and more digits: '05'.
    const alone = typedQuantity('-', 10);
    expect(alone).toEqual({ quantity: 0, error: MSG.cart.invalidNumber, negative: true });
    expect(typedQuantity('03', 10, alone.negative)).toMatchObject({ quantity: 0, negative: true });
    expect(typedQuantity('30', 10, true)).toMatchObject({ quantity: 0, negative: true });
  });

  it('a minus in front of a number is negative too', () => {
    expect(typedQuantity('-5', 10)).toEqual({ quantity: 0, error: MSG.cart.invalidNumber, negative: true });
  });

  it('clearing the box or typing over the 0 starts a new entry', () => {
    expect(typedQuantity('', 10, true)).toEqual({ quantity: 0, error: null, negative: false });
    expect(typedQuantity('7', 10, true)).toEqual({ quantity: 7, error: null, negative: false });
    expect(typedQuantity('03', 10)).toEqual({ quantity: 3, error: null, negative: false });
  });

  it('a non-number without a minus opens no negative entry', () => {
    expect(typedQuantity('abc', 10).negative).toBe(false);
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
