import type { Category } from '@common/contract';
import type { FilterParams } from '@/lib/filter-params';

/** The page heading (and title): the search, the category, or the whole catalogue. */
export function filterHeading(params: FilterParams, categories: Category[]): string {
  const category = params.cat ? categories.find((c) => c.slug === params.cat)?.name : undefined;
  if (params.q && category) return `Search results for “${params.q}” in ${category}`;
  if (params.q) return `Search results for “${params.q}”`;
  if (category) return category;
  return 'All Products';
}
