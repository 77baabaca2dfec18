'use client';

import { lazy, Suspense, useState } from 'react';
import { useStylesheetsReady } from '@/components/ui/use-stylesheets-ready';
import { useCartStore } from '@/store/cart-store';
import { CheckoutSkeleton, PaymentFormSkeleton } from './checkout-skeleton';
import { DiscountCodeBox } from './discount-code-box';
import { OrderSummary } from './order-summary';
import { TestPaymentForm } from './test-payment-form';
import { useCheckoutSession } from './use-checkout-session';
import { VerifyOverlay } from './verify-overlay';

// Stripe's React bindings and stripe.js load only on this page, and only when a publishable key is set:
// the key is inlined at build time (next.config.mjs), so a build without one has no loader for them at all.
// React.lazy rather than next/dynamic, whose loader (about 2 KB) every checkout would download: the form
// renders only in the browser, once the payment is initiated, so it needs none of its server rendering.
const StripeCheckout = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
  ? lazy(() => import('./stripe-checkout'))
  : null;

/** /checkout: payment form on the left, order summary on the right (stacked on small screens). */
export function CheckoutView() {
  const [discountCode, setDiscountCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const phase = useCheckoutSession(discountCode, (message) => {
    setCodeError(message);
    setDiscountCode('');
  });
  const lines = useCartStore((s) => s.cardData);
  // Drawn only with the full stylesheets in: the first paint has only the rules of the skeleton.
  const styled = useStylesheetsReady();

  if (phase.kind === 'loading' || phase.kind === 'empty' || !styled) return <CheckoutSkeleton />;

  const ready = phase.kind === 'ready' ? phase : null;
  return (
    <>
      {phase.kind === 'verifying' && <VerifyOverlay state="verifying" />}
      {phase.kind === 'over-stock' && <VerifyOverlay state="over-stock" lines={phase.lines} />}
      {phase.kind === 'error' && <VerifyOverlay state="error" retry={phase.retry} />}
      {/* Grid items default to min-width: auto and would grow to their widest content (the card rows), making
          the page scroll sideways on a phone; min-w-0 lets them shrink to the column. */}
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="order-2 min-w-0 lg:order-1">
          {ready ? (
            StripeCheckout ? (
              <Suspense fallback={<PaymentFormSkeleton />}>
                <StripeCheckout payment={ready.payment} items={ready.items} user={ready.user} />
              </Suspense>
            ) : (
              // A new payment (the cart changed) starts a fresh form, as Stripe's elements do.
              <TestPaymentForm
                key={ready.payment.pid}
                payment={ready.payment}
                items={ready.items}
                user={ready.user}
              />
            )
          ) : (
            <PaymentFormSkeleton />
          )}
        </div>
        <div className="order-1 min-w-0 lg:order-2">
          <OrderSummary lines={lines} amounts={ready?.payment ?? null}>
            <DiscountCodeBox
              applied={ready?.payment.discount_code ?? ''}
              error={codeError}
              onApply={(code) => {
                setCodeError(null);
                setDiscountCode(code);
              }}
              onRemove={() => {
                setCodeError(null);
                setDiscountCode('');
              }}
            />
          </OrderSummary>
        </div>
      </div>
    </>
  );
}
