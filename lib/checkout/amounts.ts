import { FIRST_ORDER_DISCOUNT_PERCENT } from '@common/constants';
import type { InitiateResult } from '@common/contract';
import { formatCents } from '@common/format';

export interface AmountRow {
  key: 'subtotal' | 'discount' | 'shipping' | 'total';
  label: string;
  value: string;
}

/**
 * The order summary's amounts, exactly as the server priced them (integer cents; the client never
 * recomputes them). The first-order discount shows only when the server granted one; shipping reads
 * 'Free' when the server charges none (from 4900 cents of sub-total).
 */
export function amountRows(
  a: Pick<InitiateResult, 'sub_total' | 'discount' | 'shipping' | 'total' | 'is_first_order'>,
): AmountRow[] {
  const rows: AmountRow[] = [{ key: 'subtotal', label: 'Subtotal', value: formatCents(a.sub_total) }];
  if (a.is_first_order && a.discount > 0) {
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
