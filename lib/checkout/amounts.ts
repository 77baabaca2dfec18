import { FIRST_ORDER_DISCOUNT_PERCENT } from '@common/constants';
import type { InitiateResult } from '@common/contract';
import { formatCents } from '@common/format';

export interface AmountRow {
  /** `discount` for the first discount line (the spec's), `discount-2`… for the others. */
  key: 'subtotal' | 'discount' | `discount-${number}` | 'shipping' | 'total';
  label: string;
  value: string;
}

/**
 * The order summary's amounts, exactly as the server priced them (integer cents; the client never
 * recomputes them): the same lines as the CMS by construction (common/pricing.ts prices them there). The first-order discount shows only when the server granted one; shipping reads
 * 'Free' when the server charges none (from 4900 cents of sub-total).
 */
export function amountRows(
  a: Pick<InitiateResult, 'sub_total' | 'discount' | 'shipping' | 'total' | 'is_first_order' | 'discounts'>,
): AmountRow[] {
  const rows: AmountRow[] = [{ key: 'subtotal', label: 'Subtotal', value: formatCents(a.sub_total) }];
  if (a.discounts) {
    // Issue 40: each discount the server priced, with its label, in stacking order. A line of 0 (free
    // shipping) shows as the shipping row's 'Free' instead.
    a.discounts
      .filter((d) => d.amount > 0)
      .forEach((d, i) =>
        rows.push({
          key: i === 0 ? 'discount' : `discount-${i + 1}`,
          label: d.label,
          value: `-${formatCents(d.amount)}`,
        }),
      );
  } else if (a.is_first_order && a.discount > 0) {
    // A CMS without promotions: the spec's first-order discount.
    rows.push({
      key: 'discount',
      label: `First order discount (${FIRST_ORDER_DISCOUNT_PERCENT}%)`,
      value: `-${formatCents(a.discount)}`,
    });
  }
  rows.push({
    key: 'shipping',
    label: 'Shipping',
    value: a.shipping === 0 ? 'Free' : formatCents(a.shipping),
  });
  rows.push({ key: 'total', label: 'Total', value: formatCents(a.total) });
  return rows;
}
