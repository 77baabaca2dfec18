import type { Metadata } from 'next';
import { CancellationsView } from '@/components/after-sale/cancellations-view';

export const metadata: Metadata = { title: 'My Cancellations' };

export default function CancellationsPage() {
  return <CancellationsView />;
}
