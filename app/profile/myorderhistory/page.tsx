import type { Metadata } from 'next';
import { OrderHistory } from '@/components/profile/order-history';

export const metadata: Metadata = { title: 'My Orders' };

export default function OrderHistoryPage() {
  return <OrderHistory />;
}
