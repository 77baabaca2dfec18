import type { Metadata } from 'next';
import { EmptyPanel } from '@/components/profile/panel';

export const metadata: Metadata = { title: 'My Returns' };

export default function MyReturnsPage() {
  return <EmptyPanel title="My Returns" text={'You have no returns.'} />;
}
