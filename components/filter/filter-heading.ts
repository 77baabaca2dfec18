import type { Category } from '@common/contract';
import type { FilterParams } from '@/lib/filter-params';

/**
 * The page heading (and title): the search, the category, or the whole catalogue. A category the shop does
 * not have (an old or mistyped link) is named as asked, so the empty list is not mistaken for the whole
 * catalogue having no products (see docs/adr/0030-unknown-category-heading.md).
 */
export function filterHeading(params: FilterParams, categories: Category[]): string {
  const category = params.cat ? categoryLabel(params.cat, categories) : undefined;
  if (params.q && category) return `Search results for “${params.q}” in ${category}`;
  if (params.q) return `Search results for “${params.q}”`;
  if (category) return category;
  return 'All Products';
}

function categoryLabel(slug: string, categories: Category[]): string {
  return categories.find((c) => c.slug === slug)?.name ?? `Category “${slug}”`;
}
