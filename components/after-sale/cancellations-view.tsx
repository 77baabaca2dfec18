'use client';

import { useState } from 'react';
import useSWR from 'swr';
import type { Order } from '@common/contract';
import { formatPrice } from '@common/format';
import { AFTER_SALE_MSG, MSG } from '@common/messages';
import { getOrdersHistory } from '@/lib/browser-api/accounts';
import { useUserStore } from '@/store/user-store';
import { Panel } from '@/components/profile/panel';
import { OrderStatusBadge } from '@/components/profile/order-status-badge';
import { ActionAlert, type ActionMessage } from './action-message';
import { CancelOrderButton } from './cancel-order-button';

const M = AFTER_SALE_MSG;
const CANCELLABLE: Order['status'][] = ['pending', 'processing'];

function OrderRow({ order, children }: { order: Order; children?: React.ReactNode }) {
  return (
    <li className="space-y-2 rounded-lg border border-gray-200 p-4 text-sm" data-testid="order">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {order.order_no} · {formatPrice(order.amount)}
        </p>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="text-gray-700">
        {order.order_items.map((i) => `${i.qty} × ${i.product.name}`).join(', ')}
      </p>
      {children}
    </li>
  );
}

/**
 * My Cancellations: the orders that can still be canceled (not yet shipped), then every canceled order,
 * whoever canceled it (the customer or the shop), with what was refunded. The spec's empty text stays.
 */
export function CancellationsView() {
  const id = useUserStore((s) => s.user?.id ?? null);
  const {
    data: orders,
    error,
    mutate,
  } = useSWR<Order[], Error, readonly [string, number] | null>(
    id === null ? null : (['orders', id] as const),
    () => getOrdersHistory(),
    { revalidateOnFocus: false },
  );
  const [done, setDone] = useState<ActionMessage>(null);
  const open = orders?.filter((o) => CANCELLABLE.includes(o.status)) ?? [];
  const canceled = orders?.filter((o) => o.status === 'canceled') ?? [];

  return (
    <Panel title="My Cancellations">
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
      ) : (
        <div className="space-y-6">
          <ActionAlert message={done} />
          {open.length > 0 ? (
            <section aria-labelledby="cancellable-heading" className="space-y-3">
              <h2 id="cancellable-heading" className="font-semibold">
                {M.page.cancellable}
              </h2>
              <ul className="space-y-3">
                {open.map((o) => (
                  <OrderRow key={o.id} order={o}>
                    <CancelOrderButton
                      orderNo={o.order_no}
                      onDone={(text) => {
                        setDone({ kind: 'success', text });
                        void mutate();
                      }}
                    />
                  </OrderRow>
                ))}
              </ul>
            </section>
          ) : null}
          {canceled.length === 0 ? (
            <p className="py-10 text-center text-gray-600">{M.noCancellations}</p>
          ) : (
            <section aria-labelledby="canceled-heading" className="space-y-3">
              <h2 id="canceled-heading" className="font-semibold">
                {M.page.canceledOrders}
              </h2>
              <ul className="space-y-3" data-testid="canceled-orders">
                {canceled.map((o) => (
                  <OrderRow key={o.id} order={o}>
                    {o.refund_amount > 0 ? (
                      <p data-testid="order-refund">
                        {M.page.refunded}:{' '}
                        <span className="font-semibold">{formatPrice(o.refund_amount)}</span>
                      </p>
                    ) : null}
                  </OrderRow>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Panel>
  );
}
