import type { Metadata } from 'next';
import { getFeaturedCategories } from '@/lib/cms-client/categories';
import { filterPage } from '@/lib/cms-client/filter';
import { FILTER_PAGE_SIZE, SHOP_NAME } from '@common/constants';
import { filterOf, filterQuery, isIndexable, type FilterParams } from '@/lib/filter-params';
import { pageCount, pageHref } from '@/lib/pagination';
import { filterHeading } from './filter-heading';

/**
 * The catalogue and category lists are indexable; searches, re-sorted lists and empty pages are
 * `noindex, follow` (their product links still count). The canonical URL is the normalised query.
 */
export async function filterMetadata(params: FilterParams): Promise<Metadata> {
  const [result, categories] = await Promise.all([
    filterPage(filterOf(params), params.page),
    getFeaturedCategories(),
  ]);
  const heading = filterHeading(params, categories);
  // Unavailable (the CMS failed): no count to state, and nothing to index.
  const total = result.available ? `${result.total} ` : '';
  const empty = !result.available || params.page > pageCount(result.total, FILTER_PAGE_SIZE);
  return {
    title: params.page > 1 ? `${heading} – Page ${params.page}` : heading,
    description: params.q
      ? `${total}products matching “${params.q}” at ${SHOP_NAME}.`
      : `Shop ${total}${heading === 'All Products' ? 'plants, garden goods and Nepalese groceries' : heading.toLowerCase()} at ${SHOP_NAME}, with free US shipping on orders over $49.`,
    alternates: { canonical: pageHref('/filter', filterQuery(params), params.page) },
    robots: isIndexable(params) && !empty ? undefined : { index: false, follow: true },
  };
}
