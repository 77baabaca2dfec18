'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { updateOrder } from '@/lib/browser-api/orders';
import { completePayment, readReturnQuery, takePendingPayment } from '@/lib/checkout/payment-return';
import { PAYMENT_PROVIDER } from '@/lib/checkout/provider';
import { FAILURE_MSG, MSG } from '@common/messages';
import { ApiError } from '@/lib/browser-api/client';
import { notify } from '@/lib/notify';
import { useCartStore } from '@/store/cart-store';

/**
 * /update-order: where the provider sends the shopper back. Settles the payment once (see
 * completePayment; while the CMS is unreachable it keeps processing and tries again for up to a minute)
 * and replaces this page with the order confirmation. The return of the checkout this browser started
 * also clears the cart and, when it comes from the provider's page (authentication), says the order is
 * placed, as the checkout does when it pays without leaving. A payment the CMS refuses (failed, unknown)
 * shows 'Order update error' and goes home; a failed one also says nothing was taken and the cart is kept.
 * Without a payment id the page just goes home.
 */
export function PaymentReturn() {
  const router = useRouter();
  const params = useSearchParams();
  const query = readReturnQuery(params);
  const pid = query.kind === 'missing' ? '' : query.pid;
  const kind = query.kind;
  const redirected = query.kind === 'pid' && query.redirected;

  useEffect(() => {
    let cancelled = false;
    const fail = (notTaken: boolean) => {
      if (cancelled) return;
      notify.error(MSG.payReturn.error);
      // The spec's text alone leaves the shopper wondering about the money and the cart.
      if (notTaken) notify.info(FAILURE_MSG.paymentNotTaken);
      router.replace('/');
    };
    if (kind !== 'pid') {
      // No payment id: the spec runs the update only when there is one, so this just goes home quietly.
      // Deferred, so strict mode's throw-away first run shows no notice.
      const timer = setTimeout(() => (kind === 'failed' ? fail(true) : router.replace('/')), 0);
      return () => {
        cancelled = true;
        clearTimeout(timer);
      };
    }
    const storage = window.sessionStorage;
    completePayment(pid, { provider: PAYMENT_PROVIDER, storage, updateOrder }).then(
      (no) => {
        if (cancelled) return;
        // Only once, and only for this browser's checkout: a reload, the back button or an old return
        // address must not empty a cart filled since.
        if (takePendingPayment(window.localStorage, pid)) {
          useCartStore.getState().clear();
          if (redirected) notify.success(MSG.checkout.placed);
        }
        router.replace(`/order-success?no=${encodeURIComponent(no)}`);
      },
      (err: unknown) => {
        if (!cancelled) console.warn('[update-order]', err);
        // The CMS refused this payment as not paid (402): nothing was taken, and the cart is untouched.
        fail(err instanceof ApiError && err.status === 402);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pid, kind, redirected, router]);

  return <ProcessingOrder />;
}

export function ProcessingOrder() {
  return (
    <div role="status" className="flex flex-col items-center gap-5 py-20 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{MSG.payReturn.heading}</h1>
      <span
        aria-hidden="true"
        className="border-primary/20 border-t-primary h-12 w-12 animate-spin rounded-full border-4"
      />
      <p className="text-gray-700">{MSG.payReturn.processing}</p>
      <p className="font-medium text-gray-900">{MSG.payReturn.doNotClose}</p>
    </div>
  );
}
