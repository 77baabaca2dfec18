import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

interface WithDiscounts {
  discounts?: { label: string; amount: number }[];
  discount_code?: string | null;
}

/** An order's discount lines (issue 40): the same labels and amounts the shopper saw and was mailed. */
export function DiscountLines() {
  const order = useRecordContext<WithDiscounts & { id: number }>();
  const lines = order?.discounts ?? [];
  if (lines.length === 0) return null;
  return (
    <Typography variant="body2" data-testid="order-discount-lines">
      {order?.discount_code ? `Code ${order.discount_code}: ` : ''}
      {lines.map((d) => `${d.label} −$${d.amount.toFixed(2)}`).join(' · ')}
    </Typography>
  );
}
