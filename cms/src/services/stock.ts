import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { CMS_MSG, stockShortMessage } from '@common/messages';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { categories, products } from '../db/schema';
import { HttpError } from '../lib/http';

export interface StockLine {
  productId: number;
  qty: number;
}

/** Always lock rows in the same order, so two orders sharing products can never deadlock. */
const byProduct = (lines: StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

/**
 * Takes the lines' units out of stock inside the caller's transaction. Each decrement is conditional
 * (`WHERE quantity >= qty`), so concurrent orders serialise on the row and stock never goes below zero;
 * a line that cannot be filled throws 409 and the caller's transaction rolls everything back.
 * Returns the slugs of the products whose stock changed.
 */
export async function reserveStock(tx: Db, lines: StockLine[]): Promise<string[]> {
  const slugs: string[] = [];
  for (const line of byProduct(lines)) {
    const [row] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${line.qty}` })
      .where(and(eq(products.id, line.productId), gte(products.quantity, line.qty)))
      .returning({ slug: products.slug });
    if (!row) {
      const [product] = await tx
        .select({ name: products.name, quantity: products.quantity })
        .from(products)
        .where(eq(products.id, line.productId));
      throw new HttpError(
        409,
        product ? stockShortMessage(product.name, product.quantity) : CMS_MSG.catalogue.productGone,
      );
    }
    slugs.push(row.slug);
  }
  return slugs;
}

/** Puts the lines' units back into stock (inside the caller's transaction); returns the changed slugs. */
export async function releaseStock(tx: Db, lines: StockLine[]): Promise<string[]> {
  const slugs: string[] = [];
  for (const line of byProduct(lines)) {
    const [row] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.qty}` })
      .where(eq(products.id, line.productId))
      .returning({ slug: products.slug });
    if (row) slugs.push(row.slug);
  }
  return slugs;
}

const productsByIdStatement = preparedOnce((db) =>
  db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      priceCents: products.priceCents,
      quantity: products.quantity,
      categorySlug: categories.slug,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    // An archived product cannot be ordered: to the shop it no longer exists.
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, isNull(products.archivedAt)))
    .prepare('checkout_products_by_id'),
);

/**
 * Current name, price, stock and category slug (for promotions limited to categories) of the given
 * products, by id: one read for the checkout's pricing.
 */
export async function productsById(db: Db, ids: number[]) {
  const rows = await productsByIdStatement(db).execute({ ids });
  return new Map(rows.map((r) => [r.id, r]));
}

/** The cache tags of the storefront's product pages for these slugs. */
export const productTags = (slugs: string[]) => [...new Set(slugs)].map((slug) => `product:${slug}`);
