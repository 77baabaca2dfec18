'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { MSG } from '@common/messages';
import './globals.css';

/** Errors in the root layout itself: this replaces the whole document. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body className="bg-white text-gray-800">
        <title>{MSG.unexpectedError}</title>
        <ErrorView onRetry={retry} />
      </body>
    </html>
  );
}
