'use client';

import { Link } from '@/components/ui/link';
import useSWR from 'swr';
import { getOrdersHistory } from '@/lib/browser-api/accounts';
import type { Order } from '@common/contract';
import { MSG } from '@common/messages';
import { useUserStore } from '@/store/user-store';
import { OrderCard } from './order-card';
import { Panel } from './panel';

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
