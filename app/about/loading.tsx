import { ContentSkeleton } from '@/components/content/content-skeleton';

export default function Loading() {
  return <ContentSkeleton withImage />;
}
