import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderSuccess, OrderSuccessView } from '@/components/checkout/order-success';

export const metadata: Metadata = { title: 'Order placed', robots: { index: false, follow: false } };

export default function OrderSuccessPage() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-12">
      {/* The order number is a query parameter: read in the browser; the shell shows the rest. */}
      <Suspense fallback={<OrderSuccessView no="" />}>
        <OrderSuccess />
      </Suspense>
    </main>
  );
}
