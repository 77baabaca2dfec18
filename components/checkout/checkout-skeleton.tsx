import { Skeleton } from '@/components/ui/skeleton';
import { VerifyOverlay } from './verify-overlay';

/**
 * The checkout's shape while the cart is read and priced: form blocks on the left, summary on the right,
 * under the 'Verifying the order summary...' overlay. The overlay is in the server's HTML, so the page's
 * largest text is drawn with the first paint instead of after every script has run (its LCP; ADR 0017).
 */
export function CheckoutSkeleton() {
  return (
    <>
      <VerifyOverlay state="verifying" />
      <div
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
        aria-busy="true"
        aria-label="Loading checkout"
      >
        <PaymentFormSkeleton />
        <Skeleton className="h-80" />
      </div>
    </>
  );
}

/** The payment form's shape: contact, shipping address, card, Pay button. */
export function PaymentFormSkeleton() {
  return (
    // A flex gap, not space-y: the spacing must already be right in the inlined critical CSS of the first paint.
    <div className="flex flex-col gap-5" aria-hidden="true">
      <Skeleton className="h-36" />
      <Skeleton className="h-72" />
      <Skeleton className="h-40" />
      <Skeleton className="h-12" />
    </div>
  );
}
