import type { Metadata } from 'next';
import { EmptyPanel } from '@/components/profile/panel';

export const metadata: Metadata = { title: 'My Reviews' };

export default function MyReviewPage() {
  return <EmptyPanel title="My Reviews" text={'You have not reviewed any products yet.'} />;
}
