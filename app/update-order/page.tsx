import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PaymentReturn, ProcessingOrder } from '@/components/checkout/payment-return';

export const metadata: Metadata = { title: 'Processing Order', robots: { index: false, follow: false } };

/** The payment return reads its query in the browser; the static shell already shows the processing texts. */
export default function UpdateOrderPage() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4">
      <Suspense fallback={<ProcessingOrder />}>
        <PaymentReturn />
      </Suspense>
    </main>
  );
}
