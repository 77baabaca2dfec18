'use client';

import { useState } from 'react';
import useSWR from 'swr';
import type { Order, ReturnRecord } from '@common/contract';
import { AFTER_SALE_MSG, MSG } from '@common/messages';
import { getOrdersHistory } from '@/lib/browser-api/accounts';
import { getReturns, getReturnWindow } from '@/lib/browser-api/after-sale';
import { useUserStore } from '@/store/user-store';
import { Panel } from '@/components/profile/panel';
import { ReturnForm } from './return-form';
import { returnableLines } from './returnable-lines';
import { ReturnList } from './return-list';

const M = AFTER_SALE_MSG;

function ReturnableOrder({
  order,
  returns,
  onDone,
}: {
  order: Order;
  returns: ReturnRecord[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className="space-y-3 rounded-lg border border-gray-200 p-4 text-sm" data-testid="returnable-order">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{order.order_no}</p>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="text-primary ring-primary/40 hover:bg-primary-light rounded px-3 py-1.5 font-semibold ring-1"
        >
          {M.page.returnButton}
        </button>
      </div>
      {open ? (
        <ReturnForm orderNo={order.order_no} lines={returnableLines(order, returns)} onDone={onDone} />
      ) : null}
    </li>
  );
}

/**
 * My Returns: the delivered orders a return can be asked for (within the window the shop states), and every
 * return request with its status. The spec's empty text stays for a customer with no returns.
 */
export function ReturnsView() {
  const id = useUserStore((s) => s.user?.id ?? null);
  const key = (name: string) => (id === null ? null : ([name, id] as const));
  const orders = useSWR(key('orders'), () => getOrdersHistory(), { revalidateOnFocus: false });
  const returns = useSWR(key('returns'), () => getReturns(), { revalidateOnFocus: false });
  const window = useSWR('return-window', () => getReturnWindow(), { revalidateOnFocus: false });
  const delivered = orders.data?.filter((o) => o.status === 'completed') ?? [];

  return (
    <Panel title="My Returns">
      {(orders.error && !orders.data) || (returns.error && !returns.data) ? (
        <p role="alert" className="text-primary">
          {MSG.serverError}
        </p>
      ) : !orders.data || !returns.data ? (
        <div
          className="h-32 animate-pulse rounded bg-gray-100"
          aria-busy="true"
          aria-label="Loading returns"
        />
      ) : (
        <div className="space-y-6">
          {delivered.length > 0 ? (
            <section aria-labelledby="returnable-heading" className="space-y-3">
              <h2 id="returnable-heading" className="font-semibold">
                {M.page.returnable}
              </h2>
              {window.data ? <p className="text-sm text-gray-600">{M.page.windowNote(window.data)}</p> : null}
              <ul className="space-y-3">
                {delivered.map((o) => (
                  <ReturnableOrder
                    key={o.id}
                    order={o}
                    returns={returns.data ?? []}
                    onDone={() => void returns.mutate()}
                  />
                ))}
              </ul>
            </section>
          ) : null}
          {returns.data.length === 0 ? (
            <p className="py-10 text-center text-gray-600">{M.noReturns}</p>
          ) : (
            <section aria-labelledby="returns-heading" className="space-y-3">
              <h2 id="returns-heading" className="font-semibold">
                {M.page.yourReturns}
              </h2>
              <ReturnList returns={returns.data} />
            </section>
          )}
        </div>
      )}
    </Panel>
  );
}
