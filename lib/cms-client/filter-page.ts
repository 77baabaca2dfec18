import type { FilterMeta, Product } from '@common/contract';
import { pageSlice } from '../pagination';

/** One page of a filtered list and the length of the whole list. */
export interface FilterPage {
  products: Product[];
  total: number;
}

/**
 * The page the /filter page shows from a product/filter answer: a CMS with the paging extension sent just
 * that page and `meta.total`; one that only speaks the plain contract sent the whole list, cut here.
 */
export function toFilterPage(
  body: { data: Product[]; meta?: FilterMeta },
  page: number,
  size: number,
): FilterPage {
  if (body.meta) return { products: body.data, total: body.meta.total };
  return { products: pageSlice(body.data, page, size), total: body.data.length };
}
