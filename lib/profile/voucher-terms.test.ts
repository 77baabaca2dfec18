import { voucherTerms } from './voucher-terms';

const base = {
  code: 'SPRING',
  label: 'Spring sale',
  kind: 'percent',
  value: 15,
  min_subtotal: 0,
  ends_at: null,
};

describe('voucherTerms', () => {
  it('states the offer, the minimum and the expiry', () => {
    expect(
      voucherTerms({ ...base, kind: 'amount', value: 5, min_subtotal: 30, ends_at: '2026-12-31T12:00:00Z' }),
    ).toEqual({
      offer: '$5.00 off',
      minimum: 'On orders of $30.00 or more',
      expiry: 'Expires Dec 31, 2026',
    });
  });

  it('says when a voucher has no expiry and no minimum', () => {
    expect(voucherTerms(base)).toEqual({ offer: '15% off', minimum: null, expiry: 'No expiry date' });
    expect(voucherTerms({ ...base, kind: 'free_shipping' }).offer).toBe('Free shipping');
  });
});
