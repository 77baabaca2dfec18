'use client';

import { useId, useState, type FormEvent } from 'react';
import { RETURN_REASON_MAX } from '@common/constants';
import { AFTER_SALE_MSG, MSG } from '@common/messages';
import { requestReturn } from '@/lib/browser-api/after-sale';
import { ActionAlert, failureText, type ActionMessage } from './action-message';

const M = AFTER_SALE_MSG.page;

export interface ReturnableLine {
  order_item_id: number;
  name: string;
  /** Units still returnable. */
  left: number;
}

/** One number field per line, from 0 to the units still returnable. */
function QuantityFields({
  lines,
  qty,
  onQty,
}: {
  lines: ReturnableLine[];
  qty: Record<number, number>;
  onQty: (orderItemId: number, n: number) => void;
}) {
  const id = useId();
  return (
    <ul className="space-y-2">
      {lines.map((l) => (
        <li key={l.order_item_id} className="flex items-center justify-between gap-4 text-sm">
          <label htmlFor={`${id}-${l.order_item_id}`} className="min-w-0 truncate">
            {l.name}
          </label>
          <input
            id={`${id}-${l.order_item_id}`}
            type="number"
            min={0}
            max={l.left}
            disabled={l.left === 0}
            value={qty[l.order_item_id] ?? 0}
            aria-label={M.qtyToReturn(l.name)}
            onChange={(e) => {
              const n = Math.max(0, Math.min(l.left, Math.floor(Number(e.target.value) || 0)));
              onQty(l.order_item_id, n);
            }}
            className="w-20 rounded border border-gray-300 px-2 py-1"
          />
        </li>
      ))}
    </ul>
  );
}

/** Lines and quantities to return, with a reason; `token` is a guest's signed link. */
export function ReturnForm({
  orderNo,
  lines,
  token,
  onDone,
}: {
  orderNo: string;
  lines: ReturnableLine[];
  token?: string;
  onDone: () => void;
}) {
  const reasonId = useId();
  const [qty, setQty] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionMessage>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const items = lines
      .map((l) => ({ order_item_id: l.order_item_id, qty: qty[l.order_item_id] ?? 0 }))
      .filter((i) => i.qty > 0);
    if (items.length === 0) return setMessage({ kind: 'error', text: M.chooseItems });
    setBusy(true);
    try {
      const done = await requestReturn({ order_no: orderNo, items, reason, ...(token ? { token } : {}) });
      setMessage({ kind: 'success', text: done.message });
      setQty({});
      setReason('');
      onDone();
    } catch (err) {
      setMessage({ kind: 'error', text: failureText(err, MSG.serverError) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" aria-label={M.returnFormLabel(orderNo)}>
      <QuantityFields lines={lines} qty={qty} onQty={(id, n) => setQty((q) => ({ ...q, [id]: n }))} />
      <div>
        <label htmlFor={reasonId} className="mb-1 block text-sm font-semibold">
          {M.reason}
        </label>
        <textarea
          id={reasonId}
          required
          maxLength={RETURN_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          className="w-full rounded border border-gray-300 px-3 py-2 text-sm"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className="bg-primary hover:bg-primary-dark rounded px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
      >
        {M.sendReturn}
      </button>
      <ActionAlert message={message} />
    </form>
  );
}
