import type { Metadata } from 'next';
import { EmptyPanel } from '@/components/profile/panel';
import { MSG } from '@common/messages';

export const metadata: Metadata = { title: 'Vouchers' };

export default function VoucherPage() {
  return <EmptyPanel title="Vouchers" text={MSG.profile.noVoucher} />;
}
