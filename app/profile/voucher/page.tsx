import type { Metadata } from 'next';
import { VoucherList } from '@/components/profile/voucher-list';

export const metadata: Metadata = { title: 'Vouchers' };

export default function VoucherPage() {
  return <VoucherList />;
}
