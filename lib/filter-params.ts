import { sortDateSchema, sortPriceSchema, type DateSort, type PriceSort } from '@common/contract/requests';
import { parsePage } from './pagination';
import type { ProductFilter } from './cms-client/filter';

/**
 * The /filter page's URL: `q` (search text), `cat` (category slug), `sort` (newest|oldest),
 * `price` (high_to_low|low_to_high) and `page`. Everything the page shows follows from these, so each
 * result page is server-rendered and has its own shareable, crawlable link.
 */
export interface FilterParams {
  q: string;
  cat: string;
  sort: DateSort | undefined;
  price: PriceSort | undefined;
  page: number;
}

export type RawSearchParams = Record<string, string | string[] | undefined>;

const MAX_TEXT = 200;

function single(value: string | string[] | undefined): string {
  const v = Array.isArray(value) ? value[0] : value;
  return (v ?? '').trim().slice(0, MAX_TEXT);
}

/** Reads the page's query; unknown sort values are ignored rather than failing the page. */
export function parseFilterParams(raw: RawSearchParams): FilterParams {
  const sort = sortDateSchema.safeParse(single(raw.sort));
  const price = sortPriceSchema.safeParse(single(raw.price));
  return {
    q: single(raw.q),
    cat: single(raw.cat),
    sort: sort.success ? sort.data : undefined,
    price: price.success ? price.data : undefined,
    page: parsePage(Array.isArray(raw.page) ? undefined : raw.page),
  };
}

/** What next.config.mjs's rewrites pass on to the list pages: a category slug and a page number. */
export const LISTING_CAT_PATTERN = /^[a-z0-9-]{1,100}$/;
export const LISTING_PAGE_PATTERN = /^[1-9]\d{0,8}$/;

/** The params of a plain catalogue or category list (no search, no sort); null for anything else. */
export function listingParams(cat: string | null, page: string): FilterParams | null {
  if (cat !== null && !LISTING_CAT_PATTERN.test(cat)) return null;
  if (!LISTING_PAGE_PATTERN.test(page)) return null;
  return { q: '', cat: cat ?? '', sort: undefined, price: undefined, page: Number(page) };
}

/** What the CMS is asked to filter by (everything but the page). */
export function filterOf(p: FilterParams): ProductFilter {
  return { name: p.q, categorySlug: p.cat, price: p.price, sort: p.sort };
}

/** The query parameters other than the page, for building links that keep the search and sorts. */
export function filterQuery(p: FilterParams): Record<string, string | undefined> {
  return { q: p.q, cat: p.cat, sort: p.sort, price: p.price };
}

/** Search results and re-sorted lists are near-duplicates of the catalogue: keep them out of the index. */
export function isIndexable(p: FilterParams): boolean {
  return !p.q && !p.sort && !p.price;
}
