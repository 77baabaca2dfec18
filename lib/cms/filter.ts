import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { filterResponse, type DateSort, type PriceSort, type Product } from '../contract';
import { cmsFetch } from './client';
import { loggedOrEmpty } from './logged';
import { productListTags } from './tags';

export interface ProductFilter {
  name: string;
  categorySlug: string;
  price: PriceSort | undefined;
  sort: DateSort | undefined;
}

/**
 * GET /product/filter: every product matching the search text and category, in the requested order (the
 * CMS lets a price sort win over a date sort). The list is cached per filter; paging happens on the
 * storefront's server from this one list.
 */
async function fetchFiltered(filter: ProductFilter): Promise<Product[]> {
  'use cache';
  cacheLife('minutes');
  const query = new URLSearchParams();
  if (filter.name) query.set('name', filter.name);
  if (filter.categorySlug) query.set('category_slug', filter.categorySlug);
  if (filter.price) query.set('price_filter', filter.price);
  if (filter.sort) query.set('sort_filter', filter.sort);
  const qs = query.toString();
  const body = await cmsFetch(`/product/filter${qs ? `?${qs}` : ''}`, filterResponse);
  // Tagged per product too, so a stock change of one product refreshes the result lists that show it.
  cacheTag(...productListTags(body.data));
  return body.data;
}

/** The filter call for the /filter page; a failed load is logged and shows as an empty list. */
export function filterProducts(filter: ProductFilter): Promise<Product[]> {
  return loggedOrEmpty('product filter', () => fetchFiltered(filter));
}
