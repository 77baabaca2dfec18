import type { Metadata } from 'next';
import { MyReviews } from '@/components/profile/my-reviews';

export const metadata: Metadata = { title: 'My Reviews' };

export default function MyReviewPage() {
  return <MyReviews />;
}
