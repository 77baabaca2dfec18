import type { ReturnRecord } from '@common/contract';
import { formatPrice } from '@common/format';
import { AFTER_SALE_MSG } from '@common/messages';

const M = AFTER_SALE_MSG;
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const TONE: Record<ReturnRecord['status'], string> = {
  requested: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  approved: 'bg-blue-100 text-blue-800 ring-blue-300',
  refused: 'bg-red-100 text-red-800 ring-red-300',
  received: 'bg-blue-100 text-blue-800 ring-blue-300',
  refunded: 'bg-green-100 text-green-800 ring-green-300',
};

/** Return requests with their status, lines, the owner's note and the refund once made. */
export function ReturnList({ returns }: { returns: ReturnRecord[] }) {
  return (
    <ul className="space-y-3">
      {returns.map((r) => (
        <li key={r.id} className="rounded-lg border border-gray-200 p-4 text-sm" data-testid="return">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              {M.page.returnNo(r.id)} · {r.order_no} · {dateFormat.format(new Date(r.created_at))}
            </p>
            <span
              data-testid="return-status"
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[r.status]}`}
            >
              {M.statusLabel[r.status]}
            </span>
          </div>
          <ul className="mt-2 text-gray-700">
            {r.items.map((i) => (
              <li key={i.order_item_id}>
                {i.qty} × {i.name}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-gray-600">{r.reason}</p>
          {r.note ? <p className="mt-1 text-gray-800">{r.note}</p> : null}
          {r.refund_amount > 0 ? (
            <p className="mt-1 font-semibold">
              {M.page.refunded}: {formatPrice(r.refund_amount)}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
