'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { placeOrder } from '@/lib/browser-api/orders';
import { pay, returnPathFor, type OrderItem } from '@/lib/checkout/pay';
import { paymentReturnUrl, type PaymentAdapter } from '@/lib/checkout/payment-adapter';
import { rememberPendingPayment } from '@/lib/checkout/payment-return';
import type { CardFields } from '@/lib/checkout/test-card';
import type { CheckoutField, CheckoutFormValues, ElementsComplete } from '@/lib/checkout/validate';
import type { PaymentProvider } from '@/lib/browser-api/orders';
import type { InitiateResult, SessionUser } from '@common/contract';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { useTimedMessage } from '@/components/ui/use-timed-message';

/**
 * Payment ids whose order was placed in this tab. Module-level, so a form remounted for the same payment
 * still knows: a retry after a declined card confirms again without a second order.
 */
const placedPids = new Set<string>();

interface Options {
  /** The provider whose form this is (named in placeorder's `method`). */
  provider: PaymentProvider;
  payment: InitiateResult;
  items: OrderItem[];
  user: SessionUser | null;
}

export interface PaySubmission {
  form: CheckoutFormValues;
  complete: ElementsComplete;
  card?: CardFields;
  /** The provider's adapter (Stripe's wraps the loaded stripe.js and its elements). */
  adapter: PaymentAdapter;
}

/**
 * The Pay button's behaviour: one submission at a time (a ref guards against a double click before the
 * disabled state renders), the messages clearing after 5 seconds, and the way out on success.
 * `submit` takes a function that gathers the form, so reading the provider's elements happens inside the
 * guard too.
 */
export function usePay({ provider, payment, items, user }: Options) {
  const router = useRouter();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [invalidField, setInvalidField] = useState<CheckoutField | null>(null);
  const { message, show, clear } = useTimedMessage();
  const alertRef = useRef<HTMLDivElement>(null);
  /** Where a new message takes the shopper: a failed order to the page top (docs/behaviour.md#failures), others to the message. */
  const scrollTo = useRef<'top' | 'message'>('message');

  // After the message has rendered, so the scroll lands on it.
  useEffect(() => {
    if (!message) return;
    if (scrollTo.current === 'top') window.scrollTo({ top: 0, behavior: 'smooth' });
    else alertRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [message]);

  const submit = useCallback(
    async (build: () => PaySubmission | Promise<PaySubmission>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      clear();
      setInvalidField(null);
      let leaving = false;
      try {
        const { form, complete, card, adapter } = await build();
        // The return page clears the cart only for this payment (not for an old return address).
        rememberPendingPayment(window.localStorage, payment.pid);
        const outcome = await pay(
          {
            form,
            complete,
            card,
            items,
            userId: user?.id ?? null,
            provider,
            payment,
            returnUrl: paymentReturnUrl(window.location.origin),
          },
          { placeOrder, adapter, placedPids },
        );
        switch (outcome.kind) {
          case 'invalid':
            setInvalidField(outcome.error.field);
            scrollTo.current = 'message';
            show('error', outcome.error.message);
            break;
          case 'place-failed':
            scrollTo.current = 'top';
            show('error', MSG.checkout.placeFailed);
            break;
          case 'payment-failed':
            if (outcome.detail) console.warn('[checkout] payment not confirmed:', outcome.detail);
            scrollTo.current = 'message';
            show('error', MSG.checkout.paymentFailed);
            break;
          case 'redirect':
            // The browser is on its way to the authentication page or the return URL.
            leaving = true;
            break;
          case 'succeeded':
            leaving = true;
            notify.success(MSG.checkout.placed);
            router.push(returnPathFor(outcome.pid));
            break;
        }
      } finally {
        if (!leaving) {
          running.current = false;
          setBusy(false);
        }
      }
    },
    [clear, items, payment, provider, router, show, user],
  );

  return { submit, busy, message, invalidField, alertRef };
}
