import type { Metadata } from 'next';
import { EmptyPanel } from '@/components/profile/panel';

export const metadata: Metadata = { title: 'My Cancellations' };

export default function CancellationsPage() {
  return <EmptyPanel title="My Cancellations" text={'You have no cancellations.'} />;
}
