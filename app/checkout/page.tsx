import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CheckoutSkeleton } from '@/components/checkout/checkout-skeleton';
import { CheckoutView } from '@/components/checkout/checkout-view';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

/** Per shopper (their cart, their payment): the static shell is only the heading and the skeleton. */
export default function CheckoutPage() {
  return (
    // At least a screen high: the form that replaces the skeleton grows into this space instead of pushing
    // the footer (no layout shift).
    <main className="mx-auto w-full max-w-6xl min-h-screen px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Checkout</h1>
      <Suspense fallback={<CheckoutSkeleton />}>
        <CheckoutView />
      </Suspense>
    </main>
  );
}
