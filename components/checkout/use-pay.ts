'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { OrderItem, PayOutcome } from '@/lib/checkout/pay';
import { paymentReturnUrl, type PaymentAdapter } from '@/lib/checkout/payment-adapter';
import type { CardFields } from '@/lib/checkout/test-card';
import type { CheckoutField, CheckoutFormValues, ElementsComplete } from '@/lib/checkout/validate';
import type { PaymentProvider } from '@/lib/browser-api/orders';
import type { InitiateResult, SessionUser } from '@common/contract';
import { MSG } from '@common/messages';
import { trackPurchase } from '@/lib/analytics';
import { notify } from '@/lib/notify';
import { useTimedMessage } from '@/components/ui/use-timed-message';
import { discountCodeRefusal } from '@/lib/checkout/discount-code';

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

/** The code Pay runs after the click (lib/checkout/pay-step.ts). */
export type PayStep = typeof import('@/lib/checkout/pay-step');

let payStep: Promise<PayStep> | null = null;

/** Loads the pay step once; a failed load (offline) is tried again at the next call. */
function loadPayStep(): Promise<PayStep> {
  payStep ??= import('@/lib/checkout/pay-step').catch((error: unknown) => {
    payStep = null;
    throw error;
  });
  return payStep;
}

export interface PaySubmission {
  form: CheckoutFormValues;
  complete: ElementsComplete;
  card?: CardFields;
  /** The provider's adapter (Stripe's wraps the loaded stripe.js and its elements). */
  adapter: PaymentAdapter;
}

interface OutcomeView {
  setInvalidField: (field: CheckoutField | null) => void;
  show: (kind: 'error', text: string) => void;
  scrollTo: RefObject<'top' | 'message'>;
  leave: (path: string) => void;
}

/** Shows what came of Pay; true when the browser leaves the checkout (the form then stays busy). */
function showOutcome(
  outcome: PayOutcome,
  step: PayStep,
  view: OutcomeView,
  payment: InitiateResult,
): boolean {
  switch (outcome.kind) {
    case 'invalid':
      view.setInvalidField(outcome.error.field);
      view.scrollTo.current = 'message';
      view.show('error', outcome.error.message);
      return false;
    case 'place-failed':
      view.scrollTo.current = 'top';
      // Issue 40: a code used up since it was priced is named, before any payment; else the spec's text.
      view.show('error', discountCodeRefusal(outcome.cause) ?? MSG.checkout.placeFailed);
      return false;
    case 'payment-failed':
      if (outcome.detail) console.warn('[checkout] payment not confirmed:', outcome.detail);
      view.scrollTo.current = 'message';
      view.show('error', MSG.checkout.paymentFailed);
      return false;
    case 'redirect':
      // The browser is on its way to the authentication page or the return URL.
      return true;
    case 'succeeded':
      void trackPurchase(payment);
      notify.success(MSG.checkout.placed);
      view.leave(step.returnPathFor(outcome.pid));
      return true;
  }
}

/**
 * The Pay button's behaviour: one submission at a time (a ref guards against a double click before the
 * disabled state renders), the messages clearing after 5 seconds, and the way out on success.
 * `submit` takes a function that gathers the form, so reading the provider's elements happens inside the
 * guard too; it gets the pay step, loaded by then. `prepare` starts loading that step: the forms call it
 * when the shopper first works on them, so a click on Pay rarely waits for it.
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
    async (build: (step: PayStep) => PaySubmission | Promise<PaySubmission>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      clear();
      setInvalidField(null);
      let leaving = false;
      try {
        const step = await loadPayStep().catch(() => null);
        if (!step) {
          // Offline: nothing was placed or paid.
          scrollTo.current = 'top';
          show('error', MSG.checkout.placeFailed);
          return;
        }
        const { form, complete, card, adapter } = await build(step);
        // The return page clears the cart only for this payment (not for an old return address).
        step.rememberPendingPayment(window.localStorage, payment.pid);
        const outcome = await step.pay(
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
          { placeOrder: step.placeOrder, adapter, placedPids },
        );
        leaving = showOutcome(
          outcome,
          step,
          {
            setInvalidField,
            show,
            scrollTo,
            leave: (path) => router.push(path),
          },
          payment,
        );
      } finally {
        if (!leaving) {
          running.current = false;
          setBusy(false);
        }
      }
    },
    [clear, items, payment, provider, router, show, user],
  );
  const prepare = useCallback(() => void loadPayStep().catch(() => {}), []);

  return { submit, prepare, busy, message, invalidField, alertRef };
}
