import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

/** Unknown routes and unknown products (notFound()) answer 404 with this page. */
export default function NotFound() {
  return <NotFoundView />;
}
