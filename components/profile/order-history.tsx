'use client';

import { Link } from '@/components/ui/link';
import useSWR from 'swr';
import { getOrdersHistory } from '@/lib/browser-api/accounts';
import type { Order } from '@common/contract';
import { formatPrice } from '@common/format';
import { MSG } from '@common/messages';
import { useUserStore } from '@/store/user-store';
import { OrderStatusBadge } from './order-status-badge';
import { Panel } from './panel';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** My Orders: newest first, each with number, date, amount, status and items. */
export function OrderHistory() {
  const id = useUserStore((s) => s.user?.id ?? null);
  const { data: orders, error } = useSWR<Order[], Error, readonly [string, number] | null>(
    id === null ? null : (['orders', id] as const),
    () => getOrdersHistory(),
    { revalidateOnFocus: false },
  );

  return (
    <Panel title="My Orders">
      {error && !orders ? (
        <p role="alert" className="text-primary">
          {MSG.serverError}
        </p>
      ) : !orders ? (
        <div
          className="h-32 animate-pulse rounded bg-gray-100"
          aria-busy="true"
          aria-label="Loading orders"
        />
      ) : orders.length === 0 ? (
        <div className="py-10 text-center text-gray-600">
          <p>You have not placed any orders yet.</p>
          <Link href="/" className="text-primary mt-2 inline-block font-semibold hover:underline">
            {MSG.cart.goShopping}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function OrderCard({ order }: { order: Order }) {
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
