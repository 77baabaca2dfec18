import { ApiError } from '@/lib/browser-api/client';
import { PROMO_MSG } from '@common/messages';
import { discountCodeRefusal } from './discount-code';

describe('discountCodeRefusal', () => {
  it('gives the CMS message of a refused code', () => {
    const err = new ApiError(422, PROMO_MSG.usedUp, { discount_code: PROMO_MSG.usedUp }, true);
    expect(discountCodeRefusal(err)).toBe(PROMO_MSG.usedUp);
  });

  it('is null for other failures, so the spec’s own texts show', () => {
    expect(discountCodeRefusal(new ApiError(422, 'The cart is empty', { items: 'x' }, true))).toBeNull();
    expect(discountCodeRefusal(new ApiError(500, 'Server Error'))).toBeNull();
    expect(discountCodeRefusal(new Error('offline'))).toBeNull();
  });
});
