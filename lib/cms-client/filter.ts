import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { FILTER_PAGE_SIZE } from '@common/constants';
import { filterResponse, type DateSort, type PriceSort } from '@common/contract';
import { cmsFetch } from './client';
import { toFilterPage, type FilterPage } from './filter-page';
import { loggedOr } from './logged';
import { PRICE_ORDER_TAG, productListTags } from './tags';

export interface ProductFilter {
  name: string;
  categorySlug: string;
  price: PriceSort | undefined;
  sort: DateSort | undefined;
}

/**
 * What the /filter page gets: one page of the list, or `unavailable` when the CMS could not be reached or
 * answered an error, so the page does not pass a failed search off as one that matched nothing.
 */
export type FilterOutcome = ({ available: true } & FilterPage) | { available: false };

const UNAVAILABLE: FilterOutcome = { available: false };

/**
 * GET /product/filter for one page of FILTER_PAGE_SIZE products, cached per filter and page. The CMS
 * pages the list itself (`page`/`per_page`, this project's extension of the contract), so a page costs the
 * same with 100 or 10,000 products. A CMS that only speaks the plain contract ignores those parameters and
 * returns the whole list without `meta`; the page is then cut here.
 */
async function fetchFilterPage(filter: ProductFilter, page: number): Promise<FilterPage> {
  'use cache';
  cacheLife('minutes');
  const query = new URLSearchParams();
  if (filter.name) query.set('name', filter.name);
  if (filter.categorySlug) query.set('category_slug', filter.categorySlug);
  if (filter.price) query.set('price_filter', filter.price);
  if (filter.sort) query.set('sort_filter', filter.sort);
  query.set('page', String(page));
  query.set('per_page', String(FILTER_PAGE_SIZE));
  const body = await cmsFetch(`/product/filter?${query}`, filterResponse);
  const result = toFilterPage(body, page, FILTER_PAGE_SIZE);
  // Tagged per product shown, so a stock change of one product (`product:<slug>`) refreshes the pages
  // that show it.
  cacheTag(...productListTags(result.products));
  // A price change moves products into or out of a page sorted by price (docs/adr/0106).
  if (filter.price) cacheTag(PRICE_ORDER_TAG);
  return result;
}

/**
 * The filter call for the /filter page. A failed load is logged and comes back as `unavailable`; it is
 * caught outside the cached function, so a failure is never cached and the next request asks again, while
 * pages and entries cached before the failure keep serving.
 */
export function filterPage(filter: ProductFilter, page: number): Promise<FilterOutcome> {
  return loggedOr(
    'product filter',
    async (): Promise<FilterOutcome> => ({ available: true, ...(await fetchFilterPage(filter, page)) }),
    UNAVAILABLE,
  );
}
