import { ProductGrid } from '@/components/product/product-grid';
import { getFeaturedCategories } from '@/lib/cms/categories';
import { filterProducts } from '@/lib/cms/filter';
import { FILTER_PAGE_SIZE } from '@/lib/constants';
import type { Product } from '@/lib/contract';
import { filterQuery, parseFilterParams, type RawSearchParams } from '@/lib/filter-params';
import { MSG } from '@/lib/messages';
import { pageCount, pageSlice } from '@/lib/pagination';
import { filterHeading } from './filter-heading';
import { FilterToolbar } from './filter-toolbar';
import { Pagination } from './pagination';

/** On the filter page products link to /{category_slug}/{slug} (spec). */
const categoryProductHref = (p: Product) => `/${p.category_slug}/${p.slug}`;

/**
 * Everything on /filter that depends on the URL: heading, item count, sorts, the page of products and the
 * page links. Paging is done here on the server from the one cached filter result.
 */
export async function FilterResults({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = parseFilterParams(await searchParams);
  const [products, categories] = await Promise.all([
    filterProducts({ name: params.q, categorySlug: params.cat, price: params.price, sort: params.sort }),
    getFeaturedCategories(),
  ]);
  const count = pageCount(products.length, FILTER_PAGE_SIZE);
  const items = pageSlice(products, params.page, FILTER_PAGE_SIZE);

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 border-b border-gray-200 pb-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{filterHeading(params, categories)}</h1>
          <p className="mt-1 text-sm text-gray-600" data-testid="item-count">
            <span className="font-semibold text-gray-900">{products.length}</span>{' '}
            {products.length === 1 ? 'item' : 'items'}
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
        <ProductGrid products={items} hrefFor={categoryProductHref} priorityCount={4} />
      ) : (
        <p className="py-16 text-center text-lg text-gray-600">{MSG.noItems}</p>
      )}
      <Pagination path="/filter" query={filterQuery(params)} page={params.page} count={count} />
    </>
  );
}
