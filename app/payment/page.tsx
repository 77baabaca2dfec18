import type { Metadata } from 'next';
import { PaymentInfoPage } from '@/components/content/payment-info-page';
import { PAYMENT_PROVIDER } from '@/lib/checkout/provider';
import { getShippingSettings } from '@/lib/cms-client/shipping-settings';
import { contentMetadata } from '@/lib/content-metadata';

export const metadata: Metadata = contentMetadata({
  title: 'Payment',
  fallbackDescription:
    'How paying works: the cards we accept, one card payment at checkout, free shipping over $49 to the USA.',
  path: '/payment',
});

/** Text about paying: prerendered with the processor the build uses and the owner's shipping rule (cached). */
export default async function PaymentPage() {
  return <PaymentInfoPage provider={PAYMENT_PROVIDER} shipping={await getShippingSettings()} />;
}
