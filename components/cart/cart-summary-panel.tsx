import { Link } from '@/components/ui/link';
import { formatCents } from '@common/format';
import type { CartSummary } from '@/store/cart-summary';

interface Props {
  summary: CartSummary;
  canCheckout: boolean;
}

/** Sub-total, shipping, total and the Checkout button (a disabled button while checkout is blocked). */
export function CartSummaryPanel({ summary, canCheckout }: Props) {
  return (
    <section aria-labelledby="summary-heading" className="rounded-lg border border-gray-200 bg-gray-50 p-5">
      <h2 id="summary-heading" className="mb-4 text-lg font-semibold">
        Order Summary
      </h2>
      <dl className="space-y-2 text-sm">
        <Row label="Subtotal" value={formatCents(summary.subtotalCents)} testId="subtotal" />
        <Row
          label="Shipping"
          value={summary.shippingCents === 0 ? 'Free' : formatCents(summary.shippingCents)}
          testId="shipping"
        />
        <Row label="Total" value={formatCents(summary.totalCents)} testId="total" strong />
      </dl>
      {canCheckout ? (
        <Link
          href="/checkout"
          className="bg-primary hover:bg-primary-dark mt-5 block w-full rounded px-4 py-3 text-center font-semibold text-white transition-colors"
        >
          Checkout
        </Link>
      ) : (
        <button
          type="button"
          disabled
          className="bg-primary mt-5 block w-full cursor-not-allowed rounded px-4 py-3 font-semibold text-white opacity-50"
        >
          Checkout
        </button>
      )}
    </section>
  );
}

function Row({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    // One div per dt/dd group, directly in the dl (axe's definition-list and dlitem rules).
    <div
      className={`flex justify-between ${strong ? 'border-t border-gray-200 pt-2 text-base font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
