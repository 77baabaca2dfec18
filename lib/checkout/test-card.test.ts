import {
  cardNumberAsTyped,
  cvcAsTyped,
  expiryAsTyped,
  isCardComplete,
  isFutureExpiry,
  passesLuhn,
} from './test-card';

const now = new Date(2026, 4, 15); // May 2026

describe('test card inputs', () => {
  it('group the number in fours and keep only digits', () => {
    expect(cardNumberAsTyped('4242-4242 42424242')).toBe('4242 4242 4242 4242');
    expect(cardNumberAsTyped('40000027600031849999999')).toBe('4000 0027 6000 3184 999');
  });

  it('put the slash after the month and keep three CVC digits', () => {
    expect(expiryAsTyped('1')).toBe('1');
    expect(expiryAsTyped('129')).toBe('12/9');
    expect(expiryAsTyped('12/345')).toBe('12/34');
    expect(cvcAsTyped('12a34')).toBe('123');
  });

  it('accept the processor test cards by the Luhn checksum and refuse a mistyped one', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000002760003184')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('take an expiry from the current month on, never a past or malformed one', () => {
    expect(isFutureExpiry('05/26', now)).toBe(true);
    expect(isFutureExpiry('01/27', now)).toBe(true);
    expect(isFutureExpiry('04/26', now)).toBe(false);
    expect(isFutureExpiry('13/30', now)).toBe(false);
    expect(isFutureExpiry('1/30', now)).toBe(false);
  });

  it('count the card form complete only with a valid number, a future expiry and a 3-digit CVC', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(isCardComplete(card, now)).toBe(true);
    expect(isCardComplete({ ...card, number: '4242 4242' }, now)).toBe(false);
    expect(isCardComplete({ ...card, expiry: '01/20' }, now)).toBe(false);
    expect(isCardComplete({ ...card, cvc: '12' }, now)).toBe(false);
  });
});
