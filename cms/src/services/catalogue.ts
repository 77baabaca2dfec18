import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { DB_ID_MAX } from '@common/contract';
import type { AppDeps } from '../deps';
import { categories, products } from '../db/schema';
import { absoluteUrl } from '../lib/urls';
import { productFilter } from './catalogue-filter';
import { selectProducts, shown, storableText, toProduct, type ProductRow } from './catalogue-rows';
import { productSuggest } from './catalogue-suggest';

/** The catalogue's reads (contract: "Catalogue and content"); filter and suggest have files of their own. */
export function catalogue(deps: AppDeps) {
  const { db, config } = deps;
  const many = (rows: ProductRow[]) => rows.map((r) => toProduct(r, config.publicUrl));
  const newestFirst = [desc(products.createdAt), desc(products.id)];

  /** The shown products with `flag` set, in the home page's order; the first `limit` when given. */
  async function homeList(flag: 'isFeatured' | 'isOffer', limit: number | undefined) {
    const query = selectProducts(db)
      .where(and(shown, eq(products[flag], true)))
      .orderBy(asc(products.homeOrder), ...newestFirst);
    return many(await (limit === undefined ? query : query.limit(limit)));
  }

  return {
    async featuredCategories() {
      const rows = await db
        .select()
        .from(categories)
        .where(eq(categories.isFeatured, true))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        image: absoluteUrl(config.publicUrl, c.image),
      }));
    },

    /** The home page's lists, whole or the first `limit` (the storefront shows at most 30 and 19). */
    featuredProducts: (limit?: number) => homeList('isFeatured', limit),
    offerProducts: (limit?: number) => homeList('isOffer', limit),

    async byIds(ids: number[]) {
      const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= DB_ID_MAX);
      if (unique.length === 0) return [];
      return many(
        await selectProducts(db)
          .where(and(shown, inArray(products.id, unique)))
          .orderBy(asc(products.id)),
      );
    },

    async bySlug(slug: string) {
      if (!storableText(slug)) return null;
      const [row] = await selectProducts(db)
        .where(and(shown, eq(products.slug, slug)))
        .limit(1);
      return row ? toProduct(row, config.publicUrl) : null;
    },

    /** Same category, not the product itself, at most 10; null when the slug is unknown. */
    async similar(slug: string) {
      if (!storableText(slug)) return null;
      const [base] = await db
        .select({ id: products.id, categoryId: products.categoryId })
        .from(products)
        .where(and(shown, eq(products.slug, slug)))
        .limit(1);
      if (!base) return null;
      return many(
        await selectProducts(db)
          .where(and(shown, eq(products.categoryId, base.categoryId), ne(products.id, base.id)))
          .orderBy(...newestFirst)
          .limit(10),
      );
    },

    filter: productFilter(deps),
    suggest: productSuggest(deps),
  };
}
