import type { Metadata } from 'next';
import { PaymentInfoPage } from '@/components/content/payment-info-page';
import { PAYMENT_PROVIDER } from '@/lib/checkout/provider';
import { contentMetadata } from '@/lib/content-metadata';

export const metadata: Metadata = contentMetadata({
  title: 'Payment',
  fallbackDescription:
    'How paying works: the cards we accept, one card payment at checkout, free shipping over $49 to the USA.',
  path: '/payment',
});

/** Static text about paying (no CMS call): prerendered with the processor the build uses. */
export default function PaymentPage() {
  return <PaymentInfoPage provider={PAYMENT_PROVIDER} />;
}
