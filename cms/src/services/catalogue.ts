import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { FILTER_PAGE_SIZE } from '@common/constants';
import type { Product } from '@common/contract';
import type { FilterQuery } from '@common/contract';
import { DB_ID_MAX } from '@common/contract';
import type { AppDeps } from '../deps';
import { categories, products } from '../db/schema';
import { dollars } from '../lib/http';
import { sanitizeRichText } from '../lib/sanitize';
import { absoluteUrl } from '../lib/urls';

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  image: products.image,
  priceCents: products.priceCents,
  quantity: products.quantity,
  detail: products.detail,
  unitInGram: products.unitInGram,
  ingredients: products.ingredients,
  categorySlug: categories.slug,
  createdAt: products.createdAt,
};

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  image: string;
  priceCents: number;
  quantity: number;
  detail: string | null;
  unitInGram: number | null;
  ingredients: string | null;
  categorySlug: string;
  createdAt: Date;
};

export function toProduct(row: ProductRow, publicUrl: string): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: absoluteUrl(publicUrl, row.image),
    price: dollars(row.priceCents),
    quantity: row.quantity,
    detail: sanitizeRichText(row.detail),
    unit_in_gram: row.unitInGram,
    ingredeints: row.ingredients,
    category_slug: row.categorySlug,
    created_at: row.createdAt.toISOString(),
  };
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** PostgreSQL text cannot hold U+0000, so no stored slug contains one (and asking would be an error). */
function storableText(s: string): boolean {
  return !s.includes('\0');
}

/** Products the console archived (an order references them) are hidden from the shop everywhere. */
const shown = isNull(products.archivedAt);

export function catalogue({ db, config }: AppDeps) {
  const selectProducts = () =>
    db.select(productColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));
  const many = (rows: ProductRow[]) => rows.map((r) => toProduct(r, config.publicUrl));

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

    async featuredProducts() {
      return many(
        await selectProducts()
          .where(and(shown, eq(products.isFeatured, true)))
          .orderBy(asc(products.homeOrder), desc(products.createdAt), desc(products.id)),
      );
    },

    async offerProducts() {
      return many(
        await selectProducts()
          .where(and(shown, eq(products.isOffer, true)))
          .orderBy(asc(products.homeOrder), desc(products.createdAt), desc(products.id)),
      );
    },

    async byIds(ids: number[]) {
      const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= DB_ID_MAX);
      if (unique.length === 0) return [];
      return many(
        await selectProducts()
          .where(and(shown, inArray(products.id, unique)))
          .orderBy(asc(products.id)),
      );
    },

    async bySlug(slug: string) {
      if (!storableText(slug)) return null;
      const [row] = await selectProducts()
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
        await selectProducts()
          .where(and(shown, eq(products.categoryId, base.categoryId), ne(products.id, base.id)))
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(10),
      );
    },

    async filter(q: FilterQuery) {
      const where: SQL[] = [shown];
      if (q.name) where.push(ilike(products.name, `%${escapeLike(q.name)}%`));
      if (q.category_slug) where.push(eq(categories.slug, q.category_slug));
      // Price sort wins over date sort when both are given (contract).
      const order = q.price_filter
        ? [
            q.price_filter === 'low_to_high' ? asc(products.priceCents) : desc(products.priceCents),
            asc(products.id),
          ]
        : q.sort_filter === 'oldest'
          ? [asc(products.createdAt), asc(products.id)]
          : [desc(products.createdAt), desc(products.id)];
      const query = selectProducts()
        .where(and(...where))
        .orderBy(...order);
      if (q.page === undefined && q.per_page === undefined) return { data: many(await query) };

      const page = q.page ?? 1;
      const perPage = q.per_page ?? FILTER_PAGE_SIZE;
      const [rows, [counted]] = await Promise.all([
        query.limit(perPage).offset((page - 1) * perPage),
        db
          .select({ total: count() })
          .from(products)
          .innerJoin(categories, eq(products.categoryId, categories.id))
          .where(and(...where)),
      ]);
      return { data: many(rows), meta: { total: counted?.total ?? 0, page, per_page: perPage } };
    },
  };
}
