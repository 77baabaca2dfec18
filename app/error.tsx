'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';

export default function ErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView onRetry={retry} />;
}
