import { ProductGrid } from '@/components/product/product-grid';
import { getFeaturedCategories } from '@/lib/cms-client/categories';
import { filterPage } from '@/lib/cms-client/filter';
import { getClosestMatches } from '@/lib/cms-client/suggest';
import { FILTER_PAGE_SIZE, SUGGEST_MIN_CHARS } from '@common/constants';
import type { Product } from '@common/contract';
import { filterOf, filterQuery, type FilterParams } from '@/lib/filter-params';
import { MSG } from '@common/messages';
import { pageCount } from '@/lib/pagination';
import { DidYouMean } from './did-you-mean';
import { filterHeading } from './filter-heading';
import { FilterToolbar } from './filter-toolbar';
import { Pagination } from './pagination';

/** On the filter page products link to /{category_slug}/{slug} (docs/behaviour.md#search-and-filter). */
const categoryProductHref = (p: Product) => `/${p.category_slug}/${p.slug}`;

/** 'Did you mean': asked only when a search found nothing. */
async function closestMatches(q: string) {
  const text = q.trim();
  return text.length >= SUGGEST_MIN_CHARS ? (await getClosestMatches(text)).products : [];
}

/**
 * Everything on /filter that depends on the URL: heading, item count, sorts, the page of products and the
 * page links. Only the asked-for page of products is fetched (and cached).
 */
export async function FilterResults({ params }: { params: FilterParams }) {
  const [result, categories] = await Promise.all([
    filterPage(filterOf(params), params.page),
    getFeaturedCategories(),
  ]);
  const heading = <h1 className="text-2xl font-bold text-gray-900">{filterHeading(params, categories)}</h1>;

  if (!result.available) {
    // No count and no 'No items to show': the CMS did not say how many products match.
    return (
      <>
        <div className="mb-6 flex flex-col gap-4 border-b border-gray-200 pb-6 md:flex-row md:items-end md:justify-between">
          {heading}
          <FilterToolbar params={params} />
        </div>
        <p role="alert" className="py-16 text-center text-lg text-gray-600">
          {MSG.searchUnavailable}
        </p>
      </>
    );
  }

  const { products: items, total } = result;
  const count = pageCount(total, FILTER_PAGE_SIZE);

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 border-b border-gray-200 pb-6 md:flex-row md:items-end md:justify-between">
        <div>
          {heading}
          <p className="mt-1 text-sm text-gray-600" data-testid="item-count">
            <span className="font-semibold text-gray-900">{total}</span> {total === 1 ? 'item' : 'items'}
            {count > 1 && params.page <= count && (
              <span className="text-gray-500">
                {' '}
                · page {params.page} of {count}
              </span>
            )}
          </p>
        </div>
        <FilterToolbar params={params} />
      </div>
      {items.length > 0 ? (
        <>
          {/* The cards' names are h3s, as in every product list; this keeps the outline h1 > h2 > h3. */}
          <h2 className="sr-only">Products</h2>
          <ProductGrid products={items} hrefFor={categoryProductHref} priorityCount={4} />
        </>
      ) : (
        <>
          <p className="pt-16 pb-6 text-center text-lg text-gray-600">{MSG.noItems}</p>
          <DidYouMean closest={await closestMatches(params.q)} categories={categories} />
        </>
      )}
      <Pagination path="/filter" query={filterQuery(params)} page={params.page} count={count} />
    </>
  );
}
