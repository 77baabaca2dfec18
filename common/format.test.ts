import { formatCents, formatPrice } from './format';

describe('price formatting', () => {
  it('shows dollars with two decimals', () => {
    expect(formatPrice(18.99)).toBe('$18.99');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(49)).toBe('$49.00');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('turns server cents into dollars', () => {
    expect(formatCents(4900)).toBe('$49.00');
    expect(formatCents(4899)).toBe('$48.99');
    expect(formatCents(2000)).toBe('$20.00');
    expect(formatCents(341)).toBe('$3.41');
  });
});
