'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import useSWR from 'swr';
import { formatPrice } from '@common/format';
import { AFTER_SALE_MSG, MSG } from '@common/messages';
import { getOrderLink } from '@/lib/browser-api/after-sale';
import { OrderStatusBadge } from '@/components/profile/order-status-badge';
import { ActionAlert, type ActionMessage } from './action-message';
import { CancelOrderButton } from './cancel-order-button';
import { ReturnForm } from './return-form';
import { ReturnList } from './return-list';

const M = AFTER_SALE_MSG;

/**
 * /order/manage?order_no=&token=: a guest's order opened from the signed link of its mail (ADR 0085), with
 * what the link allows now: cancel before shipping, or ask for a return once delivered.
 */
export function OrderLinkView() {
  const params = useSearchParams();
  const orderNo = params.get('order_no')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState<ActionMessage>(null);
  const { data, error, mutate } = useSWR(
    orderNo && token ? (['order-link', orderNo, token] as const) : null,
    () => getOrderLink(orderNo, token),
    { revalidateOnFocus: false },
  );

  if (!orderNo || !token) return <p role="alert">{M.linkInvalid}</p>;
  if (error && !data) {
    return (
      <p role="alert" className="text-primary">
        {error instanceof Error ? error.message : MSG.serverError}
      </p>
    );
  }
  if (!data) return <div className="h-32 animate-pulse rounded bg-gray-100" aria-busy="true" />;
  const { order } = data;
  const lines = order.order_items.map((i) => ({
    order_item_id: i.id,
    name: i.product.name,
    left: data.returnable.find((r) => r.order_item_id === i.id)?.qty ?? 0,
  }));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{M.page.linkHeading(order.order_no)}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 px-4 text-sm">
        {order.order_items.map((i) => (
          <li key={i.id} className="flex justify-between gap-4 py-2">
            <span>{i.product.name}</span>
            <span className="text-gray-600">
              {i.qty} × {formatPrice(i.product.price)}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        {formatPrice(order.amount)}
        {order.refund_amount > 0 ? (
          <span data-testid="order-refund">
            {' · '}
            {M.page.refunded}: <span className="font-semibold">{formatPrice(order.refund_amount)}</span>
          </span>
        ) : null}
      </p>
      <ActionAlert message={done} />
      {data.can_cancel ? (
        <CancelOrderButton
          orderNo={order.order_no}
          token={token}
          onDone={(text) => {
            setDone({ kind: 'success', text });
            void mutate();
          }}
        />
      ) : null}
      {data.can_return ? (
        <ReturnForm orderNo={order.order_no} token={token} lines={lines} onDone={() => void mutate()} />
      ) : null}
      {data.returns.length > 0 ? <ReturnList returns={data.returns} /> : null}
    </div>
  );
}
