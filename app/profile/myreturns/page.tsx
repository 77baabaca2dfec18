import type { Metadata } from 'next';
import { ReturnsView } from '@/components/after-sale/returns-view';

export const metadata: Metadata = { title: 'My Returns' };

export default function MyReturnsPage() {
  return <ReturnsView />;
}
