import { amountRows } from './amounts';

const rows = (a: Parameters<typeof amountRows>[0]) =>
  Object.fromEntries(amountRows(a).map((r) => [r.key, `${r.label}: ${r.value}`]));

describe('amountRows', () => {
  it('shows the server cents as dollars, $20 shipping under 4900 cents and no discount for a guest', () => {
    expect(
      amountRows({ sub_total: 4899, discount: 0, shipping: 2000, total: 6899, is_first_order: false }),
    ).toEqual([
      { key: 'subtotal', label: 'Subtotal', value: '$48.99' },
      { key: 'shipping', label: 'Shipping', value: '$20.00' },
      { key: 'total', label: 'Total', value: '$68.99' },
    ]);
  });

  it('shows free shipping when the server charges none (4900 cents and up)', () => {
    expect(rows({ sub_total: 4900, discount: 0, shipping: 0, total: 4900, is_first_order: false })).toEqual({
      subtotal: 'Subtotal: $49.00',
      shipping: 'Shipping: Free',
      total: 'Total: $49.00',
    });
  });

  it('shows the first-order discount the server granted, between sub-total and shipping', () => {
    const list = amountRows({
      sub_total: 3795,
      discount: 380,
      shipping: 2000,
      total: 5415,
      is_first_order: true,
    });
    expect(list.map((r) => r.key)).toEqual(['subtotal', 'discount', 'shipping', 'total']);
    expect(list[1]).toEqual({ key: 'discount', label: 'First order discount (10%)', value: '-$3.80' });
    expect(list[3]?.value).toBe('$54.15');
  });

  it('hides the discount row when the server says none applies', () => {
    expect(
      rows({ sub_total: 1000, discount: 0, shipping: 2000, total: 3000, is_first_order: true }),
    ).not.toHaveProperty('discount');
    expect(
      rows({ sub_total: 1000, discount: 100, shipping: 2000, total: 2900, is_first_order: false }),
    ).not.toHaveProperty('discount');
  });

  it('shows each discount the server listed, in its order, with its label; a line of 0 is left out', () => {
    const list = amountRows({
      sub_total: 5000,
      discount: 1000,
      shipping: 0,
      total: 4000,
      is_first_order: true,
      discounts: [
        { label: 'First order discount (10%)', amount: 500 },
        { label: 'Free shipping', amount: 0 },
        { label: 'SPRING: $5 off', amount: 500 },
      ],
    });
    expect(list).toEqual([
      { key: 'subtotal', label: 'Subtotal', value: '$50.00' },
      { key: 'discount', label: 'First order discount (10%)', value: '-$5.00' },
      { key: 'discount-2', label: 'SPRING: $5 off', value: '-$5.00' },
      { key: 'shipping', label: 'Shipping', value: 'Free' },
      { key: 'total', label: 'Total', value: '$40.00' },
    ]);
  });
});
