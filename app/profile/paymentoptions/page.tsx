import type { Metadata } from 'next';
import { EmptyPanel } from '@/components/profile/panel';
import { MSG } from '@common/messages';

export const metadata: Metadata = { title: 'Payment Options' };

export default function PaymentOptionsPage() {
  return <EmptyPanel title="Payment Options" text={MSG.profile.noPaymentOptions} />;
}
