import type { Voucher } from '@common/contract';
import { formatPrice } from '@common/format';
import { PROMO_MSG } from '@common/messages';

/** A voucher's terms as the shopper reads them: what it gives, the minimum, and its expiry. */
export function voucherTerms(v: Voucher): { offer: string; minimum: string | null; expiry: string } {
  const offer =
    v.kind === 'amount'
      ? `${formatPrice(v.value)} off`
      : v.kind === 'free_shipping'
        ? 'Free shipping'
        : v.kind === 'buy_x_get_y'
          ? `${v.value}% off the cheapest item of a set`
          : `${v.value}% off`;
  const minimum = v.min_subtotal > 0 ? PROMO_MSG.vouchers.minimum(Math.round(v.min_subtotal * 100)) : null;
  const expiry = v.ends_at
    ? PROMO_MSG.vouchers.expires(
        new Date(v.ends_at).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
      )
    : PROMO_MSG.vouchers.noExpiry;
  return { offer, minimum, expiry };
}
