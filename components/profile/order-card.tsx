import { Link } from '@/components/ui/link';
import type { Order } from '@common/contract';
import { formatPrice } from '@common/format';
import { ORDER_MSG } from '@common/messages';
import { OrderStatusBadge } from './order-status-badge';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const M = ORDER_MSG.history;

/** Where a shipped order is: carrier, tracking number and the carrier's tracking page. */
function Shipment({ order }: { order: Order }) {
  if (!order.tracking_number) return null;
  return (
    <p className="text-sm text-gray-700" data-testid="order-shipment">
      {order.carrier ? `${M.shippedWith(order.carrier)} · ` : ''}
      {M.trackingNumber}: <span className="font-mono">{order.tracking_number}</span>
      {order.tracking_url ? (
        <>
          {' · '}
          <a
            href={order.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary font-semibold hover:underline"
          >
            {M.track}
          </a>
        </>
      ) : null}
    </p>
  );
}

function Refund({ order }: { order: Order }) {
  if (!(order.refund_amount > 0)) return null;
  return (
    <p className="text-sm text-gray-700" data-testid="order-refund">
      {M.refunded}: <span className="font-semibold">{formatPrice(order.refund_amount)}</span>
      {' · '}
      {M.totalAfterRefund}: <span className="font-semibold">{formatPrice(order.total_after_refund)}</span>
    </p>
  );
}

/** Issue 40: the order's discounts, each with its label, as at checkout and in the confirmation mail. */
function Discounts({ order }: { order: Order }) {
  if (!order.discounts?.length) return null;
  return (
    <p className="text-sm text-green-700" data-testid="order-discounts">
      {order.discounts.map((d) => `${d.label}: -${formatPrice(d.amount)}`).join(' · ')}
    </p>
  );
}

/** One order of My Orders: number, date, amount, status, shipment and refund when there are, and items. */
export function OrderCard({ order }: { order: Order }) {
  const extra = order.tracking_number || order.refund_amount > 0 || (order.discounts?.length ?? 0) > 0;
  return (
    <li className="rounded-lg border border-gray-200" data-testid="order">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-b border-gray-200 bg-gray-50 px-4 py-3 text-sm">
        <div>
          <p className="text-xs text-gray-500 uppercase">Order</p>
          <p className="font-semibold">{order.order_no}</p>
        </div>
        <div>
          <p className="text-xs text-gray-500 uppercase">Date</p>
          <p>{dateFormat.format(new Date(order.created_at))}</p>
        </div>
        <div>
          <p className="text-xs text-gray-500 uppercase">Amount</p>
          <p className="font-semibold">{formatPrice(order.amount)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      {extra ? (
        <div className="space-y-1 border-b border-gray-100 px-4 py-2">
          <Discounts order={order} />
          <Shipment order={order} />
          <Refund order={order} />
        </div>
      ) : null}
      <ul className="divide-y divide-gray-100 px-4">
        {order.order_items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-2 text-sm">
            <Link href={`/product/${item.product.slug}`} className="hover:text-primary min-w-0 truncate">
              {item.product.name}
            </Link>
            <span className="shrink-0 text-gray-600">
              {item.qty} × {formatPrice(item.product.price)}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
