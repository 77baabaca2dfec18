import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';

/** The /filter page around its results: the way back home, then the results. */
export function FilterFrame({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <Link
        href="/"
        className="mb-6 inline-flex items-center gap-1 rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-800 transition-colors hover:border-primary hover:text-primary"
      >
        <span aria-hidden="true">←</span> Back To Home
      </Link>
      {children}
    </main>
  );
}
