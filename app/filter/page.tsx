import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { filterHeading } from '@/components/filter/filter-heading';
import { FilterResults } from '@/components/filter/filter-results';
import { FilterSkeleton } from '@/components/filter/filter-skeleton';
import { getFeaturedCategories } from '@/lib/cms/categories';
import { filterProducts } from '@/lib/cms/filter';
import { FILTER_PAGE_SIZE, SHOP_NAME } from '@/lib/constants';
import { filterQuery, isIndexable, parseFilterParams, type RawSearchParams } from '@/lib/filter-params';
import { pageCount, pageHref } from '@/lib/pagination';

interface FilterPageProps {
  searchParams: Promise<RawSearchParams>;
}

/**
 * The catalogue and category lists are indexable; searches, re-sorted lists and empty pages are
 * `noindex, follow` (their product links still count). The canonical URL is the normalised query.
 */
export async function generateMetadata({ searchParams }: FilterPageProps): Promise<Metadata> {
  const params = parseFilterParams(await searchParams);
  const [products, categories] = await Promise.all([
    filterProducts({ name: params.q, categorySlug: params.cat, price: params.price, sort: params.sort }),
    getFeaturedCategories(),
  ]);
  const heading = filterHeading(params, categories);
  const pages = pageCount(products.length, FILTER_PAGE_SIZE);
  const title = params.page > 1 ? `${heading} – Page ${params.page}` : heading;
  const empty = params.page > pages;
  return {
    title,
    description: params.q
      ? `${products.length} products matching “${params.q}” at ${SHOP_NAME}.`
      : `Shop ${products.length} ${heading === 'All Products' ? 'plants, garden goods and Nepalese groceries' : heading.toLowerCase()} at ${SHOP_NAME}, with free US shipping on orders over $49.`,
    alternates: { canonical: pageHref('/filter', filterQuery(params), params.page) },
    robots: isIndexable(params) && !empty ? undefined : { index: false, follow: true },
  };
}

export default function FilterPage({ searchParams }: FilterPageProps) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <Link
        href="/"
        className="mb-6 inline-flex items-center gap-1 rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-800 transition-colors hover:border-primary hover:text-primary"
      >
        <span aria-hidden="true">←</span> Back To Home
      </Link>
      <Suspense fallback={<FilterSkeleton />}>
        <FilterResults searchParams={searchParams} />
      </Suspense>
    </main>
  );
}
