'use client';

import { useState } from 'react';
import { AFTER_SALE_MSG, MSG } from '@common/messages';
import { cancelOrder } from '@/lib/browser-api/after-sale';
import { ActionAlert, failureText, type ActionMessage } from './action-message';

const M = AFTER_SALE_MSG.page;

/**
 * Cancels an unshipped order after a second, explicit click (the refund is immediate and cannot be undone).
 * `token` is a guest's signed link; without it the session's cookie decides.
 */
export function CancelOrderButton({
  orderNo,
  token,
  onDone,
}: {
  orderNo: string;
  token?: string;
  /** Given the API's confirmation: the parent shows it, as this button goes once the order is canceled. */
  onDone: (message: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionMessage>(null);

  async function confirm() {
    setBusy(true);
    try {
      const done = await cancelOrder(orderNo, token);
      setMessage(null);
      setAsking(false);
      onDone(done);
    } catch (err) {
      setMessage({ kind: 'error', text: failureText(err, MSG.serverError) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      {asking ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span>{M.confirmCancel(orderNo)}</span>
          <button
            type="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void confirm()}
            className="bg-primary hover:bg-primary-dark rounded px-3 py-1.5 font-semibold text-white disabled:opacity-50"
          >
            {M.confirmYes}
          </button>
          <button
            type="button"
            onClick={() => setAsking(false)}
            className="rounded px-3 py-1.5 font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-100"
          >
            {M.keepOrder}
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="text-primary ring-primary/40 hover:bg-primary-light rounded px-3 py-1.5 text-sm font-semibold ring-1"
        >
          {M.cancelButton}
        </button>
      )}
      <ActionAlert message={message} />
    </div>
  );
}
