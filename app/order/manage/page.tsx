import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderLinkView } from '@/components/after-sale/order-link-view';

export const metadata: Metadata = { title: 'Your order', robots: { index: false, follow: false } };

export default function ManageOrderPage() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      {/* The order and its token are query parameters (the mail's signed link): read in the browser. */}
      <Suspense fallback={<div className="h-32 animate-pulse rounded bg-gray-100" aria-busy="true" />}>
        <OrderLinkView />
      </Suspense>
    </main>
  );
}
