import { eq, isNull } from 'drizzle-orm';
import type { Product } from '@common/contract';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { dollars } from '../lib/http';
import { sanitizeRichText } from '../lib/sanitize';
import { absoluteUrl } from '../lib/urls';
import { ratingColumns, ratingSummary } from './reviews/stats';

/** The columns of a contract Product, and how a row becomes one. */
export const productColumns = {
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
  // The published reviews' summary (issue 41): a primary-key look-up per row returned, never the reviews.
  ...ratingColumns,
};

export type ProductRow = {
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
  reviewCount: number;
  ratingSum: number;
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
    ...(row.reviewCount > 0 ? { rating: ratingSummary(row.reviewCount, row.ratingSum) } : {}),
  };
}

/** Products joined with their category, ready for `.where()`. */
export const selectProducts = (db: Db) =>
  db.select(productColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));

/** PostgreSQL text cannot hold U+0000, so no stored slug contains one (and asking would be an error). */
export function storableText(s: string): boolean {
  return !s.includes('\0');
}

/** Products the console archived (an order references them) are hidden from the shop everywhere. */
export const shown = isNull(products.archivedAt);
