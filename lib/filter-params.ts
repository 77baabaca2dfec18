import { sortDateSchema, sortPriceSchema, type DateSort, type PriceSort } from './contract/requests';
import { parsePage } from './pagination';

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

/** The query parameters other than the page, for building links that keep the search and sorts. */
export function filterQuery(p: FilterParams): Record<string, string | undefined> {
  return { q: p.q, cat: p.cat, sort: p.sort, price: p.price };
}

/** Search results and re-sorted lists are near-duplicates of the catalogue: keep them out of the index. */
export function isIndexable(p: FilterParams): boolean {
  return !p.q && !p.sort && !p.price;
}
