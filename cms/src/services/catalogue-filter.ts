import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { FILTER_PAGE_SIZE } from '@common/constants';
import type { FilterMeta, FilterQuery, Product } from '@common/contract';
import type { AppDeps } from '../deps';
import { categories, products } from '../db/schema';
import {
  productColumns,
  selectProducts,
  shown,
  storableText,
  toProduct,
  type ProductRow,
} from './catalogue-rows';
import { FILTER_SEARCH, matches, planSearch, relevance, type SearchPlan } from './search/plan';

interface Listing {
  data: Product[];
  meta?: FilterMeta;
  total: number;
}

/** The spec's sort options: price wins over date when both are given (contract). */
function explicitSort(q: FilterQuery): SQL[] {
  if (q.price_filter)
    return [q.price_filter === 'low_to_high' ? asc(products.priceCents) : desc(products.priceCents)];
  if (q.sort_filter) return [q.sort_filter === 'oldest' ? asc(products.createdAt) : desc(products.createdAt)];
  return [];
}

/** Without a search: the chosen sort, else newest first. */
function browseOrder(q: FilterQuery): SQL[] {
  if (q.price_filter) return [...explicitSort(q), asc(products.id)];
  if (q.sort_filter === 'oldest') return [asc(products.createdAt), asc(products.id)];
  return [desc(products.createdAt), desc(products.id)];
}

/** GET /product/filter: the contract's filter, with search (ADR 0020) behind `name`. */
export function productFilter({ db, config }: AppDeps) {
  const countWhere = async (where: SQL | undefined) => {
    const [counted] = await db
      .select({ total: count() })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(where);
    return counted?.total ?? 0;
  };

  /**
   * `rankedAll`: a search orders every match by relevance anyway, so the same statement counts them (a window
   * count) instead of a second statement finding them all again; a browse reads just its page through an
   * index, and counts apart. A page past the end has no row to carry the count, so it is counted apart too.
   */
  async function list(matching: SQL | undefined, order: SQL[], q: FilterQuery, rankedAll = false) {
    const where = and(shown, matching);
    const query = selectProducts(db)
      .where(where)
      .orderBy(...order);
    if (q.page === undefined && q.per_page === undefined) {
      const data = (await query).map((r) => toProduct(r, config.publicUrl));
      return { data, total: data.length };
    }
    const page = q.page ?? 1;
    const perPage = q.per_page ?? FILTER_PAGE_SIZE;
    let rows: (ProductRow & { total?: number })[];
    let total: number;
    if (rankedAll) {
      rows = await db
        .select({ ...productColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset((page - 1) * perPage);
      total = rows[0]?.total ?? (page === 1 ? 0 : await countWhere(where));
    } else {
      [rows, total] = await Promise.all([
        query.limit(perPage).offset((page - 1) * perPage),
        countWhere(where),
      ]);
    }
    const data = rows.map((r) => toProduct(r, config.publicUrl));
    return { data, meta: { total, page, per_page: perPage }, total };
  }

  /** Every word first; when no product has them all, any of them, best first. */
  async function search(plan: SearchPlan, category: SQL | undefined, q: FilterQuery): Promise<Listing> {
    const run = (mode: 'all' | 'any') =>
      list(
        and(matches(plan, mode), category),
        [...explicitSort(q), desc(relevance(plan, mode)), asc(products.id)],
        q,
        true,
      );
    const every = await run('all');
    if (every.total > 0 || plan.any === plan.all) return every;
    return run('any');
  }

  return async function filter(q: FilterQuery): Promise<{ data: Product[]; meta?: FilterMeta }> {
    const category = q.category_slug ? eq(categories.slug, q.category_slug) : undefined;
    let listing: Listing;
    if (q.name && !storableText(q.name)) listing = { data: [], total: 0 };
    else if (q.name) listing = await search(await planSearch(db, q.name, FILTER_SEARCH), category, q);
    else listing = await list(category, browseOrder(q), q);
    return listing.meta ? { data: listing.data, meta: listing.meta } : { data: listing.data };
  };
}
