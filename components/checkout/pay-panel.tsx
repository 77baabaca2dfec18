'use client';

import type { RefObject } from 'react';
import type { TimedMessage } from '@/components/ui/use-timed-message';
import { formatCents } from '@common/format';

/** The form's one message (validation, placing or payment), kept where the shopper is looking. */
export function CheckoutAlert({
  message,
  alertRef,
}: {
  message: TimedMessage | null;
  alertRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    // Takes no room while empty, so the form's first section lines up with the summary.
    <div ref={alertRef} className="empty:hidden">
      {message && (
        <p
          role="alert"
          className="border-primary/30 bg-primary-light text-primary rounded-md border px-4 py-3 text-sm font-medium"
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

export function PayButton({ busy, totalCents }: { busy: boolean; totalCents: number }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="bg-primary hover:bg-primary-dark w-full rounded-md px-4 py-3.5 text-base font-semibold text-white shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? 'Processing…' : `Pay ${formatCents(totalCents)}`}
    </button>
  );
}
