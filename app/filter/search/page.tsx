import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FilterFrame } from '@/components/filter/filter-frame';
import { filterMetadata } from '@/components/filter/filter-metadata';
import { FilterResults } from '@/components/filter/filter-results';
import { FilterSkeleton } from '@/components/filter/filter-skeleton';
import {
  NoScriptResultsStyle,
  ResultsSkeletonFrame,
  StreamedResults,
} from '@/components/filter/no-script-results';
import { parseFilterParams, type RawSearchParams } from '@/lib/filter-params';

interface FilterPageProps {
  searchParams: Promise<RawSearchParams>;
}

/*
 * /filter with a search or a sort (next.config.mjs rewrites it here), rendered for each request around a
 * prerendered shell. The plain catalogue and category lists (`/filter`, `?cat=`, `?page=`) go to the
 * prerendered pages under app/filter/all and app/filter/category instead.
 */

export async function generateMetadata({ searchParams }: FilterPageProps): Promise<Metadata> {
  return filterMetadata(parseFilterParams(await searchParams));
}

async function ResultsForQuery({ searchParams }: FilterPageProps) {
  // Awaited here rather than rendered as an async child: React would stream that child as a block of its
  // own, outside the marked one that the page shows without JavaScript (no-script-results.tsx).
  const results = await FilterResults({ params: parseFilterParams(await searchParams) });
  return <StreamedResults>{results}</StreamedResults>;
}

export default function FilterPage({ searchParams }: FilterPageProps) {
  return (
    <FilterFrame>
      <NoScriptResultsStyle />
      <Suspense
        fallback={
          <ResultsSkeletonFrame>
            <FilterSkeleton />
          </ResultsSkeletonFrame>
        }
      >
        <ResultsForQuery searchParams={searchParams} />
      </Suspense>
    </FilterFrame>
  );
}
